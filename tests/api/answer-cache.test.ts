import zlib from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { failWrites } from './support/faults.ts';
import { createEvent, createMember, createTask } from './support/fixtures.ts';
import { createTestApp, dialect, signUp, type TestApp } from './support/test-app.ts';

/**
 * Lists, analytics and dashboard figures are answered from memory while the owner's data version
 * is unchanged. After every kind of change — through this instance, through another instance,
 * straight in SQL, in cascades and in rolled-back transactions — each cached answer must equal the
 * answer of an instance without a cache.
 */

const TODAY = '2031-06-15';
let t: TestApp;
let fresh: App;
beforeAll(async () => {
  t = await createTestApp({ onDisk: true });
  fresh = await t.startAnotherInstance({ config: { answerCacheBytes: 0 } });
});
afterAll(() => t.close());

type Owner = Awaited<ReturnType<typeof signUp>>;

function listUrls(eventId: number, memberId: number): string[] {
  return [
    `/api/tasks?limit=50&today=${TODAY}`,
    `/api/tasks?eventId=${eventId}&limit=50&today=${TODAY}`,
    `/api/tasks?eventId=${eventId}&memberId=${memberId}&limit=50&today=${TODAY}`,
    `/api/tasks?q=venue&limit=50&today=${TODAY}`,
    `/api/tasks?unassigned=true&limit=50`,
    `/api/tasks?due=past&limit=50&today=${TODAY}`,
    `/api/tasks?due=week&eventId=${eventId}&limit=50&today=${TODAY}`,
    `/api/events?limit=50&today=${TODAY}`,
    `/api/events/options?limit=50`,
    `/api/team-members?limit=50`,
    `/api/team-members?eventId=${eventId}&limit=50`,
    `/api/team-members/options?eventId=${eventId}&limit=50`,
    `/api/analytics?period=7&today=${TODAY}`,
    `/api/analytics?period=30&eventId=${eventId}`,
    `/api/dashboard`,
    `/api/dashboard?today=${TODAY}`,
  ];
}

async function answersOf(app: App, cookie: string, urls: string[]) {
  return Promise.all(
    urls.map(async (url) => {
      const response = await app.inject({ method: 'GET', url, headers: { cookie } });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      return { url, body: response.json() };
    }),
  );
}

/** Every list, asked twice of the caching instance (the second answer comes from memory), equals a fresh answer. */
async function expectCurrent(owner: Owner, urls: string[]) {
  const expected = await answersOf(fresh, owner.cookie, urls);
  expect(await answersOf(t.app, owner.cookie, urls)).toEqual(expected);
  expect(await answersOf(t.app, owner.cookie, urls)).toEqual(expected);
}

async function setUpOwner() {
  const owner = await signUp(t.app);
  const event = await createEvent(t.app, owner.cookie, { name: 'Venue Expo' });
  const member = await createMember(t.app, owner.cookie, event.id, { name: 'Ada Lovelace' });
  const task = await createTask(t.app, owner.cookie, { title: 'Book the venue', eventId: event.id, assigneeId: member.id, dueDate: '2031-06-01' });
  const urls = listUrls(event.id, member.id);
  await expectCurrent(owner, urls);
  return { owner, event, member, task, urls };
}

/** Turns the version triggers of `table` off for `change`: what the cache would answer without them. */
async function withoutVersionTriggers(app: App, table: string, change: () => Promise<void>) {
  if (dialect === 'postgres') {
    await sql.raw(`alter table ${table} disable trigger ${table}_version_after_update`).execute(app.db);
    try {
      await change();
    } finally {
      await sql.raw(`alter table ${table} enable trigger ${table}_version_after_update`).execute(app.db);
    }
    return;
  }
  const { sql: definition } = await app.db
    .selectFrom(sql<{ name: string; sql: string }>`sqlite_master`.as('m'))
    .select('sql')
    .where('name', '=', `${table}_version_after_update`)
    .executeTakeFirstOrThrow();
  await sql.raw(`drop trigger ${table}_version_after_update`).execute(app.db);
  try {
    await change();
  } finally {
    await sql.raw(definition).execute(app.db);
  }
}

/** The answer as a browser sending `acceptEncoding` gets it, decompressed, with the headers that say how it came. */
async function encodedAnswerOf(app: App, cookie: string, url: string, acceptEncoding?: string) {
  const headers = acceptEncoding === undefined ? { cookie } : { cookie, 'accept-encoding': acceptEncoding };
  const response = await app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, response.body).toBe(200);
  const encoding = response.headers['content-encoding'];
  const raw = response.rawPayload;
  const text = encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw;
  return { encoding, vary: response.headers.vary, length: Number(response.headers['content-length'] ?? raw.length), body: JSON.parse(text.toString('utf8')) };
}

describe('cached compressed answers', () => {
  const BROWSER = 'gzip, deflate, br, zstd';

  it('come in the encoding each Accept-Encoding asks for, with Vary, and equal a fresh answer before and after a change', async () => {
    const { owner, event, task } = await setUpOwner();
    for (let index = 0; index < 12; index += 1) await createTask(t.app, owner.cookie, { title: `Venue walk-through ${index}`, eventId: event.id });
    const url = `/api/tasks?limit=50&today=${TODAY}`;
    const expectAnswers = async () => {
      const expected = (await answersOf(fresh, owner.cookie, [url]))[0]!.body;
      for (const [acceptEncoding, encoding] of [[BROWSER, 'br'], [BROWSER, 'br'], ['gzip', 'gzip'], ['gzip', 'gzip'], [undefined, undefined], [BROWSER, 'br']] as const) {
        const answer = await encodedAnswerOf(t.app, owner.cookie, url, acceptEncoding);
        expect({ acceptEncoding, encoding: answer.encoding, vary: answer.vary, body: answer.body }).toEqual({ acceptEncoding, encoding, vary: 'accept-encoding', body: expected });
      }
    };
    await expectAnswers();
    const edit = await t.call('PATCH', `/api/tasks/${task.id}`, owner.cookie, { title: 'Book the venue and the hall' });
    expect(edit.statusCode, edit.body).toBe(200);
    await expectAnswers();
  });

  it('are served from memory while the data version is unchanged, compressed as the first time', async () => {
    const { owner, event, task } = await setUpOwner();
    for (let index = 0; index < 12; index += 1) await createTask(t.app, owner.cookie, { title: `Venue walk-through ${index}`, eventId: event.id });
    const url = `/api/tasks?limit=50&today=${TODAY}`;
    const first = await encodedAnswerOf(t.app, owner.cookie, url, BROWSER);
    await withoutVersionTriggers(t.app, 'tasks', async () => {
      await t.app.db.updateTable('tasks').set({ title: 'Renamed unseen' }).where('id', '=', task.id).execute();
      expect(await encodedAnswerOf(t.app, owner.cookie, url, BROWSER)).toEqual(first);
    });
  });
});

describe('cached list answers', () => {
  it('are served from memory: a change the version triggers do not see is not seen by the cache', async () => {
    const { owner, task, urls } = await setUpOwner();
    await withoutVersionTriggers(t.app, 'tasks', async () => {
      await t.app.db.updateTable('tasks').set({ title: 'Book the venue (renamed)' }).where('id', '=', task.id).execute();
      const cached = (await answersOf(t.app, owner.cookie, [urls[0]!]))[0]!.body;
      const current = (await answersOf(fresh, owner.cookie, [urls[0]!]))[0]!.body;
      expect(cached.items[0].title).toBe('Book the venue');
      expect(current.items[0].title).toBe('Book the venue (renamed)');
    });
    // The next counted change makes the cache answer the current data again.
    await t.call('PUT', `/api/tasks/${task.id}/status`, owner.cookie, { status: 'inprogress' });
    await expectCurrent(owner, urls);
  });

  it('follow every change made through the API', async () => {
    const { owner, event, member, task, urls } = await setUpOwner();
    const steps: [string, () => Promise<unknown>][] = [
      ['create a task', () => createTask(t.app, owner.cookie, { title: 'Venue catering', eventId: event.id })],
      ['bulk create', () => t.call('POST', '/api/tasks/bulk', owner.cookie, { eventId: event.id, text: 'Venue map\nVenue signs', today: TODAY })],
      ['change a status', () => t.call('PUT', `/api/tasks/${task.id}/status`, owner.cookie, { status: 'completed' })],
      ['edit a task', () => t.call('PATCH', `/api/tasks/${task.id}`, owner.cookie, { title: 'Book the big venue', dueDate: '2031-07-01' })],
      ['unassign a task', () => t.call('PATCH', `/api/tasks/${task.id}`, owner.cookie, { assigneeId: null })],
      ['edit the event', () => t.call('PATCH', `/api/events/${event.id}`, owner.cookie, { name: 'Venue Expo 2031', description: 'Annual conference', startDate: '2030-06-01' })],
      ['edit a member', () => t.call('PATCH', `/api/team-members/${member.id}`, owner.cookie, { name: 'Ada King' })],
      ['add a member', () => createMember(t.app, owner.cookie, event.id, { name: 'Grace Hopper' })],
      ['delete a task', () => t.call('DELETE', `/api/tasks/${task.id}`, owner.cookie)],
      ['delete a member', () => t.call('DELETE', `/api/team-members/${member.id}`, owner.cookie)],
    ];
    for (const [name, step] of steps) {
      const response = (await step()) as { statusCode?: number; body?: string };
      if (response.statusCode !== undefined) expect(response.statusCode, `${name}: ${response.body}`).toBeLessThan(300);
      await expectCurrent(owner, urls);
    }
  });

  it('follow changes made by another instance and straight in SQL', async () => {
    const { owner, event, task, urls } = await setUpOwner();
    const other = await fresh.inject({ method: 'POST', url: '/api/tasks', headers: { cookie: owner.cookie }, payload: { title: 'Venue keys', eventId: event.id } });
    expect(other.statusCode).toBe(201);
    await expectCurrent(owner, urls);
    await t.app.db.updateTable('tasks').set({ status: 'overdue' }).where('id', '=', task.id).execute();
    await expectCurrent(owner, urls);
    await t.app.db.deleteFrom('tasks').where('id', '=', other.json().task.id).execute();
    await expectCurrent(owner, urls);
  });

  it('follow the cascade of deleting an event', async () => {
    const { owner, event, urls } = await setUpOwner();
    const second = await createEvent(t.app, owner.cookie, { name: 'Second Venue' });
    await createTask(t.app, owner.cookie, { title: 'Venue walk-through', eventId: second.id });
    await expectCurrent(owner, urls);
    expect((await t.call('DELETE', `/api/events/${event.id}`, owner.cookie)).statusCode).toBeLessThan(300);
    const remaining = urls.filter((url) => !url.includes(`eventId=${event.id}`));
    await expectCurrent(owner, remaining);
  });

  it('are unchanged by a bulk create that fails and rolls back', async () => {
    const { owner, event, urls } = await setUpOwner();
    const before = await answersOf(t.app, owner.cookie, urls);
    const restore = await failWrites(t.app, 'tasks', 'insert', { title: 'Venue line 3' });
    try {
      const text = ['Venue line 1', 'Venue line 2', 'Venue line 3'].join('\n');
      expect((await t.call('POST', '/api/tasks/bulk', owner.cookie, { eventId: event.id, text, today: TODAY })).statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect(await answersOf(t.app, owner.cookie, urls)).toEqual(before);
    await expectCurrent(owner, urls);
  });

  it('are kept per owner: one owner’s change never shows in another’s answers, and each sees their own', async () => {
    const first = await setUpOwner();
    const second = await setUpOwner();
    await createTask(t.app, first.owner.cookie, { title: 'Venue only for the first', eventId: first.event.id });
    await expectCurrent(first.owner, first.urls);
    await expectCurrent(second.owner, second.urls);
    const [secondTasks] = await answersOf(t.app, second.owner.cookie, [second.urls[0]!]);
    expect(secondTasks!.body.items.map((item: { title: string }) => item.title)).toEqual(['Book the venue']);
  });
});

describe('cached answers computed with the server’s date', () => {
  afterEach(() => vi.useRealTimers());

  it('are not served after midnight, whatever the URL holds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-06-15T23:59:00Z'));
    const owner = await signUp(t.app);
    const event = await createEvent(t.app, owner.cookie, { name: 'Venue Expo' });
    await createTask(t.app, owner.cookie, { title: 'Venue tour', eventId: event.id, dueDate: '2031-06-15' });
    // `?today=` inside another parameter's value (dropped by validation) is not the caller's today.
    const taskUrls = ['/api/tasks?limit=50', '/api/tasks?limit=50&ref=?today=2031-06-01', '/api/tasks?limit=50&q=venue'];
    const dashboardUrls = ['/api/dashboard', '/api/dashboard?ref=?today=2031-06-01'];
    const pastDue = async () => (await answersOf(t.app, owner.cookie, taskUrls)).map(({ body }) => body.totals.pastDue as number);
    const overdue = async () => (await answersOf(t.app, owner.cookie, dashboardUrls)).map(({ body }) => body.tasks.overdue as number);

    expect(await pastDue()).toEqual([0, 0, 0]);
    expect(await overdue()).toEqual([0, 0]);
    vi.setSystemTime(new Date('2031-06-16T00:01:00Z'));
    expect(await pastDue()).toEqual([1, 1, 1]);
    expect(await overdue()).toEqual([1, 1]);
    await expectCurrent(owner, [...taskUrls, ...dashboardUrls]);
  });

  it('are kept apart from answers for a today the caller sent', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-06-16T08:00:00Z'));
    const owner = await signUp(t.app);
    const event = await createEvent(t.app, owner.cookie, { name: 'Venue Expo' });
    await createTask(t.app, owner.cookie, { title: 'Venue tour', eventId: event.id, dueDate: '2031-06-15' });
    const [serverDay, callerDay] = await answersOf(t.app, owner.cookie, ['/api/tasks?limit=50', '/api/tasks?limit=50&today=2031-06-15']);
    expect(serverDay!.body.totals.pastDue).toBe(1);
    expect(callerDay!.body.totals.pastDue).toBe(0);
    expect((await answersOf(t.app, owner.cookie, ['/api/tasks?today=2031-06-15&limit=50']))[0]!.body.totals.pastDue).toBe(0);
  });
});
