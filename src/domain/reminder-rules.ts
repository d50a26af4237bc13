// Reminder e-mails without zod (schedules, labels, messages, which tasks and events a digest lists),
// for client code that needs no schemas; reminders.ts re-exports all of it with its schemas.

import type { CalendarDate } from './calendar-dates.ts';
import { isDueThisWeek, isPastDueOrOverdue } from './task-rules.ts';

/**
 * Reminders of an event: none (the default), a weekly digest on Mondays or a daily one, each sent at
 * REMINDER_HOUR in the workspace's time zone.
 */
export const REMINDER_SCHEDULES = ['off', 'weekly', 'daily'] as const;
export type ReminderSchedule = (typeof REMINDER_SCHEDULES)[number];
export type ActiveReminderSchedule = Exclude<ReminderSchedule, 'off'>;

export const REMINDER_SCHEDULE_LABELS: Record<ReminderSchedule, string> = {
  off: 'Off',
  weekly: 'Weekly digest (Mondays)',
  daily: 'Daily digest',
};

/** The local hour (in the workspace's time zone) digests are sent at. */
export const REMINDER_HOUR = 8;
/** "Send reminders now" per event per hour. */
export const MANUAL_SENDS_PER_HOUR = 3;
/** Previews of an organiser's own digest per account per hour. */
export const PREVIEWS_PER_HOUR = 5;
/**
 * How long a finished e-mail delivery (a digest or a team e-mail, sent or failed) is kept after its
 * last attempt, for looking back at what went out; then the reminder job deletes it, and the
 * unsubscribe link it mailed stops working (later e-mails carry links of their own). Far longer than
 * the one local day a scheduled digest's row keeps a second one from being planned. Planned and
 * sending rows are kept whatever their age.
 */
export const FINISHED_DELIVERY_RETENTION_DAYS = 90;

export const REMINDER_MESSAGES = {
  scheduleInvalid: 'Choose off, weekly or daily',
  timeZoneInvalid: 'Choose a time zone from the list',
  eventEnded: 'This event has ended: reminders are no longer sent for it',
  unsubscribeNotFound: 'This unsubscribe link is not valid',
  previewFailed: 'The preview could not be sent. Please try again later.',
} as const;

export function tooManySendsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Reminders for this event were sent ${MANUAL_SENDS_PER_HOUR} times in the last hour. Please try again in ${minutes === 1 ? '1 minute' : `${minutes} minutes`}.`;
}

export function tooManyPreviewsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many previews sent. Please try again in ${minutes === 1 ? '1 minute' : `${minutes} minutes`}.`;
}

/** The page of the web app an unsubscribe link opens, under the public origin. */
export function unsubscribePagePath(token: string): string {
  return `/unsubscribe/${encodeURIComponent(token)}`;
}

/** The address a mail program posts the one-click unsubscribe to (RFC 8058), under the public origin. */
export function unsubscribeApiPath(token: string): string {
  return `/api/unsubscribe/${encodeURIComponent(token)}`;
}

// ---------------------------------------------------------------------------------------------
// Which events and tasks a digest lists

/** Which schedules send on a given local day: daily ones every day, weekly ones on Mondays. */
export interface SendDay {
  daily: boolean;
  weekly: boolean;
}

export interface RemindedEvent {
  reminders: ReminderSchedule;
  endDate: CalendarDate;
}

/** An event has ended once its last day is before today (in the workspace's zone): no reminders then. */
export function hasEnded(event: { endDate: CalendarDate }, today: CalendarDate): boolean {
  return event.endDate < today;
}

/** Whether the event's digests go out on a day whose schedules are `sendDay`. */
export function isRemindedOn(event: RemindedEvent, today: CalendarDate, sendDay: SendDay): boolean {
  if (event.reminders === 'off' || hasEnded(event, today)) return false;
  return event.reminders === 'daily' ? sendDay.daily : sendDay.weekly;
}

export interface DigestTask {
  id: number;
  title: string;
  status: string;
  priority: string;
  /** The stored due date: for a relative due date (before or after the event), the day it resolves to. */
  dueDate: CalendarDate | null;
  eventId: number;
  assigneeId: number | null;
}

export interface DigestLists<Task extends DigestTask = DigestTask> {
  /** Not completed, and due before today or set to Overdue. */
  overdue: Task[];
  /** Not completed, due today through today + 6, and not overdue. */
  dueThisWeek: Task[];
}

const byDueDateThenTitle = (a: DigestTask, b: DigestTask) =>
  (a.dueDate ?? '9999-99-99').localeCompare(b.dueDate ?? '9999-99-99') || a.title.localeCompare(b.title) || a.id - b.id;

/**
 * The tasks a digest lists from `tasks`: overdue ones, then those due within the next 7 days counting
 * today; completed tasks and tasks with no due date later than that are left out. Each list is sorted
 * by due date, then title.
 */
export function digestLists<Task extends DigestTask>(tasks: readonly Task[], today: CalendarDate): DigestLists<Task> {
  const overdue: Task[] = [];
  const dueThisWeek: Task[] = [];
  for (const task of tasks) {
    if (task.status === 'completed') continue;
    if (isPastDueOrOverdue(task, today)) overdue.push(task);
    else if (isDueThisWeek(task, today)) dueThisWeek.push(task);
  }
  return { overdue: overdue.sort(byDueDateThenTitle), dueThisWeek: dueThisWeek.sort(byDueDateThenTitle) };
}

/** Whether a digest of these lists has anything to say. */
export function hasDigestTasks(lists: DigestLists<DigestTask>): boolean {
  return lists.overdue.length > 0 || lists.dueThisWeek.length > 0;
}

export interface DigestMember {
  id: number;
  name: string;
}

/** A member who is behind: one with at least one overdue task. */
export interface MemberBehind {
  memberId: number;
  name: string;
  overdue: number;
}

export interface OrganiserDigestEvent<Task extends DigestTask = DigestTask> extends DigestLists<Task> {
  eventId: number;
  name: string;
  /** Most overdue tasks first, then by name. */
  behind: MemberBehind[];
}

/**
 * An organiser's digest: for each event given (those reminded today), its overdue tasks, its tasks
 * due this week, and its members who are behind — those with at least one overdue task assigned.
 * Events with nothing to report are left out; the events keep the order given.
 */
export function organiserDigest<Task extends DigestTask>(
  events: readonly { id: number; name: string }[],
  tasks: readonly Task[],
  members: readonly DigestMember[],
  today: CalendarDate,
): OrganiserDigestEvent<Task>[] {
  const names = new Map(members.map((member) => [member.id, member.name]));
  return events.flatMap((event) => {
    const lists = digestLists(
      tasks.filter((task) => task.eventId === event.id),
      today,
    );
    if (!hasDigestTasks(lists)) return [];
    const overdueByMember = new Map<number, number>();
    for (const task of lists.overdue) {
      if (task.assigneeId !== null && names.has(task.assigneeId)) overdueByMember.set(task.assigneeId, (overdueByMember.get(task.assigneeId) ?? 0) + 1);
    }
    const behind = [...overdueByMember]
      .map(([memberId, overdue]) => ({ memberId, name: names.get(memberId)!, overdue }))
      .sort((a, b) => b.overdue - a.overdue || a.name.localeCompare(b.name) || a.memberId - b.memberId);
    return [{ eventId: event.id, name: event.name, ...lists, behind }];
  });
}
