import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEvent, createMember, createTask } from './support/fixtures.ts';
import { createTestApp, signUp, type TestApp } from './support/test-app.ts';

/**
 * A feed's ETag is worked out before its document (from the feed row and the owner's data version),
 * so a 304 builds nothing; every change that alters the document changes the ETag; and at most
 * config.feedRenders.concurrency documents are built at once, the rest waiting briefly or refused
 * with 503 and Retry-After. The document builder is wrapped here to count, and hold, the builds.
 */

const builds = vi.hoisted(() => ({
  count: 0,
  /** While set, every build waits for it before it starts writing. */
  hold: undefined as Promise<void> | undefined,
  /** Called as a build starts. */
  onStart: undefined as (() => void) | undefined,
}));

vi.mock('../../src/server/calendar-feeds/feed-calendar.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/server/calendar-feeds/feed-calendar.ts')>();
  return {
    ...original,
    feedCalendar: async (...args: Parameters<typeof original.feedCalendar>) => {
      builds.count += 1;
      builds.onStart?.();
      if (builds.hold) await builds.hold;
      return original.feedCalendar(...args);
    },
  };
});

const FEED_PATH = /\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => {
  builds.hold = undefined;
  builds.onStart = undefined;
});

async function createFeed(app: TestApp['app'], cookie: string, path: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: path, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(201);
  return FEED_PATH.exec(response.json().feed.url)![0];
}

function fetchFeed(path: string, etag?: string, app = t.app) {
  return app.inject({ method: 'GET', url: path, headers: etag ? { 'if-none-match': etag } : {} });
}

/** The document's text with its folded lines joined, as a calendar app reads it. */
const unfolded = (response: LightMyRequestResponse) => response.body.replace(/\r\n[ \t]/g, '');

describe('a 304', () => {
  it('is answered without building the document while nothing changed, and a fetch without an ETag builds it', async () => {
    const { cookie } = await signUp(t.app);
    const event = await createEvent(t.app, cookie, { name: 'Quiet Fair' });
    await createTask(t.app, cookie, { title: 'Rent the tables', eventId: event.id, dueDate: '2030-05-01' });
    const path = await createFeed(t.app, cookie, `/api/events/${event.id}/calendar-feed`);

    const before = builds.count;
    const first = await fetchFeed(path);
    expect(first.statusCode).toBe(200);
    expect(builds.count).toBe(before + 1);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);

    for (const header of [etag, etag.replace(/^W\//, ''), `W/"other", ${etag}`, '*']) {
      const again = await fetchFeed(path, header);
      expect(again.statusCode, header).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    }
    expect(builds.count, 'no document built for a 304').toBe(before + 1);

    const full = await fetchFeed(path, 'W/"something-else"');
    expect(full.statusCode).toBe(200);
    expect(full.headers.etag).toBe(etag);
    expect(full.body).toBe(first.body);
    expect(builds.count).toBe(before + 2);
  });
});

describe('the ETag', () => {
  let owner: Awaited<ReturnType<typeof signUp>>;
  let event: { id: number };
  let member: { id: number };
  let task: { id: number };
  let eventFeed: string;
  let memberFeed: string;
  const seen = { event: new Set<string>(), member: new Set<string>() };
  const current: { event?: string; member?: string } = {};

  beforeAll(async () => {
    owner = await signUp(t.app);
    event = await createEvent(t.app, owner.cookie, { name: 'Harbour Summit', startDate: '2030-06-10', endDate: '2030-06-12' });
    member = await createMember(t.app, owner.cookie, event.id, { name: 'Ada Byron' });
    task = await createTask(t.app, owner.cookie, { title: 'Book the venue', eventId: event.id, assigneeId: member.id, dueDate: '2030-03-01' });
    await createTask(t.app, owner.cookie, { title: 'Print badges', eventId: event.id, assigneeId: member.id, dueAnchor: 'start', dueOffsetDays: -14 });
    eventFeed = await createFeed(t.app, owner.cookie, `/api/events/${event.id}/calendar-feed`);
    memberFeed = await createFeed(t.app, owner.cookie, `/api/team-members/${member.id}/calendar-feed`);
    for (const [which, path] of [['event', eventFeed], ['member', memberFeed]] as const) {
      const response = await fetchFeed(path);
      current[which] = String(response.headers.etag);
      seen[which].add(current[which]);
    }
  });

  /**
   * After a change: each listed feed answers the ETag it had with a fresh document under a new ETag,
   * never seen before, holding `expected`; then the new ETag with a 304.
   */
  async function expectNewDocument(which: 'event' | 'member', expected: string) {
    const path = which === 'event' ? eventFeed : memberFeed;
    const response = await fetchFeed(path, current[which]);
    expect(response.statusCode, `${which} feed after the change`).toBe(200);
    const etag = String(response.headers.etag);
    expect(seen[which].has(etag), `${which} feed: an ETag not seen before`).toBe(false);
    expect(unfolded(response)).toContain(expected);
    seen[which].add(etag);
    current[which] = etag;
    expect((await fetchFeed(path, etag)).statusCode).toBe(304);
  }

  async function change(method: 'PATCH' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) {
    const response = await t.call(method, url, owner.cookie, payload);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response;
  }

  it('changes with a task title', async () => {
    await change('PATCH', `/api/tasks/${task.id}`, { title: 'Sign the venue contract' });
    await expectNewDocument('event', 'SUMMARY:Sign the venue contract');
    await expectNewDocument('member', 'SUMMARY:Sign the venue contract');
  });

  it('changes with a due date', async () => {
    await change('PATCH', `/api/tasks/${task.id}`, { dueDate: '2030-04-02' });
    await expectNewDocument('event', 'DTSTART;VALUE=DATE:20300402');
    await expectNewDocument('member', 'DTSTART;VALUE=DATE:20300402');
  });

  it('changes with a status', async () => {
    await change('PUT', `/api/tasks/${task.id}/status`, { status: 'completed' });
    await expectNewDocument('event', 'Status: Completed');
    await expectNewDocument('member', 'Status: Completed');
  });

  it('changes with a description and a priority', async () => {
    await change('PATCH', `/api/tasks/${task.id}`, { description: 'Main hall, north door', priority: 'high' });
    await expectNewDocument('event', 'Priority: High');
    await expectNewDocument('member', 'Main hall\\, north door');
  });

  it('changes when the event is renamed, or moved (countdown days)', async () => {
    await change('PATCH', `/api/events/${event.id}`, { name: 'Harbour Summit 2030', description: 'Annual', startDate: '2030-06-10', endDate: '2030-06-12' });
    await expectNewDocument('event', 'SUMMARY:Harbour Summit 2030');
    await expectNewDocument('member', 'Event: Harbour Summit 2030');
    await change('PATCH', `/api/events/${event.id}`, { name: 'Harbour Summit 2030', description: 'Annual', startDate: '2030-06-20', endDate: '2030-06-22' });
    // The badges, due 14 days before the start, move with it.
    await expectNewDocument('event', 'DTSTART;VALUE=DATE:20300606');
    await expectNewDocument('member', 'DTSTART;VALUE=DATE:20300606');
  });

  it('changes when the member is renamed (the feed is named after them), or a task is given to them', async () => {
    await change('PATCH', `/api/team-members/${member.id}`, { name: 'Ada Lovelace' });
    await expectNewDocument('member', 'X-WR-CALNAME:Eventry — Ada Lovelace');
    await change('POST', '/api/tasks', { title: 'Order the lanterns', eventId: event.id, assigneeId: member.id, dueDate: '2030-05-05' });
    await expectNewDocument('member', 'SUMMARY:Order the lanterns');
    await expectNewDocument('event', 'SUMMARY:Order the lanterns');
  });

  it('changes when a task is deleted, and with a change made straight in the database', async () => {
    const doomed = await createTask(t.app, owner.cookie, { title: 'Short-lived', eventId: event.id, dueDate: '2030-05-06' });
    await expectNewDocument('event', 'SUMMARY:Short-lived');
    await change('DELETE', `/api/tasks/${doomed.id}`);
    await expectNewDocument('event', 'SUMMARY:Order the lanterns');
    await t.app.db.updateTable('tasks').set({ title: 'Written by hand' }).where('id', '=', task.id).execute();
    await expectNewDocument('event', 'SUMMARY:Written by hand');
    await expectNewDocument('member', 'SUMMARY:Written by hand');
  });

  it("changes with the feed's own link: a new link is a new document, and the old one is gone", async () => {
    const renewed = await createFeed(t.app, owner.cookie, `/api/events/${event.id}/calendar-feed`);
    expect((await fetchFeed(eventFeed, current.event)).statusCode).toBe(404);
    const response = await fetchFeed(renewed, current.event);
    expect(response.statusCode).toBe(200);
    expect(seen.event.has(String(response.headers.etag))).toBe(false);
    eventFeed = renewed;
    current.event = String(response.headers.etag);
    seen.event.add(current.event);
  });

  it("stays while only another owner's data changes", async () => {
    const other = await signUp(t.app);
    const otherEvent = await createEvent(t.app, other.cookie);
    await createTask(t.app, other.cookie, { title: 'Not theirs', eventId: otherEvent.id, dueDate: '2030-05-07' });
    expect((await fetchFeed(eventFeed, current.event)).statusCode).toBe(304);
    expect((await fetchFeed(memberFeed, current.member)).statusCode).toBe(304);
  });
});

describe('builds at once', () => {
  let app: TestApp;
  let cookie: string;
  let feeds: string[];

  beforeAll(async () => {
    app = await createTestApp({ config: { feedRenders: { concurrency: 1, queue: 1, waitMs: 60_000 } } });
    ({ cookie } = await signUp(app.app));
    feeds = [];
    for (const name of ['First', 'Second', 'Third', 'Fourth']) {
      const event = await createEvent(app.app, cookie, { name });
      feeds.push(await createFeed(app.app, cookie, `/api/events/${event.id}/calendar-feed`));
    }
  });
  afterAll(() => app.close());

  /** Holds every build from now on; `started` resolves as the next one starts. */
  function holdBuilds() {
    let release!: () => void;
    builds.hold = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const startedPromise = new Promise<void>((resolve) => (started = resolve));
    builds.onStart = started;
    return { release, started: startedPromise };
  }

  it('are at most the configured number; one more waits, the next is refused with 503 and Retry-After, and a 304 still passes', async () => {
    const known = await fetchFeed(feeds[3]!, undefined, app.app);
    const knownEtag = String(known.headers.etag);

    const held = holdBuilds();
    const first = fetchFeed(feeds[0]!, undefined, app.app);
    await held.started;
    // Two more at once: whichever reaches the slots first waits, the other is refused at once, while the
    // builds are held (which of the two comes first depends on their database reads, not on the order sent).
    const fetchTagged = (feed: string) => fetchFeed(feed, undefined, app.app).then((response) => ({ feed, response }));
    const second = fetchTagged(feeds[1]!);
    const third = fetchTagged(feeds[2]!);
    const refused = await Promise.race([second, third]);
    const waiting = refused.feed === feeds[1] ? third : second;
    const busy = refused.response;
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('30');
    expect(busy.headers.etag).toBeUndefined();
    expect(busy.json()).toEqual({ error: { message: 'Too many calendar feeds are being prepared right now. Please try again in a moment.' } });

    // Nothing to build for a 304: answered while the only slot is taken.
    expect((await fetchFeed(feeds[3]!, knownEtag, app.app)).statusCode).toBe(304);

    held.release();
    expect((await first).statusCode).toBe(200);
    expect((await waiting).response.statusCode).toBe(200);
    expect((await fetchFeed(refused.feed, undefined, app.app)).statusCode).toBe(200);
  });

  it('refuse one that waited too long', async () => {
    const short = await createTestApp({ config: { feedRenders: { concurrency: 1, queue: 4, waitMs: 50 } } });
    try {
      const { cookie: ownCookie } = await signUp(short.app);
      const paths: string[] = [];
      for (const name of ['Long', 'Wait']) {
        const event = await createEvent(short.app, ownCookie, { name });
        paths.push(await createFeed(short.app, ownCookie, `/api/events/${event.id}/calendar-feed`));
      }
      const held = holdBuilds();
      const first = fetchFeed(paths[0]!, undefined, short.app);
      await held.started;
      const late = await fetchFeed(paths[1]!, undefined, short.app);
      expect(late.statusCode).toBe(503);
      expect(late.headers['retry-after']).toBe('30');
      held.release();
      expect((await first).statusCode).toBe(200);
      expect((await fetchFeed(paths[1]!, undefined, short.app)).statusCode).toBe(200);
    } finally {
      await short.close();
    }
  });
});
