import ical, { type VEvent } from 'node-ical';
import { describe, expect, it, vi } from 'vitest';
import type { FeedTask } from './calendar-feeds-repository.ts';
import { feedCalendar, feedUidDomain, foldContentLines, taskDetails } from './feed-calendar.ts';
import { feedEtag } from './feed-route.ts';
import { isFeedTokenShaped, newFeedToken } from './feed-token.ts';

const STAMP = '2030-01-02T03:04:05.000Z';
/** The UIDs' domain of an installation reached at https://events.example.com. */
const DOMAIN = 'events.example.com';

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
    const text = await feedCalendar({ name: 'Team; A, B', event: null, tasks: [task({ title, description })] }, DOMAIN);
    const [entry] = vevents(text);
    expect(entry!.summary).toBe(title);
    expect(String(entry!.description)).toBe(`${description}\n\nStatus: To Do\nPriority: Medium\nEvent: Harbour Summit`);
    expect(text).toContain('X-WR-CALNAME:Eventry — Team\\; A\\, B');
  });

  it('gives the same document for the same data, stamped with the last change', async () => {
    const content = { name: 'Harbour Summit', event: null, tasks: [task()] };
    const text = await feedCalendar(content, DOMAIN);
    expect(await feedCalendar(content, DOMAIN)).toBe(text);
    expect(text).toContain('DTSTAMP:20300102T030405Z');
  });

  it('does not depend on the day or time it is built: its ETag is worked out before it is (feed-route.ts)', async () => {
    const event = { id: 3, name: 'Harbour Summit', description: 'Quay', startDate: '2030-06-10', endDate: '2030-06-12', createdAt: STAMP, updatedAt: STAMP };
    const content = { name: 'Harbour Summit', event, tasks: [task(), task({ id: 8, anchored: true, dueDate: '2030-05-27' })] };
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2029-01-01T00:00:00Z'));
      const before = await feedCalendar(content, DOMAIN);
      vi.setSystemTime(new Date('2031-07-15T18:30:00Z'));
      expect(await feedCalendar(content, DOMAIN)).toBe(before);
    } finally {
      vi.useRealTimers();
    }
  });

  it('folds long lines at 75 octets without splitting a character, and a parser unfolds them', async () => {
    const title = `Réserver la salle 🎉 ${'Überraschung für alle Gäste, '.repeat(8)}`.trim();
    const text = await feedCalendar({ name: 'Fête', event: null, tasks: [task({ title })] }, DOMAIN);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(vevents(text)[0]!.summary).toBe(title);
    expect(foldContentLines('short')).toBe('short');
  });

  it('writes a day at the end of the calendar without an end day it cannot name', async () => {
    const text = await feedCalendar({ name: 'Far away', event: null, tasks: [task({ dueDate: '9999-12-31' })] }, DOMAIN);
    expect(text).toContain('DTSTART;VALUE=DATE:99991231');
    expect(text).not.toContain('DTEND');
  });
});

describe('the document', () => {
  const event = { id: 3, name: 'Harbour Summit', description: 'Quay', startDate: '2030-06-10', endDate: '2030-06-12', createdAt: STAMP, updatedAt: STAMP };
  const content = { name: 'Harbour Summit', event, tasks: [task(), task({ id: 8, title: `Long ${'title '.repeat(30)}` })] };

  it('ends every line with CRLF, the last one too (RFC 5545 §3.1)', async () => {
    for (const text of [await feedCalendar(content, DOMAIN), await feedCalendar({ name: 'Empty', event: null, tasks: [] }, DOMAIN)]) {
      expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
      // No bare LF or CR anywhere: split on CRLF, no line holds either.
      const lines = text.split('\r\n');
      expect(lines.at(-1)).toBe('');
      for (const line of lines) expect(line).not.toMatch(/[\r\n]/);
    }
  });

  it('gives each entry a UID of this installation: another installation’s feed never shares one, and the next fetch keeps them', async () => {
    const uids = (text: string) => vevents(text).map((entry) => entry.uid);
    const here = uids(await feedCalendar(content, DOMAIN));
    expect(here).toEqual(['event-3@events.example.com', 'task-7@events.example.com', 'task-8@events.example.com']);
    expect(new Set(here).size).toBe(here.length);
    expect(uids(await feedCalendar(content, DOMAIN))).toEqual(here);
    // The same records (ids 3, 7, 8) in another installation, subscribed to in the same calendar app.
    const there = uids(await feedCalendar(content, feedUidDomain(new URL('https://plans.example.org/'))));
    expect(there.filter((uid) => here.includes(uid))).toEqual([]);
  });
});

describe('feedEtag', () => {
  it('changes with the UIDs’ domain, which the document holds, and with nothing but the data otherwise', () => {
    const feed = { id: 4, createdAt: STAMP, dataVersion: '17' };
    expect(feedEtag(feed, DOMAIN)).toBe(feedEtag({ ...feed }, DOMAIN));
    expect(feedEtag(feed, DOMAIN)).not.toBe(feedEtag(feed, 'plans.example.org'));
    expect(feedEtag(feed, DOMAIN)).not.toBe(feedEtag({ ...feed, dataVersion: '18' }, DOMAIN));
  });
});

describe('feedUidDomain', () => {
  it('is the public origin’s host, with its port and path when it has them', () => {
    expect(feedUidDomain(new URL('https://Events.Example.com/'))).toBe('events.example.com');
    expect(feedUidDomain(new URL('http://192.168.1.5:3000/'))).toBe('192.168.1.5:3000');
    expect(feedUidDomain(new URL('http://localhost:3000/'))).toBe('localhost:3000');
    expect(feedUidDomain(new URL('https://example.com/eventry/'))).toBe('example.com/eventry');
    expect(feedUidDomain(new URL('https://example.com/club-b'))).not.toBe(feedUidDomain(new URL('https://example.com/club-a')));
    expect(feedUidDomain(new URL('http://[::1]:3000/'))).toBe('[::1]:3000');
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
});
