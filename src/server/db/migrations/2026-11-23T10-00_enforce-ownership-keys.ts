import { PostgresAdapter, sql, type Kysely, type RawBuilder } from 'kysely';
import { rebuildTable, withForeignKeysOff as withForeignKeysOffIn } from '../sqlite-table-rebuild.ts';

/**
 * The database itself now holds three rules the repositories already check:
 * - a task's event belongs to the task's owner:     tasks (event_id, owner_id)         → events (id, owner_id)
 * - a member's event belongs to the member's owner: team_members (event_id, owner_id)  → events (id, owner_id)
 * - a task's assignee is a member of its event:     tasks (assignee_id, event_id)      → team_members (id, event_id)
 * The first two cascade on delete and replace the single-column event keys. The third is checked
 * at commit, so that the single-column tasks.assignee_id key, ON DELETE SET NULL, has unassigned a
 * deleted member's tasks by then whatever order the database fires its actions in
 * (docs/decisions/006-ownership-keys.md). Rows that break a rule are reported and repaired first.
 */

const MIGRATION = '2026-11-23T10-00_enforce-ownership-keys';

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

function report(count: number, what: string): void {
  if (count > 0) console.warn(`[migration ${MIGRATION}] repaired ${count} ${what}`);
}

/** Moves each member whose event belongs to another owner to that owner, renaming a code the owner already uses. */
async function repairMembersOnOthersEvents(db: Kysely<any>): Promise<number> {
  const strays = await db
    .selectFrom('team_members')
    .innerJoin('events', 'events.id', 'team_members.event_id')
    .whereRef('events.owner_id', '<>', 'team_members.owner_id')
    .select(['team_members.id', 'team_members.code', 'events.owner_id as event_owner_id'])
    .orderBy('team_members.id')
    .execute();
  const claimed = new Set<string>();
  for (const stray of strays) {
    const taken = await db
      .selectFrom('team_members')
      .select('id')
      .where('owner_id', '=', stray.event_owner_id)
      .where('code', '=', stray.code)
      .executeTakeFirst();
    const key = (code: string) => `${stray.event_owner_id}:${code}`;
    const code = taken || claimed.has(key(stray.code)) ? `${stray.code}-${stray.id}` : stray.code;
    claimed.add(key(code));
    await db.updateTable('team_members').set({ owner_id: stray.event_owner_id, code }).where('id', '=', stray.id).execute();
  }
  return strays.length;
}

/** Gives each task whose event belongs to another owner to the event's owner. */
async function repairTasksOnOthersEvents(db: Kysely<any>): Promise<number> {
  const result = await db
    .updateTable('tasks')
    .set((eb) => ({ owner_id: eb.selectFrom('events').select('events.owner_id').whereRef('events.id', '=', 'tasks.event_id') }))
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('events')
          .select('events.id')
          .whereRef('events.id', '=', 'tasks.event_id')
          .whereRef('events.owner_id', '<>', 'tasks.owner_id'),
      ),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** A task's status history follows the task to its owner (analytics read it by owner). */
async function repairStatusLogOwners(db: Kysely<any>): Promise<number> {
  const result = await db
    .updateTable('task_status_log')
    .set((eb) => ({ owner_id: eb.selectFrom('tasks').select('tasks.owner_id').whereRef('tasks.id', '=', 'task_status_log.task_id') }))
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('tasks')
          .select('tasks.id')
          .whereRef('tasks.id', '=', 'task_status_log.task_id')
          .whereRef('tasks.owner_id', '<>', 'task_status_log.owner_id'),
      ),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Unassigns each task whose assignee is not a member of the task's event. */
async function repairAssigneesFromOtherEvents(db: Kysely<any>): Promise<number> {
  const result = await db
    .updateTable('tasks')
    .set({ assignee_id: null })
    .where('assignee_id', 'is not', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('team_members')
            .select('team_members.id')
            .whereRef('team_members.id', '=', 'tasks.assignee_id')
            .whereRef('team_members.event_id', '=', 'tasks.event_id'),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Members first: a task's assignee check relies on members and their events agreeing on the owner. */
async function repairRows(db: Kysely<any>): Promise<void> {
  report(await repairMembersOnOthersEvents(db), "team members whose event belongs to another owner (moved to the event's owner)");
  report(await repairTasksOnOthersEvents(db), "tasks whose event belongs to another owner (moved to the event's owner)");
  report(await repairStatusLogOwners(db), "task status log rows whose owner differs from their task's (moved with the task)");
  report(await repairAssigneesFromOtherEvents(db), "tasks assigned to someone who is not a member of the task's event (unassigned)");
}

async function createParentKeys(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('events_id_owner_idx').on('events').columns(['id', 'owner_id']).unique().execute();
  await db.schema.createIndex('team_members_id_event_idx').on('team_members').columns(['id', 'event_id']).unique().execute();
}

async function upOnPostgres(db: Kysely<any>): Promise<void> {
  await repairRows(db);
  await createParentKeys(db);
  await sql`
    alter table team_members
      drop constraint if exists team_members_event_id_fkey,
      add constraint team_members_event_owner_fkey foreign key (event_id, owner_id) references events (id, owner_id) on delete cascade
  `.execute(db);
  await sql`
    alter table tasks
      drop constraint if exists tasks_event_id_fkey,
      add constraint tasks_event_owner_fkey foreign key (event_id, owner_id) references events (id, owner_id) on delete cascade,
      add constraint tasks_assignee_event_fkey foreign key (assignee_id, event_id) references team_members (id, event_id)
        deferrable initially deferred
  `.execute(db);
}

async function downOnPostgres(db: Kysely<any>): Promise<void> {
  await sql`
    alter table tasks
      drop constraint tasks_assignee_event_fkey,
      drop constraint tasks_event_owner_fkey,
      add constraint tasks_event_id_fkey foreign key (event_id) references events (id) on delete cascade
  `.execute(db);
  await sql`
    alter table team_members
      drop constraint team_members_event_owner_fkey,
      add constraint team_members_event_id_fkey foreign key (event_id) references events (id) on delete cascade
  `.execute(db);
  await db.schema.dropIndex('team_members_id_event_idx').execute();
  await db.schema.dropIndex('events_id_owner_idx').execute();
}

// SQLite cannot add a constraint to a table: the two tables are rebuilt following the procedure in
// https://www.sqlite.org/lang_altertable.html#otheralter (foreign keys off outside the transaction,
// new table, copy, drop, rename, indexes, foreign_key_check, commit, foreign keys back on).

/** The table as 2026-11-22T10-20 made it, or with the ownership key in place of the event key. */
function teamMembersTable(withOwnershipKey: boolean): RawBuilder<unknown> {
  const eventKey = withOwnershipKey ? sql`` : sql` references "events" ("id") on delete cascade`;
  const ownershipKey = withOwnershipKey
    ? sql`,
  constraint "team_members_event_owner_fkey" foreign key ("event_id", "owner_id") references "events" ("id", "owner_id") on delete cascade`
    : sql``;
  return sql`
  "id" integer primary key autoincrement,
  "owner_id" integer not null references "users" ("id") on delete cascade,
  "event_id" integer not null${eventKey},
  "code" text not null,
  "name" text not null,
  "email" text,
  "company" text,
  "role" text,
  "status" text default 'active' not null,
  "join_date" text not null,
  "created_at" text not null,
  "updated_at" text not null${ownershipKey}`;
}

/** The table as 2026-11-22T10-30 made it, or with the ownership and assignee keys in place of the event key. */
function tasksTable(withOwnershipKeys: boolean): RawBuilder<unknown> {
  const eventKey = withOwnershipKeys ? sql`` : sql` references "events" ("id") on delete cascade`;
  const ownershipKeys = withOwnershipKeys
    ? sql`,
  constraint "tasks_event_owner_fkey" foreign key ("event_id", "owner_id") references "events" ("id", "owner_id") on delete cascade,
  constraint "tasks_assignee_event_fkey" foreign key ("assignee_id", "event_id") references "team_members" ("id", "event_id")
    deferrable initially deferred`
    : sql``;
  return sql`
  "id" integer primary key autoincrement,
  "owner_id" integer not null references "users" ("id") on delete cascade,
  "event_id" integer not null${eventKey},
  "title" text not null,
  "description" text default '' not null,
  "status" text default 'todo' not null,
  "priority" text default 'medium' not null,
  "due_date" text,
  "assignee_id" integer references "team_members" ("id") on delete set null,
  "created_at" text not null,
  "updated_at" text not null${ownershipKeys}`;
}

const withForeignKeysOff = (db: Kysely<any>, change: (trx: Kysely<any>) => Promise<void>) => withForeignKeysOffIn(db, MIGRATION, change);

async function upOnSqlite(db: Kysely<any>): Promise<void> {
  await withForeignKeysOff(db, async (trx) => {
    await repairRows(trx);
    await createParentKeys(trx);
    await rebuildTable(trx, 'team_members', teamMembersTable(true));
    await rebuildTable(trx, 'tasks', tasksTable(true));
  });
}

async function downOnSqlite(db: Kysely<any>): Promise<void> {
  await withForeignKeysOff(db, async (trx) => {
    await trx.schema.dropIndex('team_members_id_event_idx').execute();
    await rebuildTable(trx, 'team_members', teamMembersTable(false));
    await rebuildTable(trx, 'tasks', tasksTable(false));
    await trx.schema.dropIndex('events_id_owner_idx').execute();
  });
}

export async function up(db: Kysely<any>): Promise<void> {
  await (isPostgres(db) ? upOnPostgres(db) : upOnSqlite(db));
}

export async function down(db: Kysely<any>): Promise<void> {
  await (isPostgres(db) ? downOnPostgres(db) : downOnSqlite(db));
}
