import { z } from 'zod';
import { daysBetween, todaySchema, type CalendarDate } from './dates.ts';
import { TASK_STATUSES, THIS_WEEK_DAYS, thisWeek } from './tasks.ts';

/** "This week" on the dashboard: today and the six days after it, whatever weekday today is (the task list's Due this week). */
export const DASHBOARD_WEEK_DAYS = THIS_WEEK_DAYS;
/** How many of the open tasks due soonest the dashboard lists. */
export const DASHBOARD_SOONEST_TASKS = 5;

export interface DayRange {
  from: CalendarDate;
  to: CalendarDate;
}

/** The days "due this week" counts, both ends included: today through today + 6. */
export function dashboardWeek(today: CalendarDate): DayRange {
  return thisWeek(today);
}

/** Whole days from `today` until an event's start: 1 for tomorrow. */
export function daysUntil(startDate: CalendarDate, today: CalendarDate): number {
  return daysBetween(today, startDate);
}

/** GET /api/dashboard. */
export const dashboardQuerySchema = z.object({
  today: todaySchema
    .optional()
    .describe("The caller's local date (YYYY-MM-DD) that every figure is counted from; the server's UTC date when omitted"),
});
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

const count = z.number().int().min(0);
const calendarDate = z.string().describe('YYYY-MM-DD');

export const dashboardNextEventSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    startDate: calendarDate,
    /** Days from today until the start; at least 1, since an event starting today is active. */
    daysUntil: z.number().int().min(1),
  })
  .meta({ id: 'DashboardNextEvent' });
export type DashboardNextEvent = z.infer<typeof dashboardNextEventSchema>;

export const dashboardTaskSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    dueDate: calendarDate,
    /** `T-14`, `Event day` or `T+2` for a task due relative to its event; null for a fixed date. */
    countdown: z.string().nullable(),
    status: z.enum(TASK_STATUSES),
    eventId: z.number().int(),
    eventName: z.string(),
    assigneeId: z.number().int().nullable(),
    assigneeName: z.string().nullable(),
  })
  .meta({ id: 'DashboardTask' });
export type DashboardTask = z.infer<typeof dashboardTaskSchema>;

export const dashboardSchema = z
  .object({
    /** The date the figures were counted from. */
    today: calendarDate,
    /** The days `tasks.dueThisWeek` counts: today through today + 6. */
    week: z.object({ from: calendarDate, to: calendarDate }),
    /** Statuses as the events list derives them from `today`. */
    events: z.object({ total: count, upcoming: count, active: count, past: count }),
    /** The upcoming event that starts soonest (then the lowest id); null when none is upcoming. */
    nextEvent: dashboardNextEventSchema.nullable(),
    tasks: z.object({
      /** Not completed. */
      open: count,
      /** Not completed and due from today through today + 6. */
      dueThisWeek: count,
      /** Not completed and due before today, or in status Overdue whatever the due date; each task once. */
      overdue: count,
    }),
    /** Team members of all the owner's events (a person on two events is two members). */
    teamMembers: count,
    /** Up to five tasks not completed that have a due date, earliest due first (past due ones included), then by id. */
    soonestTasks: z.array(dashboardTaskSchema).max(DASHBOARD_SOONEST_TASKS),
  })
  .meta({ id: 'Dashboard' });
export type Dashboard = z.infer<typeof dashboardSchema>;
