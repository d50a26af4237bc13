import { randomBytes } from 'node:crypto';
import { sql, type KyselyPlugin, type OperationNode, type RootOperationNode } from 'kysely';
import type { App } from '../../../src/server/app.ts';

/** The message of every failure these helpers cause. */
export const FAULT_MESSAGE = 'injected fault';

type Literal = string | number;

function literal(value: Literal): string {
  return typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`;
}

/**
 * Makes the database itself refuse a write halfway through a request: a trigger that raises
 * 'injected fault' before each insert or update of a `table` row whose new values equal `where`
 * (every row when `where` is empty), on SQLite and on PostgreSQL. Returns the function that removes it.
 */
export async function failWrites(
  app: App,
  table: string,
  on: 'insert' | 'update',
  where: Record<string, Literal> = {},
): Promise<() => Promise<void>> {
  const name = `injected_fault_${randomBytes(4).toString('hex')}`;
  const conditions = Object.entries(where).map(([column, value]) => `new."${column}" = ${literal(value)}`);
  const when = conditions.length > 0 ? conditions.join(' and ') : 'true';
  const event = on === 'insert' ? 'insert' : 'update';

  if (app.dialect === 'postgres') {
    await sql
      .raw(`create function ${name}() returns trigger language plpgsql as $$ begin raise exception '${FAULT_MESSAGE}'; end $$`)
      .execute(app.db);
    await sql
      .raw(`create trigger ${name} before ${event} on "${table}" for each row when (${when}) execute function ${name}()`)
      .execute(app.db);
    return async () => {
      await sql.raw(`drop trigger ${name} on "${table}"`).execute(app.db);
      await sql.raw(`drop function ${name}()`).execute(app.db);
    };
  }

  await sql
    .raw(`create trigger ${name} before ${event} on "${table}" for each row when (${when}) begin select raise(abort, '${FAULT_MESSAGE}'); end`)
    .execute(app.db);
  return async () => {
    await sql.raw(`drop trigger ${name}`).execute(app.db);
  };
}

/** The tables a query names anywhere: its FROM, joins, subqueries and WITH clauses. */
export function tablesOf(node: OperationNode): Set<string> {
  const tables = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (typeof value !== 'object' || value === null) return;
    const candidate = value as { kind?: string; table?: { identifier?: { name?: string } } };
    if (candidate.kind === 'TableNode' && candidate.table?.identifier?.name) tables.add(candidate.table.identifier.name);
    Object.values(value).forEach(visit);
  };
  visit(node);
  return tables;
}

/** A SELECT that reads `table`, e.g. the read-back after a write. */
export const readsFrom =
  (table: string) =>
  (query: RootOperationNode): boolean =>
    query.kind === 'SelectQueryNode' && tablesOf(query).has(table);

/**
 * Makes the app's queries fail from the client's side, for failures no trigger can cause, such as
 * a read that follows a write: every query the app sends for which `matches` is true throws
 * 'injected fault' before it reaches the database. Returns the function that restores the app.
 */
export function failQueries(app: App, matches: (query: RootOperationNode) => boolean): () => void {
  const original = app.db;
  const fault: KyselyPlugin = {
    transformQuery: ({ node }) => {
      if (matches(node)) throw new Error(FAULT_MESSAGE);
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  app.db = original.withPlugin(fault);
  return () => {
    app.db = original;
  };
}
