import { memo } from 'react';
import { AlertTriangle } from 'lucide-react';
import type { CalendarDate } from '../../../../../domain/calendar-dates.ts';
import { isPastDue, taskTitleLabel } from '../../../../../domain/task-rules.ts';
import type { Task } from '../../../../../domain/tasks.ts';
import { Badge } from '../../../../components/ui/badge.tsx';
import { cn } from '../../../../lib/cn.ts';
import { useCanEdit } from '../../../../lib/workspaces.ts';
import { formatCalendarDate } from '../../utils/task-display.ts';
import { CountdownBadge } from '../countdown-badge.tsx';
import { PAST_DUE_DESCRIPTION, PAST_DUE_LABEL } from '../past-due-flag.tsx';
import { TaskActionsMenu } from '../task-actions-menu.tsx';
import { TaskStatusMenu } from '../task-status-menu.tsx';

interface TimelineTaskProps {
  task: Task;
  today: CalendarDate;
  onEdit: (task: Task) => void;
  onDelete: (task: Task) => void;
}

/**
 * One task of the timeline: its title opens the edit dialog; its countdown (the table's chip, by the
 * same rule: only a task due relative to the event has one), due date (flagged in words when past
 * due), status menu, assignee and actions. From md up one line; below, the title over a line of badges.
 */
export const TimelineTask = memo(function TimelineTask({ task, today, onEdit, onDelete }: TimelineTaskProps) {
  const title = taskTitleLabel(task.title);
  const pastDue = isPastDue(task, today);
  const canEdit = useCanEdit();
  return (
    <li className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-3 gap-y-2 px-4 py-3 hover:bg-surface-muted/60 md:grid-cols-[minmax(0,1fr)_13rem_8.5rem_2rem] md:items-center">
      <div className="col-start-1 row-start-1 min-w-0">
        {canEdit ? (
          <button
            type="button"
            aria-haspopup="dialog"
            onClick={() => onEdit(task)}
            className="max-w-full rounded-sm text-left font-medium break-words text-ink underline-offset-2 hover:text-brand-700 hover:underline dark:hover:text-brand-300"
          >
            {title}
          </button>
        ) : (
          <span className="font-medium break-words text-ink">{title}</span>
        )}
        <p className="mt-0.5 truncate text-xs text-ink-muted">
          {task.assigneeName ? (
            <>
              <span className="sr-only">Assigned to </span>
              {task.assigneeName}
              {task.assigneeCode && <span className="text-ink-subtle"> ({task.assigneeCode})</span>}
            </>
          ) : (
            'Unassigned'
          )}
        </p>
      </div>
      <div className="col-span-2 row-start-2 flex flex-wrap items-center gap-2 md:contents">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 md:col-start-2 md:row-start-1">
          {task.dueDate ? (
            <>
              {task.countdown && <CountdownBadge countdown={task.countdown} className="tabular-nums" />}
              <time dateTime={task.dueDate} className={cn('text-sm whitespace-nowrap', pastDue ? 'font-medium text-red-700 dark:text-red-400' : 'text-ink')}>
                {formatCalendarDate(task.dueDate)}
              </time>
              {pastDue && (
                <Badge tone="danger" title={PAST_DUE_DESCRIPTION}>
                  <AlertTriangle className="size-3" aria-hidden="true" />
                  {PAST_DUE_LABEL}
                  <span className="sr-only">: {PAST_DUE_DESCRIPTION.toLowerCase()}</span>
                </Badge>
              )}
            </>
          ) : (
            <span className="text-sm text-ink-subtle">No due date</span>
          )}
        </div>
        <div className="md:col-start-3 md:row-start-1">
          <TaskStatusMenu task={task} title={title} />
        </div>
      </div>
      <div className="col-start-2 row-start-1 -mt-1 -mr-2 md:col-start-4 md:mt-0 md:mr-0">
        <TaskActionsMenu task={task} title={title} onEdit={onEdit} onDelete={onDelete} />
      </div>
    </li>
  );
});
