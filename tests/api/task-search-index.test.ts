import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/schema.ts';
import { taskFilter } from '../../src/server/tasks/tasks-repository.ts';
import { failWrites } from './support/faults.ts';
import { createEvent, createMember, createTask } from './support/fixtures.ts';
import { createTestApp, dialect, signUp, type TestApp } from './support/test-app.ts';

/**
 * Task search reads a trigram index (SQLite: the tasks_search FTS5 table its triggers keep;
 * PostgreSQL: pg_trgm GIN indexes). After every kind of change, each search must answer exactly
 * the tasks a plain scan of the owner's tasks finds, and on SQLite the index must equal its tasks.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Owner = Awaited<ReturnType<typeof signUp>>;
type Db = Kysely<Database>;

const TODAY = '2031-06-15';
const QUERIES = ['catering', 'CATER', 'ring', 'ate', 'vegan op', 'Café', 'crème', 'at', 'é', '%', 'nowhere'];

/** The workspace's tasks containing `q`, by a scan: no index can serve this. */
async function scanned(workspaceId: number, q: string): Promise<number[]> {
  const query = (db: Db) =>
    db
      .selectFrom('tasks')
      .where((eb) => taskFilter(eb, workspaceId, { q }, false, TODAY))
      .select('tasks.id')
      .orderBy('tasks.id')
      .execute();
  if (dialect === 'sqlite') return (await query(t.app.db)).map((row) => row.id);
  return t.app.db.transaction().execute(async (trx) => {
    await sql`set local enable_bitmapscan = off`.execute(trx);
    await sql`set local enable_indexscan = off`.execute(trx);
    return (await query(trx)).map((row) => row.id);
  });
}

async function searched(owner: Owner, q: string) {
  const response = await t.call('GET', `/api/tasks?limit=500&today=${TODAY}&q=${encodeURIComponent(q)}`, owner.cookie);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { items: { id: number }[]; total: number };
  return { ids: body.items.map((item) => item.id).sort((a, b) => a - b), total: body.total };
}

/** SQLite: FTS5 compares the index with the tasks it indexes and fails on any difference. */
async function expectIndexMatchesTasks() {
  if (dialect === 'sqlite') await sql`insert into tasks_search (tasks_search, rank) values ('integrity-check', 1)`.execute(t.app.db);
}

describe('task search index', () => {
  let ada: Owner;
  let ben: Owner;
  let conference: { id: number };
  let gala: { id: number };
  let ann: { id: number };
  const ids: number[] = [];

  async function expectSearchesExact() {
    await expectIndexMatchesTasks();
    for (const owner of [ada, ben]) {
      for (const q of QUERIES) {
        const expected = await scanned(owner.workspaceId, q);
        expect({ owner: owner.user.name, q, ...(await searched(owner, q)) }).toEqual({ owner: owner.user.name, q, ids: expected, total: expected.length });
      }
    }
  }

  beforeAll(async () => {
    ada = await signUp(t.app, { name: 'Ada' });
    ben = await signUp(t.app, { name: 'Ben' });
    conference = await createEvent(t.app, ada.cookie, { name: 'Tech Conference' });
    gala = await createEvent(t.app, ada.cookie, { name: 'Charity Gala' });
    const fair = await createEvent(t.app, ben.cookie, { name: 'Book Fair' });
    ann = await createMember(t.app, ada.cookie, conference.id, { name: 'Ann Lee' });
    await createTask(t.app, ben.cookie, { eventId: fair.id, title: 'Catering for the fair', description: 'Café and crème' });
  });

  it('matches the scan for tasks created one by one', async () => {
    const tasks = [
      { eventId: conference.id, title: 'Catering: "vegan" options', description: '', assigneeId: ann.id },
      { eventId: conference.id, title: 'cat, eri and ing', description: 'Holds the pieces of catering' },
      { eventId: gala.id, title: 'Café crème for the speakers', description: 'Order 40% decaf' },
      { eventId: gala.id, title: 'CATERING for the crew', description: 'Late caterings too' },
    ];
    for (const task of tasks) ids.push((await createTask(t.app, ada.cookie, task)).id);
    await expectSearchesExact();
  });

  it('matches the scan after a bulk create', async () => {
    const text = ['Call the caterer', 'Book the stage', 'Vegan options menu'].join('\n');
    const response = await t.call('POST', '/api/tasks/bulk', ada.cookie, { eventId: gala.id, text, today: TODAY });
    expect(response.statusCode, response.body).toBe(201);
    await expectSearchesExact();
  });

  it('matches the scan after edits of titles and descriptions, and of other fields only', async () => {
    const edit = await t.call('PATCH', `/api/tasks/${ids[0]}`, ada.cookie, { title: 'Book the garden', description: 'Catering outside' });
    expect(edit.statusCode, edit.body).toBe(200);
    const status = await t.call('PUT', `/api/tasks/${ids[1]}/status`, ada.cookie, { status: 'completed' });
    expect(status.statusCode, status.body).toBe(200);
    await expectSearchesExact();
  });

  it('matches the scan after changes made straight in SQL, several rows in one statement', async () => {
    await t.app.db
      .updateTable('tasks')
      .set({ description: sql`description || ' (catering)'` })
      .where('owner_id', '=', ada.workspaceId)
      .where('event_id', '=', gala.id)
      .execute();
    await expectSearchesExact();
  });

  it('matches the scan after deleting a task and a member', async () => {
    expect((await t.call('DELETE', `/api/tasks/${ids[1]}`, ada.cookie)).statusCode).toBe(204);
    expect((await t.call('DELETE', `/api/team-members/${ann.id}`, ada.cookie)).statusCode).toBe(204);
    await expectSearchesExact();
  });

  it('is unchanged by changes rolled back with their transaction', async () => {
    const before = await searched(ada, 'catering');
    await expect(
      t.app.db.transaction().execute(async (trx) => {
        await trx.updateTable('tasks').set({ title: 'renamed', description: '' }).where('owner_id', '=', ada.workspaceId).execute();
        await trx.deleteFrom('tasks').where('owner_id', '=', ben.workspaceId).execute();
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await searched(ada, 'catering')).toEqual(before);
    await expectSearchesExact();
  });

  it('is unchanged by a bulk create that fails halfway', async () => {
    const before = await searched(ada, 'catering');
    const restore = await failWrites(t.app, 'tasks', 'insert', { title: 'Catering line 700' });
    try {
      const text = Array.from({ length: 800 }, (_, i) => `Catering line ${i + 1}`).join('\n');
      const response = await t.call('POST', '/api/tasks/bulk', ada.cookie, { eventId: conference.id, text, today: TODAY });
      expect(response.statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect(await searched(ada, 'catering')).toEqual(before);
    await expectSearchesExact();
  });

  it('matches the scan after deleting an event with its tasks (cascade)', async () => {
    expect((await t.call('DELETE', `/api/events/${gala.id}`, ada.cookie)).statusCode).toBe(204);
    await expectSearchesExact();
  });
});

describe.runIf(dialect === 'postgres')('the PostgreSQL trigram indexes', () => {
  it('serve a search of titles and descriptions', async () => {
    const plan = await t.app.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const { rows } = await sql<{ 'QUERY PLAN': string }>`explain select id from tasks
        where lower(title) like lower('%catering%') escape '\\' or lower(description) like lower('%catering%') escape '\\'`.execute(trx);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('tasks_title_trigram_idx');
    expect(plan).toContain('tasks_description_trigram_idx');
  });
});
