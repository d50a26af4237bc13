import { Cron } from 'croner';
import type { CalendarDate } from './calendar-dates.ts';
import { REMINDER_HOUR, type ActiveReminderSchedule, type SendDay } from './reminder-rules.ts';
import { todayIn } from './today.ts';

/**
 * When digests go out: REMINDER_HOUR:00 in the workspace's time zone, every day or on Mondays. The
 * instants come from croner, which knows each zone's daylight-saving changes; this module only asks it
 * "when is the next / the latest send time".
 */
const PATTERNS: Record<ActiveReminderSchedule, string> = {
  daily: `0 ${REMINDER_HOUR} * * *`,
  weekly: `0 ${REMINDER_HOUR} * * 1`,
};

/** One evaluator per schedule and zone: croner parses the pattern once (no timer runs without a callback). */
const evaluators = new Map<string, Cron>();

function evaluator(schedule: ActiveReminderSchedule, timeZone: string): Cron {
  const key = `${schedule} ${timeZone}`;
  let cron = evaluators.get(key);
  if (!cron) {
    cron = new Cron(PATTERNS[schedule], { timezone: timeZone });
    evaluators.set(key, cron);
  }
  return cron;
}

/** The first send time of `schedule` strictly after `now`. */
export function nextSendAt(schedule: ActiveReminderSchedule, timeZone: string, now: Date): Date | null {
  return evaluator(schedule, timeZone).nextRun(now);
}

/** The latest send time of `schedule` at or before `now`. */
export function latestSendAt(schedule: ActiveReminderSchedule, timeZone: string, now: Date): Date | null {
  // croner's previousRuns leaves out a run at the reference itself: ask from just after it.
  return evaluator(schedule, timeZone).previousRuns(1, new Date(now.getTime() + 1000))[0] ?? null;
}

/** Whether `schedule` sends on the local day of `now`, and its send time that day has come. */
function sentToday(schedule: ActiveReminderSchedule, timeZone: string, now: Date): boolean {
  const latest = latestSendAt(schedule, timeZone, now);
  return latest !== null && todayIn(timeZone, latest) === todayIn(timeZone, now);
}

export interface ReminderDay extends SendDay {
  /** The local date in the workspace's zone. */
  today: CalendarDate;
}

/**
 * The local day of `now` in `timeZone`, and which schedules are due to send on it by now: daily ones
 * from 08:00 until midnight, weekly ones likewise on Mondays. A server that was down at 08:00 still
 * finds them due later that day, and not the day after.
 */
export function reminderDay(timeZone: string, now: Date): ReminderDay {
  const daily = sentToday('daily', timeZone, now);
  return { today: todayIn(timeZone, now), daily, weekly: daily && sentToday('weekly', timeZone, now) };
}

/**
 * The next digest of an event with `schedule` that ends on `endDate`: null when its next send time
 * falls on a local day after the event has ended.
 */
export function nextEventSendAt(schedule: ActiveReminderSchedule, endDate: CalendarDate, timeZone: string, now: Date): Date | null {
  const next = nextSendAt(schedule, timeZone, now);
  if (!next || todayIn(timeZone, next) > endDate) return null;
  return next;
}
