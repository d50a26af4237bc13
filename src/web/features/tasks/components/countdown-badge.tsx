import { Badge } from '../../../components/ui/badge.tsx';
import { countdownDescription } from '../utils/task-display.ts';

/** Where a relative due date stands against its event: `T-14` shown, "14 days before the event" read out. */
export function CountdownBadge({ countdown, className }: { countdown: string; className?: string }) {
  const description = countdownDescription(countdown);
  return (
    <Badge tone="brand" title={description} className={className}>
      <span aria-hidden="true">{countdown}</span>
      <span className="sr-only">{description}</span>
    </Badge>
  );
}
