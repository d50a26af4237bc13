import { Check, Circle } from 'lucide-react';
import { passwordStrength } from '../../../../domain/password-strength.ts';
import { cn } from '../../../lib/cn.ts';

const labelColours = {
  Weak: 'text-red-700 dark:text-red-400',
  Fair: 'text-amber-700 dark:text-amber-400',
  Good: 'text-sky-700 dark:text-sky-400',
  Strong: 'text-emerald-700 dark:text-emerald-400',
} as const;
const barColours = { Weak: 'bg-red-500', Fair: 'bg-amber-500', Good: 'bg-sky-500', Strong: 'bg-emerald-500' } as const;

export function PasswordStrengthMeter({ password }: { password: string }) {
  if (!password) return null;
  const { score, label, criteria } = passwordStrength(password);
  return (
    <div className="space-y-2" aria-live="polite">
      <div className="flex items-center gap-3">
        <div className="grid flex-1 grid-cols-5 gap-1" aria-hidden="true">
          {criteria.map((criterion, index) => (
            <span key={criterion.label} className={cn('h-1.5 rounded-full', index < score ? barColours[label] : 'bg-line-strong')} />
          ))}
        </div>
        <p className={cn('text-xs font-semibold', labelColours[label])}>Password strength: {label}</p>
      </div>
      <ul className="grid grid-cols-1 gap-1 text-xs sm:grid-cols-2">
        {criteria.map((criterion) => (
          <li key={criterion.label} className={cn('flex items-center gap-1.5', criterion.met ? 'text-emerald-700 dark:text-emerald-400' : 'text-ink-subtle')}>
            {criterion.met ? <Check className="size-3.5" aria-hidden="true" /> : <Circle className="size-3" aria-hidden="true" />}
            {criterion.label}
            <span className="sr-only">{criterion.met ? '(met)' : '(not met)'}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** "Passwords match" / "Passwords don't match" as the confirmation is typed (a field's hint: inline text). */
export function PasswordMatchIndicator({ password, confirmation }: { password: string; confirmation: string }) {
  const matches = password === confirmation;
  return (
    <span aria-live="polite" className={cn('font-medium', matches ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-600 dark:text-red-400')}>
      {matches ? 'Passwords match' : "Passwords don't match"}
    </span>
  );
}
