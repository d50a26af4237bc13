import type { EventStatus } from '../../../../domain/events.ts';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { EVENT_BADGE_LABELS } from '../utils/event-display.ts';

const TONES: Record<EventStatus, BadgeTone> = { upcoming: 'info', active: 'success', past: 'neutral' };

export function EventStatusBadge({ status, className }: { status: EventStatus; className?: string }) {
  return (
    <Badge tone={TONES[status]} className={className}>
      {EVENT_BADGE_LABELS[status]}
    </Badge>
  );
}
