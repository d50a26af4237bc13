import { addDays, type CalendarDate } from '../../../domain/calendar-dates.ts';
import { countLabel, formatCalendarDay } from '../../../domain/english-format.ts';
import type { EventMemberLinksSent, MemberLinkStatus } from '../../../domain/member-page.ts';
import { todayIn } from '../../../domain/today.ts';

/** "today", "yesterday" or "Nov 23, 2026", on the viewer's calendar. */
function dayLabel(timestamp: string, today: CalendarDate): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return '';
  const day = todayIn(undefined, date);
  if (day === today) return 'today';
  if (day === addDays(today, -1)) return 'yesterday';
  return formatCalendarDay(day, 'date');
}

/** The link's state in one line: "Made today · Last opened yesterday", "Made Nov 23, 2026 · Not opened yet", or "Off". */
export function memberLinkSummary(status: MemberLinkStatus, today: CalendarDate): string {
  if (!status.active) return 'No link: nobody can open this page.';
  const made = status.createdAt ? `Made ${dayLabel(status.createdAt, today)}` : 'On';
  const opened = status.lastUsedAt ? `last opened ${dayLabel(status.lastUsedAt, today)}` : 'not opened yet';
  return `${made} · ${opened}`;
}

/** Who gets the event's links: members with an address get one; the rest are counted apart. */
export function eventLinksAudience(members: readonly { email: string | null }[]): { withEmail: number; withoutEmail: number } {
  const withEmail = members.filter((member) => member.email?.trim()).length;
  return { withEmail, withoutEmail: members.length - withEmail };
}

/** What the confirmation of "E-mail every member their link" says of who gets one. */
export function eventLinksRecipients({ withEmail, withoutEmail }: { withEmail: number; withoutEmail: number }): string {
  const sent = withEmail === 1 ? '1 member gets a new link by e-mail' : `${countLabel(withEmail, 'member')} get a new link by e-mail`;
  if (withoutEmail === 0) return `${sent}.`;
  return `${sent}; ${countLabel(withoutEmail, 'member')} ${withoutEmail === 1 ? 'has' : 'have'} no e-mail address and ${withoutEmail === 1 ? 'is' : 'are'} left out.`;
}

/** The answer of "E-mail every member their link", as one sentence. */
export function eventLinksResult({ sent, withoutEmail, failed }: EventMemberLinksSent): string {
  const parts = [`Sent ${countLabel(sent, 'new link')}.`];
  if (withoutEmail > 0) parts.push(`${countLabel(withoutEmail, 'member')} without an e-mail address ${withoutEmail === 1 ? 'was' : 'were'} left out.`);
  if (failed > 0) parts.push(`${countLabel(failed, 'e-mail')} could not be sent: ${failed === 1 ? 'that member keeps their' : 'those members keep their'} link from before.`);
  return parts.join(' ');
}
