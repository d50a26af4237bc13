// What happens to a template's tasks that would already be past due for a new event (due before the
// caller's today): fitted between today and the event, created as they are, or left out. Without zod:
// the use-template dialog's preview and the server apply the same rule, so they always agree.
import { addDays, daysBetween, type CalendarDate } from './calendar-dates.ts';
import type { EventDates } from './countdown.ts';
import { formatCount } from './english-format.ts';
import type { PlannedTemplateTask } from './template-rules.ts';

/** `fit`: spread between today and the event; `keep`: create them as they are; `skip`: leave them out. */
export const PAST_TASK_CHOICES = ['fit', 'keep', 'skip'] as const;
export type PastTaskChoice = (typeof PAST_TASK_CHOICES)[number];

/** What the API does when the body does not say: what it did before the choice existed. */
export const DEFAULT_PAST_TASK_CHOICE: PastTaskChoice = 'keep';

export const PAST_TASK_MESSAGES = {
  invalidChoice: `Past tasks must be one of ${PAST_TASK_CHOICES.join(', ')}: fit them between today and the event, keep them as they are, or skip them`,
  cannotFit:
    'The event starts before today, so there are no days left before it to fit past-due tasks into: keep them as they are or skip them',
  /** "9 of 36 tasks would be due before today". */
  count: (past: number, total: number) => `${formatCount(past)} of ${formatCount(total)} ${total === 1 ? 'task' : 'tasks'} would be due before today`,
} as const;

/** A task with its computed due day (null: no due date). */
type DatedTask = Pick<PlannedTemplateTask, 'dueAnchor' | 'dueOffsetDays' | 'dueDate'>;

/** Due before `today`: past due the moment it is created. A task without a due date never is. */
export function isDueBefore(task: DatedTask, today: CalendarDate): boolean {
  return task.dueDate !== null && task.dueDate < today;
}

export function countDueBefore(tasks: readonly DatedTask[], today: CalendarDate): number {
  return tasks.reduce((count, task) => count + (isDueBefore(task, today) ? 1 : 0), 0);
}

/**
 * Whether past-due tasks can be fitted: only while the event has not started. Once its first day is
 * before today, every day left is on or after it, and a task planned before the event must not land
 * during or after it.
 */
export function canFitBefore(event: EventDates, today: CalendarDate): boolean {
  return event.startDate >= today;
}

/**
 * Re-dates the tasks due before `today` into the days from today to the event, keeping their order
 * and their spacing in proportion; every other task keeps its day, and the list keeps its order.
 *
 * The earliest past-due day E moves to today; the boundary B — the event's first day, or the first
 * day a task not past due keeps, if earlier — stays where it is; a day d between them goes to
 * today + ⌊(d − E) · (B − today) / (B − E)⌋. So every fitted task lands on or after today and, as
 * long as a day is left before B, strictly before it: before the event's first day (and so before
 * its anchor day), and not after a task that came after it. With no day left (the event, or a task
 * not past due, is today) they all land on today. A fitted task keeps its anchor with the offset of
 * its new day, so it still moves with the event.
 *
 * Returns null when the event has already started (see canFitBefore), unless nothing is past due.
 */
export function fitPastTasks<T extends DatedTask>(tasks: readonly T[], event: EventDates, today: CalendarDate): T[] | null {
  let earliest: CalendarDate | null = null;
  let boundary = event.startDate;
  for (const task of tasks) {
    if (task.dueDate === null) continue;
    if (task.dueDate < today) {
      if (earliest === null || task.dueDate < earliest) earliest = task.dueDate;
    } else if (task.dueDate < boundary) {
      boundary = task.dueDate;
    }
  }
  if (earliest === null) return [...tasks];
  if (!canFitBefore(event, today)) return null;
  const from = earliest;
  const span = daysBetween(from, boundary); // > 0: from < today <= boundary
  const room = daysBetween(today, boundary); // >= 0
  return tasks.map((task) => {
    if (!isDueBefore(task, today)) return task;
    const dueDate = addDays(today, Math.floor((daysBetween(from, task.dueDate!) * room) / span));
    if (task.dueAnchor === null) return { ...task, dueDate };
    const anchorDay = task.dueAnchor === 'start' ? event.startDate : event.endDate;
    return { ...task, dueDate, dueOffsetDays: daysBetween(anchorDay, dueDate) };
  });
}

/**
 * The tasks to create for the choice: `keep` all as they are, `skip` all but the past-due ones,
 * `fit` with the past-due ones fitted (null when they cannot be, see fitPastTasks).
 */
export function applyPastTaskChoice<T extends DatedTask>(
  tasks: readonly T[],
  event: EventDates,
  today: CalendarDate,
  choice: PastTaskChoice,
): T[] | null {
  if (choice === 'keep') return [...tasks];
  if (choice === 'skip') return tasks.filter((task) => !isDueBefore(task, today));
  return fitPastTasks(tasks, event, today);
}
