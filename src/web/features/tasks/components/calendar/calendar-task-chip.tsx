import { forwardRef, memo, useId, type HTMLAttributes } from 'react';
import { useDraggable } from '@dnd-kit/core';
import { CheckCircle2 } from 'lucide-react';
import { taskPriorityLabel, taskStatusLabel, taskTitleLabel } from '../../../../../domain/task-rules.ts';
import type { Task } from '../../../../../domain/tasks.ts';
import { cn } from '../../../../lib/cn.ts';

/** The priority as the chip's left edge: red, amber or green, as the table's badges. */
export const PRIORITY_EDGES = {
  high: 'border-l-red-500 dark:border-l-red-400',
  medium: 'border-l-amber-500 dark:border-l-amber-400',
  low: 'border-l-emerald-500 dark:border-l-emerald-400',
} as const;

/** What is read out after the chip's name, its title: "T-14, medium priority, To Do". */
export function chipDetails(task: Task): string {
  const countdown = task.countdown ? `${task.countdown}, ` : '';
  return `${countdown}${taskPriorityLabel(task.priority).toLowerCase()} priority, ${taskStatusLabel(task.status)}`;
}

interface ChipFaceProps extends HTMLAttributes<HTMLDivElement> {
  task: Task;
  lifted?: boolean;
}

/** The chip's look, shared by the chip in its day and the copy that follows the pointer while moving. */
export const ChipFace = forwardRef<HTMLDivElement, ChipFaceProps>(function ChipFace({ task, lifted, className, ...props }, ref) {
  const completed = task.status === 'completed';
  const detailsId = useId();
  return (
    <div
      ref={ref}
      data-calendar-item=""
      className={cn(
        'flex min-w-0 items-center gap-1 rounded-md border border-l-4 border-line bg-surface px-1.5 py-0.5 text-xs text-ink shadow-xs',
        'cursor-pointer hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus',
        PRIORITY_EDGES[task.priority],
        task.status === 'overdue' && 'bg-red-50 dark:bg-red-950/40',
        task.status === 'inprogress' && 'bg-sky-50 dark:bg-sky-950/40',
        lifted && 'cursor-grabbing shadow-lg ring-2 ring-brand-500',
        className,
      )}
      {...props}
      aria-describedby={[detailsId, props['aria-describedby']].filter(Boolean).join(' ')}
    >
      <span id={detailsId} hidden>
        {chipDetails(task)}
      </span>
      {completed && <CheckCircle2 className="size-3 shrink-0 text-emerald-700 dark:text-emerald-400" aria-hidden="true" />}
      {/* Named by its title; its countdown, priority and status are its description. */}
      <span className={cn('truncate', completed && 'text-ink-muted line-through')}>{taskTitleLabel(task.title)}</span>
      {task.countdown && (
        <span aria-hidden="true" className="ml-auto shrink-0 text-[0.65rem] font-medium text-brand-700 tabular-nums dark:text-brand-300">
          {task.countdown}
        </span>
      )}
    </div>
  );
});

interface CalendarTaskChipProps {
  task: Task;
  /** Whether it may be moved (an editor's calendar). */
  movable: boolean;
  /** In the day that holds the grid's focus: reachable with Tab. */
  reachable: boolean;
  onOpen: (task: Task) => void;
}

/**
 * A task on its due day: a click or Enter opens it; with the pointer it is dragged to another day,
 * with the keyboard Space picks it up, the arrow keys move it, Space drops it and Escape puts it back.
 */
export const CalendarTaskChip = memo(function CalendarTaskChip({ task, movable, reachable, onOpen }: CalendarTaskChipProps) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: `task:${task.id}`, data: { task }, disabled: !movable });
  return (
    <ChipFace
      ref={setNodeRef}
      task={task}
      {...attributes}
      {...listeners}
      role="button"
      tabIndex={reachable ? 0 : -1}
      aria-roledescription={movable ? 'movable task' : 'task'}
      className={cn(isDragging && 'opacity-40')}
      onClick={() => onOpen(task)}
      onKeyDown={(event) => {
        listeners?.onKeyDown?.(event);
        // While moving, Enter drops the chip (the drag's own key handling), not opens the task.
        if (event.defaultPrevented || isDragging) return;
        if (event.key === 'Enter') {
          event.preventDefault();
          onOpen(task);
        }
      }}
    />
  );
});
