import { useMemo, useState } from 'react';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  rectIntersection,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import type { CalendarDate } from '../../../../../domain/calendar-dates.ts';
import { taskStatusOf, type TaskStatus } from '../../../../../domain/task-rules.ts';
import type { Task, TaskTotals } from '../../../../../domain/tasks.ts';
import { withQuietPickUp } from '../quiet-pick-up.ts';
import { BoardCardPreview } from './board-card.tsx';
import { BoardColumn } from './board-column.tsx';
import { BOARD_ANNOUNCEMENTS, BOARD_COLUMNS, columnCount, groupTasksByStatus, moveTarget, neighbourColumn } from './board-columns.ts';

const taskOf = (data: { current?: Record<string, unknown> } | undefined) => data?.current?.task as Task | undefined;
const columnOf = (id: unknown): TaskStatus | null => BOARD_COLUMNS.find((status) => status === id) ?? null;

/** Pointer: the column under it; keyboard: the column the card was moved over. */
const collisionDetection: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  return within.length > 0 ? within : rectIntersection(args);
};

/**
 * From the keyboard a picked-up card moves a column at a time: Right (or Down) to the next, Left
 * (or Up) to the one before; its height on screen stays.
 */
const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const step = event.code === 'ArrowRight' || event.code === 'ArrowDown' ? 1 : event.code === 'ArrowLeft' || event.code === 'ArrowUp' ? -1 : 0;
  if (step === 0) return undefined;
  event.preventDefault();
  const from = columnOf(context.over?.id) ?? taskStatusOf(taskOf(context.active?.data)?.status);
  const rect = context.droppableRects.get(neighbourColumn(from, step));
  const width = context.collisionRect?.width ?? 0;
  if (!rect) return currentCoordinates;
  return { x: rect.left + Math.max(0, (rect.width - width) / 2), y: Math.max(currentCoordinates.y, rect.top) };
};

/** What is read out while a card moves. */
const announcements: Announcements = withQuietPickUp(
  {
    onDragStart: ({ active }) => {
      const task = taskOf(active.data);
      return task && BOARD_ANNOUNCEMENTS.pickedUp(task);
    },
    onDragOver: ({ active, over }) => {
      const task = taskOf(active.data);
      return task && BOARD_ANNOUNCEMENTS.over(task, columnOf(over?.id));
    },
    onDragEnd: ({ active, over }) => {
      const task = taskOf(active.data);
      return task && BOARD_ANNOUNCEMENTS.dropped(task, columnOf(over?.id));
    },
    onDragCancel: ({ active }) => {
      const task = taskOf(active.data);
      return task && BOARD_ANNOUNCEMENTS.cancelled(task);
    },
  },
  (active) => {
    const task = taskOf(active.data);
    return task ? taskStatusOf(task.status) : null;
  },
);

interface TaskBoardProps {
  /** Every task the page's filters leave, in the page's order. */
  tasks: Task[];
  /** The API's counts over all the matching tasks. */
  totals: TaskTotals | undefined;
  /** Whether `tasks` holds every matching task (the counts then follow the cards). */
  whole: boolean;
  today: CalendarDate;
  canEdit: boolean;
  /** The list holds more than one event's tasks: each card names its event. */
  showEvent: boolean;
  /** Hide completed leaves the completed tasks out: the Completed column says so. */
  hideCompleted: boolean;
  onEdit: (task: Task) => void;
  onMove: (task: Task, status: TaskStatus) => void;
}

/**
 * The tasks as a board: a column for each status, its cards in the page's order. A card moves to
 * another column by dragging it (mouse, touch, or the keyboard from its grip button, with what is
 * happening read out) or from its Move to menu. On a phone the columns scroll sideways, one at a time.
 */
export function TaskBoard({ tasks, totals, whole, today, canEdit, showEvent, hideCompleted, onEdit, onMove }: TaskBoardProps) {
  const columns = useMemo(() => groupTasksByStatus(tasks), [tasks]);
  const [dragged, setDragged] = useState<Task | null>(null);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates }),
  );

  const onDragStart = ({ active }: DragStartEvent) => setDragged(taskOf(active.data) ?? null);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const task = taskOf(active.data);
    const to = task ? moveTarget(task, over?.id) : null;
    if (task && to) onMove(task, to);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragged(null)}
      accessibility={{ announcements, screenReaderInstructions: { draggable: BOARD_ANNOUNCEMENTS.instructions } }}
    >
      <div
        role="region"
        aria-label="Board"
        // relative: what is positioned inside (the columns' hidden counts) scrolls with the board, not the page.
        className="relative flex snap-x snap-mandatory items-start gap-3 overflow-x-auto pb-2 lg:grid lg:grid-cols-4 lg:items-stretch lg:overflow-visible lg:pb-0"
      >
        {BOARD_COLUMNS.map((status) => (
          <BoardColumn
            key={status}
            status={status}
            tasks={columns[status]}
            count={columnCount(status, columns[status].length, totals, whole)}
            today={today}
            canEdit={canEdit}
            showEvent={showEvent}
            emptyNote={status === 'completed' && hideCompleted ? 'Completed tasks are hidden' : undefined}
            onEdit={onEdit}
            onMove={onMove}
          />
        ))}
      </div>
      <DragOverlay dropAnimation={null}>{dragged && <BoardCardPreview task={dragged} today={today} showEvent={showEvent} />}</DragOverlay>
    </DndContext>
  );
}
