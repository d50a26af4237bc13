import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { personalWorkspaceName } from '../../src/domain/workspaces.ts';
import { buildApp, type App } from '../../src/server/app.ts';
import { hashToken } from '../../src/server/private-links/link-token.ts';
import { loadConfig } from '../../src/server/config.ts';
import { createPostgresDatabase, createSqliteDatabase, type DatabaseHandle } from '../../src/server/db/database.ts';
import { migrateTo, migrateToLatest } from '../../src/server/db/migrate.ts';
import { snapshotRows, tableColumns as databaseTables, type Snapshot } from './support/database-snapshot.ts';
import { COUNT_TABLES, counted, maintained } from './support/maintained-counts.ts';
import { dialect, sessionCookieFrom, VALID_PASSWORD } from './support/test-app.ts';
import { adminQuery } from './support/postgres-admin.ts';

/**
 * The migration that makes workspaces the scope of every planning record, run on a copy of data made
 * with the schema before it, on both databases: every account gets exactly one workspace of its own,
 * every row stays as it was and lands in its owner's workspace, the counts and data versions kept by
 * triggers stay exact and keep working, and a workspace deleted takes exactly its own rows with it.
 */

const BEFORE = '2026-11-27T10-00_track-calendar-feed-use';
const SHARE_WORKSPACES = '2026-11-27T12-00_share-workspaces';

// Like the migration it tests, this works on the tables as they were before it, not on today's schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

let handle: DatabaseHandle;
let db: AnyDb;
let schema: string | undefined;
let app: App | undefined;

beforeEach(async () => {
  if (dialect === 'postgres') {
    schema = `test_${randomBytes(6).toString('hex')}`;
    await adminQuery(`create schema ${schema}`);
    handle = createPostgresDatabase({ url: process.env.TEST_DATABASE_URL!, searchPath: schema, maxConnections: 4 });
  } else {
    handle = createSqliteDatabase(':memory:');
  }
  db = handle.db;
  await migrateTo(db, BEFORE, schema);
});

afterEach(async () => {
  // Closing the app closes its database too.
  if (app) await app.close();
  else await db.destroy();
  app = undefined;
  if (schema) await adminQuery(`drop schema ${schema} cascade`);
  schema = undefined;
});

const AT = '2026-11-20T09:00:00.000Z';
const LATER = '2026-11-25T16:30:00.000Z';
/** Far enough ahead that reading the session does not renew it (and so write to it). */
const SESSION_EXPIRES = new Date(Date.now() + 29 * 24 * 60 * 60 * 1000).toISOString();
const STATUSES = ['todo', 'inprogress', 'completed', 'overdue'] as const;
const DUE_DATES = ['2026-10-31', '2026-11-27', '2026-12-01', '2027-01-15', null];

interface Account {
  id: number;
  name: string;
  /** A session made before the migration: its cookie must still work after it. */
  cookie: string;
}

interface World {
  ada: Account;
  ben: Account;
  /** An account with a session and nothing else. */
  cy: Account;
  /** The last account made before the migration, deleted: the next account's id is not the next workspace's. */
  goneUserId: number;
  adaTaskTitles: string[];
}

async function insert(table: string, values: Record<string, unknown>): Promise<number> {
  const row = await db.insertInto(table).values(values).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

async function account(name: string, email: string): Promise<Account> {
  const id = await insert('users', { email, name, password_hash: 'not-a-real-hash', created_at: AT, updated_at: AT });
  const token = randomBytes(32).toString('base64url');
  await db.insertInto('sessions').values({ token_hash: hashToken(token), user_id: id, created_at: AT, expires_at: SESSION_EXPIRES }).execute();
  return { id, name, cookie: `eventry_session=${token}` };
}

/**
 * An owner's planning data, straight in SQL as the app of that schema stored it: two events, members
 * in every status, tasks in every status and kind of due date (assigned and not) with their status
 * logs, a bulk batch, a template with items and calendar feeds of both kinds.
 */
async function plan(owner: Account, label: string, prefix: string): Promise<string[]> {
  const titles: string[] = [];
  const events = [
    await insert('events', { owner_id: owner.id, name: `${label} Summit`, description: 'Talks', start_date: '2026-12-01', end_date: '2026-12-03', created_at: AT, updated_at: AT }),
    await insert('events', { owner_id: owner.id, name: `${label} Gala`, description: 'Dinner', start_date: '2027-01-20', end_date: '2027-01-20', created_at: AT, updated_at: LATER }),
  ];
  const members: { id: number; eventId: number }[] = [];
  for (const [index, status] of ['active', 'inactive', 'pending', 'active'].entries()) {
    const eventId = events[index % 2]!;
    const code = `${prefix}-${String(index + 1).padStart(8, '0')}`;
    const id = await insert('team_members', {
      owner_id: owner.id,
      event_id: eventId,
      code,
      name: `${label} Member ${index}`,
      email: `${prefix.toLowerCase()}${index}@example.com`,
      status,
      join_date: '2026-11-01',
      created_at: AT,
      updated_at: AT,
    });
    members.push({ id, eventId });
  }
  const batchId = await insert('task_batches', { owner_id: owner.id, created_at: LATER });
  let n = 0;
  for (const status of STATUSES) {
    for (const dueDate of DUE_DATES) {
      n += 1;
      const eventId = events[n % 2]!;
      const assignee = n % 3 === 0 ? null : members.find((member) => member.eventId === eventId)!.id;
      const title = `${label} task ${n} catering`;
      titles.push(title);
      const taskId = await insert('tasks', {
        owner_id: owner.id,
        event_id: eventId,
        title,
        description: n % 2 ? 'Book the venue' : '',
        status,
        priority: ['high', 'medium', 'low'][n % 3],
        due_date: dueDate,
        assignee_id: assignee,
        batch_id: n % 4 === 0 ? batchId : null,
        created_at: AT,
        updated_at: status === 'todo' ? AT : LATER,
      });
      await db.insertInto('task_status_log').values({ task_id: taskId, owner_id: owner.id, old_status: null, new_status: 'todo', changed_at: AT }).execute();
      if (status !== 'todo') {
        await db.insertInto('task_status_log').values({ task_id: taskId, owner_id: owner.id, old_status: 'todo', new_status: status, changed_at: LATER }).execute();
      }
    }
  }
  const templateId = await insert('task_templates', { owner_id: owner.id, name: `${label} plan`, created_at: AT, updated_at: AT });
  for (const [position, title] of ['Book the hall', 'Send invitations'].entries()) {
    await db
      .insertInto('task_template_items')
      .values({ template_id: templateId, owner_id: owner.id, position, title, description: '', priority: 'medium', due_anchor: 'start', due_offset_days: -7 * (position + 1) })
      .execute();
  }
  await db.insertInto('calendar_feeds').values({ owner_id: owner.id, event_id: events[0], token: `${prefix}-event-feed`, created_at: AT, last_used_at: LATER }).execute();
  await db.insertInto('calendar_feeds').values({ owner_id: owner.id, member_id: members[0]!.id, token: `${prefix}-member-feed`, created_at: AT }).execute();
  return titles;
}

async function seed(): Promise<World> {
  const ada = await account('Ada Lovelace', 'ada@example.com');
  // A name with a quote: the workspace's name is built from it in SQL.
  const ben = await account("Ben O'Hara", 'ben@example.com');
  const cy = await account('Cy Young', 'cy@example.com');
  const goneUserId = await insert('users', { email: 'gone@example.com', name: 'Gone', password_hash: 'x', created_at: AT, updated_at: AT });
  await db.deleteFrom('users').where('id', '=', goneUserId).execute();
  const adaTaskTitles = await plan(ada, 'Ada', 'AS');
  await plan(ben, 'Ben', 'BS');
  // The latest task deleted: the counts have moved down as well as up, and its id must not come back.
  const latest = await db.selectFrom('tasks').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow();
  await db.deleteFrom('tasks').where('id', '=', latest.id).execute();
  await db.insertInto('password_resets').values({ token_hash: 'a'.repeat(64), user_id: cy.id, created_at: AT, expires_at: LATER }).execute();
  await db.insertInto('feedback').values([
    { rating: 5, message: 'Lovely', email: null, user_id: ben.id, created_at: AT },
    { rating: 3, message: 'Fine', email: 'someone@example.com', user_id: null, created_at: AT },
  ]).execute();
  return { ada, ben, cy, goneUserId, adaTaskTitles };
}

// ---------------------------------------------------------------------------------------------
// Reading the whole database

async function tableColumns(): Promise<Map<string, string[]>> {
  return databaseTables(db);
}

/** Every row of every table, each as JSON of the `columns` given per table (all of them by default), sorted. */
async function everyRow(columns?: Map<string, string[]>, where?: (table: string, columns: string[]) => [string, number] | undefined): Promise<Snapshot> {
  return snapshotRows(db, { columns, where });
}

async function dataVersions(): Promise<Record<number, number>> {
  const rows = await db.selectFrom('owner_data_versions').select(['owner_id', 'version']).execute();
  return Object.fromEntries(rows.map((row) => [Number(row.owner_id), Number(row.version)]));
}

/** The rows of every table with an owner (a workspace since the migration), by owner. */
async function rowsOwnedBy(ownerId: number): Promise<Snapshot> {
  return everyRow(undefined, (_table, columns) => (columns.includes('owner_id') ? ['owner_id', ownerId] : undefined));
}

/** The account's own workspace, as the migration made it. */
async function workspaceOf(owner: Account): Promise<number> {
  const row = await db.selectFrom('workspaces').select('id').where('personal_user_id', '=', owner.id).executeTakeFirstOrThrow();
  return Number(row.id);
}

async function expectCountsExact() {
  expect(await maintained(db)).toEqual(await counted(db));
}

/** The app of today's code over the migrated database. */
async function startApp(): Promise<App> {
  app = await buildApp({ config: loadConfig({ SIGN_UP_RATE_LIMIT: '1000' }), database: handle, logger: false });
  await app.ready();
  return app;
}

async function call(method: 'GET' | 'POST' | 'PATCH', url: string, cookie?: string, payload?: object) {
  return app!.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
}

// ---------------------------------------------------------------------------------------------

describe(`migration ${SHARE_WORKSPACES}`, () => {
  let world: World;
  let before: { columns: Map<string, string[]>; rows: Snapshot; counts: Awaited<ReturnType<typeof maintained>>; versions: Record<number, number> };

  beforeEach(async () => {
    world = await seed();
    const columns = await tableColumns();
    before = { columns, rows: await everyRow(columns), counts: await maintained(db), versions: await dataVersions() };
    // The data is what it should be before the migration: counted exactly, versions for both planners.
    expect(before.counts).toEqual(await counted(db));
    expect(Object.keys(before.versions).map(Number).sort()).toEqual([world.ada.id, world.ben.id].sort());
    await migrateToLatest(db, schema);
  });

  it('gives every account exactly one workspace of its own, which it owns and opens', async () => {
    const accounts = [world.ada, world.ben, world.cy];
    const workspaces = await db.selectFrom('workspaces').select(['id', 'name', 'personal_user_id']).orderBy('id').execute();
    expect(workspaces).toHaveLength(accounts.length);
    const members = await db.selectFrom('workspace_members').select(['workspace_id', 'user_id', 'role']).execute();
    expect(members).toHaveLength(accounts.length);
    for (const { id, name } of accounts) {
      const own = workspaces.filter((workspace) => workspace.personal_user_id === id);
      expect(own, name).toHaveLength(1);
      expect(own[0]!.name).toBe(personalWorkspaceName(name));
      expect(members.filter((member) => member.user_id === id)).toEqual([{ workspace_id: own[0]!.id, user_id: id, role: 'owner' }]);
      const user = await db.selectFrom('users').select('last_workspace_id').where('id', '=', id).executeTakeFirstOrThrow();
      expect(user.last_workspace_id).toBe(own[0]!.id);
    }
    expect(await db.selectFrom('workspace_invitations').selectAll().execute()).toEqual([]);
    expect(workspaces.map((workspace) => workspace.personal_user_id)).not.toContain(world.goneUserId);
  });

  it("keeps every row of every table as it was, each planning row in its owner's workspace", async () => {
    // The columns of before, read again: nothing changed, nothing lost, nothing added.
    expect(await everyRow(before.columns)).toEqual(before.rows);

    const workspaceOf = new Map(
      (await db.selectFrom('workspaces').select(['id', 'personal_user_id']).execute()).map((row) => [row.personal_user_id as number, row.id as number]),
    );
    for (const [table, columns] of before.columns) {
      if (!columns.includes('owner_id')) continue;
      const owners = await db.selectFrom(table).select('owner_id').distinct().execute();
      for (const { owner_id: ownerId } of owners) {
        // owner_id kept its value, which is now the id of the owning account's workspace.
        expect({ table, workspace: workspaceOf.get(ownerId) }).toEqual({ table, workspace: ownerId });
      }
    }
    const planned = await db.selectFrom('tasks').select('owner_id').distinct().execute();
    expect(planned.map((row) => row.owner_id).sort()).toEqual([world.ada.id, world.ben.id].sort());

    // The new columns of old tables: filled from what was known, or empty.
    const log = await db.selectFrom('task_status_log').select('changed_by').distinct().execute();
    expect(log).toEqual([{ changed_by: null }]);
    const after = await tableColumns();
    if (after.get('events')!.includes('created_by')) {
      const creators = await db.selectFrom('events').select(['owner_id', 'created_by']).distinct().execute();
      expect(creators.every((row) => row.created_by === row.owner_id)).toBe(true);
    }
  });

  it('keeps the counts and data versions exact, equal to a recount', async () => {
    expect(await maintained(db)).toEqual(before.counts);
    await expectCountsExact();
    expect(await dataVersions()).toEqual(before.versions);
  });

  it("moves a workspace's version and counts with every change after it, in SQL", async () => {
    const adaEvent = await db.selectFrom('events').select('id').where('owner_id', '=', world.ada.id).orderBy('id').executeTakeFirstOrThrow();
    await db.insertInto('tasks').values({ owner_id: world.ada.id, event_id: adaEvent.id, title: 'After the move', status: 'overdue', due_date: '2026-11-01', created_at: LATER, updated_at: LATER }).execute();
    const member = await db.selectFrom('team_members').select('id').where('owner_id', '=', world.ada.id).where('status', '=', 'active').executeTakeFirstOrThrow();
    await db.updateTable('team_members').set({ status: 'inactive' }).where('id', '=', member.id).execute();
    const versions = await dataVersions();
    expect(versions).toEqual({ ...before.versions, [world.ada.id]: before.versions[world.ada.id]! + 2 });
    await expectCountsExact();
    expect(await maintained(db)).not.toEqual(before.counts);
  });

  it("answers sessions made before it in the account's workspace, and counts and versions what they change", async () => {
    await startApp();
    const tasks = await call('GET', '/api/tasks?limit=100&today=2026-11-27', world.ada.cookie);
    expect(tasks.statusCode, tasks.body).toBe(200);
    expect((tasks.json().items as { title: string }[]).map((task) => task.title).sort()).toEqual([...world.adaTaskTitles].sort());
    expect(tasks.json().totalInSystem).toBe(world.adaTaskTitles.length);

    // The search index follows the rebuilt tasks.
    const found = await call('GET', '/api/tasks?limit=100&q=atering', world.ada.cookie);
    expect(found.json().total).toBe(world.adaTaskTitles.length);
    expect((await call('GET', '/api/events', world.cy.cookie)).json().items).toEqual([]);

    const event = (await call('GET', '/api/events', world.ada.cookie)).json().items[0] as { id: number };
    const created = await call('POST', '/api/tasks', world.ada.cookie, { title: 'Made after', eventId: event.id, status: 'inprogress' });
    expect(created.statusCode, created.body).toBe(201);
    const row = await db.selectFrom('tasks').select('owner_id').where('id', '=', created.json().task.id).executeTakeFirstOrThrow();
    expect(row.owner_id).toBe(world.ada.id);
    expect((await dataVersions())[world.ada.id]).toBeGreaterThan(before.versions[world.ada.id]!);
    expect((await dataVersions())[world.ben.id]).toBe(before.versions[world.ben.id]);
    await expectCountsExact();
  });

  it("gives an account made after it a workspace that is no earlier account's, and versions it", async () => {
    await startApp();
    const signUp = await call('POST', '/api/auth/sign-up', undefined, { name: 'Dee New', email: 'dee@example.com', password: VALID_PASSWORD });
    expect(signUp.statusCode, signUp.body).toBe(201);
    const cookie = sessionCookieFrom(signUp);
    const userId = signUp.json().user.id as number;
    const workspace = await db.selectFrom('workspaces').select('id').where('personal_user_id', '=', userId).executeTakeFirstOrThrow();
    expect([world.ada.id, world.ben.id, world.cy.id]).not.toContain(workspace.id);
    // No account has this id (the last one made before was deleted, so the sequences differ): the
    // version triggers must look for the workspace itself, not for an account of the same id.
    expect(await db.selectFrom('users').select('id').where('id', '=', workspace.id).execute()).toEqual([]);

    expect((await call('GET', '/api/tasks', cookie)).json().totalInSystem).toBe(0);
    const created = await call('POST', '/api/events', cookie, { name: 'New Fair', description: 'First', startDate: '2027-03-01' });
    expect(created.statusCode, created.body).toBe(201);
    const event = await db.selectFrom('events').select('owner_id').where('id', '=', created.json().event.id).executeTakeFirstOrThrow();
    expect(event.owner_id).toBe(workspace.id);
    // The version triggers find the workspace, which has no account of the same id.
    expect((await dataVersions())[workspace.id]).toBe(1);
    await call('POST', '/api/team-members', cookie, { name: 'Eve Crew', eventId: created.json().event.id });
    expect((await dataVersions())[workspace.id]).toBe(2);
    await expectCountsExact();
  });

  it("deletes a workspace with all its rows and counts, and leaves every other one's", async () => {
    const bensRows = await rowsOwnedBy(await workspaceOf(world.ben));
    const adaWorkspace = await workspaceOf(world.ada);
    await db.deleteFrom('workspaces').where('id', '=', adaWorkspace).execute();

    const left = await rowsOwnedBy(adaWorkspace);
    expect(Object.entries(left).filter(([, rows]) => rows.length > 0)).toEqual([]);
    for (const table of [...COUNT_TABLES, 'owner_data_versions']) {
      expect({ table, rows: await db.selectFrom(table).select('owner_id').where('owner_id', '=', adaWorkspace).execute() }).toEqual({ table, rows: [] });
    }
    expect(await db.selectFrom('workspace_members').selectAll().where('workspace_id', '=', adaWorkspace).execute()).toEqual([]);
    // The account stays, with no workspace chosen: it opens its own again (none now) at its next request.
    expect(await db.selectFrom('users').select('last_workspace_id').where('id', '=', world.ada.id).executeTakeFirstOrThrow()).toEqual({ last_workspace_id: null });

    expect(await rowsOwnedBy(await workspaceOf(world.ben))).toEqual(bensRows);
    expect(await dataVersions()).toEqual({ [world.ben.id]: before.versions[world.ben.id] });
    await expectCountsExact();
  });

  it('deletes an account with its own workspace and everything in it', async () => {
    const bensWorkspace = await workspaceOf(world.ben);
    await db.deleteFrom('users').where('id', '=', world.ben.id).execute();
    expect(await db.selectFrom('workspaces').select('id').where('id', '=', bensWorkspace).execute()).toEqual([]);
    expect(Object.entries(await rowsOwnedBy(bensWorkspace)).filter(([, rows]) => rows.length > 0)).toEqual([]);
    expect(await dataVersions()).toEqual({ [world.ada.id]: before.versions[world.ada.id] });
    await expectCountsExact();
  });
});

describe.runIf(dialect === 'sqlite')(`migration ${SHARE_WORKSPACES} on SQLite (tables rebuilt)`, () => {
  type ForeignKey = { id: number; table: string; from: string; to: string; on_delete: string };

  async function ownerKeys(table: string): Promise<string[]> {
    const result = await sql<ForeignKey>`select * from pragma_foreign_key_list(${table})`.execute(db);
    return result.rows.filter((row) => row.from === 'owner_id' && !result.rows.some((other) => other.id === row.id && other.from !== 'owner_id')).map((row) => `${row.table} ${row.on_delete}`);
  }

  async function dependents(): Promise<string[]> {
    const result = await sql<{ type: string; name: string; tbl_name: string }>`
      select type, name, tbl_name from sqlite_master where type in ('index', 'trigger') and name not like 'sqlite_autoindex%' order by name
    `.execute(db);
    return result.rows.map((row) => `${row.type} ${row.name} on ${row.tbl_name}`);
  }

  it('points every owner key at workspaces, keeps every index and trigger, and leaves no broken key', async () => {
    await seed();
    const indexesAndTriggers = await dependents();
    await migrateToLatest(db, schema);

    for (const table of ['events', 'team_members', 'tasks', 'task_status_log', 'task_batches', 'owner_data_versions', 'task_templates', 'calendar_feeds']) {
      expect({ table, keys: await ownerKeys(table) }).toEqual({ table, keys: ['workspaces CASCADE'] });
    }
    const toUsers = await sql<{ name: string }>`
      select m.name from sqlite_master m join pragma_foreign_key_list(m.name) k where m.type = 'table' and k."from" = 'owner_id' and k."table" = 'users'
    `.execute(db);
    expect(toUsers.rows).toEqual([]);
    expect(await dependents()).toEqual(expect.arrayContaining(indexesAndTriggers));
    expect((await sql`pragma foreign_key_check`.execute(db)).rows).toEqual([]);
    expect((await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db)).rows).toEqual([{ integrity_check: 'ok' }]);
    expect((await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db)).rows[0]!.foreign_keys).toBe(1);
    // The full-text index still answers for every task, as the rebuild left its rows and ids.
    const matched = await sql<{ count: number }>`select count(*) as count from tasks_search where tasks_search match '"cat" AND "eri" AND "ing"'`.execute(db);
    const tasks = await db.selectFrom('tasks').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    expect(Number(matched.rows[0]!.count)).toBe(Number(tasks.count));
  });

  it('keeps each rebuilt table’s id sequence: a deleted id does not come back', async () => {
    const world = await seed();
    const last = await db.selectFrom('tasks').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow();
    const lastSeq = await sql<{ seq: number }>`select seq from sqlite_sequence where name = 'tasks'`.execute(db);
    // The seed deleted the latest task.
    expect(lastSeq.rows[0]!.seq).toBeGreaterThan(Number(last.id));
    await migrateToLatest(db, schema);
    const event = await db.selectFrom('events').select('id').where('owner_id', '=', world.ada.id).executeTakeFirstOrThrow();
    const id = await insert('tasks', { owner_id: world.ada.id, event_id: event.id, title: 'Next', created_at: LATER, updated_at: LATER });
    expect(id).toBe(lastSeq.rows[0]!.seq + 1);
  });
});

describe.runIf(dialect === 'postgres')(`migration ${SHARE_WORKSPACES} on PostgreSQL`, () => {
  it('points every owner key at workspaces, validated, with nothing left pointing at users', async () => {
    await seed();
    await migrateToLatest(db, schema);
    const keys = await sql<{ table: string; definition: string; validated: boolean }>`
      select con.conrelid::regclass::text as table, pg_get_constraintdef(con.oid) as definition, con.convalidated as validated
      from pg_constraint con join pg_attribute att on att.attrelid = con.conrelid and att.attnum = any (con.conkey)
      where con.contype = 'f' and con.connamespace = current_schema()::regnamespace and att.attname = 'owner_id' and cardinality(con.conkey) = 1
    `.execute(db);
    expect(keys.rows.map((row) => `${row.table}: ${row.definition} ${row.validated}`).sort()).toEqual(
      // The tables made since (members' links, reminder digests) are scoped by workspace from the start.
      ['calendar_feeds', 'events', 'imports', 'member_links', 'owner_data_versions', 'reminder_deliveries', 'task_batches', 'task_status_log', 'task_templates', 'tasks', 'team_mail_deliveries', 'team_mail_messages', 'team_members', 'unsubscribe_links']
        .map((table) => `${table}: FOREIGN KEY (owner_id) REFERENCES workspaces(id) ON DELETE CASCADE true`)
        .sort(),
    );
  });
});
