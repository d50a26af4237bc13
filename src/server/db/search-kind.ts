import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.ts';
import type { Dialect } from './database.ts';

/**
 * How task search finds its matches: `trigram` through a trigram index (SQLite's FTS5 table,
 * PostgreSQL's pg_trgm GIN indexes), `substring` by reading every task of the scope, where
 * PostgreSQL could not install pg_trgm (the migration goes on without its indexes). Both answer
 * the same tasks; `substring` is slower on large workspaces.
 */
export type SearchKind = 'trigram' | 'substring';

export async function searchKind(db: Kysely<Database>, dialect: Dialect): Promise<SearchKind> {
  if (dialect === 'sqlite') return 'trigram';
  const { rows } = await sql<{ found: number }>`
    select 1 as found from pg_indexes where schemaname = current_schema() and indexname = 'tasks_title_trigram_idx'
  `.execute(db);
  return rows.length > 0 ? 'trigram' : 'substring';
}
