import type { ReactNode } from 'react';
import { ListChecks, Pencil, Trash2, Users } from 'lucide-react';
import { Link } from 'react-router';
import { EVENT_MESSAGES, EVENT_STATUS_LABELS, eventDurationLabel, type Event } from '../../../../domain/events.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { CalendarFeedPanel } from '../../../entities/calendar-feeds/components/calendar-feed-panel.tsx';
import { EventRemindersPanel } from '../../../entities/reminders/components/event-reminders-panel.tsx';
import { cn } from '../../../lib/cn.ts';
import { useCanEdit } from '../../../lib/workspaces.ts';
import { useCurrentEvent } from '../api/get-event.ts';
import { formatCalendarDate, formatInstantDate } from '../utils/event-display.ts';

const STATUS_LABEL_COLOURS = {
  upcoming: 'text-sky-700 dark:text-sky-300',
  active: 'text-emerald-700 dark:text-emerald-300',
  past: 'text-ink-subtle',
} as const;

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-1.5">
      <dt className="font-medium text-ink">{label}:</dt>{' '}
      <dd className="text-ink-muted">{children}</dd>
    </div>
  );
}

interface EventDetailsDialogProps {
  event: Event;
  /** The picture of its card. */
  picture: string;
  today: string;
  onClose: () => void;
  onEdit: (event: Event) => void;
  onDelete: (event: Event) => void;
}

export function EventDetailsDialog({ event: listed, picture, today, onClose, onEdit, onDelete }: EventDetailsDialogProps) {
  const event = useCurrentEvent(listed, today);
  const duration = eventDurationLabel(event.startDate, event.endDate);
  // A viewer reads the event: no Edit or Delete.
  const canEdit = useCanEdit();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      size="lg"
      title={
        <>
          <span className={cn('block text-xs font-semibold tracking-wide uppercase', STATUS_LABEL_COLOURS[event.status])}>
            {EVENT_STATUS_LABELS[event.status]}
          </span>
          <span className="mt-1 block text-xl break-words">{event.name}</span>
        </>
      }
      // Shown with the status above the name; read name first: "Harbour Lights Festival, upcoming event".
      titleLabel={`${event.name}, ${EVENT_STATUS_LABELS[event.status].toLowerCase()}`}
      footer={
        canEdit && (
          <>
            <Button variant="danger" className="sm:mr-auto" onClick={() => onDelete(event)}>
              <Trash2 className="size-4" aria-hidden="true" />
              Delete Event
            </Button>
            <Button onClick={() => onEdit(event)}>
              <Pencil className="size-4" aria-hidden="true" />
              Edit Event
            </Button>
          </>
        )
      }
    >
      <div className="space-y-5">
        <img src={picture} alt="" className="aspect-[16/6] w-full rounded-lg object-cover" />
        <dl className="grid gap-2 text-sm sm:grid-cols-2">
          <Detail label="Start Date">{formatCalendarDate(event.startDate)}</Detail>
          <Detail label="End Date">{formatCalendarDate(event.endDate)}</Detail>
          {duration && <Detail label="Duration">{duration}</Detail>}
          <Detail label="Created By">{event.createdBy ?? 'A former member'}</Detail>
          <Detail label="Tasks">{event.taskCount}</Detail>
          <Detail label="Team Members">{event.memberCount}</Detail>
        </dl>
        {/* The event's own tasks and team: the pages filtered to it (their ?event= parameter). */}
        <nav aria-label="This event's tasks and team" className="flex flex-wrap gap-2">
          <Button asChild variant="secondary" size="sm">
            <Link to={`/app/tasks?event=${event.id}`}>
              <ListChecks className="size-4" aria-hidden="true" />
              View Tasks
            </Link>
          </Button>
          <Button asChild variant="secondary" size="sm">
            <Link to={`/app/team?event=${event.id}`}>
              <Users className="size-4" aria-hidden="true" />
              View Team
            </Link>
          </Button>
        </nav>
        <section aria-label="Description">
          <h3 className="mb-1 text-sm font-medium text-ink">Description</h3>
          <p className="text-sm leading-relaxed break-words whitespace-pre-line text-ink-muted">
            {event.description.trim() || EVENT_MESSAGES.noDescription}
          </p>
        </section>
        <EventRemindersPanel eventId={event.id} eventName={event.name} ended={event.status === 'past'} />
        <CalendarFeedPanel target={{ kind: 'event', id: event.id }} lists="this event and its tasks that have due dates" />
        <dl className="flex flex-wrap gap-x-6 gap-y-1 border-t border-line pt-4 text-xs text-ink-subtle">
          <div className="flex gap-1">
            <dt>Event ID:</dt>{' '}
            <dd className="tabular-nums">{event.id}</dd>
          </div>
          <div className="flex gap-1">
            <dt>Created:</dt>{' '}
            <dd>{formatInstantDate(event.createdAt)}</dd>
          </div>
        </dl>
      </div>
    </Dialog>
  );
}
