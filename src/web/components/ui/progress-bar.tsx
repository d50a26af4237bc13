import { cn } from '../../lib/cn.ts';

const tones = {
  brand: 'bg-brand-600 dark:bg-brand-400',
  success: 'bg-emerald-600 dark:bg-emerald-400',
  danger: 'bg-red-600 dark:bg-red-400',
} as const;

/** How long the bar takes to move to a new value (none when the user prefers reduced motion). */
export const PROGRESS_MOVE_MS = 300;

interface ProgressBarProps {
  /** 0 to 100. */
  value: number;
  /** What the bar measures, for assistive technology. */
  label: string;
  /** Read out instead of the bare percentage, e.g. "Creating 25 tasks". */
  valueText?: string;
  tone?: keyof typeof tones;
  /** Work of unknown length is under way: the rest of the bar moves until it ends. */
  busy?: boolean;
  /** The bar has finished moving to its value (not called when it does not move: reduced motion). */
  onMoved?: () => void;
  className?: string;
}

/**
 * Whether the fill stands at `percent` of its track: the end of a move to an earlier value can arrive
 * after the next value was set, while the fill is still on its way there.
 */
function restsAt(fill: HTMLElement, percent: number): boolean {
  const track = fill.parentElement?.getBoundingClientRect().width ?? 0;
  return track === 0 || Math.abs((fill.getBoundingClientRect().width / track) * 100 - percent) < 1;
}

/** A progress bar (role progressbar, with its value for screen readers). */
export function ProgressBar({ value, label, valueText, tone = 'brand', busy = false, onMoved, className }: ProgressBarProps) {
  const clamped = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      aria-valuetext={valueText}
      aria-busy={busy || undefined}
      className={cn('flex h-2 w-full overflow-hidden rounded-full bg-surface-muted ring-1 ring-line ring-inset', className)}
    >
      <div
        className={cn('h-full transition-[width] motion-reduce:transition-none', tones[tone])}
        style={{ width: `${clamped}%`, transitionDuration: `${PROGRESS_MOVE_MS}ms` }}
        onTransitionEnd={(event) => event.propertyName === 'width' && restsAt(event.currentTarget, clamped) && onMoved?.()}
      />
      {busy && (
        <div
          className={cn(
            'h-full flex-1 animate-pulse bg-[length:1rem_1rem] opacity-70 motion-reduce:animate-none',
            'bg-[linear-gradient(45deg,var(--color-brand-400)_25%,transparent_25%,transparent_50%,var(--color-brand-400)_50%,var(--color-brand-400)_75%,transparent_75%)]',
          )}
        />
      )}
    </div>
  );
}
