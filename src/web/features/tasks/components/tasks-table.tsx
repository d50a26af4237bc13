import { memo, useEffect, useRef, useState, type ReactNode } from 'react';
import type { CalendarDate } from '../../../../domain/dates.ts';
import type { TaskSortColumn } from '../../../../domain/task-sort.ts';
import { isPastDue, taskEventLabel, taskPriorityLabel, taskPriorityOf, taskTitleLabel } from '../../../../domain/task-rules.ts';
import type { Task, TaskTotals } from '../../../../domain/tasks.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatCalendarDate, PRIORITY_TONES, truncateText } from '../utils/task-display.ts';
import { CountdownBadge } from './countdown-badge.tsx';
import { PastDueFlag } from './past-due-flag.tsx';
import { SortableHeader, type TableSort } from './sortable-header.tsx';
import { TaskActionsMenu } from './task-actions-menu.tsx';
import { TaskAssigneeSelect } from './task-assignee-select.tsx';
import { TaskStatusMenu } from './task-status-menu.tsx';
import { countLabel, formatCount, formatTotal } from '../../../../domain/english-format.ts';

/** More than a line holds: the rest of a long description is in the cell's title and the edit dialog. */
const DESCRIPTION_PREVIEW_LENGTH = 160;

/**
 * The columns' widths from md up; the task's title takes the rest. A fixed table layout: a change
 * in one row (a new status, a saving spinner) lays out that row, not the column widths of every
 * row, which with hundreds of rows takes long enough to be seen.
 */
const COLUMNS: readonly { header: string; width: string; sort?: TaskSortColumn }[] = [
  { header: 'Task', width: '', sort: 'title' },
  { header: 'Due Date', width: 'w-32', sort: 'dueDate' },
  { header: 'Event', width: 'w-40', sort: 'event' },
  { header: 'Primary Assignee', width: 'w-52' },
  { header: 'Priority', width: 'w-28', sort: 'priority' },
  { header: 'Status', width: 'w-32', sort: 'status' },
];

/**
 * From md up a row is one line of title over one line of description. Below md each row becomes a
 * compact card: the title, then status, priority and due date on one line, then assignee and event
 * (the assignee's name takes the width it needs, up to the card's; the event has what is left, on
 * the next line when that is less than 6rem);
 * a card off screen is not laid out or painted until it is scrolled near (content-visibility, which
 * has no effect on a table row).
 */
const ROW =
  'align-middle max-md:relative max-md:flex max-md:flex-wrap max-md:items-center max-md:gap-x-2 max-md:gap-y-1 ' +
  'max-md:px-4 max-md:py-3 max-md:[content-visibility:auto] max-md:[contain-intrinsic-size:auto_8rem] ' +
  // The line break of a card, between its badges and its assignee.
  "max-md:after:order-4 max-md:after:basis-full max-md:after:content-['']";

/** The row a View task link leads to: marked with the brand's colour and a bar at its start. */
const HIGHLIGHTED_ROW = 'bg-brand-50 dark:bg-brand-900/30 outline-none max-md:shadow-[inset_4px_0_0_var(--color-brand-500)]';
/** Its bar, from md up on the first cell: a table row draws no shadow of its own. */
const HIGHLIGHTED_FIRST_CELL = 'md:shadow-[inset_4px_0_0_var(--color-brand-500)]';

/** A cell; on a card, its column's name is read out before it but not shown. */
const CELL = 'min-w-0 md:px-4 md:py-2 max-md:before:sr-only max-md:before:content-[attr(data-label)_":_"]';

interface TaskRowProps {
  task: Task;
  /** The task a View task link asked for: marked, scrolled to and focused. */
  highlighted: boolean;
  today: CalendarDate;
  onEdit: (task: Task) => void;
  onDelete: (task: Task) => void;
}

/**
 * One task. Its props stay the same objects while the task does (the list query shares unchanged
 * rows between fetches), so a change to one task renders one row; the menus and the picker are
 * stand-ins until used.
 */
const TaskRow = memo(function TaskRow({ task, highlighted, today, onEdit, onDelete }: TaskRowProps) {
  const title = taskTitleLabel(task.title);
  const pastDue = isPastDue(task, today);
  const priority = taskPriorityOf(task.priority);
  const rowRef = useRef<HTMLTableRowElement>(null);
  useEffect(() => {
    if (!highlighted) return;
    rowRef.current?.scrollIntoView({ block: 'center' });
    rowRef.current?.focus({ preventScroll: true });
  }, [highlighted]);
  return (
    <tr ref={rowRef} className={cn(ROW, highlighted ? HIGHLIGHTED_ROW : 'hover:bg-surface-muted/60')} tabIndex={highlighted ? -1 : undefined} aria-current={highlighted || undefined}>
      <th scope="row" className={cn('min-w-0 text-left font-normal max-md:basis-full max-md:pr-9 md:px-4 md:py-2', highlighted && HIGHLIGHTED_FIRST_CELL)}>
        <p className="font-medium text-ink max-md:line-clamp-2 max-md:break-words md:truncate" title={title}>
          {title}
        </p>
        {task.description && (
          <p className="mt-0.5 truncate text-xs text-ink-muted" title={task.description}>
            {truncateText(task.description, DESCRIPTION_PREVIEW_LENGTH)}
          </p>
        )}
        {highlighted && (
          <Badge tone="brand" className="mt-1">
            Just added
          </Badge>
        )}
      </th>
      <td data-label="Due Date" className={cn(CELL, 'whitespace-nowrap max-md:order-3')}>
        {task.dueDate ? (
          <div className="flex items-start gap-1 max-md:items-center md:flex-col">
            <time dateTime={task.dueDate} className={cn(pastDue ? 'font-medium text-red-700 dark:text-red-400' : 'text-ink')}>
              {formatCalendarDate(task.dueDate)}
            </time>
            {(task.countdown || pastDue) && (
              <span className="flex flex-wrap items-center gap-1">
                {task.countdown && <CountdownBadge countdown={task.countdown} />}
                {pastDue && <PastDueFlag />}
              </span>
            )}
          </div>
        ) : (
          <span className="text-ink-subtle">No due date</span>
        )}
      </td>
      <td
        data-label="Event"
        className={cn(CELL, 'truncate text-ink-muted max-md:order-6 max-md:grow max-md:basis-24 max-md:text-right max-md:text-xs')}
        title={taskEventLabel(task.eventName)}
      >
        {taskEventLabel(task.eventName)}
      </td>
      <td data-label="Primary Assignee" className="min-w-0 max-md:order-5 max-md:max-w-full md:px-4 md:py-2">
        <TaskAssigneeSelect task={task} title={title} />
      </td>
      <td data-label="Priority" className={cn(CELL, 'max-md:order-2')}>
        <Badge tone={PRIORITY_TONES[priority]}>{taskPriorityLabel(priority)}</Badge>
      </td>
      <td data-label="Status" className="max-md:order-1 md:px-4 md:py-2">
        <TaskStatusMenu task={task} title={title} />
      </td>
      <td className="text-right max-md:absolute max-md:top-2 max-md:right-2 md:px-4 md:py-2">
        <TaskActionsMenu task={task} title={title} onEdit={onEdit} onDelete={onDelete} />
      </td>
    </tr>
  );
});

/** Rows rendered in the first frame of a new table, and added in each frame after it up to a page. */
const FIRST_ROWS = 10;
/** A page of the table; a longer list gets this many more rows a frame. */
const PAGE_ROWS = 50;

/**
 * How many of `count` rows to render. A table shows its first FIRST_ROWS rows at once and the rest
 * a few per frame, so that no single task renders and lays out more than a few dozen rows; a list
 * refreshed in place (the same page after a change to one task) keeps every row it shows.
 * `stale` is true while another page or filter loads: the list that comes after it is shown a
 * page at once, so that the page does not shrink under the reader and lose their scroll position.
 */
function useRowsToRender(count: number, stale: boolean): number {
  const [limit, setLimit] = useState(FIRST_ROWS);
  const [wasStale, setWasStale] = useState(stale);
  let current = limit;
  if (wasStale !== stale) {
    setWasStale(stale);
    if (!stale) {
      setLimit(PAGE_ROWS);
      current = PAGE_ROWS;
    }
  }
  useEffect(() => {
    if (current >= count) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // After the next frame is drawn, so that each step is laid out on its own.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setLimit(current + (current < PAGE_ROWS ? FIRST_ROWS : PAGE_ROWS)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [current, count]);
  return Math.min(current, count);
}

function FooterCount({ label, value, className }: { label: string; value: number | string; className?: string }) {
  return (
    <div className="flex items-baseline gap-1.5">
      <dt>{label}</dt>{' '}
      <dd className={cn('font-semibold text-ink tabular-nums', className)}>{typeof value === 'number' ? formatCount(value) : value}</dd>
    </div>
  );
}

interface TasksTableProps {
  tasks: Task[];
  /** How many tasks the list holds: the list's `total`, a lower bound when `totalExact` is false. */
  total: number;
  /** False when a search stopped counting its matches at `total`: the footer says "1,000+". */
  totalExact?: boolean;
  /** The counts by status and assignee; null when they were not counted (a broad search), and then left out. */
  totals: TaskTotals | null;
  today: CalendarDate;
  onEdit: (task: Task) => void;
  onDelete: (task: Task) => void;
  /** Shown instead of the rows when there are none. */
  empty: ReactNode;
  /** Pagination, below the counts. */
  pager?: ReactNode;
  /** A new page or filter is loading while the previous rows stay on screen. */
  stale?: boolean;
  /** The order of the rows, which the column headers change. */
  sort?: TableSort;
  /** The task a View task link asked for, marked in the list. */
  highlightId?: number | null;
}

export function TasksTable({ tasks, total, totalExact = true, totals, today, onEdit, onDelete, empty, pager, stale, sort, highlightId = null }: TasksTableProps) {
  const rendered = useRowsToRender(tasks.length, stale ?? false);
  return (
    <div className="overflow-hidden rounded-xl border border-line bg-surface shadow-sm">
      {tasks.length === 0 ? (
        empty
      ) : (
        <div className={cn('overflow-x-auto transition-opacity', stale && 'opacity-60')} aria-busy={stale || undefined}>
          <table className="w-full text-left text-sm max-md:block md:min-w-[60rem] md:table-fixed">
            <caption className="sr-only">Tasks, {countLabel(total, 'task', 'tasks', totalExact)}</caption>
            <thead className="max-md:sr-only bg-surface-muted text-xs font-semibold tracking-wide text-ink-muted uppercase">
              <tr>
                {COLUMNS.map(({ header, width, sort: column }) =>
                  column && sort ? (
                    <SortableHeader key={header} header={header} column={column} sort={sort} className={width} />
                  ) : (
                    <th key={header} scope="col" className={cn('px-4 py-3 whitespace-nowrap', width)}>
                      {header}
                    </th>
                  ),
                )}
                <th scope="col" className="w-20 px-4 py-3 text-right whitespace-nowrap">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line max-md:block">
              {tasks.slice(0, rendered).map((task) => (
                <TaskRow key={task.id} task={task} highlighted={task.id === highlightId} today={today} onEdit={onEdit} onDelete={onDelete} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="flex flex-col gap-3 border-t border-line bg-surface-muted px-4 py-3 text-sm text-ink-muted lg:flex-row lg:items-center lg:justify-between">
        <dl className="flex flex-wrap gap-x-5 gap-y-1">
          <FooterCount label="Total" value={formatTotal(total, totalExact)} />
          {/* Not counted for a search this broad: left out rather than shown as partial figures. */}
          {totals && (
            <>
              <FooterCount label="Completed" value={totals.completed} className="text-emerald-700 dark:text-emerald-400" />
              <FooterCount label="In Progress" value={totals.inprogress} className="text-sky-700 dark:text-sky-400" />
              <FooterCount label="To Do" value={totals.todo} />
              <FooterCount label="Assigned" value={totals.assigned} />
              <FooterCount label="Unassigned" value={totals.unassigned} />
              {totals.pastDue > 0 && <FooterCount label="Past due" value={totals.pastDue} className="text-red-700 dark:text-red-400" />}
            </>
          )}
        </dl>
        {pager}
      </div>
    </div>
  );
}
