import { ProgressBar } from '../../../components/ui/progress-bar.tsx';

interface ImportProgressProps {
  label: string;
  text: string;
  percent: number;
  busy?: boolean;
}

/** A labelled progress bar with what is being done, announced politely. */
export function ImportProgress({ label, text, percent, busy }: ImportProgressProps) {
  return (
    <div className="space-y-2">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <p role="status" className="text-ink">
          {text}
        </p>
        <span className="text-ink-muted tabular-nums" aria-hidden="true">
          {Math.round(percent)}%
        </span>
      </div>
      <ProgressBar label={label} value={percent} valueText={`${text}: ${Math.round(percent)}%`} busy={busy} />
    </div>
  );
}
