import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMember as insertMember, MemberCodeUnavailableError } from '../../src/server/team/team-repository.ts';
import { countOwnedRows, createEvent, createMember } from './support/fixtures.ts';
import { createTestApp, signUp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Owner = Awaited<ReturnType<typeof signUp>>;

const post = (cookie: string | undefined, payload: Record<string, unknown>) => t.call('POST', '/api/team-members', cookie, payload);
const get = (cookie: string | undefined, url: string) => t.call('GET', url, cookie);
const patch = (cookie: string | undefined, id: number, payload: Record<string, unknown>) =>
  t.call('PATCH', `/api/team-members/${id}`, cookie, payload);
const remove = (cookie: string | undefined, id: number) => t.call('DELETE', `/api/team-members/${id}`, cookie);
const memberCount = (workspaceId: number) => countOwnedRows(t.app, 'team_members', workspaceId);

async function insertTask(owner: Owner, eventId: number, status: string, assigneeId: number | null, title = `Task ${status}`) {
  const now = new Date().toISOString();
  const row = await t.app.db
    .insertInto('tasks')
    .values({ owner_id: owner.workspaceId, event_id: eventId, title, status, assignee_id: assigneeId, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('signed out', () => {
  it.each([
    ['GET', '/api/team-members'],
    ['GET', '/api/team-members/1'],
    ['POST', '/api/team-members'],
    ['PATCH', '/api/team-members/1'],
    ['DELETE', '/api/team-members/1'],
  ] as const)('%s %s answers 401', async (method, url) => {
    const response = await t.app.inject({ method, url, payload: method === 'POST' || method === 'PATCH' ? { name: 'Jo Lee', eventId: 1 } : undefined });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe('Authentication required. Please sign in to continue.');
  });
});

describe('adding a member', () => {
  let owner: Owner;
  let event: { id: number; name: string };
  beforeAll(async () => {
    owner = await signUp(t.app);
    event = await createEvent(t.app, owner.cookie, { name: 'Tech Conference' });
  });

  it('answers 201 with the stored member: active, joined on the given day, a code with the event prefix', async () => {
    const response = await post(owner.cookie, {
      name: '  Jordan Smith  ',
      email: ' jordan@example.com ',
      company: 'Acme Events',
      role: 'Stage manager',
      eventId: event.id,
      today: '2026-11-21',
    });
    expect(response.statusCode).toBe(201);
    const { member } = response.json();
    expect(member).toMatchObject({
      name: 'Jordan Smith',
      email: 'jordan@example.com',
      company: 'Acme Events',
      role: 'Stage manager',
      eventId: event.id,
      eventName: 'Tech Conference',
      status: 'active',
      joinDate: '2026-11-21',
      taskCounts: { total: 0, todo: 0, inprogress: 0, completed: 0, overdue: 0 },
    });
    expect(member.code).toMatch(/^TC-\d{8}$/);
    expect(member.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(member).not.toHaveProperty('ownerId');

    const read = await get(owner.cookie, `/api/team-members/${member.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().member).toEqual(member);
  });

  it("joins on the server's UTC date when no day is sent, and stores no email, company or role when none is given", async () => {
    const before = new Date().toISOString().slice(0, 10);
    const response = await post(owner.cookie, { name: 'Sam Lee', email: '', eventId: event.id });
    const after = new Date().toISOString().slice(0, 10);
    expect(response.statusCode).toBe(201);
    const { member } = response.json();
    expect([before, after]).toContain(member.joinDate);
    expect(member).toMatchObject({ email: null, company: null, role: null });
  });

  it("uses each event's own prefix: one letter for a one-word name, EV when the name has no letters or digits", async () => {
    const summit = await createEvent(t.app, owner.cookie, { name: 'Music Summit' });
    const hackathon = await createEvent(t.app, owner.cookie, { name: 'Hackathon' });
    const symbols = await createEvent(t.app, owner.cookie, { name: '*** !!!' });
    expect((await createMember(t.app, owner.cookie, summit.id)).code).toMatch(/^MS-\d{8}$/);
    expect((await createMember(t.app, owner.cookie, hackathon.id)).code).toMatch(/^H-\d{8}$/);
    expect((await createMember(t.app, owner.cookie, symbols.id)).code).toMatch(/^EV-\d{8}$/);
  });

  it("keeps a proposed one-letter code for a one-word event and refuses the old two-letter one", async () => {
    const hackathon = await createEvent(t.app, owner.cookie, { name: 'Hackathon' });
    const kept = await post(owner.cookie, { name: 'Hack Person', eventId: hackathon.id, code: 'H-33333333' });
    expect(kept.statusCode).toBe(201);
    expect(kept.json().member.code).toBe('H-33333333');
    const refused = await post(owner.cookie, { name: 'Hack Person', eventId: hackathon.id, code: 'HA-33333333' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe("User ID must start with the event's prefix H-");
  });

  it('keeps a proposed code when it is free and assigns another when it is taken', async () => {
    const first = await post(owner.cookie, { name: 'First Person', eventId: event.id, code: 'TC-11111111' });
    expect(first.statusCode).toBe(201);
    expect(first.json().member.code).toBe('TC-11111111');

    const second = await post(owner.cookie, { name: 'Second Person', eventId: event.id, code: 'TC-11111111' });
    expect(second.statusCode).toBe(201);
    expect(second.json().member.code).toMatch(/^TC-\d{8}$/);
    expect(second.json().member.code).not.toBe('TC-11111111');
  });

  it("lets another owner use a code this owner already has (codes are unique per owner)", async () => {
    await post(owner.cookie, { name: 'Code Holder', eventId: event.id, code: 'TC-22222222' });
    const other = await signUp(t.app);
    const otherEvent = await createEvent(t.app, other.cookie, { name: 'Tech Conference' });
    const response = await post(other.cookie, { name: 'Other Holder', eventId: otherEvent.id, code: 'TC-22222222' });
    expect(response.statusCode).toBe(201);
    expect(response.json().member.code).toBe('TC-22222222');
  });

  it("refuses a proposed code with another event's prefix", async () => {
    const response = await post(owner.cookie, { name: 'Wrong Prefix', eventId: event.id, code: 'MS-12345678' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      message: "User ID must start with the event's prefix TC-",
      fields: { code: "User ID must start with the event's prefix TC-" },
    });
  });

  it.each([
    [{ name: '' }, 'name', 'Name must be at least 2 characters long'],
    [{ name: '   ' }, 'name', 'Name must be at least 2 characters long'],
    [{ name: undefined }, 'name', 'Name must be at least 2 characters long'],
    [{ name: 'A' }, 'name', 'Name must be at least 2 characters long'],
    [{ name: ' B ' }, 'name', 'Name must be at least 2 characters long'],
    [{ name: 'n'.repeat(51) }, 'name', 'Name must be less than 50 characters'],
    [{ email: 'not-an-email' }, 'email', 'Invalid email format'],
    [{ email: 'jo@example' }, 'email', 'Invalid email format'],
    [{ eventId: undefined }, 'eventId', 'Please select an event'],
    [{ eventId: '' }, 'eventId', 'Please select an event'],
    [{ eventId: 99_999_999_999 }, 'eventId', 'Please select an event'],
    [{ company: 'c'.repeat(101) }, 'company', 'Company must be at most 100 characters'],
    [{ role: 'r'.repeat(101) }, 'role', 'Role must be at most 100 characters'],
    [{ code: 'TC-1234' }, 'code', 'User ID must look like TC-12345678'],
    [{ name: 'Nul\u0000Name' }, 'name', 'Name cannot contain control characters'],
    [{ today: '22/11/2026' }, 'today', 'Today must be a date as YYYY-MM-DD'],
    [{ today: '0000-01-01' }, 'today', 'Today must be between 1900-01-01 and 9900-12-31'],
  ])('%j is refused with 400 "%s: %s" and stores nothing', async (override, field, message) => {
    const countBefore = await memberCount(owner.workspaceId);
    const response = await post(owner.cookie, { name: 'Valid Name', eventId: event.id, ...override });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toBe(message);
    expect(response.json().error.message).toBe(message);
    expect(await memberCount(owner.workspaceId)).toBe(countBefore);
  });

  it('accepts a name of exactly 50 characters', async () => {
    const response = await post(owner.cookie, { name: 'n'.repeat(50), eventId: event.id });
    expect(response.statusCode).toBe(201);
  });

  it("joins every field's message with commas", async () => {
    const response = await post(owner.cookie, { name: 'A', email: 'bad' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      message: 'Name must be at least 2 characters long, Invalid email format, Please select an event',
      fields: {
        name: 'Name must be at least 2 characters long',
        email: 'Invalid email format',
        eventId: 'Please select an event',
      },
    });
  });

  it('answers 404 "Event not found" for an event that does not exist', async () => {
    const response = await post(owner.cookie, { name: 'Nobody Here', eventId: 987_654 });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toEqual({ message: 'Event not found', fields: { eventId: 'Event not found' } });
  });

  it('gives 200 concurrent adds to one event 200 distinct codes, even all in the same millisecond', async () => {
    const crowdOwner = await signUp(t.app);
    const crowd = await createEvent(t.app, crowdOwner.cookie, { name: 'Tech Conference' });
    // One time part for all: only the 999 random suffixes are left, so about 20 of the 200 clash
    // on the first try and must be retried.
    const clock = vi.spyOn(Date, 'now').mockReturnValue(1_700_000_012_345);
    let responses;
    try {
      responses = await Promise.all(
        Array.from({ length: 200 }, (_, i) => post(crowdOwner.cookie, { name: `Crowd Member ${i}`, eventId: crowd.id })),
      );
    } finally {
      clock.mockRestore();
    }
    expect(responses.map((response) => response.statusCode)).toEqual(Array(200).fill(201));
    const codes = responses.map((response) => response.json().member.code as string);
    expect(new Set(codes).size).toBe(200);
    for (const code of codes) expect(code).toMatch(/^TC-12345\d{3}$/);
    expect(await memberCount(crowdOwner.workspaceId)).toBe(200);
  });

  it('gives up with a clear error after 20 clashing generated codes', async () => {
    const taken = await createMember(t.app, owner.cookie, event.id, { name: 'Taken Code' });
    const countBefore = await memberCount(owner.workspaceId);
    let generated = 0;
    const attempt = insertMember(
      t.app.db,
      owner.workspaceId,
      { eventId: event.id, name: 'Unlucky One', joinDate: '2026-11-22' },
      () => {
        generated += 1;
        return taken.code;
      },
    );
    await expect(attempt).rejects.toBeInstanceOf(MemberCodeUnavailableError);
    expect(generated).toBe(20);
    expect(await memberCount(owner.workspaceId)).toBe(countBefore);
  });

  it('does not count a taken proposed code as one of the 20 tries', async () => {
    const taken = await createMember(t.app, owner.cookie, event.id, { name: 'Taken Again' });
    const member = { eventId: event.id, name: 'Lucky Twentieth', joinDate: '2026-11-22', proposedCode: taken.code };
    // The proposed code and the first 19 generated ones clash; the 20th generated one is free.
    let generated = 0;
    const created = await insertMember(t.app.db, owner.workspaceId, member, () => {
      generated += 1;
      return generated < 20 ? taken.code : 'TC-20202020';
    });
    expect(created.code).toBe('TC-20202020');
    expect(generated).toBe(20);

    // With all 20 generated codes clashing too, it gives up after exactly 20 of them.
    generated = 0;
    const attempt = insertMember(t.app.db, owner.workspaceId, { ...member, name: 'Unlucky Twenty-first' }, () => {
      generated += 1;
      return taken.code;
    });
    await expect(attempt).rejects.toBeInstanceOf(MemberCodeUnavailableError);
    expect(generated).toBe(20);
  });

  it('answers 409 with a clear message when no free code can be generated, and stores nothing', async () => {
    // With the clock and the random part fixed, every generated code is TC-12345499:
    // 1_700_000_012_345 % 100000 = 12345; floor(0.5 × 999) = 499.
    const crowded = await createEvent(t.app, owner.cookie, { name: 'Tech Conference' });
    const first = await post(owner.cookie, { name: 'First Taker', eventId: crowded.id, code: 'TC-12345499' });
    expect(first.statusCode).toBe(201);
    const countBefore = await memberCount(owner.workspaceId);
    const clock = vi.spyOn(Date, 'now').mockReturnValue(1_700_000_012_345);
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.5);
    let response;
    try {
      response = await post(owner.cookie, { name: 'Second Taker', eventId: crowded.id, code: 'TC-12345499' });
    } finally {
      clock.mockRestore();
      random.mockRestore();
    }
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('Could not generate a unique user ID for this member. Please try again.');
    expect(await memberCount(owner.workspaceId)).toBe(countBefore);
  });
});

describe('listing and searching', () => {
  let owner: Owner;
  let tech: { id: number };
  let music: { id: number };
  const ids: Record<string, number> = {};
  const codes: Record<string, string> = {};

  beforeAll(async () => {
    owner = await signUp(t.app);
    tech = await createEvent(t.app, owner.cookie, { name: 'Tech Conference' });
    music = await createEvent(t.app, owner.cookie, { name: 'Music Summit' });
    const add = async (key: string, eventId: number, payload: Record<string, unknown>, status?: string) => {
      const response = await post(owner.cookie, { eventId, ...payload });
      expect(response.statusCode).toBe(201);
      ids[key] = response.json().member.id;
      codes[key] = response.json().member.code;
      if (status) expect((await patch(owner.cookie, ids[key]!, { name: payload.name, status })).statusCode).toBe(200);
    };
    await add('carol', tech.id, { name: 'Carol Diaz', email: 'carol@northwind.test', company: 'Northwind', role: 'Speaker' });
    await add('alice', tech.id, { name: 'alice Brown', email: 'ab@example.com', company: 'Contoso', role: 'Volunteer lead' }, 'inactive');
    await add('bob', tech.id, { name: 'Bob Evans', company: '100%_Sound', role: 'Audio' }, 'pending');
    await add('dan', music.id, { name: 'Dan Fox', email: 'dan.fox@example.com', role: 'Stage Hand' });
  });

  const list = (query = '') => get(owner.cookie, `/api/team-members${query}`);
  const names = (body: { items: { name: string }[] }) => body.items.map((item) => item.name);

  it('lists every member of the owner by name, case-insensitively, with the summary counts', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(names(body)).toEqual(['alice Brown', 'Bob Evans', 'Carol Diaz', 'Dan Fox']);
    expect(body).toMatchObject({ total: 4, limit: 50, offset: 0, totalInSystem: 4, activeCount: 2, eventCount: 2 });
  });

  it("filters by event; total and the counts follow the filter, totalInSystem doesn't", async () => {
    const body = (await list(`?eventId=${tech.id}`)).json();
    expect(names(body)).toEqual(['alice Brown', 'Bob Evans', 'Carol Diaz']);
    expect(body).toMatchObject({ total: 3, totalInSystem: 4, activeCount: 1, eventCount: 1 });
    expect(body.items[0]).toMatchObject({ eventId: tech.id, eventName: 'Tech Conference', status: 'inactive' });
  });

  it('pages with limit and offset', async () => {
    const body = (await list('?limit=2&offset=1')).json();
    expect(names(body)).toEqual(['Bob Evans', 'Carol Diaz']);
    expect(body).toMatchObject({ total: 4, limit: 2, offset: 1 });
    const past = (await list('?limit=2&offset=10')).json();
    expect(past).toMatchObject({ items: [], total: 4 });
  });

  it.each([
    ['name', 'CAROL', ['Carol Diaz']],
    ['email', 'DAN.FOX@', ['Dan Fox']],
    ['company', 'contoso', ['alice Brown']],
    ['role', 'stage hand', ['Dan Fox']],
    ['part of a word', 'ol', ['Carol Diaz', 'alice Brown'].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()))],
    ['a literal % and _', '100%_', ['Bob Evans']],
    ['a % alone, not a wildcard', '%', ['Bob Evans']],
    ['an _ alone, not a wildcard', '_', ['Bob Evans']],
    ['nothing that matches', 'zzz', []],
  ])('searches by %s (%j)', async (_label, q, expected) => {
    const body = (await list(`?q=${encodeURIComponent(q)}`)).json();
    expect(names(body)).toEqual(expected);
    expect(body.total).toBe(expected.length);
    expect(body.totalInSystem).toBe(4);
  });

  it('searches by user ID, lower case too', async () => {
    const body = (await list(`?q=${codes.dan!.toLowerCase()}`)).json();
    expect(names(body)).toEqual(['Dan Fox']);
  });

  it('combines search and event filter', async () => {
    const body = (await list(`?eventId=${music.id}&q=example`)).json();
    expect(names(body)).toEqual(['Dan Fox']);
    expect(body).toMatchObject({ total: 1, activeCount: 1, eventCount: 1, totalInSystem: 4 });
  });

  it.each([
    ['?limit=0', 'limit', 'Limit must be at least 1'],
    ['?limit=501', 'limit', 'Limit must be at most 500'],
    ['?offset=-1', 'offset', 'Offset cannot be negative'],
    ['?eventId=abc', 'eventId', 'Event id must be a number'],
    [`?q=${'q'.repeat(201)}`, 'q', 'Search must be at most 200 characters'],
  ])('refuses %s with 400', async (query, field, message) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toBe(message);
  });

  it('counts each member’s tasks by status, and only their own', async () => {
    await insertTask(owner, tech.id, 'todo', ids.carol!);
    await insertTask(owner, tech.id, 'todo', ids.carol!);
    await insertTask(owner, tech.id, 'inprogress', ids.carol!);
    await insertTask(owner, tech.id, 'completed', ids.carol!);
    await insertTask(owner, tech.id, 'completed', ids.carol!);
    await insertTask(owner, tech.id, 'completed', ids.carol!);
    await insertTask(owner, tech.id, 'overdue', ids.carol!);
    await insertTask(owner, tech.id, 'completed', ids.bob!);
    await insertTask(owner, tech.id, 'todo', null);

    const body = (await list(`?eventId=${tech.id}`)).json();
    const byName = Object.fromEntries(body.items.map((item: { name: string; taskCounts: unknown }) => [item.name, item.taskCounts]));
    expect(byName).toEqual({
      'Carol Diaz': { total: 7, todo: 2, inprogress: 1, completed: 3, overdue: 1 },
      'Bob Evans': { total: 1, todo: 0, inprogress: 0, completed: 1, overdue: 0 },
      'alice Brown': { total: 0, todo: 0, inprogress: 0, completed: 0, overdue: 0 },
    });
    const one = (await get(owner.cookie, `/api/team-members/${ids.carol}`)).json();
    expect(one.member.taskCounts).toEqual({ total: 7, todo: 2, inprogress: 1, completed: 3, overdue: 1 });
    // on a page holding only Bob, his counts are still right
    const paged = (await list(`?eventId=${tech.id}&limit=1&offset=1`)).json();
    expect(paged.items).toHaveLength(1);
    expect(paged.items[0]).toMatchObject({ name: 'Bob Evans', taskCounts: { total: 1, completed: 1 } });
  });
});

describe('editing a member', () => {
  let owner: Owner;
  let member: { id: number; code: string; eventId: number };
  beforeAll(async () => {
    owner = await signUp(t.app);
    const event = await createEvent(t.app, owner.cookie, { name: 'Product Launch' });
    member = await createMember(t.app, owner.cookie, event.id, { name: 'Pat Quinn', email: 'pat@example.com', company: 'Acme', role: 'Host' });
  });

  it('changes name, email, status, company and role; keeps the user ID, event and join date', async () => {
    const before = (await get(owner.cookie, `/api/team-members/${member.id}`)).json().member;
    const response = await patch(owner.cookie, member.id, {
      name: '  Patricia Quinn ',
      email: 'patricia@example.com',
      status: 'pending',
      company: 'Globex',
      role: 'MC',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().member).toMatchObject({
      id: member.id,
      code: member.code,
      eventId: member.eventId,
      eventName: 'Product Launch',
      joinDate: before.joinDate,
      name: 'Patricia Quinn',
      email: 'patricia@example.com',
      status: 'pending',
      company: 'Globex',
      role: 'MC',
    });
    expect(response.json().member.updatedAt >= before.updatedAt).toBe(true);
  });

  it('leaves omitted fields alone and removes a field sent empty', async () => {
    const response = await patch(owner.cookie, member.id, { name: 'Patricia Quinn', email: '' });
    expect(response.statusCode).toBe(200);
    expect(response.json().member).toMatchObject({ email: null, company: 'Globex', role: 'MC', status: 'pending' });
  });

  it('ignores attempts to change the user ID or the event', async () => {
    const response = await patch(owner.cookie, member.id, { name: 'Patricia Quinn', code: 'PL-00000000', eventId: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.json().member).toMatchObject({ code: member.code, eventId: member.eventId });
  });

  it.each([
    [{ name: '' }, 'name', 'Name must be at least 2 characters long'],
    [{ name: '  ' }, 'name', 'Name must be at least 2 characters long'],
    [{}, 'name', 'Name must be at least 2 characters long'],
    [{ name: 'P' }, 'name', 'Name must be at least 2 characters long'],
    [{ name: 'p'.repeat(51) }, 'name', 'Name must be less than 50 characters'],
    [{ name: 'Pat Quinn', email: 'pat@' }, 'email', 'Invalid email format'],
    [{ name: 'Pat Quinn', status: 'archived' }, 'status', 'Status must be active, inactive or pending'],
  ])('%j is refused with 400 and changes nothing', async (payload, field, message) => {
    const before = (await get(owner.cookie, `/api/team-members/${member.id}`)).json().member;
    const response = await patch(owner.cookie, member.id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toBe(message);
    expect(response.json().error.message).toBe(message);
    expect((await get(owner.cookie, `/api/team-members/${member.id}`)).json().member).toEqual(before);
  });

  it('joins the messages with commas', async () => {
    const response = await patch(owner.cookie, member.id, { name: 'P', email: 'nope' });
    expect(response.json().error).toEqual({
      message: 'Name must be at least 2 characters long, Invalid email format',
      fields: { name: 'Name must be at least 2 characters long', email: 'Invalid email format' },
    });
  });

  it("answers 404 'Team member not found' for a member that does not exist", async () => {
    for (const response of [
      await patch(owner.cookie, 987_654, { name: 'Nobody' }),
      await get(owner.cookie, '/api/team-members/987654'),
      await remove(owner.cookie, 987_654),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Team member not found');
    }
  });

  it.each(['abc', '1.5', '0', '99999999999'])('refuses the id %j with 400', async (id) => {
    const response = await get(owner.cookie, `/api/team-members/${id}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.id).toBe('Invalid team member id');
  });
});

describe('removing a member', () => {
  it('answers 204, removes the member and leaves their tasks unassigned', async () => {
    const owner = await signUp(t.app);
    const event = await createEvent(t.app, owner.cookie, { name: 'Charity Run' });
    const leaving = await createMember(t.app, owner.cookie, event.id, { name: 'Lee Leaving' });
    const staying = await createMember(t.app, owner.cookie, event.id, { name: 'Sky Staying' });
    const leavingTasks = [await insertTask(owner, event.id, 'todo', leaving.id), await insertTask(owner, event.id, 'completed', leaving.id)];
    const stayingTask = await insertTask(owner, event.id, 'todo', staying.id);

    const response = await remove(owner.cookie, leaving.id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await get(owner.cookie, `/api/team-members/${leaving.id}`)).statusCode).toBe(404);
    expect((await remove(owner.cookie, leaving.id)).statusCode).toBe(404);

    const tasks = await t.app.db.selectFrom('tasks').select(['id', 'assignee_id']).where('event_id', '=', event.id).orderBy('id').execute();
    expect(tasks).toEqual([
      { id: leavingTasks[0], assignee_id: null },
      { id: leavingTasks[1], assignee_id: null },
      { id: stayingTask, assignee_id: staying.id },
    ]);
    const list = (await get(owner.cookie, '/api/team-members')).json();
    expect(list.items.map((item: { id: number }) => item.id)).toEqual([staying.id]);
    expect(list.totalInSystem).toBe(1);
  });
});

describe('another user', () => {
  let first: Owner;
  let second: Owner;
  let event: { id: number };
  let member: { id: number; code: string };
  beforeAll(async () => {
    first = await signUp(t.app);
    second = await signUp(t.app);
    event = await createEvent(t.app, first.cookie, { name: 'Secret Gala' });
    member = await createMember(t.app, first.cookie, event.id, { name: 'Private Person', email: 'private@example.com' });
  });

  const unchanged = async () => {
    const response = await get(first.cookie, `/api/team-members/${member.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().member).toMatchObject({ name: 'Private Person', email: 'private@example.com', status: 'active' });
  };

  it("does not see the first user's members in a list, with or without their event as a filter, or in search", async () => {
    for (const query of ['', `?eventId=${event.id}`, `?q=${member.code}`, '?q=private']) {
      const body = (await get(second.cookie, `/api/team-members${query}`)).json();
      expect(body).toMatchObject({ items: [], total: 0, totalInSystem: 0, activeCount: 0, eventCount: 0 });
    }
  });

  it("gets 404 'Team member not found' reading, editing or removing the first user's member", async () => {
    const responses = [
      await get(second.cookie, `/api/team-members/${member.id}`),
      await patch(second.cookie, member.id, { name: 'Hijacked Name', status: 'inactive' }),
      await remove(second.cookie, member.id),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Team member not found');
    }
    await unchanged();
  });

  it("gets 404 'Event not found' adding a member to the first user's event", async () => {
    const response = await post(second.cookie, { name: 'Intruder Person', eventId: event.id });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toEqual({ message: 'Event not found', fields: { eventId: 'Event not found' } });
    expect(await memberCount(second.workspaceId)).toBe(0);
    expect(await memberCount(first.workspaceId)).toBe(1);
  });

  it("does not count the first user's tasks in their own member's counts", async () => {
    const ownEvent = await createEvent(t.app, second.cookie, { name: 'Secret Gala' });
    const own = await createMember(t.app, second.cookie, ownEvent.id, { name: 'Own Person' });
    await insertTask(first, event.id, 'todo', member.id);
    const body = (await get(second.cookie, `/api/team-members/${own.id}`)).json();
    expect(body.member.taskCounts.total).toBe(0);
    expect((await get(first.cookie, `/api/team-members/${member.id}`)).json().member.taskCounts.total).toBe(1);
  });
});
