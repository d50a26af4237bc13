import ical, { type VEvent } from 'node-ical';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../src/server/app.ts';
import { createEvent, createMember, createTask } from './support/fixtures.ts';
import { createTestApp, signUp, type Method, type TestApp } from './support/test-app.ts';

/**
 * Calendar feeds: …/events/{id}/calendar-feed and …/team-members/{id}/calendar-feed (GET, POST, DELETE)
 * for the owner, and GET /api/calendar/{token}.ics for calendar apps, with no session. The feed is read
 * with an independent iCalendar parser (node-ical), as a calendar app would.
 */

const FEED_URL = /^http:\/\/localhost:3000\/api\/calendar\/([A-Za-z0-9_-]{43})\.ics$/;
/** The entries' UIDs end with the public origin's host (feed-calendar.ts, feedUidDomain): here the address the server listens on. */
const UID_DOMAIN = 'localhost:3000';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Feed {
  url: string;
  createdAt: string;
}

const feedPath = (kind: 'events' | 'team-members', id: number) => `/api/${kind}/${id}/calendar-feed`;

async function createFeed(cookie: string, kind: 'events' | 'team-members', id: number): Promise<Feed> {
  const response = await t.call('POST', feedPath(kind, id), cookie);
  expect(response.statusCode, response.body).toBe(201);
  const { feed } = response.json() as { feed: Feed };
  expect(feed.url).toMatch(FEED_URL);
  return feed;
}

/** The path of a feed URL, as a calendar app requests it: no cookie. */
function fetchFeed(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: new URL(url).pathname, headers });
}

/** The all-day entries of a feed, by UID, with their days as YYYY-MM-DD. */
function entries(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
  const parsed = ical.sync.parseICS(response.body);
  const events = Object.values(parsed).filter((item): item is VEvent => item?.type === 'VEVENT');
  return new Map(
    events.map((event) => {
      expect(event.datetype, `${event.uid} is all-day`).toBe('date');
      return [event.uid, { summary: String(event.summary), description: String(event.description ?? ''), start: day(event.start), end: event.end && day(event.end) }];
    }),
  );
}

/** A DATE value as node-ical gives it: midnight of that day in local time. */
function day(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

function calendarName(response: LightMyRequestResponse): string | undefined {
  return /^X-WR-CALNAME:(.*)$/m.exec(response.body.replace(/\r\n[ \t]/g, ''))?.[1]?.trim();
}

describe('an event feed', () => {
  let owner: Awaited<ReturnType<typeof signUp>>;
  let event: Awaited<ReturnType<typeof createEvent>>;
  let tasks: Record<'venue' | 'badges' | 'undated' | 'thanks', { id: number }>;

  beforeAll(async () => {
    owner = await signUp(t.app);
    event = await createEvent(t.app, owner.cookie, { name: 'Harbour Summit', startDate: '2030-06-10', endDate: '2030-06-12' });
    tasks = {
      venue: await createTask(t.app, owner.cookie, { title: 'Book the venue', description: 'Main hall', eventId: event.id, dueDate: '2030-03-01', priority: 'high' }),
      badges: await createTask(t.app, owner.cookie, { title: 'Print badges', eventId: event.id, dueAnchor: 'start', dueOffsetDays: -14 }),
      undated: await createTask(t.app, owner.cookie, { title: 'Find sponsors', eventId: event.id }),
      thanks: await createTask(t.app, owner.cookie, { title: 'Thank the speakers', eventId: event.id, dueDate: '2030-06-13', status: 'completed' }),
    };
  });

  it('has no feed until one is made, then shows the same absolute URL every time', async () => {
    const before = await t.call('GET', feedPath('events', event.id), owner.cookie);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ feed: null });

    const feed = await createFeed(owner.cookie, 'events', event.id);
    expect(Date.parse(feed.createdAt)).not.toBeNaN();
    for (let i = 0; i < 2; i++) {
      const again = await t.call('GET', feedPath('events', event.id), owner.cookie);
      expect(again.json()).toEqual({ feed });
    }
  });

  it('serves the event and its dated tasks as all-day entries to a client without a session', async () => {
    const { feed } = (await t.call('GET', feedPath('events', event.id), owner.cookie)).json() as { feed: Feed };
    const response = await fetchFeed(feed.url);
    expect(response.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(calendarName(response)).toBe('Eventry — Harbour Summit');

    const items = entries(response);
    expect([...items.keys()].sort()).toEqual(
      [`event-${event.id}@${UID_DOMAIN}`, `task-${tasks.venue.id}@${UID_DOMAIN}`, `task-${tasks.badges.id}@${UID_DOMAIN}`, `task-${tasks.thanks.id}@${UID_DOMAIN}`].sort(),
    );
    // The event covers its three days: DTEND is the day after the last.
    expect(items.get(`event-${event.id}@${UID_DOMAIN}`)).toMatchObject({ summary: 'Harbour Summit', start: '2030-06-10', end: '2030-06-13' });
    const venue = items.get(`task-${tasks.venue.id}@${UID_DOMAIN}`)!;
    expect(venue).toMatchObject({ summary: 'Book the venue', start: '2030-03-01' });
    expect(venue.description).toContain('Main hall');
    expect(venue.description).toContain('Status: To Do');
    expect(venue.description).toContain('Priority: High');
    expect(venue.description).not.toContain('Countdown');
    const badges = items.get(`task-${tasks.badges.id}@${UID_DOMAIN}`)!;
    expect(badges).toMatchObject({ summary: 'Print badges', start: '2030-05-27' });
    expect(badges.description).toContain('Countdown: T-14');
    expect(items.get(`task-${tasks.thanks.id}@${UID_DOMAIN}`)).toMatchObject({ start: '2030-06-13' });
    expect(items.get(`task-${tasks.thanks.id}@${UID_DOMAIN}`)!.description).toContain('Status: Completed');
    expect(response.body).not.toContain('Find sponsors');
  });

  it('shows changes to tasks and to the event in the next fetch, and answers 304 while nothing changed', async () => {
    const { feed } = (await t.call('GET', feedPath('events', event.id), owner.cookie)).json() as { feed: Feed };
    const first = await fetchFeed(feed.url);
    const etag = String(first.headers.etag);
    expect((await fetchFeed(feed.url, { 'if-none-match': etag })).statusCode).toBe(304);

    expect((await t.call('PATCH', `/api/tasks/${tasks.venue.id}`, owner.cookie, { title: 'Sign the venue contract', dueDate: '2030-04-02' })).statusCode).toBe(200);
    expect((await t.call('PATCH', `/api/tasks/${tasks.undated.id}`, owner.cookie, { dueDate: '2030-05-05' })).statusCode).toBe(200);
    expect((await t.call('DELETE', `/api/tasks/${tasks.thanks.id}`, owner.cookie)).statusCode).toBe(204);

    const next = await fetchFeed(feed.url, { 'if-none-match': etag });
    const items = entries(next);
    expect(next.headers.etag).not.toBe(etag);
    expect(items.get(`task-${tasks.venue.id}@${UID_DOMAIN}`)).toMatchObject({ summary: 'Sign the venue contract', start: '2030-04-02' });
    expect(items.get(`task-${tasks.undated.id}@${UID_DOMAIN}`)).toMatchObject({ summary: 'Find sponsors', start: '2030-05-05' });
    expect(items.has(`task-${tasks.thanks.id}@${UID_DOMAIN}`)).toBe(false);
  });

  it('stops answering the old URL as soon as a new link is made', async () => {
    const old = (await t.call('GET', feedPath('events', event.id), owner.cookie)).json().feed as Feed;
    const replaced = await createFeed(owner.cookie, 'events', event.id);
    expect(replaced.url).not.toBe(old.url);
    const gone = await fetchFeed(old.url);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ error: { message: 'Calendar feed not found' } });
    expect((await fetchFeed(replaced.url)).statusCode).toBe(200);
    expect((await t.call('GET', feedPath('events', event.id), owner.cookie)).json()).toEqual({ feed: replaced });
  });

  it('stops answering once turned off, and turning it off again is no error', async () => {
    const { feed } = (await t.call('GET', feedPath('events', event.id), owner.cookie)).json() as { feed: Feed };
    const off = await t.call('DELETE', feedPath('events', event.id), owner.cookie);
    expect(off.statusCode).toBe(204);
    expect((await fetchFeed(feed.url)).statusCode).toBe(404);
    expect((await t.call('GET', feedPath('events', event.id), owner.cookie)).json()).toEqual({ feed: null });
    expect((await t.call('DELETE', feedPath('events', event.id), owner.cookie)).statusCode).toBe(204);
  });
});

describe('a team member feed', () => {
  it("lists the member's dated tasks only, under the member's name", async () => {
    const { cookie } = await signUp(t.app);
    const event = await createEvent(t.app, cookie, { name: 'Spring Fair', startDate: '2031-04-01' });
    const member = await createMember(t.app, cookie, event.id, { name: 'Ada Byron' });
    const other = await createMember(t.app, cookie, event.id, { name: 'Grace Hopper' });
    const own = await createTask(t.app, cookie, { title: 'Order tents', eventId: event.id, assigneeId: member.id, dueDate: '2031-03-15' });
    await createTask(t.app, cookie, { title: 'Undated duty', eventId: event.id, assigneeId: member.id });
    await createTask(t.app, cookie, { title: 'Not hers', eventId: event.id, assigneeId: other.id, dueDate: '2031-03-16' });
    await createTask(t.app, cookie, { title: 'Nobody yet', eventId: event.id, dueDate: '2031-03-17' });

    const feed = await createFeed(cookie, 'team-members', member.id);
    expect((await t.call('GET', feedPath('team-members', member.id), cookie)).json()).toEqual({ feed });
    const response = await fetchFeed(feed.url);
    expect(calendarName(response)).toBe('Eventry — Ada Byron');
    const items = entries(response);
    expect([...items.keys()]).toEqual([`task-${own.id}@${UID_DOMAIN}`]);
    expect(items.get(`task-${own.id}@${UID_DOMAIN}`)).toMatchObject({ summary: 'Order tents', start: '2031-03-15' });
    expect(items.get(`task-${own.id}@${UID_DOMAIN}`)!.description).toContain('Event: Spring Fair');

    // The member's event feed is a feed of its own: both live side by side.
    const eventFeed = await createFeed(cookie, 'events', event.id);
    expect(eventFeed.url).not.toBe(feed.url);
    expect((await fetchFeed(feed.url)).statusCode).toBe(200);
  });
});

describe('tenancy', () => {
  it("answers another user's event or member as one that does not exist, on all six routes, and leaves their feed alone", async () => {
    const first = await signUp(t.app);
    const event = await createEvent(t.app, first.cookie);
    const member = await createMember(t.app, first.cookie, event.id);
    const eventFeed = await createFeed(first.cookie, 'events', event.id);
    const memberFeed = await createFeed(first.cookie, 'team-members', member.id);
    const second = await signUp(t.app);

    const routes: [Method, 'events' | 'team-members', number, string][] = [];
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      routes.push([method, 'events', event.id, 'Event not found'], [method, 'team-members', member.id, 'Team member not found']);
    }
    for (const [method, kind, id, message] of routes) {
      const foreign = await t.call(method, feedPath(kind, id), second.cookie);
      const unknown = await t.call(method, feedPath(kind, 2_147_483_000), second.cookie);
      expect({ status: foreign.statusCode, body: foreign.json() }, `${method} ${kind}`).toEqual({ status: 404, body: { error: { message } } });
      expect(unknown.json()).toEqual(foreign.json());
      expect((await t.call(method, feedPath(kind, id))).statusCode, `${method} ${kind} signed out`).toBe(401);
    }
    expect((await t.call('GET', feedPath('events', event.id), first.cookie)).json()).toEqual({ feed: eventFeed });
    expect((await t.call('GET', feedPath('team-members', member.id), first.cookie)).json()).toEqual({ feed: memberFeed });
    expect((await fetchFeed(eventFeed.url)).statusCode).toBe(200);
    expect((await fetchFeed(memberFeed.url)).statusCode).toBe(200);
  });
});

describe('what ends a feed', () => {
  it("deleting the event ends its feed and its members' feeds", async () => {
    const { cookie } = await signUp(t.app);
    const event = await createEvent(t.app, cookie);
    const member = await createMember(t.app, cookie, event.id);
    const eventFeed = await createFeed(cookie, 'events', event.id);
    const memberFeed = await createFeed(cookie, 'team-members', member.id);
    expect((await t.call('DELETE', `/api/events/${event.id}`, cookie)).statusCode).toBe(204);
    expect((await fetchFeed(eventFeed.url)).statusCode).toBe(404);
    expect((await fetchFeed(memberFeed.url)).statusCode).toBe(404);
  });

  it('deleting the member ends their feed', async () => {
    const { cookie } = await signUp(t.app);
    const event = await createEvent(t.app, cookie);
    const member = await createMember(t.app, cookie, event.id);
    const feed = await createFeed(cookie, 'team-members', member.id);
    expect((await t.call('DELETE', `/api/team-members/${member.id}`, cookie)).statusCode).toBe(204);
    expect((await fetchFeed(feed.url)).statusCode).toBe(404);
  });

  it('answers 404 in the one error shape for tokens that name no feed', async () => {
    for (const path of ['/api/calendar/nothing.ics', `/api/calendar/${'A'.repeat(43)}.ics`, `/api/calendar/${'%00'.repeat(20)}.ics`]) {
      const response = await t.app.inject({ method: 'GET', url: path });
      expect(response.statusCode, path).toBe(404);
      expect(response.json(), path).toEqual({ error: { message: 'Calendar feed not found' } });
    }
  });
});

describe('a long event', () => {
  it('holds at most 5,000 tasks, the ones due last', async () => {
    const { cookie, workspaceId } = await signUp(t.app);
    const event = await createEvent(t.app, cookie, { name: 'Marathon', startDate: '2040-01-01' });
    const now = new Date().toISOString();
    const rows = Array.from({ length: 5_010 }, (_, i) => ({
      owner_id: workspaceId,
      event_id: event.id,
      title: `Leg ${i}`,
      due_date: new Date(Date.UTC(2030, 0, 1) + i * 86_400_000).toISOString().slice(0, 10),
      created_at: now,
      updated_at: now,
    }));
    for (let i = 0; i < rows.length; i += 1_000) await t.app.db.insertInto('tasks').values(rows.slice(i, i + 1_000)).execute();
    const feed = await createFeed(cookie, 'events', event.id);
    const items = entries(await fetchFeed(feed.url));
    const summaries = [...items.values()].map((item) => item.summary);
    expect(summaries).toHaveLength(5_001);
    expect(summaries).toContain('Leg 5009');
    expect(summaries).toContain('Leg 10');
    expect(summaries).not.toContain('Leg 9');
  }, 60_000);
});

describe('the log', () => {
  it('never holds a feed token', async () => {
    const lines: string[] = [];
    const logged = await createTestApp({ logger: loggerOptions('debug', { write: (line: string) => void lines.push(line) }) });
    try {
      const { cookie } = await signUp(logged.app);
      const event = await createEvent(logged.app, cookie);
      const created = await logged.call('POST', feedPath('events', event.id), cookie);
      const { url } = created.json().feed as Feed;
      const token = FEED_URL.exec(url)![1]!;
      expect((await logged.app.inject({ method: 'GET', url: new URL(url).pathname })).statusCode).toBe(200);
      await logged.app.inject({ method: 'GET', url: new URL(url).pathname.replace('/api/', '/%61pi/') });
      const log = lines.join('');
      expect(log).toContain('/api/calendar/[redacted].ics');
      expect(log).not.toContain(token);
    } finally {
      await logged.close();
    }
  });
});

describe('with PUBLIC_URL set', () => {
  it('points feed URLs at it, whatever the Host header says', async () => {
    const pub = await createTestApp({ config: { publicUrl: new URL('https://events.example.com/') } });
    try {
      const { cookie } = await signUp(pub.app);
      const event = await createEvent(pub.app, cookie);
      const response = await pub.app.inject({ method: 'POST', url: feedPath('events', event.id), headers: { cookie, host: 'evil.example' } });
      expect(response.statusCode).toBe(201);
      expect(response.json().feed.url).toMatch(/^https:\/\/events\.example\.com\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    } finally {
      await pub.close();
    }
  });

  it('ends the entries’ UIDs with its host, the same on every fetch, and the document with CRLF', async () => {
    const pub = await createTestApp({ config: { publicUrl: new URL('https://events.example.com/eventry/') } });
    try {
      const { cookie } = await signUp(pub.app);
      const event = await createEvent(pub.app, cookie, { name: 'Quay Fair', startDate: '2030-06-10' });
      const task = await createTask(pub.app, cookie, { title: 'Rent the tables', eventId: event.id, dueDate: '2030-06-01' });
      const created = await pub.app.inject({ method: 'POST', url: feedPath('events', event.id), headers: { cookie } });
      const path = new URL(created.json().feed.url).pathname.replace(/^\/eventry/, '');
      const fetches = [await pub.app.inject({ method: 'GET', url: path }), await pub.app.inject({ method: 'GET', url: path })];
      for (const fetched of fetches) {
        expect([...entries(fetched).keys()].sort()).toEqual([`event-${event.id}@events.example.com/eventry`, `task-${task.id}@events.example.com/eventry`]);
        expect(fetched.body.endsWith('END:VCALENDAR\r\n')).toBe(true);
      }
    } finally {
      await pub.close();
    }
  });
});
