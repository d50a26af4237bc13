import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPostgresDatabase, createSqliteDatabase } from '../../src/server/db/database.ts';
import { migrateTo } from '../../src/server/db/migrate.ts';
import { dialect } from './support/test-app.ts';
import { adminQuery } from './support/postgres-admin.ts';

const BEFORE = '2026-11-22T10-40_index-tasks-by-due-date';
const OWNERSHIP_KEYS = '2026-11-23T10-00_enforce-ownership-keys';

// Like the migration it tests, this works on the tables as they were before it, not on today's schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
let db: Kysely<any>;
let schema: string | undefined;

beforeEach(async () => {
  if (dialect === 'postgres') {
    schema = `test_${randomBytes(6).toString('hex')}`;
    await adminQuery(`create schema ${schema}`);
    db = createPostgresDatabase({ url: process.env.TEST_DATABASE_URL!, searchPath: schema, maxConnections: 2 }).db;
  } else {
    db = createSqliteDatabase(':memory:').db;
  }
  await migrateTo(db, BEFORE, schema);
});

afterEach(async () => {
  vi.restoreAllMocks();
  await db.destroy();
  if (schema) await adminQuery(`drop schema ${schema} cascade`);
  schema = undefined;
});

const at = '2026-11-01T09:00:00.000Z';

/**
 * Ada (1) owns events 10 and 11, Ben (2) owns event 20, Cy (3) owns nothing. Members 201 and 202
 * sit on Ben's event under other owners; 201's code is one Ben already uses. Task 1002 is Ada's on
 * Ben's event; tasks 1001 and 1004 are assigned to members of other events.
 */
async function seed() {
  await db
    .insertInto('users')
    .values([1, 2, 3].map((id) => ({ id, email: `u${id}@example.com`, name: `User ${id}`, password_hash: 'x', created_at: at, updated_at: at })))
    .execute();
  await db
    .insertInto('events')
    .values(
      [
        [10, 1],
        [11, 1],
        [20, 2],
      ].map(([id, owner]) => ({ id, owner_id: owner, name: `Event ${id}`, description: '', start_date: '2026-12-01', end_date: '2026-12-01', created_at: at, updated_at: at })),
    )
    .execute();
  await db
    .insertInto('team_members')
    .values(
      (
        [
          [100, 1, 10, 'EA-00000001'],
          [101, 1, 11, 'EB-00000001'],
          [200, 2, 20, 'EC-00000001'],
          [201, 1, 20, 'EC-00000001'],
          [202, 3, 20, 'EC-00000002'],
        ] as const
      ).map(([id, owner, event, code]) => ({ id, owner_id: owner, event_id: event, code, name: `Member ${id}`, join_date: '2026-11-01', created_at: at, updated_at: at })),
    )
    .execute();
  await db
    .insertInto('tasks')
    .values(
      (
        [
          [1000, 1, 10, 100, 'inprogress'],
          [1001, 1, 10, 101, 'todo'],
          [1002, 1, 20, null, 'completed'],
          [1003, 2, 20, 201, 'todo'],
          [1004, 1, 10, 200, 'todo'],
          [1005, 2, 20, 200, 'completed'],
          [1006, 2, 20, null, 'todo'],
        ] as const
      ).map(([id, owner, event, assignee, status]) => ({ id, owner_id: owner, event_id: event, assignee_id: assignee, status, title: `Task ${id}`, created_at: at, updated_at: at })),
    )
    .execute();
  await db
    .insertInto('task_status_log')
    .values(
      (
        [
          [1, 1000, 1, 'todo', 'inprogress'],
          [2, 1000, 1, null, 'todo'],
          [3, 1002, 1, 'todo', 'completed'],
          [4, 1005, 2, 'todo', 'completed'],
        ] as const
      ).map(([id, task, owner, from, to]) => ({ id, task_id: task, owner_id: owner, old_status: from, new_status: to, changed_at: at })),
    )
    .execute();
  // The latest task is gone: its id must not come back after the migration.
  await db.deleteFrom('tasks').where('id', '=', 1006).execute();
}

const rows = (table: string, columns: string[]) => db.selectFrom(table).select(columns).orderBy('id').execute();

async function indexNames(table: string): Promise<string[]> {
  const result =
    dialect === 'postgres'
      ? await sql<{ name: string }>`select indexname as name from pg_indexes where schemaname = ${schema} and tablename = ${table}`.execute(db)
      : await sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = ${table} and sql is not null`.execute(db);
  return result.rows.map((row) => row.name).sort();
}

function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

describe(`migration ${OWNERSHIP_KEYS}`, () => {
  it('reports and repairs the rows that break the ownership rules, keeping every row, assignment and log entry', async () => {
    await seed();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});

    await migrateTo(db, OWNERSHIP_KEYS, schema);

    const reported = warn.mock.calls.map((call) => String(call[0]));
    expect(reported).toHaveLength(4);
    expect(reported[0]).toMatch(/repaired 2 team members whose event belongs to another owner/);
    expect(reported[1]).toMatch(/repaired 1 tasks whose event belongs to another owner/);
    expect(reported[2]).toMatch(/repaired 1 task status log rows/);
    expect(reported[3]).toMatch(/repaired 2 tasks assigned to someone who is not a member of the task's event/);

    expect(await rows('team_members', ['id', 'owner_id', 'event_id', 'code'])).toEqual([
      { id: 100, owner_id: 1, event_id: 10, code: 'EA-00000001' },
      { id: 101, owner_id: 1, event_id: 11, code: 'EB-00000001' },
      { id: 200, owner_id: 2, event_id: 20, code: 'EC-00000001' },
      { id: 201, owner_id: 2, event_id: 20, code: 'EC-00000001-201' },
      { id: 202, owner_id: 2, event_id: 20, code: 'EC-00000002' },
    ]);
    expect(await rows('tasks', ['id', 'owner_id', 'event_id', 'assignee_id', 'status'])).toEqual([
      { id: 1000, owner_id: 1, event_id: 10, assignee_id: 100, status: 'inprogress' },
      { id: 1001, owner_id: 1, event_id: 10, assignee_id: null, status: 'todo' },
      { id: 1002, owner_id: 2, event_id: 20, assignee_id: null, status: 'completed' },
      { id: 1003, owner_id: 2, event_id: 20, assignee_id: 201, status: 'todo' },
      { id: 1004, owner_id: 1, event_id: 10, assignee_id: null, status: 'todo' },
      { id: 1005, owner_id: 2, event_id: 20, assignee_id: 200, status: 'completed' },
    ]);
    expect(await rows('task_status_log', ['id', 'task_id', 'owner_id'])).toEqual([
      { id: 1, task_id: 1000, owner_id: 1 },
      { id: 2, task_id: 1000, owner_id: 1 },
      { id: 3, task_id: 1002, owner_id: 2 },
      { id: 4, task_id: 1005, owner_id: 2 },
    ]);
  });

  it('reports nothing on a database that keeps the rules', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await migrateTo(db, OWNERSHIP_KEYS, schema);
    expect(warn).not.toHaveBeenCalled();
  });

  it('then refuses rows that break the rules', async () => {
    await seed();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await migrateTo(db, OWNERSHIP_KEYS, schema);

    const attempts = [
      db.insertInto('tasks').values({ id: 2000, owner_id: 1, event_id: 20, title: 'On Ben’s event', created_at: at, updated_at: at }),
      db.insertInto('tasks').values({ id: 2001, owner_id: 1, event_id: 10, assignee_id: 101, title: 'Assignee elsewhere', created_at: at, updated_at: at }),
      db.insertInto('team_members').values({ id: 2002, owner_id: 3, event_id: 10, code: 'EA-00000009', name: 'Cy on Ada’s event', join_date: '2026-11-01', created_at: at, updated_at: at }),
    ];
    for (const attempt of attempts) {
      const error = await attempt.execute().then(
        () => undefined,
        (caught: unknown) => caught,
      );
      expect(isForeignKeyViolation(error)).toBe(true);
    }
  });

  it('keeps every index of the rebuilt tables and adds the parent keys', async () => {
    const before = { tasks: await indexNames('tasks'), team_members: await indexNames('team_members'), events: await indexNames('events') };
    await migrateTo(db, OWNERSHIP_KEYS, schema);
    expect(await indexNames('tasks')).toEqual(before.tasks);
    expect(await indexNames('team_members')).toEqual([...before.team_members, 'team_members_id_event_idx'].sort());
    expect(await indexNames('events')).toEqual([...before.events, 'events_id_owner_idx'].sort());
    expect(before.tasks).toEqual(expect.arrayContaining(['tasks_owner_due_idx', 'tasks_owner_event_due_idx', 'tasks_assignee_idx']));
  });

  it('can be rolled back, keeping the rows', async () => {
    await seed();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await migrateTo(db, OWNERSHIP_KEYS, schema);
    await migrateTo(db, BEFORE, schema);

    expect(await rows('tasks', ['id'])).toHaveLength(6);
    expect(await rows('task_status_log', ['id'])).toHaveLength(4);
    expect(await indexNames('events')).not.toContain('events_id_owner_idx');
    await db.insertInto('tasks').values({ id: 2000, owner_id: 1, event_id: 20, title: 'Allowed again', created_at: at, updated_at: at }).execute();
  });
});

describe.runIf(dialect === 'sqlite')(`migration ${OWNERSHIP_KEYS} on SQLite (tables rebuilt)`, () => {
  type ForeignKey = { id: number; table: string; from: string; to: string; on_delete: string };

  async function foreignKeys(table: string): Promise<string[]> {
    const result = await sql<ForeignKey>`select * from pragma_foreign_key_list(${table})`.execute(db);
    const byKey = new Map<number, ForeignKey[]>();
    for (const row of result.rows) byKey.set(row.id, [...(byKey.get(row.id) ?? []), row]);
    return [...byKey.values()]
      .map((parts) => `(${parts.map((p) => p.from).join(', ')}) → ${parts[0]!.table} (${parts.map((p) => p.to).join(', ')}) ${parts[0]!.on_delete}`)
      .sort();
  }

  it('declares the composite keys and keeps foreign keys on', async () => {
    await migrateTo(db, OWNERSHIP_KEYS, schema);
    expect(await foreignKeys('tasks')).toEqual([
      '(assignee_id) → team_members (id) SET NULL',
      '(assignee_id, event_id) → team_members (id, event_id) NO ACTION',
      '(event_id, owner_id) → events (id, owner_id) CASCADE',
      '(owner_id) → users (id) CASCADE',
    ]);
    expect(await foreignKeys('team_members')).toEqual(['(event_id, owner_id) → events (id, owner_id) CASCADE', '(owner_id) → users (id) CASCADE']);
    expect(await foreignKeys('task_status_log')).toEqual(['(owner_id) → users (id) CASCADE', '(task_id) → tasks (id) CASCADE']);
    expect((await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db)).rows[0]!.foreign_keys).toBe(1);
  });

  it('does not reuse the id of a deleted task', async () => {
    await seed();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await migrateTo(db, OWNERSHIP_KEYS, schema);
    const { id } = await db
      .insertInto('tasks')
      .values({ owner_id: 2, event_id: 20, title: 'New', created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(id).toBe(1007);
  });

  it('changes nothing and fails loudly when a row breaks a key it cannot repair', async () => {
    await seed();
    await sql`pragma foreign_keys = off`.execute(db);
    await db.insertInto('tasks').values({ id: 3000, owner_id: 1, event_id: 99, title: 'Orphan', created_at: at, updated_at: at }).execute();
    await sql`pragma foreign_keys = on`.execute(db);
    vi.spyOn(console, 'warn').mockImplementation(() => {});

    await expect(migrateTo(db, OWNERSHIP_KEYS, schema)).rejects.toThrow(/rows break a foreign key \(tasks → events\)/);
    expect(await foreignKeys('tasks')).toContain('(event_id) → events (id) CASCADE');
    expect(await rows('tasks', ['id'])).toHaveLength(7);
    const moved = await db.selectFrom('tasks').select('owner_id').where('id', '=', 1002).executeTakeFirstOrThrow();
    expect(moved.owner_id).toBe(1);
    expect((await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db)).rows[0]!.foreign_keys).toBe(1);
  });
});

describe.runIf(dialect === 'postgres')(`migration ${OWNERSHIP_KEYS} on PostgreSQL`, () => {
  it('declares the composite keys, the assignee one checked at commit', async () => {
    await migrateTo(db, OWNERSHIP_KEYS, schema);
    const result = await sql<{ table: string; definition: string }>`
      select conrelid::regclass::text as table, pg_get_constraintdef(oid) as definition
      from pg_constraint
      where contype = 'f' and connamespace = ${schema}::regnamespace and conrelid::regclass::text in ('tasks', 'team_members')
    `.execute(db);
    expect(result.rows.map((row) => `${row.table}: ${row.definition}`).sort()).toEqual([
      'tasks: FOREIGN KEY (assignee_id) REFERENCES team_members(id) ON DELETE SET NULL',
      'tasks: FOREIGN KEY (assignee_id, event_id) REFERENCES team_members(id, event_id) DEFERRABLE INITIALLY DEFERRED',
      'tasks: FOREIGN KEY (event_id, owner_id) REFERENCES events(id, owner_id) ON DELETE CASCADE',
      'tasks: FOREIGN KEY (owner_id) REFERENCES users(id) ON DELETE CASCADE',
      'team_members: FOREIGN KEY (event_id, owner_id) REFERENCES events(id, owner_id) ON DELETE CASCADE',
      'team_members: FOREIGN KEY (owner_id) REFERENCES users(id) ON DELETE CASCADE',
    ]);
  });

  it('unassigns a deleted member whatever order the two assignee keys were created in', async () => {
    await seed();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await migrateTo(db, OWNERSHIP_KEYS, schema);
    // As after a dump and restore, which creates constraints by name: the SET NULL key after the composite one.
    await sql`alter table tasks drop constraint tasks_assignee_id_fkey`.execute(db);
    await sql`alter table tasks add constraint tasks_assignee_id_fkey foreign key (assignee_id) references team_members (id) on delete set null`.execute(db);

    await db.deleteFrom('team_members').where('id', '=', 200).execute();
    const task = await db.selectFrom('tasks').select('assignee_id').where('id', '=', 1005).executeTakeFirstOrThrow();
    expect(task.assignee_id).toBeNull();
  });
});
