import ical, { escape, ICalEvent, type ICalCalendar, type ICalEventData } from 'ical-generator';
import { addDays, type CalendarDate } from '../../domain/calendar-dates.ts';
import { countdownLabel } from '../../domain/countdown.ts';
import { taskPriorityLabel, taskStatusLabel } from '../../domain/task-rules.ts';
import type { FeedContent, FeedEvent, FeedTask } from './calendar-feeds-repository.ts';

const APP_NAME = 'Eventry';
/** How often a calendar client is asked to fetch the feed again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
const REFRESH_SECONDS = 60 * 60;

/** A calendar day as ical-generator takes it: midnight UTC, which an all-day item writes as that very date. */
function day(date: CalendarDate): Date {
  return new Date(`${date}T00:00:00Z`);
}

/** The exclusive end of an all-day item that lasts until `lastDay`; none past year 9999, where one day is the default. */
function endAfter(lastDay: CalendarDate): Date | undefined {
  const next = addDays(lastDay, 1);
  return /^\d{4}-/.test(next) ? day(next) : undefined;
}

/**
 * The right-hand side of this installation's UIDs: the configured public origin's host (with its port
 * when it has one) and path, as `events.example.com`, `192.168.1.5:3000`, `example.com/eventry`. A
 * calendar app that subscribes to feeds of two installations keys entries by UID alone, so
 * `task-12@eventry` from both would be one entry; two installations reached at one address cannot
 * both be subscribed to. It stays the same from one fetch to the next for as long as the address
 * does (and a new address means new feed URLs anyway). See docs/decisions/013-calendar-feeds.md.
 */
export function feedUidDomain(publicOrigin: URL): string {
  let path = publicOrigin.pathname;
  while (path.endsWith('/')) path = path.slice(0, -1);
  return `${publicOrigin.host}${path}`;
}

export function taskUid(id: number, uidDomain: string): string {
  return `task-${id}@${uidDomain}`;
}

export function eventUid(id: number, uidDomain: string): string {
  return `event-${id}@${uidDomain}`;
}

/** What a task's calendar entry says below its title. */
export function taskDetails(task: FeedTask): string {
  const lines = [
    `Status: ${taskStatusLabel(task.status)}`,
    `Priority: ${taskPriorityLabel(task.priority)}`,
    ...(task.anchored ? [`Countdown: ${countdownLabel(task.dueDate, task.event)}`] : []),
    `Event: ${task.event.name}`,
  ];
  const description = task.description.trim();
  return description ? `${description}\n\n${lines.join('\n')}` : lines.join('\n');
}

function eventEntry(event: FeedEvent, uidDomain: string): ICalEventData {
  return {
    id: eventUid(event.id, uidDomain),
    allDay: true,
    start: day(event.startDate),
    end: endAfter(event.endDate),
    summary: event.name,
    description: event.description.trim() || null,
    stamp: new Date(event.updatedAt),
    created: new Date(event.createdAt),
    lastModified: new Date(event.updatedAt),
  };
}

function taskEntry(task: FeedTask, uidDomain: string): ICalEventData {
  return {
    id: taskUid(task.id, uidDomain),
    allDay: true,
    start: day(task.dueDate),
    end: endAfter(task.dueDate),
    summary: task.title,
    description: taskDetails(task),
    stamp: new Date(task.updatedAt),
    created: new Date(task.createdAt),
    lastModified: new Date(task.updatedAt),
  };
}

/** Octets of a code point in UTF-8. */
const utf8Size = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/**
 * RFC 5545 §3.1: content lines of at most 75 octets, continued on lines that start with a space,
 * never splitting a character. (ical-generator's own folding makes a TextEncoder per character:
 * seconds for a feed of thousands of tasks.)
 */
export function foldContentLines(text: string): string {
  return text
    .split('\r\n')
    .map((line) => {
      // At most 3 octets per UTF-16 unit: short lines need no look.
      if (line.length <= 25) return line;
      let folded = '';
      let octets = 0;
      for (const character of line) {
        const size = utf8Size(character.codePointAt(0)!);
        if (octets + size > 75) {
          folded += '\r\n ';
          octets = 1;
        }
        folded += character;
        octets += size;
      }
      return folded;
    })
    .join('\r\n');
}

/** Entries written between two turns of the event loop, so a long feed never holds up other requests. */
const ENTRIES_PER_TURN = 250;

/**
 * The feed as an iCalendar document (RFC 5545): the event itself for an event feed, and each dated task,
 * all as all-day VEVENTs (Google Calendar shows no VTODO), their UIDs ending in `@uidDomain`
 * (feedUidDomain). Stamped with each record's last change, so the same data always gives the same
 * document. Every line ends with CRLF, the last one too (§3.1).
 */
export async function feedCalendar(content: FeedContent, uidDomain: string): Promise<string> {
  const calendar: ICalCalendar = ical({
    // Written as it is given (unlike the entries' texts): escaped here, so a comma or semicolon stays text.
    name: escape(`${APP_NAME} — ${content.name}`, false),
    prodId: { company: APP_NAME, product: APP_NAME, language: 'EN' },
    ttl: REFRESH_SECONDS,
  });
  const shell = calendar.toString();
  const end = shell.lastIndexOf('END:VCALENDAR');
  const entries = [...(content.event ? [eventEntry(content.event, uidDomain)] : []), ...content.tasks.map((task) => taskEntry(task, uidDomain))];
  const parts = [shell.slice(0, end)];
  for (let i = 0; i < entries.length; i++) {
    if (i > 0 && i % ENTRIES_PER_TURN === 0) await new Promise((resume) => setImmediate(resume));
    parts.push(foldContentLines(new ICalEvent(entries[i]!, calendar).toString()));
  }
  // ical-generator ends the document without the line break after END:VCALENDAR.
  const tail = shell.slice(end);
  parts.push(tail.endsWith('\r\n') ? tail : `${tail}\r\n`);
  return parts.join('');
}
