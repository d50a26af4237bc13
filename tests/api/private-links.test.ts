import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createMember } from './support/fixtures.ts';
import { createTestApp, signUp, type TestApp } from './support/test-app.ts';

/**
 * /api/private-links: the signed-in owner's calendar feeds, listed with what each shows, when it was
 * made and last used, and ended one at a time or all at once (after a lost device): an ended link
 * answers 404 at once. Owner-scoped: another owner's link answers 404 as one that does not exist.
 */

const FEED_PATH = /\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/;
const HOUR = 60 * 60 * 1000;

let now = Date.parse('2030-03-01T09:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
});
afterAll(() => t.close());

interface Link {
  kind: string;
  id: number;
  covers: { type: string; id: number; name: string; eventName: string | null };
  createdAt: string;
  lastUsedAt: string | null;
}

async function createFeed(cookie: string, path: string) {
  const response = await t.call('POST', path, cookie);
  expect(response.statusCode, response.body).toBe(201);
  const url = response.json().feed.url as string;
  return { url, path: FEED_PATH.exec(url)![0] };
}

async function list(cookie: string, query = '') {
  const response = await t.call('GET', `/api/private-links${query}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { items: Link[]; total: number; limit: number; offset: number };
}

const status = async (path: string) => (await t.app.inject({ method: 'GET', url: path })).statusCode;

/** An owner with an event feed and a member feed, made an hour apart. */
async function ownerWithFeeds(label: string) {
  const owner = await signUp(t.app, { name: `Organiser ${label}` });
  const event = await createEvent(t.app, owner.cookie, { name: `${label} Gala` });
  const member = await createMember(t.app, owner.cookie, event.id, { name: `${label} Helper` });
  const eventFeed = await createFeed(owner.cookie, `/api/events/${event.id}/calendar-feed`);
  now += HOUR;
  const memberFeed = await createFeed(owner.cookie, `/api/team-members/${member.id}/calendar-feed`);
  return { owner, event, member, eventFeed, memberFeed };
}

describe('the list', () => {
  it('is empty for a new account', async () => {
    const { cookie } = await signUp(t.app);
    expect(await list(cookie)).toEqual({ items: [], total: 0, limit: 50, offset: 0 });
  });

  it('shows each feed, newest first, with what it shows, when it was made and last used, and never its address', async () => {
    const made = now;
    const { owner, event, member, eventFeed, memberFeed } = await ownerWithFeeds('Harbour');
    const page = await list(owner.cookie);
    expect(page.total).toBe(2);
    expect(page.items).toEqual([
      {
        kind: 'calendarFeed',
        id: expect.any(Number),
        covers: { type: 'member', id: member.id, name: 'Harbour Helper', eventName: 'Harbour Gala' },
        createdAt: new Date(made + HOUR).toISOString(),
        lastUsedAt: null,
      },
      {
        kind: 'calendarFeed',
        id: expect.any(Number),
        covers: { type: 'event', id: event.id, name: 'Harbour Gala', eventName: null },
        createdAt: new Date(made).toISOString(),
        lastUsedAt: null,
      },
    ]);
    const body = JSON.stringify(page);
    for (const feed of [eventFeed, memberFeed]) expect(body).not.toContain(feed.path.slice('/api/calendar/'.length, -4));

    const second = await list(owner.cookie, '?limit=1&offset=1');
    expect(second).toMatchObject({ total: 2, limit: 1, offset: 1, items: [page.items[1]] });
  });

  it('shows when a feed was last used, to the hour', async () => {
    const { owner, eventFeed } = await ownerWithFeeds('Clockwork');
    const fetchedAt = now;
    expect(await status(eventFeed.path)).toBe(200);
    const used = (await list(owner.cookie)).items.find((link) => link.covers.type === 'event')!;
    expect(used.lastUsedAt).toBe(new Date(fetchedAt).toISOString());

    // Fetched again within the hour, a 304 included: not written again.
    now += 30 * 60 * 1000;
    const etag = String((await t.app.inject({ method: 'GET', url: eventFeed.path })).headers.etag);
    expect((await t.app.inject({ method: 'GET', url: eventFeed.path, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    expect((await list(owner.cookie)).items.find((link) => link.id === used.id)!.lastUsedAt).toBe(new Date(fetchedAt).toISOString());

    // An hour on, the next fetch (a 304) is recorded.
    now += 31 * 60 * 1000;
    expect((await t.app.inject({ method: 'GET', url: eventFeed.path, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    expect((await list(owner.cookie)).items.find((link) => link.id === used.id)!.lastUsedAt).toBe(new Date(now).toISOString());
  });

  it('refuses a bad page', async () => {
    const { cookie } = await signUp(t.app);
    expect((await t.call('GET', '/api/private-links?limit=0', cookie)).statusCode).toBe(400);
    expect((await t.call('GET', '/api/private-links?offset=10001', cookie)).statusCode).toBe(400);
  });
});

describe('ending one link', () => {
  it('makes its address answer 404 at once and leaves the others working', async () => {
    const { owner, event, eventFeed, memberFeed } = await ownerWithFeeds('Lantern');
    const link = (await list(owner.cookie)).items.find((item) => item.covers.type === 'event')!;
    const ended = await t.call('DELETE', `/api/private-links/calendar-feeds/${link.id}`, owner.cookie);
    expect(ended.statusCode).toBe(204);
    expect(await status(eventFeed.path)).toBe(404);
    expect(await status(memberFeed.path)).toBe(200);
    expect((await list(owner.cookie)).items.map((item) => item.covers.type)).toEqual(['member']);
    // The event's own panel sees it off too.
    expect((await t.call('GET', `/api/events/${event.id}/calendar-feed`, owner.cookie)).json()).toEqual({ feed: null });

    const again = await t.call('DELETE', `/api/private-links/calendar-feeds/${link.id}`, owner.cookie);
    expect({ status: again.statusCode, body: again.json() }).toEqual({ status: 404, body: { error: { message: 'Private link not found' } } });
  });

  it("answers another owner's link as one that does not exist, and leaves it working", async () => {
    const first = await ownerWithFeeds('Owned');
    const second = await signUp(t.app);
    const theirs = (await list(first.owner.cookie)).items[0]!;
    const foreign = await t.call('DELETE', `/api/private-links/calendar-feeds/${theirs.id}`, second.cookie);
    const unknown = await t.call('DELETE', '/api/private-links/calendar-feeds/2147483000', second.cookie);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(unknown.json());
    expect(await status(first.eventFeed.path)).toBe(200);
    expect(await status(first.memberFeed.path)).toBe(200);
    expect((await list(first.owner.cookie)).total).toBe(2);
    expect((await t.call('DELETE', '/api/private-links/calendar-feeds/abc', second.cookie)).statusCode).toBe(400);
  });
});

describe('ending all links', () => {
  it("ends every feed of the account at once, and only that account's", async () => {
    const mine = await ownerWithFeeds('Lost Phone');
    const extra = await createEvent(t.app, mine.owner.cookie, { name: 'Second Gala' });
    const third = await createFeed(mine.owner.cookie, `/api/events/${extra.id}/calendar-feed`);
    const theirs = await ownerWithFeeds('Neighbour');

    const ended = await t.call('DELETE', '/api/private-links', mine.owner.cookie);
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({ ended: 3 });
    for (const feed of [mine.eventFeed, mine.memberFeed, third]) expect(await status(feed.path)).toBe(404);
    expect((await list(mine.owner.cookie)).total).toBe(0);
    expect((await t.call('GET', `/api/team-members/${mine.member.id}/calendar-feed`, mine.owner.cookie)).json()).toEqual({ feed: null });

    expect(await status(theirs.eventFeed.path)).toBe(200);
    expect(await status(theirs.memberFeed.path)).toBe(200);
    expect((await list(theirs.owner.cookie)).total).toBe(2);

    expect((await t.call('DELETE', '/api/private-links', mine.owner.cookie)).json()).toEqual({ ended: 0 });
    // A new link can be made afterwards, and works.
    const fresh = await createFeed(mine.owner.cookie, `/api/events/${mine.event.id}/calendar-feed`);
    expect(await status(fresh.path)).toBe(200);
  });
});

describe('signed out', () => {
  it('every route answers 401', async () => {
    for (const [method, url] of [
      ['GET', '/api/private-links'],
      ['DELETE', '/api/private-links'],
      ['DELETE', '/api/private-links/calendar-feeds/1'],
    ] as const) {
      expect((await t.call(method, url)).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
