import { Link } from 'react-router';
import { CalendarPlus, Hourglass } from 'lucide-react';
import type { DashboardNextEvent } from '../../../../domain/dashboard.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { countdownLabel, formatDay } from '../utils/dashboard-display.ts';
import { createRequestHref } from '../../../lib/use-create-request.ts';
import { useCanEdit } from '../../../lib/workspaces.ts';
import { formatCount } from '../../../../domain/english-format.ts';

/** The upcoming event that starts soonest, with the days left until it starts. */
export function NextEventCard({ event }: { event: DashboardNextEvent | null }) {
  // A viewer plans nothing: no Create Event.
  const canEdit = useCanEdit();
  return (
    <Card className="flex min-w-0 flex-col p-5">
      <section aria-labelledby="next-event-title" className="flex flex-1 flex-col">
        <h2 id="next-event-title" className="flex items-center gap-2 text-base font-semibold text-ink">
          <Hourglass className="size-4 text-brand-600 dark:text-brand-400" aria-hidden="true" />
          Next event
        </h2>
        {event ? (
          <div className="mt-4 flex flex-1 flex-col">
            <p className="text-lg font-semibold break-words text-ink">{event.name}</p>
            <p className="mt-1 text-sm text-ink-muted">Starts {formatDay(event.startDate)}</p>
            <p className="mt-5 flex items-baseline gap-2">
              <span className="text-4xl font-extrabold text-brand-600 tabular-nums dark:text-brand-300">
                {formatCount(event.daysUntil)}
              </span>
              <span className="text-sm font-medium text-ink-muted">{event.daysUntil === 1 ? 'day to go' : 'days to go'}</span>
            </p>
            <p className="sr-only">{countdownLabel(event.daysUntil)}</p>
            <div className="mt-auto pt-5">
              <Button variant="secondary" size="sm" asChild>
                <Link to="/app/events?status=upcoming">View upcoming events</Link>
              </Button>
            </div>
          </div>
        ) : (
          <div className="mt-4 flex flex-1 flex-col">
            <p className="text-sm text-ink-muted">
              {canEdit ? 'No upcoming events. Plan the next one and the countdown starts here.' : 'No upcoming events.'}
            </p>
            {canEdit && (
              <div className="mt-auto pt-5">
                <Button variant="secondary" size="sm" asChild>
                  <Link to={createRequestHref('event')}>
                    <CalendarPlus className="size-4" aria-hidden="true" />
                    Create Event
                  </Link>
                </Button>
              </div>
            )}
          </div>
        )}
      </section>
    </Card>
  );
}
