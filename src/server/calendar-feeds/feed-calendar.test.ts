import ical, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import type { FeedTask } from './calendar-feeds-repository.ts';
import { feedCalendar, foldContentLines, taskDetails } from './feed-calendar.ts';
import { isFeedTokenShaped, newFeedToken, urlWithoutFeedToken } from './feed-token.ts';

const STAMP = '2030-01-02T03:04:05.000Z';

function task(overrides: Partial<FeedTask> = {}): FeedTask {
  return {
    id: 7,
    title: 'Book the venue',
    description: '',
    status: 'todo',
    priority: 'medium',
    dueDate: '2030-05-27',
    anchored: false,
    createdAt: STAMP,
    updatedAt: STAMP,
    event: { name: 'Harbour Summit', startDate: '2030-06-10', endDate: '2030-06-12' },
    ...overrides,
  };
}

const vevents = (text: string) => Object.values(ical.sync.parseICS(text)).filter((item): item is VEvent => item?.type === 'VEVENT');

describe('feedCalendar', () => {
  it('keeps commas, semicolons, backslashes and line breaks of titles and descriptions intact', async () => {
    const title = 'Chairs, tables; and a \\ stage';
    const description = 'Line one\nLine two, with "quotes"';
    const text = await feedCalendar({ name: 'Team; A, B', event: null, tasks: [task({ title, description })] });
    const [entry] = vevents(text);
    expect(entry!.summary).toBe(title);
    expect(String(entry!.description)).toBe(`${description}\n\nStatus: To Do\nPriority: Medium\nEvent: Harbour Summit`);
    expect(text).toContain('X-WR-CALNAME:Eventry — Team\\; A\\, B');
  });

  it('gives the same document for the same data, stamped with the last change', async () => {
    const content = { name: 'Harbour Summit', event: null, tasks: [task()] };
    const text = await feedCalendar(content);
    expect(await feedCalendar(content)).toBe(text);
    expect(text).toContain('DTSTAMP:20300102T030405Z');
  });

  it('folds long lines at 75 octets without splitting a character, and a parser unfolds them', async () => {
    const title = `Réserver la salle 🎉 ${'Überraschung für alle Gäste, '.repeat(8)}`.trim();
    const text = await feedCalendar({ name: 'Fête', event: null, tasks: [task({ title })] });
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(vevents(text)[0]!.summary).toBe(title);
    expect(foldContentLines('short')).toBe('short');
  });

  it('writes a day at the end of the calendar without an end day it cannot name', async () => {
    const text = await feedCalendar({ name: 'Far away', event: null, tasks: [task({ dueDate: '9999-12-31' })] });
    expect(text).toContain('DTSTART;VALUE=DATE:99991231');
    expect(text).not.toContain('DTEND');
  });
});

describe('taskDetails', () => {
  it('adds the countdown only to a task due relative to its event', () => {
    expect(taskDetails(task({ anchored: true }))).toContain('Countdown: T-14');
    expect(taskDetails(task({ anchored: true, dueDate: '2030-06-11' }))).toContain('Countdown: Event day');
    expect(taskDetails(task({ anchored: true, dueDate: '2030-06-14' }))).toContain('Countdown: T+2');
    expect(taskDetails(task())).not.toContain('Countdown');
  });
});

describe('feed tokens', () => {
  it('are 256 random bits in 43 URL-safe characters', () => {
    const tokens = new Set(Array.from({ length: 100 }, newFeedToken));
    expect(tokens.size).toBe(100);
    for (const token of tokens) expect(isFeedTokenShaped(token)).toBe(true);
    expect(isFeedTokenShaped('x'.repeat(42))).toBe(false);
    expect(isFeedTokenShaped(`${'x'.repeat(42)}/`)).toBe(false);
  });

  it('are left out of a logged URL, whatever its spelling', () => {
    const token = newFeedToken();
    expect(urlWithoutFeedToken(`/api/calendar/${token}.ics`)).toBe('/api/calendar/[redacted].ics');
    expect(urlWithoutFeedToken(`/%61pi/calendar/${token}.ics?x=1`)).toBe('/%61pi/calendar/[redacted].ics?x=1');
    expect(urlWithoutFeedToken(`/api/calendar/${token}%2Eics`)).toBe('/api/calendar/[redacted]%2Eics');
    expect(urlWithoutFeedToken('/api/events/3/calendar-feed')).toBe('/api/events/3/calendar-feed');
    expect(urlWithoutFeedToken('/api/calendar/.ics')).toBe('/api/calendar/.ics');
    expect(urlWithoutFeedToken('/api/tasks?q=notes.ics')).toBe('/api/tasks?q=notes.ics');
  });

  it('leave a long URL as it is, read in one pass', () => {
    // Every request's URL is logged through this: one that backtracked would let a long URL stall the server.
    const long = `/api/tasks?q=${'a'.repeat(1_000_000)}`;
    expect(urlWithoutFeedToken(long)).toBe(long);
    expect(urlWithoutFeedToken(`/${'a'.repeat(1_000_000)}.ics`)).toBe('/[redacted].ics');
  });
});
