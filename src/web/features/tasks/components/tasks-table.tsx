import { memo, type ReactNode } from 'react';
import { MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import type { CalendarDate } from '../../../../domain/dates.ts';
import { isPastDue, taskEventLabel, taskPriorityLabel, taskPriorityOf, taskTitleLabel, type Task, type TaskTotals } from '../../../../domain/tasks.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../../../components/ui/dropdown-menu.tsx';
import { cn } from '../../../lib/cn.ts';
import { countLabel } from '../../../lib/count-label.ts';
import { formatCalendarDate, PRIORITY_TONES, truncateText } from '../utils/task-display.ts';
import { PastDueFlag } from './past-due-flag.tsx';
import { TaskAssigneeSelect } from './task-assignee-select.tsx';
import { TaskStatusMenu } from './task-status-menu.tsx';

const DESCRIPTION_PREVIEW_LENGTH = 90;

/** Below md each row becomes a card: the cells stack, each under its column's name. */
const CELL =
  'md:px-4 md:py-3 max-md:before:mb-1 max-md:before:block max-md:before:text-[11px] max-md:before:font-semibold ' +
  'max-md:before:tracking-wide max-md:before:text-ink-subtle max-md:before:uppercase max-md:before:content-[attr(data-label)]';

interface TaskRowProps {
  task: Task;
  today: CalendarDate;
  onEdit: (task: Task) => void;
  onDelete: (task: Task) => void;
}

const TaskRow = memo(function TaskRow({ task, today, onEdit, onDelete }: TaskRowProps) {
  const title = taskTitleLabel(task.title);
  const pastDue = isPastDue(task, today);
  const priority = taskPriorityOf(task.priority);
  return (
    <tr className="align-top hover:bg-surface-muted/60 max-md:relative max-md:grid max-md:grid-cols-2 max-md:gap-x-4 max-md:gap-y-3 max-md:p-4">
      <th scope="row" className="text-left font-normal max-md:col-span-2 max-md:pr-10 md:min-w-56 md:px-4 md:py-3">
        <p className="font-medium break-words text-ink">{title}</p>
        {task.description && (
          <p className="mt-0.5 text-xs break-words text-ink-muted" title={task.description.length > DESCRIPTION_PREVIEW_LENGTH ? task.description : undefined}>
            {truncateText(task.description, DESCRIPTION_PREVIEW_LENGTH)}
          </p>
        )}
      </th>
      <td data-label="Due Date" className={cn(CELL, 'whitespace-nowrap')}>
        {task.dueDate ? (
          <div className="flex flex-col items-start gap-1">
            <time dateTime={task.dueDate} className={cn(pastDue ? 'font-medium text-red-700 dark:text-red-400' : 'text-ink')}>
              {formatCalendarDate(task.dueDate)}
            </time>
            {pastDue && <PastDueFlag />}
          </div>
        ) : (
          <span className="text-ink-subtle">No due date</span>
        )}
      </td>
      <td data-label="Event" className={cn(CELL, 'break-words text-ink-muted md:max-w-48 md:min-w-32')}>{taskEventLabel(task.eventName)}</td>
      <td data-label="Primary Assignee" className={cn(CELL, 'max-md:col-span-2')}>
        <TaskAssigneeSelect task={task} title={title} />
      </td>
      <td data-label="Priority" className={CELL}>
        <Badge tone={PRIORITY_TONES[priority]}>{taskPriorityLabel(priority)}</Badge>
      </td>
      <td data-label="Status" className={CELL}>
        <TaskStatusMenu task={task} title={title} />
      </td>
      <td className="text-right max-md:absolute max-md:top-3 max-md:right-2 md:px-4 md:py-3">
        <DropdownMenu>
          <DropdownMenuTrigger
            aria-label={`Task actions for ${title}`}
            className="inline-flex size-9 items-center justify-center rounded-lg text-ink-muted hover:bg-surface-muted hover:text-ink"
          >
            <MoreHorizontal className="size-5" aria-hidden="true" />
          </DropdownMenuTrigger>
          <DropdownMenuContent>
            <DropdownMenuItem onSelect={() => onEdit(task)}>
              <Pencil className="size-4" aria-hidden="true" />
              Edit Task
            </DropdownMenuItem>
            <DropdownMenuItem tone="danger" onSelect={() => onDelete(task)}>
              <Trash2 className="size-4" aria-hidden="true" />
              Delete Task
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </td>
    </tr>
  );
});

function FooterCount({ label, value, className }: { label: string; value: number; className?: string }) {
  return (
    <div className="flex items-baseline gap-1.5">
      <dt>{label}</dt>{' '}
      <dd className={cn('font-semibold text-ink tabular-nums', className)}>{value.toLocaleString('en-US')}</dd>
    </div>
  );
}

interface TasksTableProps {
  tasks: Task[];
  totals: TaskTotals;
  today: CalendarDate;
  onEdit: (task: Task) => void;
  onDelete: (task: Task) => void;
  /** Shown instead of the rows when there are none. */
  empty: ReactNode;
  /** Pagination, below the counts. */
  pager?: ReactNode;
  /** A new page or filter is loading while the previous rows stay on screen. */
  stale?: boolean;
}

export function TasksTable({ tasks, totals, today, onEdit, onDelete, empty, pager, stale }: TasksTableProps) {
  return (
    <div className="overflow-hidden rounded-xl border border-line bg-surface shadow-sm">
      {tasks.length === 0 ? (
        empty
      ) : (
        <div className={cn('overflow-x-auto transition-opacity', stale && 'opacity-60')} aria-busy={stale || undefined}>
          <table className="w-full text-left text-sm max-md:block md:min-w-[1040px]">
            <caption className="sr-only">Tasks, {countLabel(totals.total, 'task', 'tasks')}</caption>
            <thead className="max-md:sr-only bg-surface-muted text-xs font-semibold tracking-wide text-ink-muted uppercase">
              <tr>
                {['Task', 'Due Date', 'Event', 'Primary Assignee', 'Priority', 'Status'].map((header) => (
                  <th key={header} scope="col" className="px-4 py-3 whitespace-nowrap">
                    {header}
                  </th>
                ))}
                <th scope="col" className="px-4 py-3 text-right whitespace-nowrap">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line max-md:block">
              {tasks.map((task) => (
                <TaskRow
                  key={task.id}
                  task={task}
                  today={today}
                  onEdit={onEdit}
                  onDelete={onDelete}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="flex flex-col gap-3 border-t border-line bg-surface-muted px-4 py-3 text-sm text-ink-muted lg:flex-row lg:items-center lg:justify-between">
        <dl className="flex flex-wrap gap-x-5 gap-y-1">
          <FooterCount label="Total" value={totals.total} />
          <FooterCount label="Completed" value={totals.completed} className="text-emerald-700 dark:text-emerald-400" />
          <FooterCount label="In Progress" value={totals.inprogress} className="text-sky-700 dark:text-sky-400" />
          <FooterCount label="To Do" value={totals.todo} />
          <FooterCount label="Assigned" value={totals.assigned} />
          <FooterCount label="Unassigned" value={totals.unassigned} />
          {totals.pastDue > 0 && <FooterCount label="Past due" value={totals.pastDue} className="text-red-700 dark:text-red-400" />}
        </dl>
        {pager}
      </div>
    </div>
  );
}
