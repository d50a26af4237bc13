import { cn } from '../../lib/cn.ts';

const tones = {
  brand: 'bg-brand-600 dark:bg-brand-400',
  success: 'bg-emerald-600 dark:bg-emerald-400',
  danger: 'bg-red-600 dark:bg-red-400',
} as const;

interface ProgressBarProps {
  /** 0 to 100. */
  value: number;
  /** What the bar measures, for assistive technology. */
  label: string;
  /** Read out instead of the bare percentage, e.g. "Creating 25 tasks". */
  valueText?: string;
  tone?: keyof typeof tones;
  className?: string;
}

/** A determinate progress bar (role progressbar, with its value for screen readers). */
export function ProgressBar({ value, label, valueText, tone = 'brand', className }: ProgressBarProps) {
  const clamped = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      aria-valuetext={valueText}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-surface-muted ring-1 ring-line ring-inset', className)}
    >
      <div className={cn('h-full rounded-full transition-[width] duration-300 motion-reduce:transition-none', tones[tone])} style={{ width: `${clamped}%` }} />
    </div>
  );
}
