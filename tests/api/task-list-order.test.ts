import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createTask } from './support/fixtures.ts';
import { createTestApp, signUp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Body = { items: { id: number; title: string }[]; total: number; limit: number; offset: number; totals: { total: number }; totalInSystem: number };

async function list(cookie: string, query: string): Promise<Body> {
  const response = await t.call('GET', `/api/tasks?today=2026-11-22&${query}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('sorting', () => {
  let cookie: string;
  let otherCookie: string;
  /** Task number (1–5, in creation order) → id. */
  const id: Record<number, number> = {};
  const numbers = (body: Body) => body.items.map((task) => Object.keys(id).map(Number).find((n) => id[n] === task.id) ?? `other:${task.title}`);

  beforeAll(async () => {
    ({ cookie } = await signUp(t.app));
    // Beta is created first: ordering by event goes by name, ignoring case, not by id.
    const beta = (await createEvent(t.app, cookie, { name: 'Beta Gala' })).id;
    const alpha = (await createEvent(t.app, cookie, { name: 'alpha Fair' })).id;
    const rows = [
      { title: 'banana', eventId: beta, priority: 'high', status: 'completed', dueDate: '2026-12-03' },
      { title: 'Apple', eventId: alpha, priority: 'low', status: 'todo' },
      { title: 'cherry', eventId: beta, priority: 'medium', status: 'inprogress', dueDate: '2026-12-01' },
      { title: 'apple', eventId: beta, priority: 'high', status: 'overdue', dueDate: '2026-12-01' },
      { title: 'Date', eventId: alpha, priority: 'medium', status: 'todo' },
    ];
    for (const [index, row] of rows.entries()) id[index + 1] = (await createTask(t.app, cookie, row)).id;

    // Another owner's tasks, which would sort first by every column.
    ({ cookie: otherCookie } = await signUp(t.app));
    const otherEvent = (await createEvent(t.app, otherCookie, { name: 'Aardvark Expo' })).id;
    await createTask(t.app, otherCookie, { title: 'Aaa other', eventId: otherEvent, priority: 'high', status: 'todo', dueDate: '2026-01-01' });
    await createTask(t.app, otherCookie, { title: 'Zzz other', eventId: otherEvent, priority: 'low', status: 'overdue' });
  });

  // Worked out by hand from the five tasks above; ties (same key) go by id, in the same direction.
  it.each([
    ['dueDate', 'asc', [3, 4, 1, 2, 5]], // 12-01 (3, 4), 12-03, then the undated (2, 5)
    ['dueDate', 'desc', [5, 2, 1, 4, 3]], // the undated count as due last, so they come first
    ['priority', 'asc', [2, 3, 5, 1, 4]], // Low, Medium, High
    ['priority', 'desc', [4, 1, 5, 3, 2]], // High, Medium, Low
    ['status', 'asc', [2, 5, 3, 1, 4]], // To Do, In Progress, Completed, Overdue
    ['status', 'desc', [4, 1, 3, 5, 2]],
    ['title', 'asc', [2, 4, 1, 3, 5]], // Apple/apple tie on the title ignoring case
    ['title', 'desc', [5, 3, 1, 4, 2]],
    ['event', 'asc', [2, 5, 1, 3, 4]], // alpha Fair before Beta Gala
    ['event', 'desc', [4, 3, 1, 5, 2]],
    ['created', 'asc', [1, 2, 3, 4, 5]],
    ['created', 'desc', [5, 4, 3, 2, 1]],
  ] as const)('orders by %s %s, the owner’s tasks only', async (sort, order, expected) => {
    const body = await list(cookie, `sort=${sort}&order=${order}`);
    expect(numbers(body)).toEqual(expected);
    expect(body.total).toBe(5);
  });

  it.each(['dueDate', 'priority', 'status', 'title', 'event', 'created'])('pages by %s in one total order: no task twice, none left out', async (sort) => {
    for (const order of ['asc', 'desc']) {
      const whole = numbers(await list(cookie, `sort=${sort}&order=${order}`));
      const pages = [];
      for (let offset = 0; offset < 5; offset += 2) pages.push(...numbers(await list(cookie, `sort=${sort}&order=${order}&limit=2&offset=${offset}`)));
      expect(pages).toEqual(whole);
    }
  });

  it('keeps the spec’s order by default: due date, undated last', async () => {
    expect(numbers(await list(cookie, ''))).toEqual([3, 4, 1, 2, 5]);
    expect(numbers(await list(cookie, 'sort=dueDate'))).toEqual([3, 4, 1, 2, 5]);
  });

  it('sorts within filters and within a search', async () => {
    expect(numbers(await list(cookie, 'sort=priority&order=desc&status=todo'))).toEqual([5, 2]);
    expect(numbers(await list(cookie, 'sort=title&order=desc&q=an'))).toEqual([1]);
    expect(numbers(await list(cookie, 'sort=event&order=asc&q=e'))).toEqual([2, 5, 3, 4]);
    expect(numbers(await list(cookie, 'sort=status&order=desc&q=e'))).toEqual([4, 3, 5, 2]);
  });

  it('hides the completed tasks when asked, from the rows and the counts', async () => {
    const body = await list(cookie, 'hideCompleted=true');
    expect(numbers(body)).toEqual([3, 4, 2, 5]);
    expect(body).toMatchObject({ total: 4, totals: { total: 4, completed: 0, todo: 2, inprogress: 1, overdue: 1 }, totalInSystem: 5 });
    expect(numbers(await list(cookie, 'hideCompleted=true&sort=priority&order=desc&q=an'))).toEqual([]);
    expect(numbers(await list(cookie, 'hideCompleted=false&sort=priority&order=desc&q=an'))).toEqual([1]);
    expect((await t.call('GET', '/api/tasks?hideCompleted=yes', cookie)).statusCode).toBe(400);
  });

  it('sorts another owner’s list over their tasks alone', async () => {
    const body = await list(otherCookie, 'sort=title&order=asc');
    expect(body.items.map((task) => task.title)).toEqual(['Aaa other', 'Zzz other']);
    expect((await list(otherCookie, 'sort=priority&order=desc')).items.map((task) => task.title)).toEqual(['Aaa other', 'Zzz other']);
  });

  it.each([
    ['sort=assignee', 'Sort must be one of dueDate, priority, status, title, event, created'],
    ['sort=', 'Sort must be one of dueDate, priority, status, title, event, created'],
    ['order=up', 'Order must be asc or desc'],
  ])('refuses %s with a clear message', async (query, message) => {
    const response = await t.call('GET', `/api/tasks?${query}`, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(message);
  });
});

describe('page size', () => {
  let cookie: string;

  beforeAll(async () => {
    ({ cookie } = await signUp(t.app));
    const event = (await createEvent(t.app, cookie, { name: 'Trade Fair' })).id;
    const text = Array.from({ length: 120 }, (_, i) => `Task ${i + 1}`).join('\n');
    expect((await t.call('POST', '/api/tasks/bulk', cookie, { eventId: event, text, today: '2026-11-22' })).statusCode).toBe(201);
  });

  it.each([25, 50, 100])('answers pages of %i', async (limit) => {
    const body = await list(cookie, `limit=${limit}`);
    expect(body.items).toHaveLength(limit);
    expect(body).toMatchObject({ limit, total: 120 });
    const last = await list(cookie, `limit=${limit}&offset=${Math.floor(119 / limit) * limit}`);
    expect(last.items).toHaveLength(120 - Math.floor(119 / limit) * limit);
  });

  it.each([
    ['limit=0', 'Limit must be at least 1'],
    ['limit=501', 'Limit must be at most 500'],
    ['limit=2.5', 'Limit must be a whole number'],
  ])('refuses %s', async (query, message) => {
    const response = await t.call('GET', `/api/tasks?${query}`, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(message);
  });
});

describe('the tasks of one bulk create', () => {
  let cookie: string;
  let otherCookie: string;
  let event: number;

  const bulk = async (as: string, eventId: number, text: string) => {
    const response = await t.call('POST', '/api/tasks/bulk', as, { eventId, text, today: '2026-11-22' });
    expect(response.statusCode).toBe(201);
    return response.json() as { batchId: number; taskIds: number[] };
  };

  beforeAll(async () => {
    ({ cookie } = await signUp(t.app));
    ({ cookie: otherCookie } = await signUp(t.app));
    event = (await createEvent(t.app, cookie, { name: 'Book Fair' })).id;
    await createTask(t.app, cookie, { title: 'Made alone', eventId: event });
  });

  it('answers a batch id that lists exactly the tasks it made, with their counts', async () => {
    const first = await bulk(cookie, event, 'Print maps\nBook hall\nHire stage');
    const second = await bulk(cookie, event, 'Order chairs\nPrint tickets');
    expect(second.batchId).not.toBe(first.batchId);

    const body = await list(cookie, `batch=${first.batchId}`);
    expect(body.items.map((task) => task.id).sort((a, b) => a - b)).toEqual(first.taskIds);
    expect(body).toMatchObject({ total: 3, totals: { total: 3 }, totalInSystem: 6 });

    const sorted = await list(cookie, `batch=${second.batchId}&sort=title&order=asc`);
    expect(sorted.items.map((task) => task.title)).toEqual(['Order chairs', 'Print tickets']);
    expect((await list(cookie, `batch=${first.batchId}&q=print`)).items.map((task) => task.title)).toEqual(['Print maps']);
    expect((await list(cookie, `batch=${first.batchId}&limit=2&offset=2`)).items).toHaveLength(1);
  });

  it('is owner-scoped: another user’s batch id lists nothing', async () => {
    const mine = await bulk(cookie, event, 'Secret task');
    const body = await list(otherCookie, `batch=${mine.batchId}`);
    expect(body).toMatchObject({ items: [], total: 0, totalInSystem: 0 });
  });

  it('refuses a batch that is not an id', async () => {
    const response = await t.call('GET', '/api/tasks?batch=abc', cookie);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Batch filter must be a bulk create batch id');
  });
});
