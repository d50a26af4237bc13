import { PostgresAdapter, sql, type Kysely, type SqlBool } from 'kysely';

/**
 * Counts the lists show, kept by the database as rows change, so a list reads a few counter rows
 * instead of counting 100,000 tasks on every request:
 * - owner_task_counts, event_task_counts: tasks per owner (and event), status and assigned-or-not;
 * - assignee_task_counts: tasks per assignee (and their event) and status;
 * - open_task_due_counts: tasks not completed, per due month and per due day, status and
 *   assigned-or-not, so "past due before today" sums the months before today's month and the days
 *   of today's month before today, whatever date the caller calls today;
 * - event_member_counts: team members per event and member status.
 * Triggers keep them, so every writer is covered, including the cascades of deleting an event, a
 * member (whose tasks become unassigned) or a user. SQLite fires a trigger per row; PostgreSQL
 * fires one per statement and applies the grouped changes of its transition tables, in key order so
 * that concurrent writers lock counter rows in the same order. A counter row that reaches zero is
 * deleted, so the tables hold only what exists.
 *
 * Also: indexes that let the task lists read a page in order for each filter, partial indexes of the
 * tasks not completed for past-due counts per event and per assignee, name-ordered team indexes,
 * and trigram indexes of task titles and descriptions for the search: on SQLite an FTS5 table that
 * finds candidates (the query re-checks them with the exact LIKE), on PostgreSQL pg_trgm GIN
 * indexes that serve the LIKE itself.
 *
 * A later migration that rebuilds `tasks` or `team_members` on SQLite must re-create these triggers
 * (dropping a table drops its triggers).
 */

type Dialect = 'sqlite' | 'postgres';

interface Counter {
  table: string;
  countColumn: string;
  /** Column name → the value for one row of the source table, named `row`. */
  keys: Record<string, (row: string, dialect: Dialect) => string>;
  /** Which source rows the counter counts; all of them when absent. */
  counts?: (row: string) => string;
}

const assigned = (row: string) => `case when ${row}.assignee_id is null then 0 else 1 end`;
const isOpenWithDueDate = (row: string) => `${row}.status <> 'completed' and ${row}.due_date is not null`;

const TASK_COUNTERS: Counter[] = [
  {
    table: 'owner_task_counts',
    countColumn: 'task_count',
    keys: { owner_id: (r) => `${r}.owner_id`, status: (r) => `${r}.status`, assigned },
  },
  {
    table: 'event_task_counts',
    countColumn: 'task_count',
    keys: { owner_id: (r) => `${r}.owner_id`, event_id: (r) => `${r}.event_id`, status: (r) => `${r}.status`, assigned },
  },
  {
    table: 'assignee_task_counts',
    countColumn: 'task_count',
    keys: {
      owner_id: (r) => `${r}.owner_id`,
      assignee_id: (r) => `${r}.assignee_id`,
      event_id: (r) => `${r}.event_id`,
      status: (r) => `${r}.status`,
    },
    counts: (r) => `${r}.assignee_id is not null`,
  },
  {
    table: 'open_task_due_counts',
    countColumn: 'task_count',
    keys: {
      owner_id: (r) => `${r}.owner_id`,
      period: () => `'month'`,
      period_start: (r, dialect) =>
        dialect === 'postgres' ? `date_trunc('month', ${r}.due_date)::date` : `substr(${r}.due_date, 1, 8) || '01'`,
      status: (r) => `${r}.status`,
      assigned,
    },
    counts: isOpenWithDueDate,
  },
  {
    table: 'open_task_due_counts',
    countColumn: 'task_count',
    keys: {
      owner_id: (r) => `${r}.owner_id`,
      period: () => `'day'`,
      period_start: (r) => `${r}.due_date`,
      status: (r) => `${r}.status`,
      assigned,
    },
    counts: isOpenWithDueDate,
  },
];

const MEMBER_COUNTERS: Counter[] = [
  {
    table: 'event_member_counts',
    countColumn: 'member_count',
    keys: { owner_id: (r) => `${r}.owner_id`, event_id: (r) => `${r}.event_id`, status: (r) => `${r}.status` },
  },
];

/** The source columns a counter reads: a change to any other column changes no count. */
const TASK_COUNTED_COLUMNS = ['owner_id', 'event_id', 'assignee_id', 'status', 'due_date'];
const MEMBER_COUNTED_COLUMNS = ['owner_id', 'event_id', 'status'];

function columnsOf(counter: Counter): string[] {
  return Object.keys(counter.keys);
}

function valuesOf(counter: Counter, row: string, dialect: Dialect): string[] {
  return Object.values(counter.keys).map((value) => value(row, dialect));
}

// ---------------------------------------------------------------------------------------------
// SQLite: row triggers.

function sqliteApply(counter: Counter, row: 'new' | 'old', delta: 1 | -1): string {
  const columns = columnsOf(counter);
  const values = valuesOf(counter, row, 'sqlite');
  const applies = counter.counts ? counter.counts(row) : 'true';
  const upsert = `insert into ${counter.table} (${columns.join(', ')}, ${counter.countColumn})
    select ${values.join(', ')}, ${delta} where ${applies}
    on conflict (${columns.join(', ')}) do update set ${counter.countColumn} = ${counter.countColumn} + excluded.${counter.countColumn};`;
  if (delta > 0) return upsert;
  const sameKey = columns.map((column, index) => `${column} = ${values[index]}`).join(' and ');
  return `${upsert}
    delete from ${counter.table} where ${sameKey} and ${counter.countColumn} = 0 and ${applies};`;
}

function sqliteCountTriggers(table: string, counters: Counter[], countedColumns: string[]): string[] {
  const changed = countedColumns.map((column) => `old.${column} is not new.${column}`).join(' or ');
  return [
    `create trigger ${table}_counts_after_insert after insert on ${table} begin
      ${counters.map((counter) => sqliteApply(counter, 'new', 1)).join('\n')}
    end`,
    `create trigger ${table}_counts_after_delete after delete on ${table} begin
      ${counters.map((counter) => sqliteApply(counter, 'old', -1)).join('\n')}
    end`,
    `create trigger ${table}_counts_after_update after update of ${countedColumns.join(', ')} on ${table} when ${changed} begin
      ${counters.map((counter) => sqliteApply(counter, 'old', -1)).join('\n')}
      ${counters.map((counter) => sqliteApply(counter, 'new', 1)).join('\n')}
    end`,
  ];
}

const SQLITE_SEARCH = [
  // External content: the index holds trigrams only (detail=none), the text stays in tasks.
  `create virtual table tasks_search using fts5(title, description, content='tasks', content_rowid='id', tokenize='trigram', detail='none')`,
  `create trigger tasks_search_after_insert after insert on tasks begin
    insert into tasks_search (rowid, title, description) values (new.id, new.title, new.description);
  end`,
  `create trigger tasks_search_after_delete after delete on tasks begin
    insert into tasks_search (tasks_search, rowid, title, description) values ('delete', old.id, old.title, old.description);
  end`,
  `create trigger tasks_search_after_update after update of title, description on tasks
    when old.title is not new.title or old.description is not new.description begin
    insert into tasks_search (tasks_search, rowid, title, description) values ('delete', old.id, old.title, old.description);
    insert into tasks_search (rowid, title, description) values (new.id, new.title, new.description);
  end`,
  `insert into tasks_search (tasks_search) values ('rebuild')`,
];

// ---------------------------------------------------------------------------------------------
// PostgreSQL: statement triggers over transition tables.

type Operation = 'insert' | 'update' | 'delete';

function postgresApply(counter: Counter, operation: Operation): string {
  const columns = columnsOf(counter);
  const keyList = columns.join(', ');
  const select = (row: string, delta: number) => {
    const values = valuesOf(counter, row, 'postgres').map((value, index) => `${value} as ${columns[index]}`);
    const where = counter.counts ? ` where ${counter.counts(row)}` : '';
    const source = row === 'n' ? 'new_rows' : 'old_rows';
    return `select ${values.join(', ')}, ${delta} as delta from ${source} ${row}${where}`;
  };
  const parts = [];
  if (operation !== 'delete') parts.push(select('n', 1));
  if (operation !== 'insert') parts.push(select('o', -1));
  const upsert = `insert into ${counter.table} (${keyList}, ${counter.countColumn})
      select ${keyList}, sum(delta) from (${parts.join(' union all ')}) changes
      group by ${keyList} having sum(delta) <> 0 order by ${keyList}
      on conflict (${keyList}) do update set ${counter.countColumn} = ${counter.table}.${counter.countColumn} + excluded.${counter.countColumn};`;
  if (operation === 'insert') return upsert;
  const oldKeys = valuesOf(counter, 'o', 'postgres').join(', ');
  const where = counter.counts ? ` where ${counter.counts('o')}` : '';
  return `${upsert}
    delete from ${counter.table} where ${counter.countColumn} = 0
      and (${keyList}) in (select ${oldKeys} from old_rows o${where});`;
}

function postgresCountTriggers(table: string, counters: Counter[]): string[] {
  const statements: string[] = [];
  for (const operation of ['insert', 'update', 'delete'] as const) {
    const name = `${table}_counts_after_${operation}`;
    const transitions =
      operation === 'insert' ? 'new table as new_rows' : operation === 'delete' ? 'old table as old_rows' : 'old table as old_rows new table as new_rows';
    statements.push(
      `create function ${name}() returns trigger language plpgsql as $$
      begin
        ${counters.map((counter) => postgresApply(counter, operation)).join('\n')}
        return null;
      end $$`,
      `create trigger ${name} after ${operation} on ${table} referencing ${transitions} for each statement execute function ${name}()`,
    );
  }
  // TRUNCATE empties the table without row events: the counters of that table go with it.
  const counterTables = [...new Set(counters.map((counter) => counter.table))];
  statements.push(
    `create function ${table}_counts_after_truncate() returns trigger language plpgsql as $$
    begin
      ${counterTables.map((counterTable) => `delete from ${counterTable};`).join('\n')}
      return null;
    end $$`,
    `create trigger ${table}_counts_after_truncate after truncate on ${table} for each statement execute function ${table}_counts_after_truncate()`,
  );
  return statements;
}

// ---------------------------------------------------------------------------------------------

function backfill(source: string, counter: Counter, dialect: Dialect): string {
  const columns = columnsOf(counter);
  const where = counter.counts ? ` where ${counter.counts('s')}` : '';
  const positions = columns.map((_, index) => index + 1).join(', ');
  return `insert into ${counter.table} (${columns.join(', ')}, ${counter.countColumn})
    select ${valuesOf(counter, 's', dialect).join(', ')}, count(*) from ${source} s${where} group by ${positions}`;
}

async function createCounterTables(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const date = dialect === 'postgres' ? 'date' : 'text';
  const tables: [string, [string, string][], string][] = [
    ['owner_task_counts', [['owner_id', 'integer'], ['status', 'text'], ['assigned', 'integer']], 'task_count'],
    ['event_task_counts', [['owner_id', 'integer'], ['event_id', 'integer'], ['status', 'text'], ['assigned', 'integer']], 'task_count'],
    ['assignee_task_counts', [['owner_id', 'integer'], ['assignee_id', 'integer'], ['event_id', 'integer'], ['status', 'text']], 'task_count'],
    [
      'open_task_due_counts',
      [['owner_id', 'integer'], ['period', 'text'], ['period_start', date], ['status', 'text'], ['assigned', 'integer']],
      'task_count',
    ],
    ['event_member_counts', [['owner_id', 'integer'], ['event_id', 'integer'], ['status', 'text']], 'member_count'],
  ];
  // No foreign keys: a cascade may remove the parent before the triggers have counted its rows out.
  for (const [table, keys, countColumn] of tables) {
    let builder = db.schema.createTable(table);
    for (const [column, type] of keys) builder = builder.addColumn(column, sql.raw(type), (col) => col.notNull());
    builder = builder
      .addColumn(countColumn, 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint(`${table}_pkey`, keys.map(([column]) => column) as never);
    if (dialect === 'sqlite') builder = builder.modifyEnd(sql`without rowid`);
    await builder.execute();
  }
}

/** Each replaced index keeps its leading columns, so whatever used it can use the new one. */
const REPLACED_INDEXES: [string, string, string, string[]][] = [
  ['tasks_owner_assignee_idx', 'tasks_owner_assignee_due_idx', 'tasks', ['owner_id', 'assignee_id']],
  ['tasks_owner_status_idx', 'tasks_owner_status_due_idx', 'tasks', ['owner_id', 'status']],
  ['tasks_owner_event_status_idx', 'tasks_owner_event_status_due_idx', 'tasks', ['owner_id', 'event_id', 'status']],
];

async function createIndexes(db: Kysely<any>): Promise<void> {
  for (const [old, fresh, table, columns] of REPLACED_INDEXES) {
    await db.schema.dropIndex(old).execute();
    await db.schema.createIndex(fresh).on(table).columns([...columns, 'due_date', 'id']).execute();
  }
  // Past-due counts per event and per assignee read these alone; queries must repeat the literal condition.
  const open = sql<SqlBool>`status <> 'completed'`;
  await db.schema
    .createIndex('tasks_open_event_due_idx')
    .on('tasks')
    .columns(['owner_id', 'event_id', 'due_date', 'status', 'assignee_id'])
    .where(open)
    .execute();
  await db.schema
    .createIndex('tasks_open_assignee_due_idx')
    .on('tasks')
    .columns(['owner_id', 'assignee_id', 'due_date', 'status', 'event_id'])
    .where(open)
    .execute();
  // The team list is ordered by name ignoring case, then id.
  await db.schema.dropIndex('team_members_owner_event_idx').execute();
  await sql`create index team_members_owner_event_name_idx on team_members (owner_id, event_id, lower(name), id)`.execute(db);
  await sql`create index team_members_owner_name_idx on team_members (owner_id, lower(name), id)`.execute(db);
}

async function dropIndexes(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('team_members_owner_name_idx').execute();
  await db.schema.dropIndex('team_members_owner_event_name_idx').execute();
  await db.schema.createIndex('team_members_owner_event_idx').on('team_members').columns(['owner_id', 'event_id']).execute();
  await db.schema.dropIndex('tasks_open_assignee_due_idx').execute();
  await db.schema.dropIndex('tasks_open_event_due_idx').execute();
  for (const [old, fresh, table, columns] of REPLACED_INDEXES) {
    await db.schema.dropIndex(fresh).execute();
    await db.schema.createIndex(old).on(table).columns(columns).execute();
  }
}

/**
 * PostgreSQL's counterpart of the SQLite trigram index: GIN trigram indexes of lower(title) and
 * lower(description), which serve the search's `lower(column) like '%text%'` as it is. They need
 * the pg_trgm extension; where it is not installed and cannot be (no privilege, not available),
 * searches stay correct, only slower, so the migration goes on without them.
 */
async function createPostgresTrigramIndexes(db: Kysely<any>): Promise<void> {
  const installed = async () =>
    (
      await sql<{ schema: string }>`
        select nspname as schema from pg_extension join pg_namespace on pg_namespace.oid = extnamespace where extname = 'pg_trgm'
      `.execute(db)
    ).rows[0]?.schema;
  let schema = await installed();
  if (!schema) {
    // In its own savepoint: a refusal must not abort the migration's transaction.
    await sql`savepoint install_pg_trgm`.execute(db);
    try {
      await sql`create extension if not exists pg_trgm with schema public`.execute(db);
      await sql`release savepoint install_pg_trgm`.execute(db);
    } catch {
      await sql`rollback to savepoint install_pg_trgm`.execute(db);
    }
    schema = await installed();
  }
  if (!schema) return;
  const operatorClass = sql.raw(`"${schema.replaceAll('"', '""')}".gin_trgm_ops`);
  await sql`create index tasks_title_trigram_idx on tasks using gin (lower(title) ${operatorClass})`.execute(db);
  await sql`create index tasks_description_trigram_idx on tasks using gin (lower(description) ${operatorClass})`.execute(db);
}

async function run(db: Kysely<any>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

async function upIn(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await createCounterTables(db, dialect);
  await createIndexes(db);
  if (dialect === 'postgres') {
    await run(db, [...postgresCountTriggers('tasks', TASK_COUNTERS), ...postgresCountTriggers('team_members', MEMBER_COUNTERS)]);
    await createPostgresTrigramIndexes(db);
  } else {
    await run(db, [
      ...sqliteCountTriggers('tasks', TASK_COUNTERS, TASK_COUNTED_COLUMNS),
      ...sqliteCountTriggers('team_members', MEMBER_COUNTERS, MEMBER_COUNTED_COLUMNS),
      ...SQLITE_SEARCH,
    ]);
  }
  // After the triggers, in the same transaction: no change can fall between the two.
  await run(db, [
    ...TASK_COUNTERS.map((counter) => backfill('tasks', counter, dialect)),
    ...MEMBER_COUNTERS.map((counter) => backfill('team_members', counter, dialect)),
  ]);
}

async function downIn(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const statements: string[] = [];
  for (const table of ['tasks', 'team_members']) {
    const operations = dialect === 'postgres' ? ['insert', 'update', 'delete', 'truncate'] : ['insert', 'update', 'delete'];
    for (const operation of operations) {
      const name = `${table}_counts_after_${operation}`;
      statements.push(dialect === 'postgres' ? `drop trigger ${name} on ${table}` : `drop trigger ${name}`);
      if (dialect === 'postgres') statements.push(`drop function ${name}()`);
    }
  }
  if (dialect === 'postgres') statements.push('drop index if exists tasks_title_trigram_idx', 'drop index if exists tasks_description_trigram_idx');
  if (dialect === 'sqlite') {
    statements.push(
      'drop trigger tasks_search_after_insert',
      'drop trigger tasks_search_after_delete',
      'drop trigger tasks_search_after_update',
      'drop table tasks_search',
    );
  }
  await run(db, statements);
  for (const table of ['event_member_counts', 'open_task_due_counts', 'assignee_task_counts', 'event_task_counts', 'owner_task_counts']) {
    await db.schema.dropTable(table).execute();
  }
  await dropIndexes(db);
}

function dialectOf(db: Kysely<any>): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** PostgreSQL migrations already run in a transaction; SQLite ones do not, so this makes one. */
async function inTransaction(db: Kysely<any>, change: (db: Kysely<any>, dialect: Dialect) => Promise<void>): Promise<void> {
  const dialect = dialectOf(db);
  if (dialect === 'postgres') await change(db, dialect);
  else await db.transaction().execute((trx) => change(trx, dialect));
}

export async function up(db: Kysely<any>): Promise<void> {
  await inTransaction(db, upIn);
}

export async function down(db: Kysely<any>): Promise<void> {
  await inTransaction(db, downIn);
}
