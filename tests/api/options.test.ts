import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createMember } from './support/fixtures.ts';
import { createTestApp, signUp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Owner = Awaited<ReturnType<typeof signUp>>;

async function get(owner: Owner | undefined, url: string) {
  const response = await t.call('GET', url, owner?.cookie);
  return { status: response.statusCode, body: response.json() };
}

const names = (body: { items: { name: string }[] }) => body.items.map((item) => item.name);

describe('signed out', () => {
  it.each(['/api/events/options', '/api/team-members/options'])('%s answers 401', async (url) => {
    expect((await get(undefined, url)).status).toBe(401);
  });
});

describe('GET /api/events/options', () => {
  let owner: Owner;
  let other: Owner;
  const created = new Map<string, number>();
  // Stored in this order on purpose: the answer is A to Z ignoring case, not in creation order.
  const stored = ['harbour Festival', 'Apple Market', 'charity Run', 'Book Fair', 'apple orchard walk', 'Zoo Night'];

  beforeAll(async () => {
    owner = await signUp(t.app);
    other = await signUp(t.app);
    for (const name of stored) created.set(name, (await createEvent(t.app, owner.cookie, { name })).id);
    await createEvent(t.app, other.cookie, { name: 'Apple Harvest' });
    await createEvent(t.app, other.cookie, { name: 'Another Festival' });
  });

  it("answers only the caller's events, id and name only, A to Z ignoring case, with their total", async () => {
    const { status, body } = await get(owner, '/api/events/options');
    expect(status).toBe(200);
    expect(names(body)).toEqual(['Apple Market', 'apple orchard walk', 'Book Fair', 'charity Run', 'harbour Festival', 'Zoo Night']);
    expect(body).toMatchObject({ total: 6, limit: 50, offset: 0 });
    expect(body.items[0]).toEqual({ id: created.get('Apple Market'), name: 'Apple Market' });
  });

  it('pages with limit and offset, the total counting every match', async () => {
    const first = await get(owner, '/api/events/options?limit=4');
    const second = await get(owner, '/api/events/options?limit=4&offset=4');
    expect(names(first.body)).toEqual(['Apple Market', 'apple orchard walk', 'Book Fair', 'charity Run']);
    expect(names(second.body)).toEqual(['harbour Festival', 'Zoo Night']);
    expect([first.body.total, second.body.total]).toEqual([6, 6]);
    expect(second.body).toMatchObject({ limit: 4, offset: 4 });
  });

  it('searches the name anywhere, ignoring case, and never finds another user’s events', async () => {
    const apple = await get(owner, '/api/events/options?q=APPLE');
    expect(names(apple.body)).toEqual(['Apple Market', 'apple orchard walk']);
    expect(apple.body.total).toBe(2);
    expect(names((await get(owner, '/api/events/options?q=fest')).body)).toEqual(['harbour Festival']);
    expect((await get(owner, '/api/events/options?q=Harvest')).body).toMatchObject({ items: [], total: 0 });
    expect(names((await get(other, '/api/events/options')).body)).toEqual(['Another Festival', 'Apple Harvest']);
  });

  it('takes % and _ in a search literally', async () => {
    expect((await get(owner, `/api/events/options?q=${encodeURIComponent('%')}`)).body.total).toBe(0);
    expect((await get(owner, '/api/events/options?q=_')).body.total).toBe(0);
  });

  it('answers one event by id, and nothing for an id that is not the caller’s', async () => {
    const id = created.get('Book Fair')!;
    expect((await get(owner, `/api/events/options?id=${id}`)).body).toMatchObject({ items: [{ id, name: 'Book Fair' }], total: 1 });
    expect((await get(other, `/api/events/options?id=${id}`)).body).toMatchObject({ items: [], total: 0 });
  });

  it('refuses a malformed query with 400', async () => {
    for (const query of ['limit=0', 'limit=501', 'offset=-1', 'id=abc', 'id=0', `q=${'x'.repeat(201)}`]) {
      expect((await get(owner, `/api/events/options?${query}`)).status, query).toBe(400);
    }
  });
});

describe('GET /api/team-members/options', () => {
  let owner: Owner;
  let other: Owner;
  let festival: { id: number; name: string };
  let launch: { id: number; name: string };
  let foreignEvent: { id: number; name: string };
  let jordan: { id: number; code: string };

  beforeAll(async () => {
    owner = await signUp(t.app);
    other = await signUp(t.app);
    festival = await createEvent(t.app, owner.cookie, { name: 'River Festival' });
    launch = await createEvent(t.app, owner.cookie, { name: 'Product Launch' });
    foreignEvent = await createEvent(t.app, other.cookie, { name: 'Rival Festival' });
    for (const name of ['sam Patel', 'Casey Brooks', 'avery Quinn']) await createMember(t.app, owner.cookie, festival.id, { name });
    jordan = await createMember(t.app, owner.cookie, festival.id, { name: 'Jordan Lee' });
    await createMember(t.app, owner.cookie, launch.id, { name: 'Blake Moreno' });
    await createMember(t.app, other.cookie, foreignEvent.id, { name: 'Alex Stranger' });
  });

  it("answers an event's members A to Z ignoring case, as id, name, user ID and event", async () => {
    const { status, body } = await get(owner, `/api/team-members/options?eventId=${festival.id}`);
    expect(status).toBe(200);
    expect(names(body)).toEqual(['avery Quinn', 'Casey Brooks', 'Jordan Lee', 'sam Patel']);
    expect(body).toMatchObject({ total: 4, limit: 50, offset: 0 });
    expect(body.items[2]).toEqual({ id: jordan.id, name: 'Jordan Lee', code: jordan.code, eventId: festival.id, eventName: 'River Festival' });
  });

  it("without an event, answers every member of the caller's events and no one else", async () => {
    const { body } = await get(owner, '/api/team-members/options');
    expect(names(body)).toEqual(['avery Quinn', 'Blake Moreno', 'Casey Brooks', 'Jordan Lee', 'sam Patel']);
    expect(body.total).toBe(5);
    expect(body.items[1]).toMatchObject({ eventId: launch.id, eventName: 'Product Launch' });
  });

  it('pages with limit and offset, the total counting every match', async () => {
    const second = await get(owner, `/api/team-members/options?eventId=${festival.id}&limit=3&offset=3`);
    expect(names(second.body)).toEqual(['sam Patel']);
    expect(second.body).toMatchObject({ total: 4, limit: 3, offset: 3 });
  });

  it('searches the name and the user ID, ignoring case', async () => {
    expect(names((await get(owner, `/api/team-members/options?eventId=${festival.id}&q=QUINN`)).body)).toEqual(['avery Quinn']);
    const byCode = await get(owner, `/api/team-members/options?q=${encodeURIComponent(jordan.code.toLowerCase())}`);
    expect(byCode.body).toMatchObject({ items: [{ id: jordan.id }], total: 1 });
    expect((await get(owner, '/api/team-members/options?q=Stranger')).body).toMatchObject({ items: [], total: 0 });
  });

  it("answers an empty list for another user's event, as for one that does not exist", async () => {
    expect((await get(owner, `/api/team-members/options?eventId=${foreignEvent.id}`)).body).toMatchObject({ items: [], total: 0 });
    expect((await get(owner, '/api/team-members/options?eventId=2147483647')).body).toMatchObject({ items: [], total: 0 });
  });

  it('answers one member by id, and nothing for an id that is not the caller’s', async () => {
    expect((await get(owner, `/api/team-members/options?id=${jordan.id}`)).body).toMatchObject({ items: [{ id: jordan.id, name: 'Jordan Lee' }], total: 1 });
    expect((await get(other, `/api/team-members/options?id=${jordan.id}`)).body).toMatchObject({ items: [], total: 0 });
  });

  it('refuses a malformed query with 400', async () => {
    for (const query of ['eventId=abc', 'eventId=0', 'limit=501', 'id=-2']) {
      expect((await get(owner, `/api/team-members/options?${query}`)).status, query).toBe(400);
    }
  });
});

describe('the OpenAPI document', () => {
  it('describes both option lists with their item schemas', async () => {
    const { paths, components } = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(paths['/api/events/options'].get.responses).sort()).toEqual(['200', '400', '401']);
    expect(Object.keys(paths['/api/team-members/options'].get.responses).sort()).toEqual(['200', '400', '401']);
    expect(Object.keys(components.schemas.EventOption.properties)).toEqual(['id', 'name']);
    expect(Object.keys(components.schemas.TeamMemberOption.properties)).toEqual(['id', 'name', 'code', 'eventId', 'eventName']);
  });
});
