import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

interface SwitchProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The visible label; clicking it flips the switch too. */
  label: ReactNode;
  /** A line under the label, read with the switch (why it is disabled, say). */
  hint?: ReactNode;
  disabled?: boolean;
  className?: string;
}

/** An on/off switch with its label: a button with role switch, Space or Enter to flip it. */
export function Switch({ checked, onCheckedChange, label, hint, disabled, className }: SwitchProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={cn('flex items-center gap-2.5', className)}>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={hint ? hintId : undefined}
        disabled={disabled}
        onClick={() => onCheckedChange(!checked)}
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors',
          'disabled:cursor-not-allowed disabled:opacity-60',
          checked ? 'bg-brand-600' : 'bg-slate-400 dark:bg-slate-600',
        )}
      >
        <span
          aria-hidden="true"
          className={cn('block size-5 rounded-full bg-white shadow-sm transition-transform', checked ? 'translate-x-5' : 'translate-x-0')}
        />
      </button>
      <div className="min-w-0 text-sm leading-tight">
        <label htmlFor={id} className={cn('font-medium text-ink', disabled ? 'cursor-not-allowed' : 'cursor-pointer')}>
          {label}
        </label>
        {hint && (
          <p id={hintId} className="text-xs text-ink-muted">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
