import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { changeDirectionOf } from '../utils/analytics-display.ts';

const looks = {
  up: { icon: ArrowUpRight, className: 'bg-emerald-50 text-emerald-700 dark:bg-emerald-900/30 dark:text-emerald-300' },
  down: { icon: ArrowDownRight, className: 'bg-red-50 text-red-700 dark:bg-red-900/30 dark:text-red-300' },
  flat: { icon: Minus, className: 'bg-surface-muted text-ink-muted' },
  none: { icon: null, className: 'bg-surface-muted text-ink-muted' },
} as const;

/** A stat card's change against the previous period: the label with an arrow; its sign says the direction. */
export function ChangeLabel({ label, comparedWith }: { label: string; comparedWith: string }) {
  const direction = changeDirectionOf(label);
  const { icon: Icon, className } = looks[direction];
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
      <span className={cn('inline-flex items-center gap-0.5 rounded-full px-2 py-0.5 font-semibold tabular-nums', className)}>
        {Icon && <Icon className="size-3.5" aria-hidden="true" />}
        {direction === 'none' ? (
          <>
            <span aria-hidden="true">{label}</span>
            <span className="sr-only">No change to show</span>
          </>
        ) : (
          label
        )}
      </span>
      <span className="text-ink-subtle">{comparedWith}</span>
    </p>
  );
}
