import { memo, type KeyboardEventHandler, type MouseEventHandler, type ReactNode, type TouchEventHandler } from 'react';
import { useDraggable } from '@dnd-kit/core';
import { GripVertical } from 'lucide-react';
import type { CalendarDate } from '../../../../../domain/calendar-dates.ts';
import { isPastDue, TASK_PRIORITY_LABELS, taskPriorityOf, taskTitleLabel, type TaskStatus } from '../../../../../domain/task-rules.ts';
import type { Task } from '../../../../../domain/tasks.ts';
import { Badge } from '../../../../components/ui/badge.tsx';
import { MemberAvatar } from '../../../../entities/team-members/components/member-avatar.tsx';
import { cn } from '../../../../lib/cn.ts';
import { formatCalendarDate, PRIORITY_TONES } from '../../utils/task-display.ts';
import { CountdownBadge } from '../countdown-badge.tsx';
import { PastDueFlag } from '../past-due-flag.tsx';
import { MoveToMenu } from './move-to-menu.tsx';

interface BoardCardProps {
  task: Task;
  today: CalendarDate;
  /** Whether the reader may change tasks: a viewer's cards neither move nor open the form. */
  canEdit: boolean;
  /** Shown in each card when the board holds more than one event's tasks. */
  showEvent: boolean;
  onEdit: (task: Task) => void;
  onMove: (task: Task, status: TaskStatus) => void;
}

/** The handlers of the board's sensors (task-board.tsx): mouse, touch and keyboard. */
interface DragListeners {
  onMouseDown?: MouseEventHandler;
  onTouchStart?: TouchEventHandler;
  onKeyDown?: KeyboardEventHandler;
}

/** What a card shows: title, event, assignee, due date with its countdown, priority. */
function CardBody({ task, today, showEvent, title }: { task: Task; today: CalendarDate; showEvent: boolean; title: ReactNode }) {
  const pastDue = isPastDue(task, today);
  const priority = taskPriorityOf(task.priority);
  return (
    <>
      <div className="min-w-0 flex-1">
        {title}
        {showEvent && <p className="mt-0.5 truncate text-xs text-ink-muted">{task.eventName}</p>}
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1.5 text-xs">
        <Badge tone={PRIORITY_TONES[priority]}>
          <span className="sr-only">Priority: </span>
          {TASK_PRIORITY_LABELS[priority]}
        </Badge>
        {task.dueDate ? (
          <>
            {task.countdown && <CountdownBadge countdown={task.countdown} className="tabular-nums" />}
            <span className={cn('whitespace-nowrap', pastDue ? 'font-medium text-red-700 dark:text-red-400' : 'text-ink-muted')}>
              <span className="sr-only">Due </span>
              <time dateTime={task.dueDate}>{formatCalendarDate(task.dueDate)}</time>
            </span>
            {pastDue && <PastDueFlag />}
          </>
        ) : (
          <span className="text-ink-subtle">No due date</span>
        )}
      </div>
      <p className="mt-2 flex min-w-0 items-center gap-1.5 text-xs text-ink-muted">
        {task.assigneeName ? (
          <>
            <MemberAvatar name={task.assigneeName} size="xs" />
            <span className="truncate">
              <span className="sr-only">Assigned to </span>
              {task.assigneeName}
            </span>
          </>
        ) : (
          <span className="text-ink-subtle">Unassigned</span>
        )}
      </p>
    </>
  );
}

/**
 * One card of the board. It is dragged by the mouse or a finger anywhere on it, and from the
 * keyboard by its grip button (Space or Enter picks it up, the arrow keys move it, Space or Enter
 * drops it); its Move to menu moves it without dragging.
 */
export const BoardCard = memo(function BoardCard({ task, today, canEdit, showEvent, onEdit, onMove }: BoardCardProps) {
  const title = taskTitleLabel(task.title);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({ id: task.id, data: { task }, disabled: !canEdit });
  // The mouse and touch pick the card up anywhere on it; the keyboard from its grip button only.
  const on = listeners as DragListeners | undefined;
  const heading = canEdit ? (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={() => onEdit(task)}
      className="max-w-full rounded-sm text-left text-sm font-medium break-words text-ink underline-offset-2 hover:text-brand-700 hover:underline dark:hover:text-brand-300"
    >
      {title}
    </button>
  ) : (
    <span className="text-sm font-medium break-words text-ink">{title}</span>
  );
  return (
    <li
      ref={setNodeRef}
      data-task-id={task.id}
      onMouseDown={on?.onMouseDown}
      onTouchStart={on?.onTouchStart}
      className={cn(
        'relative rounded-lg border border-line bg-surface p-3 shadow-sm',
        canEdit && 'cursor-grab active:cursor-grabbing',
        isDragging && 'opacity-40',
      )}
    >
      <div className="flex items-start gap-1">
        <div className="min-w-0 flex-1">
          <CardBody task={task} today={today} showEvent={showEvent} title={heading} />
        </div>
        {canEdit && (
          <div className="-mt-1 -mr-1.5 flex shrink-0 flex-col items-center">
            <button
              type="button"
              ref={setActivatorNodeRef}
              {...attributes}
              onKeyDown={on?.onKeyDown}
              aria-label={`Drag ${title}`}
              className="inline-flex size-8 cursor-grab items-center justify-center rounded-lg text-ink-muted hover:bg-surface-muted hover:text-ink"
            >
              <GripVertical className="size-4" aria-hidden="true" />
            </button>
            <MoveToMenu task={task} title={title} onMove={onMove} />
          </div>
        )}
      </div>
    </li>
  );
});

/** The card under the pointer while one is dragged. */
export function BoardCardPreview({ task, today, showEvent }: { task: Task; today: CalendarDate; showEvent: boolean }) {
  return (
    <div className="w-72 max-w-[85vw] cursor-grabbing rounded-lg border border-brand-400 bg-surface p-3 shadow-lg ring-2 ring-brand-300 dark:ring-brand-700">
      <CardBody
        task={task}
        today={today}
        showEvent={showEvent}
        title={<span className="text-sm font-medium break-words text-ink">{taskTitleLabel(task.title)}</span>}
      />
    </div>
  );
}
