import { memo } from 'react';
import { useDroppable } from '@dnd-kit/core';
import type { CalendarDate } from '../../../../../domain/calendar-dates.ts';
import type { CalendarDay, EventBandPart } from '../../../../../domain/calendar-month.ts';
import { countLabel } from '../../../../../domain/english-format.ts';
import type { Task } from '../../../../../domain/tasks.ts';
import { cn } from '../../../../lib/cn.ts';
import { CalendarTaskChip } from './calendar-task-chip.tsx';
import { dayLabel } from './calendar-labels.ts';

/** Chips a day shows; a day with more shows one fewer and "+N more". */
export const CHIPS_PER_DAY = 3;

interface CalendarDayCellProps {
  day: CalendarDay;
  tasks: readonly Task[];
  today: boolean;
  band: EventBandPart;
  eventName: string | null;
  focused: boolean;
  canEdit: boolean;
  onOpenTask: (task: Task) => void;
  onOpenDay: (date: CalendarDate) => void;
  onCreateOnDay: (date: CalendarDate) => void;
  onFocusDay: (date: CalendarDate) => void;
}

/** One day of the month grid: a drop target for chips; a click on its empty part creates a task due that day. */
export const CalendarDayCell = memo(function CalendarDayCell({
  day,
  tasks,
  today,
  band,
  eventName,
  focused,
  canEdit,
  onOpenTask,
  onOpenDay,
  onCreateOnDay,
  onFocusDay,
}: CalendarDayCellProps) {
  const { setNodeRef, isOver } = useDroppable({ id: `day:${day.date}`, data: { date: day.date }, disabled: !canEdit });
  const shown = tasks.length > CHIPS_PER_DAY ? tasks.slice(0, CHIPS_PER_DAY - 1) : tasks;
  const more = tasks.length - shown.length;
  // The band's name shows on its first day, and again at the start of each week it runs into.
  const bandLabel = band === 'start' || band === 'single' || (band === 'middle' || band === 'end' ? new Date(`${day.date}T00:00:00Z`).getUTCDay() === 1 : false);
  return (
    <div
      ref={setNodeRef}
      role="gridcell"
      data-date={day.date}
      tabIndex={focused ? 0 : -1}
      onFocus={(event) => {
        if (event.target === event.currentTarget) onFocusDay(day.date);
      }}
      onClick={(event) => {
        if ((event.target as Element).closest('[data-calendar-item]')) return;
        onFocusDay(day.date);
        if (canEdit) onCreateOnDay(day.date);
      }}
      className={cn(
        'group relative flex min-h-28 min-w-0 flex-col gap-1 border-t border-l border-line px-1 pt-1 pb-1.5 outline-none',
        'focus-visible:z-10 focus-visible:ring-2 focus-visible:ring-focus focus-visible:ring-inset',
        day.inMonth ? 'bg-surface' : 'bg-surface-muted/70',
        band !== null && 'bg-brand-50/70 dark:bg-brand-900/25',
        canEdit && 'cursor-copy',
        isOver && 'bg-brand-100 ring-2 ring-brand-500 ring-inset dark:bg-brand-900/60',
      )}
    >
      {/* The day as read out comes first: the cell is named by its content, which includes the chips. */}
      <span className="sr-only" data-day-label="">
        {dayLabel(day.date, { today, eventDay: band !== null, count: tasks.length })}
      </span>
      {band !== null && (
        <div
          aria-hidden="true"
          className={cn(
            'absolute inset-x-0 top-0 h-1 bg-brand-500 dark:bg-brand-400',
            (band === 'start' || band === 'single') && 'left-1 rounded-l-full',
            (band === 'end' || band === 'single') && 'right-1 rounded-r-full',
          )}
        />
      )}
      <div className="flex items-center gap-1">
        <time
          dateTime={day.date}
          aria-hidden="true"
          className={cn(
            'flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-medium tabular-nums',
            day.inMonth ? 'text-ink' : 'text-ink-muted',
            today && 'bg-brand-600 font-semibold text-white dark:bg-brand-300 dark:text-slate-950',
          )}
        >
          {day.day}
        </time>
        {bandLabel && eventName && (
          <span aria-hidden="true" className="truncate text-[0.65rem] font-semibold text-brand-800 dark:text-brand-200">
            {eventName}
          </span>
        )}
      </div>
      {shown.map((task) => (
        <CalendarTaskChip key={task.id} task={task} movable={canEdit} reachable={focused} onOpen={onOpenTask} />
      ))}
      {more > 0 && (
        <button
          type="button"
          data-calendar-item=""
          tabIndex={focused ? 0 : -1}
          aria-haspopup="dialog"
          aria-label={`${countLabel(more, 'more task', 'more tasks')} on this day: show all ${tasks.length}`}
          onClick={() => onOpenDay(day.date)}
          className="self-start rounded-sm px-1 text-xs font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-focus dark:text-brand-300"
        >
          +{more} more
        </button>
      )}
    </div>
  );
});
