import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { rebuildTable, tableDefinition, withForeignKeysOff } from '../sqlite-table-rebuild.ts';

/**
 * Workspaces: the scope of every planning record, in place of the single account that owned it
 * (docs/decisions/020-workspaces.md). Each account gets its own workspace, with the same id as the
 * account, so every existing row is already in its owner's workspace: `owner_id` keeps its values
 * and now names the owning workspace, and the counts and data versions kept by triggers stay exact.
 * Accounts join other workspaces as owner, editor or viewer, by invitation.
 *
 * - workspaces: `personal_user_id` marks the account's own workspace, which goes with the account.
 * - workspace_members: one role per account and workspace.
 * - workspace_invitations: a single-use link, stored as the SHA-256 of its token.
 * - users.last_workspace_id: the workspace the account last chose, opened when a tab names none.
 * - task_status_log.changed_by: the account that changed the status (null: made before, or the account is gone).
 * - events.created_by: the account that created the event, which events showed as the owner's name
 *   until now (null once that account is gone). Filled without firing the tables' triggers: no
 *   count or data version moves.
 *
 * Not reversible: workspaces shared since cannot be given back to a single account.
 */

const MIGRATION = '2026-11-27T12-00_share-workspaces';

/** The tables whose owner_id referenced users.id; it now references workspaces.id. */
const SCOPED_TABLES = ['events', 'team_members', 'tasks', 'task_status_log', 'task_batches', 'owner_data_versions', 'task_templates', 'calendar_feeds'];
const VERSIONED_TABLES = ['events', 'team_members', 'tasks'] as const;
const OPERATIONS = ['insert', 'update', 'delete'] as const;

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

async function createTables(db: Kysely<any>, postgres: boolean): Promise<void> {
  const timestamp = postgres ? 'timestamptz' : 'text';
  const id = (col: ColumnDefinitionBuilder) => (postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement());

  await db.schema
    .createTable('workspaces')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('personal_user_id', 'integer', (col) => col.unique().references('users.id').onDelete('cascade'))
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('workspace_members')
    .addColumn('workspace_id', 'integer', (col) => col.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (col) => col.notNull().check(sql`role in ('owner', 'editor', 'viewer')`))
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint('workspace_members_pkey', ['workspace_id', 'user_id'])
    .execute();
  await db.schema.createIndex('workspace_members_user_idx').on('workspace_members').columns(['user_id', 'workspace_id']).execute();

  await db.schema
    .createTable('workspace_invitations')
    .addColumn('id', 'integer', id)
    .addColumn('workspace_id', 'integer', (col) => col.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull().check(sql`role in ('editor', 'viewer')`))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('invited_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('expires_at', timestamp, (col) => col.notNull())
    .addColumn('accepted_at', timestamp)
    .addColumn('accepted_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('workspace_invitations_workspace_idx').on('workspace_invitations').columns(['workspace_id', 'created_at']).execute();

  await db.schema.alterTable('users').addColumn('last_workspace_id', 'integer', (col) => col.references('workspaces.id').onDelete('set null')).execute();
  await db.schema.alterTable('task_status_log').addColumn('changed_by', 'integer', (col) => col.references('users.id').onDelete('set null')).execute();
}

/** Every account's own workspace, with the account's id, and the account as its owner. */
async function giveEveryAccountItsWorkspace(db: Kysely<any>, postgres: boolean): Promise<void> {
  const now = new Date().toISOString();
  await sql`
    insert into workspaces (id, name, personal_user_id, created_at)
    select id, name || '''s workspace', id, ${now} from users
  `.execute(db);
  await sql`insert into workspace_members (workspace_id, user_id, role, created_at) select id, id, 'owner', ${now} from users`.execute(db);
  await sql`update users set last_workspace_id = id`.execute(db);
  // Ids given explicitly: the next workspace made by the app takes the following one.
  if (postgres) await sql`select setval(pg_get_serial_sequence('workspaces', 'id'), coalesce((select max(id) from workspaces), 0) + 1, false)`.execute(db);
}

/** The data version triggers of 2026-11-23T11-10, checking that the workspace (not the account) still exists. */
function sqliteVersionTriggers(): string[] {
  const bump = (owner: string, where = '') =>
    `insert into owner_data_versions (owner_id, version) select ${owner}, 1
     where exists (select 1 from workspaces where workspaces.id = ${owner})${where ? ` and ${where}` : ''}
     on conflict (owner_id) do update set version = version + 1;`;
  return VERSIONED_TABLES.flatMap((table) => {
    const body = {
      insert: bump('new.owner_id'),
      delete: bump('old.owner_id'),
      update: bump('new.owner_id') + bump('old.owner_id', 'old.owner_id <> new.owner_id'),
    };
    return OPERATIONS.flatMap((operation) => [
      `drop trigger ${table}_version_after_${operation}`,
      `create trigger ${table}_version_after_${operation} after ${operation} on ${table} begin ${body[operation]} end`,
    ]);
  });
}

function postgresVersionFunctions(): string[] {
  return VERSIONED_TABLES.flatMap((table) =>
    OPERATIONS.map((operation) => {
      const sources = operation === 'insert' ? ['new_rows'] : operation === 'delete' ? ['old_rows'] : ['new_rows', 'old_rows'];
      const owners = sources.map((source) => `select owner_id from ${source}`).join(' union ');
      return `create or replace function ${table}_version_after_${operation}() returns trigger language plpgsql as $$
        begin
          insert into owner_data_versions (owner_id, version)
            select owner_id, 1 from (${owners}) changed where exists (select 1 from workspaces where workspaces.id = changed.owner_id)
            group by owner_id order by owner_id
            on conflict (owner_id) do update set version = owner_data_versions.version + 1;
          return null;
        end $$`;
    }),
  );
}

/** In the transaction the migrator opens on PostgreSQL. */
async function upOnPostgres(db: Kysely<any>): Promise<void> {
  await createTables(db, true);
  await giveEveryAccountItsWorkspace(db, true);
  for (const table of SCOPED_TABLES) {
    const { rows } = await sql<{ name: string }>`
      select con.conname as name from pg_constraint con
      join pg_attribute att on att.attrelid = con.conrelid and att.attnum = any (con.conkey)
      where con.contype = 'f' and con.conrelid = ${table}::regclass and con.confrelid = 'users'::regclass and att.attname = 'owner_id'
    `.execute(db);
    if (rows.length !== 1) throw new Error(`${MIGRATION}: expected one key from ${table}.owner_id to users, found ${rows.length}`);
    await sql`
      alter table ${sql.id(table)}
        drop constraint ${sql.id(rows[0]!.name)},
        add constraint ${sql.id(`${table}_owner_id_fkey`)} foreign key (owner_id) references workspaces (id) on delete cascade
    `.execute(db);
  }
  for (const statement of postgresVersionFunctions()) await sql.raw(statement).execute(db);
  await sql`alter table events add column created_by integer references users (id) on delete set null`.execute(db);
  await sql`alter table events disable trigger user`.execute(db);
  await sql`update events set created_by = owner_id`.execute(db);
  await sql`alter table events enable trigger user`.execute(db);
}

/** `"owner_id" integer … references "users" ("id")`, as Kysely wrote it in each scoped table. */
const OWNER_KEY = /("owner_id" integer[^,]*? references )"users"( \("id"\))/g;

async function upOnSqlite(db: Kysely<any>): Promise<void> {
  // One transaction: the whole change is made, or none of it.
  await withForeignKeysOff(db, MIGRATION, async (trx) => {
    await createTables(trx, false);
    await giveEveryAccountItsWorkspace(trx, false);
    for (const table of SCOPED_TABLES) {
      const definition = await tableDefinition(trx, table);
      if ((definition.match(OWNER_KEY) ?? []).length !== 1) throw new Error(`${MIGRATION}: expected one key from ${table}.owner_id to users`);
      const repointed = definition.replace(OWNER_KEY, '$1"workspaces"$2');
      if (table !== 'events') {
        await rebuildTable(trx, table, sql.raw(repointed));
        continue;
      }
      const withCreator = `${repointed}, "created_by" integer references "users" ("id") on delete set null`;
      await rebuildTable(trx, table, sql.raw(withCreator), async (copyTrx, copy) => {
        await sql`update ${sql.id(copy)} set created_by = owner_id`.execute(copyTrx);
      });
    }
    // After the rebuilds, which re-create each table's triggers as they were.
    for (const statement of sqliteVersionTriggers()) await sql.raw(statement).execute(trx);
  });
}

export async function up(db: Kysely<any>): Promise<void> {
  await (isPostgres(db) ? upOnPostgres(db) : upOnSqlite(db));
}

export async function down(): Promise<void> {
  throw new Error(`${MIGRATION} cannot be undone: workspaces shared since cannot be given back to a single account`);
}
