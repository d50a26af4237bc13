import { Plus } from 'lucide-react';
import type { CalendarDate } from '../../../../../domain/calendar-dates.ts';
import { daysInMonth, eventBandPart, monthName, type CalendarMonthKey } from '../../../../../domain/calendar-month.ts';
import type { EventDates } from '../../../../../domain/countdown.ts';
import { formatCalendarDay } from '../../../../../domain/english-format.ts';
import type { Task } from '../../../../../domain/tasks.ts';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { cn } from '../../../../lib/cn.ts';
import { CalendarTaskRow } from './calendar-task-row.tsx';

interface CalendarAgendaProps {
  month: CalendarMonthKey;
  byDay: ReadonlyMap<CalendarDate, Task[]>;
  event: EventDates | null;
  today: CalendarDate;
  canEdit: boolean;
  onOpenTask: (task: Task) => void;
  onCreateOnDay: (date: CalendarDate) => void;
}

/** The month on a phone: the days with tasks and the event's days, in order, each with its tasks. */
export function CalendarAgenda({ month, byDay, event, today, canEdit, onOpenTask, onCreateOnDay }: CalendarAgendaProps) {
  const days: CalendarDate[] = [];
  for (let day = 1; day <= daysInMonth(month); day++) {
    const date = `${month}-${String(day).padStart(2, '0')}`;
    if (byDay.has(date) || eventBandPart(date, event) !== null) days.push(date);
  }
  if (days.length === 0) return <p className="rounded-xl border border-line bg-surface px-4 py-6 text-center text-sm text-ink-muted">Nothing is due in {monthName(month)}.</p>;
  return (
    <ol className="space-y-3" aria-label={`Tasks of ${monthName(month)} by day`}>
      {days.map((date) => {
        const tasks = byDay.get(date) ?? [];
        const eventDay = eventBandPart(date, event) !== null;
        return (
          <li
            key={date}
            data-date={date}
            className={cn(
              'overflow-hidden rounded-xl border bg-surface shadow-sm',
              eventDay ? 'border-brand-300 border-l-4 border-l-brand-500 dark:border-brand-700 dark:border-l-brand-400' : 'border-line',
            )}
          >
            <div className={cn('flex items-center gap-2 border-b border-line px-3 py-2', eventDay ? 'bg-brand-50 dark:bg-brand-900/40' : 'bg-surface-muted')}>
              <h3 className="text-sm font-semibold text-ink">
                <time dateTime={date}>{formatCalendarDay(date, 'weekday-day')}</time>
              </h3>
              {date === today && <Badge tone="info">Today</Badge>}
              {eventDay && <Badge tone="brand">Event day</Badge>}
              {canEdit && (
                <Button variant="ghost" size="icon" className="-my-1 ml-auto size-8" aria-label={`Create a task due ${formatCalendarDay(date, 'weekday-day')}`} onClick={() => onCreateOnDay(date)}>
                  <Plus className="size-4" aria-hidden="true" />
                </Button>
              )}
            </div>
            {tasks.length > 0 ? (
              <ul className="space-y-2 p-2">
                {tasks.map((task) => (
                  <CalendarTaskRow key={task.id} task={task} onOpen={canEdit ? onOpenTask : undefined} />
                ))}
              </ul>
            ) : (
              <p className="px-3 py-2 text-sm text-ink-muted">Nothing due</p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
