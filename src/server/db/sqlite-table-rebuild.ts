import { sql, type Kysely, type RawBuilder } from 'kysely';

// SQLite cannot change a constraint of a table: a migration rebuilds the table following the
// procedure in https://www.sqlite.org/lang_altertable.html#otheralter (foreign keys off outside the
// transaction, new table, copy, drop, rename, indexes and triggers, foreign_key_check, commit,
// foreign keys back on).

/**
 * Runs `change` in a transaction with foreign keys off, as SQLite's procedure asks: with them on,
 * dropping a table deletes its rows first and cascades. PRAGMA foreign_keys does nothing inside a
 * transaction, so this refuses to run inside one (Kysely's Migrator runs SQLite migrations outside
 * any transaction). `migration` names the caller in errors.
 */
export async function withForeignKeysOff(db: Kysely<any>, migration: string, change: (trx: Kysely<any>) => Promise<void>): Promise<void> {
  const pragma = async () => (await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db)).rows[0]?.foreign_keys;
  const wasOn = (await pragma()) === 1;
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    if ((await pragma()) !== 0) throw new Error(`${migration} must run outside a transaction on SQLite`);
    await db.transaction().execute(async (trx) => {
      await change(trx);
      const broken = await sql<{ table: string; parent: string }>`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) {
        const where = [...new Set(broken.rows.map((row) => `${row.table} → ${row.parent}`))].join(', ');
        throw new Error(`${migration}: ${broken.rows.length} rows break a foreign key (${where})`);
      }
    });
  } finally {
    if (wasOn) await sql`pragma foreign_keys = on`.execute(db);
  }
}

/**
 * Replaces `table` with one defined by `columns`, keeping its rows, its indexes and triggers, and its
 * id sequence. `afterCopy` fills new columns of the copy, before the table's triggers exist again.
 */
export async function rebuildTable(
  trx: Kysely<any>,
  table: string,
  columns: RawBuilder<unknown>,
  afterCopy?: (trx: Kysely<any>, copy: string) => Promise<void>,
): Promise<void> {
  const fresh = `${table}_rebuilt`;
  const dependents = await sql<{ sql: string }>`
    select sql from sqlite_master where tbl_name = ${table} and type in ('index', 'trigger') and sql is not null order by type, name
  `.execute(trx);
  const columnNames = (await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(trx)).rows.map(
    (row) => sql.id(row.name),
  );
  const sequence = await sql<{ seq: number }>`select seq from sqlite_sequence where name = ${table}`.execute(trx);

  await sql`create table ${sql.id(fresh)} (${columns})`.execute(trx);
  await sql`insert into ${sql.id(fresh)} (${sql.join(columnNames)}) select ${sql.join(columnNames)} from ${sql.id(table)}`.execute(trx);
  await afterCopy?.(trx, fresh);
  await sql`drop table ${sql.id(table)}`.execute(trx);
  // Legacy renaming, as the procedure advises: the modern one re-checks every trigger of the schema,
  // and those of other tables that use this one (by its name, which the rename gives back) fail while it is gone.
  await sql`pragma legacy_alter_table = on`.execute(trx);
  try {
    await sql`alter table ${sql.id(fresh)} rename to ${sql.id(table)}`.execute(trx);
  } finally {
    await sql`pragma legacy_alter_table = off`.execute(trx);
  }
  for (const dependent of dependents.rows) await sql.raw(dependent.sql).execute(trx);

  const seq = sequence.rows[0]?.seq;
  if (seq !== undefined) {
    await sql`delete from sqlite_sequence where name = ${table}`.execute(trx);
    await sql`insert into sqlite_sequence (name, seq) values (${table}, ${seq})`.execute(trx);
  }
}

/** The column and constraint list of `table` as SQLite keeps it: what is between the outer parentheses of its CREATE TABLE. */
export async function tableDefinition(trx: Kysely<any>, table: string): Promise<string> {
  const { rows } = await sql<{ sql: string }>`select sql from sqlite_master where type = 'table' and name = ${table}`.execute(trx);
  const create = rows[0]?.sql;
  if (!create) throw new Error(`No table ${table}`);
  return create.slice(create.indexOf('(') + 1, create.lastIndexOf(')'));
}
