import { addDays } from '../../../../domain/calendar-dates.ts';
import { countLabel, formatCalendarDay } from '../../../../domain/english-format.ts';
import { REMINDER_HOUR, type ReminderSchedule } from '../../../../domain/reminder-rules.ts';
import { todayIn } from '../../../../domain/today.ts';

/** What each choice means, under its label ("Weekly digest (Mondays)"). */
export const SCHEDULE_DESCRIPTIONS: Record<ReminderSchedule, string> = {
  off: 'No reminder e-mails',
  weekly: 'One e-mail a week',
  daily: 'One e-mail a day',
};

/** "08:00": the hour every digest goes, in the workspace's time zone. */
export const SEND_TIME = `${String(REMINDER_HOUR).padStart(2, '0')}:00`;

const clockFormatters = new Map<string, Intl.DateTimeFormat>();

/** "08:00": the instant's time of day in `timeZone`, on a 24-hour clock. */
function clockTime(instant: Date, timeZone: string): string {
  let formatter = clockFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    clockFormatters.set(timeZone, formatter);
  }
  return formatter.format(instant);
}

/**
 * When the next reminders go, on the workspace's calendar (`timeZone`) whatever the viewer's own:
 * "today at 08:00", "tomorrow at 08:00", "Mon, Nov 30 at 08:00", with the year when it is not this year's.
 */
export function nextSendLabel(nextSendAt: string, timeZone: string, now: Date): string {
  const instant = new Date(nextSendAt);
  const day = todayIn(timeZone, instant);
  const today = todayIn(timeZone, now);
  const time = clockTime(instant, timeZone);
  if (day === today) return `today at ${time}`;
  if (day === addDays(today, 1)) return `tomorrow at ${time}`;
  return `${formatCalendarDay(day, day.slice(0, 4) === today.slice(0, 4) ? 'weekday-day' : 'weekday-date')} at ${time}`;
}

/** What "Send reminders now" did: "Reminders sent to 3 members", or why nobody got one. */
export function sentRemindersMessage(planned: number): string {
  if (planned === 0) return 'No reminders to send: no member with an e-mail address has open tasks that are overdue or due within 7 days.';
  return `Reminders sent to ${countLabel(planned, 'member')}`;
}
