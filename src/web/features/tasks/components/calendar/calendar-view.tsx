import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { CalendarDate } from '../../../../../domain/calendar-dates.ts';
import {
  addMonthsToDay,
  calendarMonth,
  dayForKey,
  dropChoice,
  eventBandPart,
  isCalendarKey,
  monthName,
  monthOf,
  tasksByDay,
  type DropChoice,
  type DueDateChange,
} from '../../../../../domain/calendar-month.ts';
import type { EventDates } from '../../../../../domain/countdown.ts';
import { formatCalendarDay } from '../../../../../domain/english-format.ts';
import { taskTitleLabel } from '../../../../../domain/task-rules.ts';
import type { Task } from '../../../../../domain/tasks.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { withQuietPickUp } from '../quiet-pick-up.ts';
import { CalendarAgenda } from './calendar-agenda.tsx';
import { CalendarDayCell } from './calendar-day-cell.tsx';
import { CalendarDayDialog } from './calendar-day-dialog.tsx';
import { calendarKeyStep } from './calendar-keys.ts';
import { ChipFace } from './calendar-task-chip.tsx';
import { RelativeDropDialog } from './relative-drop-dialog.tsx';
import { useNarrowScreen } from './use-narrow-screen.ts';

export type { DueDateChange } from '../../../../../domain/calendar-month.ts';

export interface CalendarViewProps {
  /** All the filtered tasks; the calendar shows those of the month on screen. */
  tasks: Task[];
  loading: boolean;
  /** The page's chosen event: its days are marked as a band. */
  event: { id: number; name: string; startDate: CalendarDate; endDate: CalendarDate | null } | null;
  today: CalendarDate;
  /** False for a viewer: no moving, no creating on a day. */
  canEdit: boolean;
  /** Rejects when the server refuses (the page says so and puts the task back). */
  onChangeDueDate: (task: Task, change: DueDateChange) => Promise<void>;
  onCreateOnDay: (date: CalendarDate) => void;
  onOpenTask: (task: Task) => void;
}

const WEEKDAYS = [
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
  ['Sun', 'Sunday'],
] as const;

const dayId = (date: CalendarDate) => `day:${date}`;
const dateOfDayId = (id: unknown): CalendarDate | null => (typeof id === 'string' && id.startsWith('day:') ? id.slice(4) : null);
const taskOf = (data: { current?: Record<string, unknown> } | undefined) => data?.current?.task as Task | undefined;

/** What is read out while a task moves from day to day. */
const announcements: Announcements = withQuietPickUp({
  onDragStart: ({ active }) => {
    const task = taskOf(active.data);
    if (!task) return undefined;
    return `Picked up ${taskTitleLabel(task.title)}, due ${task.dueDate ? formatCalendarDay(task.dueDate, 'weekday-day') : 'no day'}. Move it with the arrow keys, drop it with Space, or put it back with Escape.`;
  },
  onDragOver: ({ active, over }) => {
    const task = taskOf(active.data);
    const date = dateOfDayId(over?.id);
    return task && date ? `${taskTitleLabel(task.title)} is over ${formatCalendarDay(date, 'weekday-day')}.` : undefined;
  },
  onDragEnd: ({ active, over }) => {
    const task = taskOf(active.data);
    const date = dateOfDayId(over?.id);
    if (!task) return undefined;
    if (!date || date === task.dueDate) return `${taskTitleLabel(task.title)} was put back; its due date is unchanged.`;
    return `${taskTitleLabel(task.title)} was dropped on ${formatCalendarDay(date, 'weekday-day')}.`;
  },
  onDragCancel: ({ active }) => {
    const task = taskOf(active.data);
    return task ? `Moving ${taskTitleLabel(task.title)} was cancelled; its due date is unchanged.` : undefined;
  },
}, (active) => {
  const task = taskOf(active.data);
  return task?.dueDate ? dayId(task.dueDate) : null;
});

/** The month first shown: today's, or the event's when it is already over. */
function initialMonth(today: CalendarDate, event: EventDates | null) {
  return event && event.endDate < today ? monthOf(event.startDate) : monthOf(today);
}

/** Pointer drags end on the day under the pointer; keyboard moves (no pointer) on the day the chip's copy covers. */
const collisionDetection: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  return within.length > 0 ? within : rectIntersection(args);
};

const KEYBOARD_CODES = { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] };

/**
 * Tasks on a month grid by due date, weeks from Monday; the chosen event's days marked as a band,
 * today marked. Chips move to another day with the pointer or the keyboard; a day with more tasks
 * than fit opens as a list; on a phone, an agenda list by day.
 */
export function CalendarView({ tasks, loading, event, today, canEdit, onChangeDueDate, onCreateOnDay, onOpenTask }: CalendarViewProps) {
  const eventDates: EventDates | null = useMemo(
    () => (event ? { startDate: event.startDate, endDate: event.endDate ?? event.startDate } : null),
    [event],
  );
  const [month, setMonth] = useState(() => initialMonth(today, eventDates));
  const [focusDate, setFocusDate] = useState<CalendarDate>(() => (monthOf(today) === month ? today : `${month}-01`));
  // The event's dates may arrive after the first render, and the page's event may change: the month
  // shown is chosen again for it.
  const [monthFor, setMonthFor] = useState(event?.id ?? null);
  if ((event?.id ?? null) !== monthFor) {
    setMonthFor(event?.id ?? null);
    const chosen = initialMonth(today, eventDates);
    setMonth(chosen);
    setFocusDate(monthOf(today) === chosen ? today : `${chosen}-01`);
  }
  const [openDay, setOpenDay] = useState<CalendarDate | null>(null);
  const [pending, setPending] = useState<{ task: Task; choice: Extract<DropChoice, { kind: 'relative' }> } | null>(null);
  const [dragged, setDragged] = useState<Task | null>(null);
  // A viewer changes nothing: a task opens as its day's list, to read, not as the edit form.
  const openChip = useCallback(
    (task: Task) => (canEdit ? onOpenTask(task) : task.dueDate !== null && setOpenDay(task.dueDate)),
    [canEdit, onOpenTask],
  );
  const narrow = useNarrowScreen();
  const headingId = useId();
  const gridRef = useRef<HTMLDivElement>(null);
  // Bumped when a key (or a keyboard drop) moves the focus to another day.
  const [focusRequest, setFocusRequest] = useState(0);

  const grid = useMemo(() => calendarMonth(month), [month]);
  const byDay = useMemo(() => {
    const first = grid.weeks[0]![0]!.date;
    const last = grid.weeks.at(-1)![6]!.date;
    return tasksByDay(tasks.filter((task) => task.dueDate !== null && task.dueDate >= first && task.dueDate <= last));
  }, [tasks, grid]);

  // A key moved the focus: the day's cell takes it once rendered (perhaps in the month just shown).
  const focusDateRef = useRef(focusDate);
  focusDateRef.current = focusDate;
  useEffect(() => {
    if (focusRequest > 0) gridRef.current?.querySelector<HTMLElement>(`[data-date="${focusDateRef.current}"]`)?.focus();
  }, [focusRequest]);

  const showMonth = (next: string, focus: CalendarDate) => {
    setMonth(next);
    setFocusDate(focus);
  };
  // Previous and Next keep the focused day of the month (the last day when the month is shorter).
  const stepMonth = (count: number) => {
    const focus = addMonthsToDay(`${month}-${focusDate.slice(8)}`, count);
    showMonth(monthOf(focus), focus);
  };
  const onGridKeyDown = (keyEvent: KeyboardEvent<HTMLDivElement>) => {
    // Keys on a chip or a button are theirs (and a chip being moved listens to the arrows itself).
    const cell = keyEvent.target as HTMLElement;
    if (dragged || cell.getAttribute('role') !== 'gridcell') return;
    const step = calendarKeyStep({ month, focusDate }, keyEvent.key);
    if (!step) return;
    keyEvent.preventDefault();
    if (step.kind === 'open') {
      setOpenDay(step.date);
      return;
    }
    setFocusRequest((count) => count + 1);
    setMonth(step.focus.month);
    setFocusDate(step.focus.focusDate);
  };
  const onFocusDay = useCallback((date: CalendarDate) => setFocusDate(date), []);

  // Keyboard moves go from day to day: each arrow aims the chip's copy at the centre of the next day.
  const targetDay = useRef<CalendarDate | null>(null);
  const coordinateGetter: KeyboardCoordinateGetter = useCallback((keyEvent, { context }) => {
    const from = targetDay.current;
    if (!from || !isCalendarKey(keyEvent.code)) return undefined;
    keyEvent.preventDefault();
    const to = dayForKey(from, keyEvent.code);
    const rect = context.droppableRects.get(dayId(to));
    const size = context.collisionRect;
    if (!rect || !size) return undefined;
    targetDay.current = to;
    return { x: rect.left + rect.width / 2 - size.width / 2, y: rect.top + rect.height / 2 - size.height / 2 };
  }, []);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter, keyboardCodes: KEYBOARD_CODES }),
  );


  const onDragStart = ({ active }: DragStartEvent) => {
    const task = taskOf(active.data) ?? null;
    setDragged(task);
    targetDay.current = task?.dueDate ?? null;
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    targetDay.current = null;
    const task = taskOf(active.data);
    const date = dateOfDayId(over?.id);
    if (!task || !date) return;
    const choice = dropChoice(task, date, eventDates && event?.id === task.eventId ? eventDates : null);
    if (choice.kind === 'fixed') {
      void onChangeDueDate(task, choice.change).catch(() => undefined);
      // The chip is now in another day: the focus follows it there.
      setFocusRequest((count) => count + 1);
      setFocusDate(date);
    }
    else if (choice.kind === 'relative') setPending({ task, choice });
  };

  const header = (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <h2 id={headingId} className="text-lg font-semibold text-ink" aria-live="polite">
        {monthName(month)}
      </h2>
      <div className="flex items-center gap-1.5">
        <Button variant="secondary" size="icon" aria-label="Previous month" onClick={() => stepMonth(-1)}>
          <ChevronLeft className="size-4" aria-hidden="true" />
        </Button>
        <Button variant="secondary" onClick={() => showMonth(monthOf(today), today)}>
          Today
        </Button>
        <Button variant="secondary" size="icon" aria-label="Next month" onClick={() => stepMonth(1)}>
          <ChevronRight className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </div>
  );

  const dayTasks = openDay ? (byDay.get(openDay) ?? []) : [];
  return (
    <section aria-labelledby={headingId} aria-busy={loading || undefined} className="space-y-3">
      {header}
      {loading ? (
        <div aria-hidden="true" className="grid animate-pulse grid-cols-7 overflow-hidden rounded-xl border border-line bg-surface">
          {Array.from({ length: 35 }, (_, index) => (
            <div key={index} className="h-28 border-t border-l border-line bg-surface-muted/50" />
          ))}
        </div>
      ) : narrow ? (
        <CalendarAgenda month={month} byDay={byDay} event={eventDates} today={today} canEdit={canEdit} onOpenTask={onOpenTask} onCreateOnDay={onCreateOnDay} />
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={collisionDetection}
          accessibility={{
            announcements,
            screenReaderInstructions: {
              draggable: 'To move this task to another day, press Space, move it with the arrow keys and press Space again; Escape puts it back. Enter opens it.',
            },
          }}
          onDragStart={onDragStart}
          onDragEnd={onDragEnd}
          onDragCancel={() => {
            setDragged(null);
            targetDay.current = null;
          }}
        >
          <div
            ref={gridRef}
            role="grid"
            aria-labelledby={headingId}
            onKeyDown={onGridKeyDown}
            className="overflow-hidden rounded-xl border-r border-b border-line shadow-sm"
          >
            <div role="row" className="grid grid-cols-7">
              {WEEKDAYS.map(([short, long]) => (
                <div
                  key={short}
                  role="columnheader"
                  aria-label={long}
                  className="border-t border-l border-line bg-surface-muted px-2 py-1.5 text-xs font-semibold tracking-wide text-ink-muted uppercase"
                >
                  {short}
                </div>
              ))}
            </div>
            {grid.weeks.map((week) => (
              <div role="row" key={week[0]!.date} className="grid grid-cols-7">
                {week.map((day) => (
                  <CalendarDayCell
                    key={day.date}
                    day={day}
                    tasks={byDay.get(day.date) ?? EMPTY}
                    today={day.date === today}
                    band={eventBandPart(day.date, eventDates)}
                    eventName={event?.name ?? null}
                    focused={day.date === focusDate}
                    canEdit={canEdit}
                    onOpenTask={openChip}
                    onOpenDay={setOpenDay}
                    onCreateOnDay={onCreateOnDay}
                    onFocusDay={onFocusDay}
                  />
                ))}
              </div>
            ))}
          </div>
          <DragOverlay dropAnimation={null}>{dragged ? <ChipFace task={dragged} lifted /> : null}</DragOverlay>
        </DndContext>
      )}
      {openDay && (
        <CalendarDayDialog
          date={openDay}
          tasks={dayTasks}
          today={openDay === today}
          eventDay={eventBandPart(openDay, eventDates) !== null}
          canEdit={canEdit}
          onClose={() => setOpenDay(null)}
          onOpenTask={onOpenTask}
          onCreateOnDay={onCreateOnDay}
        />
      )}
      {pending && (
        <RelativeDropDialog
          task={pending.task}
          choice={pending.choice}
          onChoose={(change) => onChangeDueDate(pending.task, change)}
          onClose={() => setPending(null)}
        />
      )}
    </section>
  );
}

const EMPTY: readonly Task[] = [];
