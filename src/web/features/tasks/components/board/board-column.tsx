import { startTransition, useEffect, useRef, useState } from 'react';
import { useDroppable } from '@dnd-kit/core';
import type { CalendarDate } from '../../../../../domain/calendar-dates.ts';
import { TASK_STATUS_LABELS, type TaskStatus } from '../../../../../domain/task-rules.ts';
import type { Task } from '../../../../../domain/tasks.ts';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { cn } from '../../../../lib/cn.ts';
import { STATUS_TONES } from '../../utils/task-display.ts';
import { BoardCard } from './board-card.tsx';
import { BOARD_CHUNK, BOARD_FIRST_PAINT, columnCountLabel, nextShown } from './board-columns.ts';
import { formatCount } from '../../../../../domain/english-format.ts';

interface BoardColumnProps {
  status: TaskStatus;
  tasks: Task[];
  /** The column's count: its tasks, or the API's count while the list is still arriving. */
  count: number;
  today: CalendarDate;
  canEdit: boolean;
  showEvent: boolean;
  /** Said in the column when it is empty because Hide completed leaves its tasks out. */
  emptyNote?: string;
  onEdit: (task: Task) => void;
  onMove: (task: Task, status: TaskStatus) => void;
}

/**
 * Shows more cards when the reader reaches the end of those shown: as the button scrolls into view,
 * or when it is pressed (the keyboard's way, and where IntersectionObserver is missing).
 */
function ShowMore({ remaining, onMore }: { remaining: number; onMore: () => void }) {
  const ref = useRef<HTMLButtonElement>(null);
  const more = useRef(onMore);
  useEffect(() => {
    more.current = onMore;
  }, [onMore]);
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) more.current();
    }, { rootMargin: '400px 0px' });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return (
    <Button ref={ref} variant="secondary" size="sm" className="w-full" onClick={onMore}>
      Show more ({formatCount(remaining)} more)
    </Button>
  );
}

/**
 * One column of the board: a status, its count, and its cards in the list's order. A long column
 * shows its first cards and more as the reader scrolls to its end, not thousands at once.
 */
export function BoardColumn({ status, tasks, count, today, canEdit, showEvent, emptyNote, onEdit, onMove }: BoardColumnProps) {
  const { setNodeRef, isOver, active } = useDroppable({ id: status, data: { status } });
  const [shown, setShown] = useState(BOARD_FIRST_PAINT);
  useEffect(() => {
    if (shown >= BOARD_CHUNK) return;
    // A few more each frame: the cards are put on the page in small steps, not one long one.
    const frame = requestAnimationFrame(() => startTransition(() => setShown((current) => Math.min(BOARD_CHUNK, current + BOARD_FIRST_PAINT))));
    return () => cancelAnimationFrame(frame);
  }, [shown]);
  const visible = tasks.slice(0, shown);
  const moving = active !== null && isOver && (active.data.current?.task as Task | undefined)?.status !== status;
  return (
    <section
      ref={setNodeRef}
      aria-label={`${TASK_STATUS_LABELS[status]}, ${columnCountLabel(count)}`}
      data-status={status}
      className={cn(
        'flex min-w-0 shrink-0 basis-full snap-start flex-col rounded-xl border border-line bg-surface-muted/70 sm:basis-[calc(50%-0.375rem)] lg:basis-auto',
        moving && 'border-brand-400 bg-brand-50/70 ring-2 ring-brand-300 dark:border-brand-600 dark:bg-brand-900/30 dark:ring-brand-700',
      )}
    >
      <header className="flex items-center justify-between gap-2 border-b border-line px-3 py-2.5">
        <h3 className="flex items-center gap-2 text-sm font-semibold text-ink">
          <Badge tone={STATUS_TONES[status]}>{TASK_STATUS_LABELS[status]}</Badge>
          <span className="sr-only">, {columnCountLabel(count)}</span>
        </h3>
        <span aria-hidden="true" className="text-sm font-medium text-ink-muted tabular-nums">
          {formatCount(count)}
        </span>
      </header>
      {visible.length > 0 ? (
        <ol className="flex flex-col gap-2 p-2">
          {visible.map((task) => (
            <BoardCard key={task.id} task={task} today={today} canEdit={canEdit} showEvent={showEvent} onEdit={onEdit} onMove={onMove} />
          ))}
        </ol>
      ) : (
        <p className="px-3 py-6 text-center text-sm text-ink-muted">{emptyNote ?? 'No tasks'}</p>
      )}
      {shown >= BOARD_CHUNK && tasks.length > shown && (
        <div className="px-2 pb-2">
          <ShowMore remaining={tasks.length - shown} onMore={() => setShown((current) => nextShown(current, tasks.length))} />
        </div>
      )}
    </section>
  );
}
