// A member's own page (/m/<token>): its rules, limits and messages without zod, so that the page's
// scripts load no schemas; member-page.ts re-exports all of it with its schemas.

import { addDays, type CalendarDate } from './calendar-dates.ts';
import type { DueAnchor } from './countdown.ts';
import type { TaskPriority, TaskStatus } from './task-rules.ts';

/** The statuses a member may move their own task to, with one tap each. */
export const MEMBER_TASK_STATUSES = ['todo', 'inprogress', 'completed'] as const satisfies readonly TaskStatus[];
export type MemberTaskStatus = (typeof MEMBER_TASK_STATUSES)[number];

/** Requests one member's page answers a minute, and one client address across every page, before 429. */
export const MEMBER_PAGE_REQUESTS_PER_LINK_PER_MINUTE = 60;
export const MEMBER_PAGE_REQUESTS_PER_ADDRESS_PER_MINUTE = 300;

/** E-mails of a member's link an hour, per member and per event ("E-mail every member their link"), before 429: nobody is flooded. */
export const MEMBER_LINK_EMAILS_PER_MEMBER_PER_HOUR = 5;
export const EVENT_LINK_EMAILS_PER_EVENT_PER_HOUR = 3;

const inMinutes = (retryAfterSeconds: number) => {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
};

/** The path of a member's page in the web client; the server builds the absolute link from it. */
export const memberPagePath = (token: string) => `/m/${token}`;

export const MEMBER_LINK_MESSAGES = {
  /** An unknown, replaced or turned-off link, or one whose member or event is gone: all alike. */
  pageNotFound: 'This link does not work any more. Ask the organiser for a new one.',
  taskNotFound: 'Task not found',
  linkNotFound: 'This team member has no link',
  statusInvalid: 'Status must be one of To Do, In Progress or Completed',
  tooManyRequests: 'Too many requests for this page. Please wait a minute and try again.',
  sendFailed: 'The e-mail could not be sent. Please try again later; the link sent before still works.',
  noEmail: (name: string) => `${name} has no e-mail address`,
  tooManyMemberEmails: (retryAfterSeconds: number) =>
    `This member's link was e-mailed ${MEMBER_LINK_EMAILS_PER_MEMBER_PER_HOUR} times in the last hour. Please try again in ${inMinutes(retryAfterSeconds)}.`,
  tooManyEventEmails: (retryAfterSeconds: number) =>
    `Links for this event were e-mailed ${EVENT_LINK_EMAILS_PER_EVENT_PER_HOUR} times in the last hour. Please try again in ${inMinutes(retryAfterSeconds)}.`,
} as const;

/** A task as its assignee's page shows it. */
export interface MemberPageTask {
  id: number;
  title: string;
  description: string;
  status: TaskStatus;
  priority: TaskPriority;
  dueDate: CalendarDate | null;
  dueAnchor: DueAnchor | null;
  dueOffsetDays: number | null;
}

export interface MemberTaskGroups<T> {
  /** Open, and due before today or in status Overdue. */
  overdue: T[];
  /** Open, and due today through today + 6. */
  thisWeek: T[];
  /** Open, and due after that. */
  later: T[];
  /** Open, without a due date. */
  noDate: T[];
  /** Completed, whatever their due date. */
  completed: T[];
}

type GroupedTask = Pick<MemberPageTask, 'title' | 'status' | 'dueDate'> & { id?: number };

/** By due date (none last), then title, then id, so the order never depends on the order given. */
function byDueDateThenTitle(a: GroupedTask, b: GroupedTask): number {
  if (a.dueDate !== b.dueDate) {
    if (a.dueDate === null) return 1;
    if (b.dueDate === null) return -1;
    return a.dueDate < b.dueDate ? -1 : 1;
  }
  return a.title.localeCompare(b.title, 'en') || (a.id ?? 0) - (b.id ?? 0);
}

/**
 * A member's tasks in the page's groups, on the member's `today` (the workspace's local date): open
 * tasks due before today (or set to Overdue) are overdue, due today to today + 6 this week, due after
 * that later, without a date in their own group; completed tasks are all together, whatever their date.
 * Each group is sorted by due date, then title.
 */
export function groupMemberTasks<T extends GroupedTask>(tasks: readonly T[], today: CalendarDate): MemberTaskGroups<T> {
  const groups: MemberTaskGroups<T> = { overdue: [], thisWeek: [], later: [], noDate: [], completed: [] };
  const weekEnd = addDays(today, 6);
  for (const task of tasks) {
    if (task.status === 'completed') groups.completed.push(task);
    else if (task.status === 'overdue' || (task.dueDate !== null && task.dueDate < today)) groups.overdue.push(task);
    else if (task.dueDate === null) groups.noDate.push(task);
    else if (task.dueDate <= weekEnd) groups.thisWeek.push(task);
    else groups.later.push(task);
  }
  for (const group of Object.values(groups)) group.sort(byDueDateThenTitle);
  return groups;
}
