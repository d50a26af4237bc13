import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, type DatabaseHandle } from '../../src/server/db/database.ts';
import { PREPARED_READS_PER_CONNECTION } from '../../src/server/db/prepared-statements.ts';
import { adminQuery } from './support/postgres-admin.ts';
import { dialect } from './support/test-app.ts';

/** The statements the one pooled connection holds prepared, as PostgreSQL lists them. */
async function preparedOn(database: DatabaseHandle): Promise<string[]> {
  const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements order by prepare_time`.execute(database.db);
  return rows.map((row) => row.statement);
}

describe.runIf(dialect === 'postgres')('PostgreSQL reads, prepared once per connection', () => {
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `test_prepared_${randomBytes(4).toString('hex')}`;
  let database: DatabaseHandle;

  beforeAll(async () => {
    await adminQuery(`create schema ${schema}`);
    database = createPostgresDatabase({ url, searchPath: schema, maxConnections: 1 });
    await sql`create table notes (id integer primary key, body text not null)`.execute(database.db);
    await sql`insert into notes (id, body) values (${1}, ${'first'}), (${2}, ${'second'})`.execute(database.db);
  });

  afterAll(async () => {
    await database?.db.destroy();
    await adminQuery(`drop schema ${schema} cascade`);
  });

  it('prepares a read the first time and reuses it for other values, and leaves writes unprepared', async () => {
    const bodyOf = async (id: number) => (await sql<{ body: string }>`select body from notes where id = ${id}`.execute(database.db)).rows[0]?.body;
    expect(await bodyOf(1)).toBe('first');
    expect(await bodyOf(2)).toBe('second');
    await sql`update notes set body = ${'changed'} where id = ${2}`.execute(database.db);
    expect(await bodyOf(2)).toBe('changed');

    const prepared = await preparedOn(database);
    expect(prepared.filter((statement) => statement === 'select body from notes where id = $1')).toHaveLength(1);
    expect(prepared.some((statement) => statement.startsWith('update') || statement.startsWith('insert'))).toBe(false);
  });

  it('prepares a read that starts with a common table expression', async () => {
    const firstBody = async (after: number) =>
      (await sql<{ body: string }>`with later as (select id, body from notes where id > ${after}) select body from later order by id limit 1`.execute(database.db)).rows[0]?.body;
    expect(await firstBody(0)).toBe('first');
    expect(await firstBody(1)).not.toBe('first');
    expect((await preparedOn(database)).filter((statement) => statement.startsWith('with later as'))).toHaveLength(1);
  });

  it('leaves a search unprepared, to be planned for the text it looks for', async () => {
    const matching = async (text: string) => (await sql<{ id: number }>`select id from notes where body like ${`%${text}%`}`.execute(database.db)).rows;
    expect(await matching('firs')).toEqual([{ id: 1 }]);
    expect(await matching('chan')).toEqual([{ id: 2 }]);
    expect((await preparedOn(database)).some((statement) => statement.includes(' like '))).toBe(false);
  });

  it('reads a table whose columns changed after the read was prepared, as it is now', async () => {
    const everything = () => sql<Record<string, unknown>>`select * from notes where id = ${1}`.execute(database.db);
    expect((await everything()).rows).toEqual([{ id: 1, body: 'first' }]);
    await adminQuery(`alter table ${schema}.notes add column pinned boolean not null default false`);
    expect((await everything()).rows).toEqual([{ id: 1, body: 'first', pinned: false }]);
  });

  it('keeps at most PREPARED_READS_PER_CONNECTION reads prepared on a connection, and answers the rest unprepared', async () => {
    const shapes = PREPARED_READS_PER_CONNECTION + 5;
    for (let shape = 0; shape < shapes; shape += 1) {
      const { rows } = await sql<{ total: number }>`select count(*)::int + ${sql.lit(shape)} as total from notes where id <> ${0}`.execute(database.db);
      expect(rows[0]!.total).toBe(2 + shape);
    }
    const prepared = await preparedOn(database);
    expect(prepared).toHaveLength(PREPARED_READS_PER_CONNECTION);
  });
});
