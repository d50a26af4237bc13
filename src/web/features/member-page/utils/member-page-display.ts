import { daysBetween, type CalendarDate } from '../../../../domain/calendar-dates.ts';
import { countdownDescription, type EventDates } from '../../../../domain/countdown.ts';
import { countLabel, formatCalendarDay } from '../../../../domain/english-format.ts';
import type { MemberPageTask } from '../../../../domain/member-page-rules.ts';
import { taskCountdown, taskStatusLabel, type TaskStatus } from '../../../../domain/task-rules.ts';
import { ApiError } from '../../../lib/api.ts';

/** Where today stands against the event: days to go, on one of its days, or over. */
export type EventCountdown = { kind: 'before'; days: number } | { kind: 'during'; day: number; of: number } | { kind: 'after'; days: number };

export function eventCountdown(event: EventDates, today: CalendarDate): EventCountdown {
  if (today < event.startDate) return { kind: 'before', days: daysBetween(today, event.startDate) };
  if (today > event.endDate) return { kind: 'after', days: daysBetween(event.endDate, today) };
  return { kind: 'during', day: daysBetween(event.startDate, today) + 1, of: daysBetween(event.startDate, event.endDate) + 1 };
}

/** The event's days: "Sat, May 1, 2030", or "Sat, May 1 – Sun, May 2, 2030" for several. */
export function eventDays(event: EventDates): string {
  if (event.startDate === event.endDate) return formatCalendarDay(event.startDate, 'weekday-date');
  const sameYear = event.startDate.slice(0, 4) === event.endDate.slice(0, 4);
  return `${formatCalendarDay(event.startDate, sameYear ? 'weekday-day' : 'weekday-date')} – ${formatCalendarDay(event.endDate, 'weekday-date')}`;
}

/** The countdown as one sentence, for the page's heading area and screen readers. */
export function countdownSentence(countdown: EventCountdown): string {
  switch (countdown.kind) {
    case 'before':
      return countdown.days === 1 ? 'The event is tomorrow' : `${countLabel(countdown.days, 'day')} to go until the event`;
    case 'during':
      return countdown.of === 1 ? 'The event is today' : `The event is on: day ${countdown.day} of ${countdown.of}`;
    case 'after':
      return 'The event is over';
  }
}

export interface DueText {
  /** "Due Mon, Jun 3" or "No due date". */
  date: string;
  /** "today", "tomorrow", "3 days late"; null when the day says enough (or the task is done). */
  relative: string | null;
  late: boolean;
}

/** How a task's due day reads on the member's page, counted from the workspace's `today`. */
export function dueText(task: Pick<MemberPageTask, 'dueDate' | 'status'>, today: CalendarDate): DueText {
  if (task.dueDate === null) return { date: 'No due date', relative: null, late: false };
  const sameYear = task.dueDate.slice(0, 4) === today.slice(0, 4);
  const date = `Due ${formatCalendarDay(task.dueDate, sameYear ? 'weekday-day' : 'weekday-date')}`;
  if (task.status === 'completed') return { date, relative: null, late: false };
  const days = daysBetween(today, task.dueDate);
  if (days === 0) return { date, relative: 'today', late: false };
  if (days === 1) return { date, relative: 'tomorrow', late: false };
  if (days < 0) return { date, relative: `${countLabel(-days, 'day')} late`, late: true };
  return { date, relative: null, late: false };
}

/** The `T-14` chip of a task due relative to its event, and how it is read out; null for a fixed date. */
export function taskCountdownChip(task: Pick<MemberPageTask, 'dueDate' | 'dueAnchor'>, event: EventDates): { label: string; spoken: string } | null {
  const label = taskCountdown(task, event);
  return label === null ? null : { label, spoken: countdownDescription(label) };
}

/** Why the page could not be shown. */
export type LoadProblem = 'gone' | 'busy' | 'offline' | 'failed';

export function loadProblemOf(error: unknown): LoadProblem {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.status === 404) return 'gone';
  if (error.status === 429) return 'busy';
  if (error.kind === 'network' || error.kind === 'timeout') return 'offline';
  return 'failed';
}

/** What a failed status change says: why, and that the task is back as it was. */
export function saveFailureMessage(error: unknown, title: string, backTo: TaskStatus): string {
  const back = `It is still ${taskStatusLabel(backTo)}.`;
  const problem = error instanceof ApiError ? error : null;
  if (problem?.kind === 'network' || problem?.kind === 'timeout') return `Not saved: you seem to be offline. ${back} Try again when you are connected.`;
  if (problem?.status === 429) return `Not saved: too many changes in a short time. ${back} Wait a minute and try again.`;
  if (problem?.status === 404) return `Not saved: “${title}” is no longer on your page, or this link has been turned off. Reload the page to see your tasks.`;
  return `Not saved: something went wrong on our side. ${back} Please try again.`;
}
