import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * owner_data_versions: one number per owner that grows whenever any of the owner's events, team
 * members or tasks change, kept by triggers so every writer and every cascade is covered. A cached
 * answer is valid while its owner's version is the one it was computed at (http/answer-cache.ts);
 * the number lives in the database, so every app instance sees a change made by any other.
 * SQLite fires per row; PostgreSQL per statement, bumping each owner its transition tables name once.
 * Rows deleted with their user (the cascade) bump nothing: the user and their version are gone.
 * A later migration that rebuilds one of these tables on SQLite must re-create its triggers.
 */

const TABLES = ['events', 'team_members', 'tasks'] as const;
const OPERATIONS = ['insert', 'update', 'delete'] as const;

function sqliteTriggers(): string[] {
  const bump = (owner: string, where = '') =>
    `insert into owner_data_versions (owner_id, version) select ${owner}, 1
     where exists (select 1 from users where users.id = ${owner})${where ? ` and ${where}` : ''}
     on conflict (owner_id) do update set version = version + 1;`;
  return TABLES.map((table) => {
    const body = {
      insert: bump('new.owner_id'),
      delete: bump('old.owner_id'),
      // Bumps the new owner, and the old one too should a row ever change hands.
      update: bump('new.owner_id') + bump('old.owner_id', 'old.owner_id <> new.owner_id'),
    };
    return OPERATIONS.map((operation) => `create trigger ${table}_version_after_${operation} after ${operation} on ${table} begin ${body[operation]} end`);
  }).flat();
}

function postgresTriggers(): string[] {
  return TABLES.flatMap((table) =>
    OPERATIONS.flatMap((operation) => {
      const name = `${table}_version_after_${operation}`;
      const sources = operation === 'insert' ? ['new_rows'] : operation === 'delete' ? ['old_rows'] : ['new_rows', 'old_rows'];
      const transitions =
        operation === 'insert' ? 'new table as new_rows' : operation === 'delete' ? 'old table as old_rows' : 'old table as old_rows new table as new_rows';
      const owners = sources.map((source) => `select owner_id from ${source}`).join(' union ');
      return [
        `create function ${name}() returns trigger language plpgsql as $$
        begin
          insert into owner_data_versions (owner_id, version)
            select owner_id, 1 from (${owners}) changed where exists (select 1 from users where users.id = changed.owner_id)
            group by owner_id order by owner_id
            on conflict (owner_id) do update set version = owner_data_versions.version + 1;
          return null;
        end $$`,
        `create trigger ${name} after ${operation} on ${table} referencing ${transitions} for each statement execute function ${name}()`,
      ];
    }),
  );
}

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('owner_data_versions')
    .addColumn('owner_id', 'integer', (column) => column.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('version', 'bigint', (column) => column.notNull())
    .execute();
  for (const statement of isPostgres(db) ? postgresTriggers() : sqliteTriggers()) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const postgres = isPostgres(db);
  for (const table of TABLES) {
    for (const operation of OPERATIONS) {
      const name = `${table}_version_after_${operation}`;
      await sql.raw(postgres ? `drop trigger ${name} on ${table}` : `drop trigger ${name}`).execute(db);
      if (postgres) await sql.raw(`drop function ${name}()`).execute(db);
    }
  }
  await db.schema.dropTable('owner_data_versions').execute();
}
