import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_COUNT_LIMIT } from '../../src/domain/task-rules.ts';
import { createEvent } from './support/fixtures.ts';
import { createTestApp, signUp, type TestApp } from './support/test-app.ts';

/**
 * A search asked for with `counts=bounded` (the list as it is typed into) stops counting its matches
 * past SEARCH_COUNT_LIMIT: the page is the one an exact search answers, the total says "at least".
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Owner = Awaited<ReturnType<typeof signUp>>;
const TODAY = '2031-06-15';

interface TaskListAnswer {
  items: { id: number; title: string }[];
  total: number;
  totalExact: boolean;
  totals: { total: number } | null;
  dueCounts: { open: number } | null;
  totalInSystem: number;
}

async function bulkCreate(owner: Owner, eventId: number, titles: string[]) {
  const response = await t.call('POST', '/api/tasks/bulk', owner.cookie, { eventId, text: titles.join('\n'), today: TODAY });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { tasks?: { id: number }[] }).tasks;
}

async function list(owner: Owner, query: string): Promise<TaskListAnswer> {
  const response = await t.call('GET', `/api/tasks?today=${TODAY}&${query}`, owner.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TaskListAnswer;
}

const numbered = (title: string, count: number) => Array.from({ length: count }, (_, index) => `${title} ${index + 1}`);

describe('bounded search counts', () => {
  let ada: Owner;
  let ben: Owner;
  const BROAD = SEARCH_COUNT_LIMIT + 20;

  beforeAll(async () => {
    ada = await signUp(t.app, { email: 'ada-counts@example.com' });
    ben = await signUp(t.app, { email: 'ben-counts@example.com' });
    const adaEvent = await createEvent(t.app, ada.cookie, { name: 'Counting Fair' });
    const benEvent = await createEvent(t.app, ben.cookie, { name: 'Other Fair' });
    await bulkCreate(ada, adaEvent.id, [...numbered('Confirm the caterer', BROAD), ...numbered('Order the chairs', 30)]);
    // Ben's tasks match Ada's narrow term more than the limit: they must never count for her.
    await bulkCreate(ben, benEvent.id, numbered('Order the chairs', SEARCH_COUNT_LIMIT + 5));
    const completed = (await list(ada, 'q=caterer&limit=3')).items;
    for (const task of completed) {
      const response = await t.call('PUT', `/api/tasks/${task.id}/status`, ada.cookie, { status: 'completed' });
      expect(response.statusCode, response.body).toBe(200);
    }
  });

  it('stops counting a broad search at the limit and answers the same page as an exact count', async () => {
    const bounded = await list(ada, 'q=caterer&counts=bounded&limit=50');
    const exact = await list(ada, 'q=caterer&limit=50');
    expect(exact).toMatchObject({ total: BROAD, totalExact: true });
    expect(exact.totals?.total).toBe(BROAD);
    expect(bounded).toMatchObject({ total: SEARCH_COUNT_LIMIT, totalExact: false, totals: null, dueCounts: null, totalInSystem: BROAD + 30 });
    expect(bounded.items.map((task) => task.id)).toEqual(exact.items.map((task) => task.id));
  });

  it('pages a broad search as an exact one does, past the limit too', async () => {
    for (const offset of [950, SEARCH_COUNT_LIMIT]) {
      const bounded = await list(ada, `q=caterer&counts=bounded&limit=50&offset=${offset}&sort=title`);
      const exact = await list(ada, `q=caterer&limit=50&offset=${offset}&sort=title`);
      expect(bounded.items.length).toBeGreaterThan(0);
      expect(bounded.items.map((task) => task.id)).toEqual(exact.items.map((task) => task.id));
    }
  });

  it('counts exactly what the choices take when that is within the limit', async () => {
    const completed = await list(ada, 'q=caterer&counts=bounded&status=completed&limit=50');
    expect(completed).toMatchObject({ total: 3, totalExact: true, totals: null, dueCounts: null });
    expect(completed.items).toHaveLength(3);
    const open = await list(ada, 'q=caterer&counts=bounded&hideCompleted=true&limit=50');
    expect(open).toMatchObject({ total: SEARCH_COUNT_LIMIT, totalExact: false });
  });

  it('counts a search within the limit exactly, with every total, counting only the workspace’s own tasks', async () => {
    const bounded = await list(ada, 'q=chairs&counts=bounded&limit=10');
    const exact = await list(ada, 'q=chairs&limit=10');
    expect(bounded).toMatchObject({ total: 30, totalExact: true });
    expect(bounded.totals?.total).toBe(30);
    expect(bounded.dueCounts).not.toBeNull();
    expect(bounded).toEqual(exact);
    // Ben's own broad search is bounded by his tasks, not Ada's.
    expect(await list(ben, 'q=chairs&counts=bounded&limit=10')).toMatchObject({ total: SEARCH_COUNT_LIMIT, totalExact: false });
    expect(await list(ben, 'q=caterer&counts=bounded&limit=10')).toMatchObject({ total: 0, totalExact: true, items: [] });
  });

  it('bounds a term too short for the trigram index the same way', async () => {
    const bounded = await list(ada, 'q=te&counts=bounded&limit=20');
    const exact = await list(ada, 'q=te&limit=20');
    expect(bounded).toMatchObject({ total: SEARCH_COUNT_LIMIT, totalExact: false, totals: null });
    expect(bounded.items.map((task) => task.id)).toEqual(exact.items.map((task) => task.id));
  });

  it('counts every match without a search term or with counts=exact', async () => {
    expect(await list(ada, 'counts=bounded&limit=1')).toMatchObject({ total: BROAD + 30, totalExact: true });
    expect((await list(ada, 'q=caterer&counts=exact&limit=1')).total).toBe(BROAD);
    const refused = await t.call('GET', `/api/tasks?today=${TODAY}&counts=some`, ada.cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Counts must be one of exact, bounded');
  });
});
