import { useId } from 'react';
import type { CalendarDate } from '../../../../../domain/calendar-dates.ts';
import type { Event } from '../../../../../domain/events.ts';
import { isPastDue } from '../../../../../domain/task-rules.ts';
import type { Task } from '../../../../../domain/tasks.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Notice } from '../../../../components/ui/notice.tsx';
import { userMessage } from '../../../../lib/api.ts';
import { cn } from '../../../../lib/cn.ts';
import { countLabel } from '../../../../lib/count-label.ts';
import type { TaskFilters, TaskList } from '../../api/get-tasks.ts';
import { formatDayRange, groupTasksByEventWeek, type TimelineGroup } from '../../utils/timeline-weeks.ts';
import { TimelineTask } from './timeline-task.tsx';
import { useTimelineTasks } from './use-timeline-tasks.ts';
import { formatCalendarDay, formatCount } from '../../../../../domain/english-format.ts';

/** The line between the tasks due before today and the rest. */
function TodayMarker({ today }: { today: CalendarDate }) {
  return (
    <li className="flex items-center gap-2 px-4 py-1.5 text-xs font-semibold tracking-wide text-sky-800 uppercase dark:text-sky-300">
      <span>Today</span>
      <time dateTime={today} className="font-medium tracking-normal normal-case">
        {formatCalendarDay(today, 'weekday-day')}
      </time>
      <span aria-hidden="true" className="h-0.5 flex-1 rounded-full bg-sky-500 dark:bg-sky-400" />
    </li>
  );
}

const GROUP_HEADER = {
  before: 'bg-surface-muted text-ink',
  after: 'bg-surface-muted text-ink',
  event: 'bg-brand-50 text-brand-900 dark:bg-brand-900/50 dark:text-brand-100',
  undated: 'bg-surface-muted text-ink',
} as const;

const NOTHING_DUE = { before: 'Nothing due this week', after: 'Nothing due this week', event: 'Nothing due on the event days', undated: '' } as const;

interface WeekProps {
  group: TimelineGroup<Task>;
  today: CalendarDate;
  onEdit: (task: Task) => void;
  onDelete: (task: Task) => void;
}

function Week({ group, today, onEdit, onDelete }: WeekProps) {
  const headingId = useId();
  const pastDue = group.tasks.filter((task) => isPastDue(task, today)).length;
  const items = group.tasks.map((task) => <TimelineTask key={task.id} task={task} today={today} onEdit={onEdit} onDelete={onDelete} />);
  if (group.todayAt !== null) items.splice(group.todayAt, 0, <TodayMarker key="today" today={today} />);
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'overflow-hidden rounded-xl border bg-surface shadow-sm',
        group.kind === 'event' ? 'border-brand-300 dark:border-brand-700' : group.kind === 'undated' ? 'border-dashed border-line-strong' : 'border-line',
      )}
    >
      <div className={cn('flex flex-wrap items-baseline gap-x-3 gap-y-0.5 border-b border-line px-4 py-2.5', GROUP_HEADER[group.kind])}>
        <h3 id={headingId} className="text-sm font-semibold">
          {group.label}
          {group.from && group.to && (
            <>
              <span className="sr-only">, </span>
              <span className="ml-2 font-normal text-ink-muted">{formatDayRange(group.from, group.to)}</span>
            </>
          )}
        </h3>
        <p className="ml-auto text-xs whitespace-nowrap text-ink-muted">
          {countLabel(group.tasks.length, 'task', 'tasks')}
          {pastDue > 0 && <span className="font-medium text-red-700 dark:text-red-400"> · {formatCount(pastDue)} past due</span>}
        </p>
      </div>
      {items.length > 0 && <ol className="divide-y divide-line">{items}</ol>}
      {group.tasks.length === 0 && <p className="px-4 py-3 text-sm text-ink-muted">{NOTHING_DUE[group.kind]}</p>}
    </section>
  );
}

interface TaskTimelineProps {
  /** The first page's filters (the event's tasks by due date); Show more asks for the pages after it. */
  filters: TaskFilters;
  first: TaskList;
  event: Event;
  today: CalendarDate;
  /** Other filters are loading while the previous tasks stay on screen. */
  stale?: boolean;
  onEdit: (task: Task) => void;
  onDelete: (task: Task) => void;
}

/**
 * One event's tasks by week relative to it — the weeks before, the event's days, the weeks after —
 * then those without a due date; a line marks today.
 */
export function TaskTimeline({ filters, first, event, today, stale, onEdit, onDelete }: TaskTimelineProps) {
  const { tasks, total, hasMore, loadingMore, error, showMore } = useTimelineTasks(filters, first);
  const groups = groupTasksByEventWeek(tasks, event, today);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} aria-busy={stale || undefined} className={cn('space-y-4 transition-opacity', stale && 'opacity-60')}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="text-base font-semibold break-words text-ink">
          Timeline of {event.name}
        </h2>
        <p className="text-sm text-ink-muted">
          Event {formatDayRange(event.startDate, event.endDate)} · {countLabel(total, 'task', 'tasks')}
        </p>
      </div>
      {groups.map((group) => (
        <Week key={group.key} group={group} today={today} onEdit={onEdit} onDelete={onDelete} />
      ))}
      {error && <Notice tone="danger">Failed to load more tasks: {userMessage(error)}</Notice>}
      {(hasMore || loadingMore) && (
        <div className="flex flex-col items-center gap-2 pt-1 text-sm text-ink-muted">
          <p>
            Showing {formatCount(tasks.length)} of {countLabel(total, 'task', 'tasks')}
          </p>
          <Button variant="secondary" loading={loadingMore} onClick={showMore}>
            {error ? 'Try Again' : 'Show more'}
          </Button>
        </div>
      )}
    </section>
  );
}
