import { z } from 'zod';
import { coercedIdSchema } from './common.ts';
import { addDays, todaySchema, type CalendarDate } from './dates.ts';

// ---------------------------------------------------------------------------------------------
// Query

export const ANALYTICS_PERIODS = [7, 30, 90] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = 7;

export const ANALYTICS_MESSAGES = {
  periodInvalid: 'Period must be 7, 30 or 90 days',
  eventInvalid: 'Event filter must be an event id',
  eventNotFound: 'Event not found',
} as const;

export function isAnalyticsPeriod(value: unknown): value is AnalyticsPeriod {
  return (ANALYTICS_PERIODS as readonly unknown[]).includes(value);
}

/** GET /api/analytics. */
export const analyticsQuerySchema = z.object({
  /** Days in the period, ending today: 7, 30 or 90. */
  period: z.coerce
    .number({ error: ANALYTICS_MESSAGES.periodInvalid })
    .refine(isAnalyticsPeriod, ANALYTICS_MESSAGES.periodInvalid)
    .default(DEFAULT_ANALYTICS_PERIOD)
    .meta({ description: 'Days in the period, ending today: 7, 30 or 90', enum: [...ANALYTICS_PERIODS] }),
  /** Only this event's tasks and members; all events when absent. */
  eventId: coercedIdSchema(ANALYTICS_MESSAGES.eventInvalid).optional(),
  /** The caller's local date, the period's last day; the server's UTC date when absent. */
  today: todaySchema.optional(),
});
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

export interface DateRange {
  from: CalendarDate;
  to: CalendarDate;
}

/** The period's days: `period` days ending today, both ends included. */
export function periodRange(period: number, today: CalendarDate): DateRange {
  return { from: addDays(today, -(period - 1)), to: today };
}

/** The period of the same length just before: what the change labels compare with. */
export function previousPeriodRange(period: number, today: CalendarDate): DateRange {
  return periodRange(period, addDays(today, -period));
}

// ---------------------------------------------------------------------------------------------
// Constants

/** How many members the podium and the "Top performers" list show. */
export const TOP_PERFORMERS = 3;
/** How many members the completion comparison (Trends) shows. */
export const COMPARISON_SIZE = 5;
/** A streak counts at most this many days. */
export const STREAK_CAP = 7;
export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const POINTS_PER_COMPLETED = 10;
export const POINTS_PER_IN_PROGRESS = 5;
export const POINTS_PER_TODO = 2;
export const POINTS_PER_LEVEL = 100;

/** Workload bands: under 15 % underutilized, 15–35 % inclusive balanced, over 35 % overloaded. */
export const WORKLOAD_BALANCED_MIN = 15;
export const WORKLOAD_BALANCED_MAX = 35;

// ---------------------------------------------------------------------------------------------
// Formulas

/** Rounds to one decimal place. */
export function roundToTenth(value: number): number {
  return Math.round(value * 10) / 10;
}

/** points = completed × 10 + in progress × 5 + to do × 2 (overdue tasks earn nothing). */
export function pointsOf(counts: { completed: number; inProgress: number; todo: number }): number {
  return counts.completed * POINTS_PER_COMPLETED + counts.inProgress * POINTS_PER_IN_PROGRESS + counts.todo * POINTS_PER_TODO;
}

/** level = floor(points / 100) + 1. */
export function levelOf(points: number): number {
  return Math.floor(points / POINTS_PER_LEVEL) + 1;
}

/** Whole percentage of completed tasks, rounded half up; 0 when there are none. */
export function completionRateOf(completed: number, total: number): number {
  return total > 0 ? Math.round((completed * 100) / total) : 0;
}

/**
 * A member's share of the filtered tasks (every task in the period and event scope, assigned or not),
 * in % to one decimal; 0 when there are none. Bands and badges use this rounded value, so the
 * figure shown always agrees with its band.
 *
 * The filtered tasks are those of the member's own event: with one event chosen they are every
 * task in scope (the spec's "share of all filtered tasks"); with All Events each member is measured
 * against their own event's tasks, so the 15–35 % bands still compare the members of one team —
 * over every event's tasks, a member of one of 20 events would carry about 1 % and read as
 * underutilized whatever their load. See `buildAnalytics`.
 */
export function workloadPercentageOf(memberTasks: number, filteredTotal: number): number {
  return filteredTotal > 0 ? Math.round((memberTasks * 1000) / filteredTotal) / 10 : 0;
}

/** The mean of the members' workload percentages, one decimal; 0 with no members. */
export function averageWorkloadOf(workloadPercentages: readonly number[]): number {
  if (workloadPercentages.length === 0) return 0;
  return roundToTenth(workloadPercentages.reduce((sum, value) => sum + value, 0) / workloadPercentages.length);
}

export const WORKLOAD_BANDS = ['balanced', 'overloaded', 'underutilized'] as const;
export type WorkloadBand = (typeof WORKLOAD_BANDS)[number];

export const WORKLOAD_BAND_LABELS: Record<WorkloadBand, string> = {
  balanced: 'Balanced',
  overloaded: 'Overloaded',
  underutilized: 'Underutilized',
};

/** Under 15 % underutilized; 15 to 35 % inclusive balanced; over 35 % overloaded. */
export function workloadBandOf(workloadPercentage: number): WorkloadBand {
  if (workloadPercentage < WORKLOAD_BALANCED_MIN) return 'underutilized';
  if (workloadPercentage <= WORKLOAD_BALANCED_MAX) return 'balanced';
  return 'overloaded';
}

export interface WorkloadShare {
  count: number;
  /** Share of the members in this band, whole %. */
  percentage: number;
}
export type WorkloadDistribution = Record<WorkloadBand, WorkloadShare>;

/** How many members fall in each band, and what share of the members that is. */
export function workloadDistributionOf(workloadPercentages: readonly number[]): WorkloadDistribution {
  const counts: Record<WorkloadBand, number> = { balanced: 0, overloaded: 0, underutilized: 0 };
  for (const value of workloadPercentages) counts[workloadBandOf(value)] += 1;
  const share = (count: number): WorkloadShare => ({ count, percentage: completionRateOf(count, workloadPercentages.length) });
  return { balanced: share(counts.balanced), overloaded: share(counts.overloaded), underutilized: share(counts.underutilized) };
}

/**
 * Efficiency: the tasks a member completed per day of the period — their in-period tasks that are
 * completed, divided by the period's days — to one decimal.
 */
export function efficiencyOf(completed: number, periodDays: number): number {
  return periodDays > 0 ? roundToTenth(completed / periodDays) : 0;
}

/**
 * Productivity: of a member's in-period tasks that are due by today (due date on or before today),
 * the whole % that are completed; 0 when none are due.
 */
export function productivityOf(completedDue: number, due: number): number {
  return completionRateOf(completedDue, due);
}

/**
 * The streak: how many consecutive days, ending today, have at least one completion — or ending
 * yesterday when nothing has been completed yet today — capped at STREAK_CAP.
 */
export function streakOf(completionDays: Iterable<CalendarDate>, today: CalendarDate): number {
  const days = new Set(completionDays);
  const recent = daysUpTo(today);
  const start = days.has(today) ? 0 : 1;
  let streak = 0;
  while (streak < STREAK_CAP && days.has(recent[start + streak]!)) streak += 1;
  return streak;
}

let recentDays: { today: CalendarDate; days: CalendarDate[] } | undefined;

/** Today and the STREAK_CAP days before it, newest first; worked out once per day asked for, as every member's streak needs them. */
function daysUpTo(today: CalendarDate): CalendarDate[] {
  if (recentDays?.today !== today) {
    recentDays = { today, days: Array.from({ length: STREAK_CAP + 1 }, (_, back) => addDays(today, -back)) };
  }
  return recentDays.days;
}

// ---------------------------------------------------------------------------------------------
// Badges

export const BADGE_NAMES = ['Champion', 'Expert', 'Streaker', 'Workhorse', 'Perfectionist', 'Pro', 'Achiever', 'Rising Star'] as const;
export type BadgeName = (typeof BADGE_NAMES)[number];

export interface BadgeInput {
  points: number;
  completionRate: number;
  workloadPercentage: number;
  streak: number;
}

export interface Badge {
  name: BadgeName;
  /** What earns it, in a few words. */
  description: string;
  earnedBy: (member: BadgeInput) => boolean;
}

/** Tested in this order; the first that applies is the member's badge. */
export const BADGES: readonly Badge[] = [
  { name: 'Champion', description: '500 points or more', earnedBy: (m) => m.points >= 500 },
  {
    name: 'Expert',
    description: '90% completion with at least 20% of the workload',
    earnedBy: (m) => m.completionRate >= 90 && m.workloadPercentage >= 20,
  },
  { name: 'Streaker', description: 'A streak of 5 days or more', earnedBy: (m) => m.streak >= 5 },
  { name: 'Workhorse', description: '40% of the workload or more', earnedBy: (m) => m.workloadPercentage >= 40 },
  { name: 'Perfectionist', description: '90% completion or more', earnedBy: (m) => m.completionRate >= 90 },
  { name: 'Pro', description: '200 points or more', earnedBy: (m) => m.points >= 200 },
  { name: 'Achiever', description: '70% completion or more', earnedBy: (m) => m.completionRate >= 70 },
  { name: 'Rising Star', description: 'Every member starts here', earnedBy: () => true },
];

export function badgeOf(member: BadgeInput): Badge {
  return BADGES.find((badge) => badge.earnedBy(member))!;
}

// ---------------------------------------------------------------------------------------------
// Achievements

export const ACHIEVEMENT_KINDS = ['week-warrior', 'perfect-score', 'event-master', 'heavy-lifter'] as const;
export type AchievementKind = (typeof ACHIEVEMENT_KINDS)[number];

export const ACHIEVEMENT_TITLES: Record<AchievementKind, string> = {
  'week-warrior': 'Week Warrior',
  'perfect-score': 'Perfect Score',
  'event-master': 'Event Master',
  'heavy-lifter': 'Heavy Lifter',
};

export const WEEK_WARRIOR_STREAK = 7;
export const PERFECT_SCORE_COMPLETION = 100;
export const EVENT_MASTER_PROGRESS = 90;
export const HEAVY_LIFTER_WORKLOAD = 50;

export interface Achievement {
  kind: AchievementKind;
  title: string;
  description: string;
  memberId: number | null;
  memberName: string | null;
  eventId: number | null;
  eventName: string | null;
}

export interface AchievementMember {
  id: number;
  name: string;
  tasksTotal: number;
  completionRate: number;
  workloadPercentage: number;
  streak: number;
}

export interface AchievementEvent {
  id: number;
  title: string;
  tasksTotal: number;
  progress: number;
}

/**
 * The achievements earned, kind by kind in the spec's order (Week Warrior: a 7-day streak; Perfect
 * Score: 100 % completion; Event Master: an event at 90 % or more; Heavy Lifter: 50 % of the workload
 * or more), members in the order given and events in the order given. Perfect Score and Event Master
 * need at least one task: nothing done of nothing is not a score.
 */
export function achievementsOf(members: readonly AchievementMember[], events: readonly AchievementEvent[]): Achievement[] {
  const forMember = (kind: AchievementKind, member: AchievementMember, description: string): Achievement => ({
    kind,
    title: ACHIEVEMENT_TITLES[kind],
    description,
    memberId: member.id,
    memberName: member.name,
    eventId: null,
    eventName: null,
  });
  const achievements: Achievement[] = [];
  for (const member of members) {
    if (member.streak >= WEEK_WARRIOR_STREAK) {
      achievements.push(forMember('week-warrior', member, `${member.name} completed tasks ${WEEK_WARRIOR_STREAK} days in a row`));
    }
  }
  for (const member of members) {
    if (member.tasksTotal > 0 && member.completionRate >= PERFECT_SCORE_COMPLETION) {
      achievements.push(forMember('perfect-score', member, `${member.name} completed every task`));
    }
  }
  for (const event of events) {
    if (event.tasksTotal > 0 && event.progress >= EVENT_MASTER_PROGRESS) {
      achievements.push({
        kind: 'event-master',
        title: ACHIEVEMENT_TITLES['event-master'],
        description: `${event.title} is ${event.progress}% complete`,
        memberId: null,
        memberName: null,
        eventId: event.id,
        eventName: event.title,
      });
    }
  }
  for (const member of members) {
    if (member.workloadPercentage >= HEAVY_LIFTER_WORKLOAD) {
      achievements.push(forMember('heavy-lifter', member, `${member.name} carries ${member.workloadPercentage}% of the workload`));
    }
  }
  return achievements;
}

// ---------------------------------------------------------------------------------------------
// Change labels

/**
 * count: the % change of a count ('+12%', '-3%', '0%'); '—' when the previous count is 0 or unknown.
 * rate: the difference of two percentages, in percentage points ('+5 pts', '-1 pt', '0 pts'), not a
 * % change of the rate; '—' when the previous period had no tasks (null).
 * difference: the difference of two counts ('+2', '-1', '0'); '—' when the previous count is 0 or unknown.
 */
export type ChangeKind = 'count' | 'rate' | 'difference';

export const NO_CHANGE_LABEL = '—';

function signed(value: number, unit: string): string {
  if (value === 0) return `0${unit}`;
  return `${value > 0 ? '+' : '-'}${Math.abs(value)}${unit}`;
}

export function changeLabel(kind: ChangeKind, current: number, previous: number | null): string {
  if (previous === null) return NO_CHANGE_LABEL;
  switch (kind) {
    case 'count':
      return previous === 0 ? NO_CHANGE_LABEL : signed(Math.round(((current - previous) * 100) / previous), '%');
    case 'rate': {
      const points = Math.round(current - previous);
      return signed(points, Math.abs(points) === 1 ? ' pt' : ' pts');
    }
    case 'difference':
      return previous === 0 ? NO_CHANGE_LABEL : signed(current - previous, '');
  }
}

/** Monday-first weekday of a calendar day. */
export function weekdayOf(date: CalendarDate): Weekday {
  const sundayFirst = new Date(`${date}T00:00:00Z`).getUTCDay();
  return WEEKDAYS[(sundayFirst + 6) % 7]!;
}

// ---------------------------------------------------------------------------------------------
// Answer

const count = () => z.number().int();
const rangeSchema = z.object({ from: z.string(), to: z.string() });
const workloadShareSchema = z.object({ count: count(), percentage: z.number() });

export const analyticsMemberStatsSchema = z
  .object({
    id: z.number().int(),
    /** The member's user ID, e.g. TC-12345678. */
    userId: z.string(),
    name: z.string(),
    eventId: z.number().int(),
    /** The member's event's name. */
    assignedEvent: z.string(),
    tasksTotal: count(),
    tasksCompleted: count(),
    tasksInProgress: count(),
    tasksTodo: count(),
    /** In-period tasks with status overdue, or due before today and not completed. */
    tasksOverdue: count(),
    /** Whole %. */
    completionRate: z.number(),
    /**
     * Share of the in-period tasks of the member's event, % to one decimal: with one event chosen,
     * of all the filtered tasks; with All Events, compared within the member's own event.
     */
    workloadPercentage: z.number(),
    points: count(),
    level: count(),
    /** Consecutive days with a completion, ending today (or yesterday), at most 7. */
    streak: count(),
    badge: z.enum(BADGE_NAMES),
    /** Completed in-period tasks per day of the period, one decimal. */
    efficiency: z.number(),
    /** Whole % of the in-period tasks due by today that are completed. */
    productivity: z.number(),
  })
  .meta({ id: 'AnalyticsMember' });
export type MemberStats = z.infer<typeof analyticsMemberStatsSchema>;

export const analyticsEventStatsSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    tasksTotal: count(),
    tasksCompleted: count(),
    tasksInProgress: count(),
    tasksTodo: count(),
    tasksOverdue: count(),
    /** Whole % of the event's tasks that are completed: the event's progress, whatever the period. */
    progress: z.number(),
    /** The event's members. */
    teamSize: count(),
    /** The event's tasks in the period, assigned or not: what its members' workload is a share of. */
    tasksInPeriod: count(),
  })
  .meta({
    id: 'AnalyticsEvent',
    description:
      'An event and all of its tasks, whatever the period (tasksTotal … tasksOverdue, progress); tasksInPeriod counts the ones in the period.',
  });
export type EventStats = z.infer<typeof analyticsEventStatsSchema>;

export const analyticsAchievementSchema = z.object({
  kind: z.enum(ACHIEVEMENT_KINDS),
  title: z.string(),
  description: z.string(),
  memberId: z.number().int().nullable(),
  memberName: z.string().nullable(),
  eventId: z.number().int().nullable(),
  eventName: z.string().nullable(),
});

export const analyticsResponseSchema = z
  .object({
    period: z.number().int(),
    /** The period's days: from = today − (period − 1), to = today. */
    range: rangeSchema,
    /** The same number of days just before `range`. */
    previousRange: rangeSchema,
    /** null: all events. */
    selectedEventName: z.string().nullable(),
    summary: z.object({
      totalTasks: count(),
      completedTasks: count(),
      /** Whole %. */
      overallCompletion: z.number(),
      teamSize: count(),
      /** % to one decimal. */
      averageWorkload: z.number(),
      /** Against the previous period; '—' when there is nothing to compare. */
      changes: z.object({
        totalTasks: z.string(),
        completedTasks: z.string(),
        overallCompletion: z.string(),
        teamSize: z.string(),
      }),
    }),
    /** Every member in scope, by points (most first), then name. */
    members: z.array(analyticsMemberStatsSchema),
    /** Every event in scope, A to Z. */
    events: z.array(analyticsEventStatsSchema),
    workloadDistribution: z.object({
      balanced: workloadShareSchema,
      overloaded: workloadShareSchema,
      underutilized: workloadShareSchema,
    }),
    /** The first 3 members with points. */
    topPerformers: z.array(analyticsMemberStatsSchema),
    achievements: z.array(analyticsAchievementSchema),
    /** Always 7 entries, Monday first: tasks due and tasks completed on that weekday within the period. */
    productivityData: z.array(z.object({ day: z.enum(WEEKDAYS), tasks: count(), completed: count() })),
    highlights: z.object({
      topPerformer: z.string().nullable(),
      bestStreak: count(),
      achievementsCount: count(),
      averageWorkload: z.number(),
    }),
  })
  .meta({ id: 'Analytics' });
export type AnalyticsResponse = z.infer<typeof analyticsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Putting the answer together from the database's aggregates

/** A member in scope, as stored. */
export interface AnalyticsMemberRow {
  id: number;
  code: string;
  name: string;
  eventId: number;
  eventName: string;
  joinDate: CalendarDate;
}

/** An event in scope with its number of members and all its tasks (whatever the period), in the order the answer lists them (A to Z). */
export interface AnalyticsEventRow {
  id: number;
  title: string;
  teamSize: number;
  /** Every task of the event, whatever the period. */
  tasks: EventTaskCounts;
}

/** Counts of all of an event's tasks. */
export interface EventTaskCounts {
  total: number;
  completed: number;
  inProgress: number;
  todo: number;
  /** Status overdue, or due before today and not completed. */
  overdue: number;
}

/** Counts of some in-period tasks. */
export interface AnalyticsTaskCounts {
  total: number;
  completed: number;
  inProgress: number;
  todo: number;
  /** Status overdue, or due before today and not completed. */
  overdue: number;
  /** Due on or before today. */
  dueByToday: number;
  /** Due on or before today and completed. */
  completedDue: number;
}

export interface AnalyticsInput {
  period: AnalyticsPeriod;
  today: CalendarDate;
  selectedEventName: string | null;
  members: readonly AnalyticsMemberRow[];
  events: readonly AnalyticsEventRow[];
  /** The in-period tasks of each member (a task's assignee is always a member of the task's event). */
  memberCounts: readonly ({ memberId: number } & AnalyticsTaskCounts)[];
  /** The in-period tasks of each event that have no assignee. */
  unassignedCounts: readonly ({ eventId: number } & AnalyticsTaskCounts)[];
  /** The in-scope tasks of the previous period: how many, and how many of them are completed. */
  previous: { total: number; completed: number };
  /** Tasks due on each day of the period (days without any may be left out). */
  dueByDay: readonly { day: CalendarDate; count: number }[];
  /** Tasks completed on each day of the period, from the status log. */
  completedByDay: readonly { day: CalendarDate; count: number }[];
  /** The days (UTC) on which each member completed a task, at least the last STREAK_CAP + 1 days. */
  completionDays: readonly { memberId: number; day: CalendarDate }[];
}

const nameOrder = new Intl.Collator('en', { sensitivity: 'base' });

const noCounts = (): AnalyticsTaskCounts => ({ total: 0, completed: 0, inProgress: 0, todo: 0, overdue: 0, dueByToday: 0, completedDue: 0 });

function addCounts(into: AnalyticsTaskCounts, row: AnalyticsTaskCounts) {
  into.total += row.total;
  into.completed += row.completed;
  into.inProgress += row.inProgress;
  into.todo += row.todo;
  into.overdue += row.overdue;
  into.dueByToday += row.dueByToday;
  into.completedDue += row.completedDue;
}

/** Every derived value of the analytics answer, from counts the database aggregated. */
export function buildAnalytics(input: AnalyticsInput): AnalyticsResponse {
  const { period, today } = input;
  const range = periodRange(period, today);
  const previousRange = previousPeriodRange(period, today);

  const byMember = new Map(input.memberCounts.map((row) => [row.memberId, row]));
  const byEvent = new Map<number, AnalyticsTaskCounts>();
  const all = noCounts();
  const countIn = (eventId: number, row: AnalyticsTaskCounts) => {
    addCounts(all, row);
    if (!byEvent.has(eventId)) byEvent.set(eventId, noCounts());
    addCounts(byEvent.get(eventId)!, row);
  };
  for (const member of input.members) {
    const counts = byMember.get(member.id);
    if (counts) countIn(member.eventId, counts);
  }
  for (const row of input.unassignedCounts) countIn(row.eventId, row);

  const daysByMember = new Map<number, CalendarDate[]>();
  for (const { memberId, day } of input.completionDays) {
    if (!daysByMember.has(memberId)) daysByMember.set(memberId, []);
    daysByMember.get(memberId)!.push(day);
  }

  const members: MemberStats[] = input.members.map((member) => {
    const counts = byMember.get(member.id) ?? noCounts();
    const completionRate = completionRateOf(counts.completed, counts.total);
    // The member's share of their own event's in-period tasks: with one event chosen, of all the
    // filtered tasks (the spec's formula); with All Events, compared within their own team.
    const workloadPercentage = workloadPercentageOf(counts.total, byEvent.get(member.eventId)?.total ?? 0);
    const points = pointsOf(counts);
    const streak = streakOf(daysByMember.get(member.id) ?? [], today);
    return {
      id: member.id,
      userId: member.code,
      name: member.name,
      eventId: member.eventId,
      assignedEvent: member.eventName,
      tasksTotal: counts.total,
      tasksCompleted: counts.completed,
      tasksInProgress: counts.inProgress,
      tasksTodo: counts.todo,
      tasksOverdue: counts.overdue,
      completionRate,
      workloadPercentage,
      points,
      level: levelOf(points),
      streak,
      badge: badgeOf({ points, completionRate, workloadPercentage, streak }).name,
      efficiency: efficiencyOf(counts.completed, period),
      productivity: productivityOf(counts.completedDue, counts.dueByToday),
    };
  });
  members.sort((a, b) => b.points - a.points || nameOrder.compare(a.name, b.name) || a.id - b.id);

  // The event's progress is of all its tasks: the period changes only tasksInPeriod.
  const events: EventStats[] = input.events.map((event) => ({
    id: event.id,
    title: event.title,
    tasksTotal: event.tasks.total,
    tasksCompleted: event.tasks.completed,
    tasksInProgress: event.tasks.inProgress,
    tasksTodo: event.tasks.todo,
    tasksOverdue: event.tasks.overdue,
    progress: completionRateOf(event.tasks.completed, event.tasks.total),
    teamSize: event.teamSize,
    tasksInPeriod: byEvent.get(event.id)?.total ?? 0,
  }));

  const workloads = members.map((member) => member.workloadPercentage);
  const averageWorkload = averageWorkloadOf(workloads);
  const overallCompletion = completionRateOf(all.completed, all.total);
  const teamSize = members.length;
  const previousTeamSize = input.members.filter((member) => member.joinDate <= previousRange.to).length;
  const previousCompletion = input.previous.total > 0 ? completionRateOf(input.previous.completed, input.previous.total) : null;

  const topPerformers = members.filter((member) => member.points > 0).slice(0, TOP_PERFORMERS);
  const achievements = achievementsOf(
    members.map((member) => ({ ...member })),
    events.map((event) => ({ ...event })),
  );

  const perWeekday = new Map<Weekday, { tasks: number; completed: number }>(WEEKDAYS.map((day) => [day, { tasks: 0, completed: 0 }]));
  const inRange = (day: CalendarDate) => day >= range.from && day <= range.to;
  for (const { day, count } of input.dueByDay) if (inRange(day)) perWeekday.get(weekdayOf(day))!.tasks += count;
  for (const { day, count } of input.completedByDay) if (inRange(day)) perWeekday.get(weekdayOf(day))!.completed += count;

  return {
    period,
    range,
    previousRange,
    selectedEventName: input.selectedEventName,
    summary: {
      totalTasks: all.total,
      completedTasks: all.completed,
      overallCompletion,
      teamSize,
      averageWorkload,
      changes: {
        totalTasks: changeLabel('count', all.total, input.previous.total),
        completedTasks: changeLabel('count', all.completed, input.previous.completed),
        overallCompletion: changeLabel('rate', overallCompletion, previousCompletion),
        teamSize: changeLabel('difference', teamSize, previousTeamSize),
      },
    },
    members,
    events,
    workloadDistribution: workloadDistributionOf(workloads),
    topPerformers,
    achievements,
    productivityData: WEEKDAYS.map((day) => ({ day, ...perWeekday.get(day)! })),
    highlights: {
      topPerformer: topPerformers[0]?.name ?? null,
      bestStreak: members.reduce((best, member) => Math.max(best, member.streak), 0),
      achievementsCount: achievements.length,
      averageWorkload,
    },
  };
}
