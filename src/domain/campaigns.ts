import { addDays, daysBetween, type CalendarDate } from './calendar-dates.ts';
import { formatCalendarDay } from './english-format.ts';

/**
 * E-mail campaigns to an event's team, and the mail path they share with the meeting agenda: the
 * kinds, the limits, the messages, and the three templates filled from the event. No zod here (the
 * schemas are in campaigns-schema.ts), so the page can use these rules without it.
 */

/** The campaigns the campaign page composes. */
export const CAMPAIGN_KINDS = ['announcement', 'reminder', 'thankYou'] as const;
export type CampaignKind = (typeof CAMPAIGN_KINDS)[number];

/** What a team e-mail is: one of the campaigns, or a meeting agenda. */
export const TEAM_MAIL_KINDS = [...CAMPAIGN_KINDS, 'agenda'] as const;
export type TeamMailKind = (typeof TEAM_MAIL_KINDS)[number];

export const CAMPAIGN_KIND_LABELS: Record<CampaignKind, string> = {
  announcement: 'Announcement',
  reminder: 'Reminder',
  thankYou: 'Thank-you',
};

export const CAMPAIGN_KIND_HINTS: Record<CampaignKind, string> = {
  announcement: 'Tell the team the event is on, with its dates and place.',
  reminder: 'Remind the team the event is coming up.',
  thankYou: 'Thank the team once the event is over.',
};

export const TEAM_MAIL_SUBJECT_MAX = 200;
export const TEAM_MAIL_TEXT_MAX = 20_000;
/** Team e-mails of one event an hour, whoever sends them. */
export const TEAM_MAIL_SENDS_PER_EVENT_PER_HOUR = 5;
/** Team e-mails of one workspace a day, across its events. */
export const TEAM_MAIL_SENDS_PER_WORKSPACE_PER_DAY = 20;

/** "1 minute", "12 minutes", "1 hour", "23 hours": how long to wait, as the other limits say it. */
const waitText = (retryAfterSeconds: number) => {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  if (minutes < 60) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? '1 hour' : `${hours} hours`;
};

export const TEAM_MAIL_MESSAGES = {
  kindInvalid: 'Choose an announcement, a reminder, a thank-you or an agenda',
  subjectRequired: 'Subject is required',
  subjectTooLong: `Subject must be at most ${TEAM_MAIL_SUBJECT_MAX} characters`,
  subjectInvalid: 'Subject must be one line of text',
  textRequired: 'Message is required',
  textTooLong: `Message must be at most ${TEAM_MAIL_TEXT_MAX.toLocaleString('en-US')} characters`,
  textInvalid: 'Message contains characters that cannot be sent',
  noRecipients: 'No one on this team can receive it: add e-mail addresses to the team members first.',
} as const;

/** The 429 message, for the event's hourly allowance or the workspace's daily one. */
export const tooManyTeamMailsMessage = (retryAfterSeconds: number) =>
  `Too many e-mails to the team. At most ${TEAM_MAIL_SENDS_PER_EVENT_PER_HOUR} an hour per event and ` +
  `${TEAM_MAIL_SENDS_PER_WORKSPACE_PER_DAY} a day per workspace. Please try again in ${waitText(retryAfterSeconds)}.`;

// ---------------------------------------------------------------------------------------------
// Filled from the event

export interface CampaignEvent {
  name: string;
  description: string;
  startDate: CalendarDate;
  endDate: CalendarDate;
}

/**
 * The event's dates in words: "Fri, Jun 5, 2026" for one day, "Jun 5 – 7, 2026" within a month,
 * "Jun 30 – Jul 2, 2026" within a year, "Dec 30, 2026 – Jan 2, 2027" across years.
 */
export function dateRangeInWords(startDate: CalendarDate, endDate: CalendarDate): string {
  if (startDate === endDate) return formatCalendarDay(startDate, 'weekday-date');
  const [startYear, startMonth] = startDate.split('-');
  const [endYear, endMonth] = endDate.split('-');
  if (startYear !== endYear) return `${formatCalendarDay(startDate, 'date')} – ${formatCalendarDay(endDate, 'date')}`;
  if (startMonth !== endMonth) return `${formatCalendarDay(startDate, 'day')} – ${formatCalendarDay(endDate, 'date')}`;
  return `${formatCalendarDay(startDate, 'day')} – ${Number(endDate.slice(8))}, ${endYear}`;
}

/**
 * How far off the event is on `today`: "in 12 days", "tomorrow", "today" (its first day), "under way"
 * (later days), "over" (after its last day).
 */
export function countdownInWords(startDate: CalendarDate, endDate: CalendarDate, today: CalendarDate): string {
  const days = daysBetween(today, startDate);
  if (days > 1) return `in ${days} days`;
  if (days === 1) return 'tomorrow';
  if (days === 0) return 'today';
  return today <= endDate ? 'under way' : 'over';
}

/** A line of the description naming the place: "Place: …", "Venue: …", "Location: …", "Where: …". */
const LABELLED_PLACE = /^(?:place|venue|location|where)[ \t]*[:\-–](.*)$/i;
/** Or a line starting "At …" / "at …", such as "At the Town Hall, Main Street". */
const AT_PLACE = /^at[ \t](.*)$/i;

/**
 * The event's place, taken from its description: the first line labelled "Place:", "Venue:",
 * "Location:" or "Where:", else the first line that starts with "At "; null when there is none.
 * Kept simple on purpose: the organiser reads the result and edits it.
 */
export function placeFromDescription(description: string): string | null {
  const lines = description.split('\n').map((line) => line.trim());
  const found = (pattern: RegExp) => {
    for (const line of lines) {
      const place = pattern.exec(line)?.[1]?.trim().replace(/\.$/, '').trim();
      if (place) return place;
    }
    return null;
  };
  return found(LABELLED_PLACE) ?? found(AT_PLACE);
}

export interface CampaignFields {
  eventName: string;
  /** dateRangeInWords */
  dates: string;
  /** countdownInWords */
  countdown: string;
  /** placeFromDescription; null when the description names none. */
  place: string | null;
}

export function campaignFields(event: CampaignEvent, today: CalendarDate): CampaignFields {
  return {
    eventName: event.name,
    dates: dateRangeInWords(event.startDate, event.endDate),
    countdown: countdownInWords(event.startDate, event.endDate, today),
    place: placeFromDescription(event.description),
  };
}

export interface CampaignDraft {
  subject: string;
  text: string;
}

/** The reminder's subject: "Spring Gala is in 12 days", "… is tomorrow", "… is today", "… is under way". */
function reminderSubject({ eventName, countdown }: CampaignFields): string {
  if (countdown === 'over') return `${eventName}: a last word`;
  return `Reminder: ${eventName} is ${countdown}`;
}

const TEMPLATES: Record<CampaignKind, (fields: CampaignFields) => CampaignDraft> = {
  announcement: (f) => ({
    subject: `Save the date: ${f.eventName}, ${f.dates}`,
    text: [
      'Hello everyone,',
      '',
      `We are happy to announce ${f.eventName}: ${f.dates}${f.place ? `, at ${f.place}` : ''}.`,
      '',
      'What you need to know:',
      `- When: ${f.dates} (${f.countdown === 'over' ? 'already past' : f.countdown})`,
      `- Where: ${f.place ?? 'to be announced'}`,
      '- What we need from you: keep the date free and watch for your tasks.',
      '',
      'Reply to this e-mail with any question.',
      '',
      'See you there,',
    ].join('\n'),
  }),
  reminder: (f) => ({
    subject: reminderSubject(f),
    text: [
      'Hello everyone,',
      '',
      f.countdown === 'under way'
        ? `${f.eventName} is under way (${f.dates}).`
        : f.countdown === 'over'
          ? `${f.eventName} took place ${f.dates}.`
          : `A quick reminder: ${f.eventName} is ${f.countdown}, ${f.dates}${f.place ? `, at ${f.place}` : ''}.`,
      '',
      'Before then, please:',
      '- finish your open tasks, or tell us now if you need help;',
      '- check the time and place;',
      '- reply to this e-mail with any question.',
      '',
      'Thank you,',
    ].join('\n'),
  }),
  thankYou: (f) => ({
    subject: `Thank you for ${f.eventName}`,
    text: [
      'Hello everyone,',
      '',
      `Thank you for all your work on ${f.eventName} (${f.dates}${f.place ? `, at ${f.place}` : ''}). It could not have happened without you.`,
      '',
      'A few highlights:',
      '- (add a moment you are proud of)',
      '- (add a number: guests, volunteers, funds raised)',
      '',
      'If you have a thought on what to do better next time, reply to this e-mail: every answer is read.',
      '',
      'With thanks,',
    ].join('\n'),
  }),
};

/** The campaign of `kind` for the event, as of `today`, ready to edit. */
export function composeCampaign(kind: CampaignKind, event: CampaignEvent, today: CalendarDate): CampaignDraft {
  return TEMPLATES[kind](campaignFields(event, today));
}

/** The kind a page would start with for the event: a thank-you once it is over, an announcement while it is weeks away, else a reminder. */
export function suggestedCampaignKind(event: CampaignEvent, today: CalendarDate): CampaignKind {
  if (today > event.endDate) return 'thankYou';
  return today < addDays(event.startDate, -14) ? 'announcement' : 'reminder';
}

// ---------------------------------------------------------------------------------------------
// The text as the e-mail's blocks

export type MailBlock = { type: 'paragraph'; lines: string[] } | { type: 'list'; items: string[] };

/**
 * The plain text of a team e-mail as the blocks of its HTML part: paragraphs are separated by blank
 * lines, keep their line breaks, and lines starting "- " (or "* ") make a bulleted list. The server
 * builds the e-mail from these; the page's preview shows the same.
 */
export function mailBlocks(text: string): MailBlock[] {
  const blocks: MailBlock[] = [];
  let current: MailBlock | null = null;
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    if (line.trim() === '') {
      current = null;
      continue;
    }
    const bullet = /^[-*][ \t](.*)$/.exec(line.trimStart());
    if (bullet) {
      if (current?.type !== 'list') {
        current = { type: 'list', items: [] };
        blocks.push(current);
      }
      current.items.push(bullet[1]!.trim());
      continue;
    }
    if (current?.type !== 'paragraph') {
      current = { type: 'paragraph', lines: [] };
      blocks.push(current);
    }
    current.lines.push(line);
  }
  return blocks;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

/**
 * The HTML of a team e-mail's text (escaped: the text can hold no markup), in the inline styles of the
 * product's e-mails: a paragraph per block with its line breaks, bullet lines as a list.
 */
export function mailBodyHtml(text: string): string {
  return mailBlocks(text)
    .map((block) =>
      block.type === 'paragraph'
        ? `    <p style="margin:0 0 16px;">${block.lines.map(escapeHtml).join('<br>')}</p>`
        : `    <ul style="margin:0 0 16px;padding-left:20px;">${block.items.map((item) => `<li style="margin:0 0 4px;">${escapeHtml(item)}</li>`).join('')}</ul>`,
    )
    .join('\n');
}
