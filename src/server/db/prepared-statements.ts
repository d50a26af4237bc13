import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

/**
 * Distinct reads one connection keeps prepared. The app's reads come in a few dozen shapes (a list
 * with this filter and that order); the cap bounds what rarer ones (a query for n ids) can add to a
 * connection's memory on the database server. Reads past it are sent unnamed, as before.
 */
export const PREPARED_READS_PER_CONNECTION = 200;

/** A read: a select, or one that starts with common table expressions (the team list's page). */
const READ = /^(?:select|with)\s/;
/**
 * A search's LIKE: planned for its pattern, PostgreSQL reads a rare term's few matches off the
 * trigram indexes; one plan for every pattern cannot know which terms are rare.
 */
const PATTERN_MATCH = /\slike\s/;

/**
 * The pool as Kysely uses it, with each connection preparing the reads it is sent: the first time a
 * statement's text comes, PostgreSQL parses it and keeps it under a name of its own on that
 * connection; afterwards only its values are sent. A list's three statements were each parsed and
 * planned anew on every request, which took longer than running them (about 2 of 3.5 ms); a prepared
 * statement is parsed once, and PostgreSQL plans it once for all values when that plan costs no more
 * than planning for each (plan_cache_mode = auto). Writes, searches and reads streamed through a
 * cursor go as they are.
 */
export function preparingReads(pool: pg.Pool): PostgresPool {
  const namesByConnection = new WeakMap<pg.PoolClient, Map<string, string>>();
  let statements = 0;
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      let names = namesByConnection.get(client);
      if (!names) namesByConnection.set(client, (names = new Map()));
      const known = names;
      const prepare = (text: string) => {
        statements += 1;
        const name = `eventry_read_${statements}`;
        known.set(text, name);
        return name;
      };
      function query<R>(sql: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>>;
      function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
      function query<R>(sqlOrCursor: string | PostgresCursor<R>, parameters?: readonly unknown[]): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
        if (typeof sqlOrCursor !== 'string') return client.query(sqlOrCursor as unknown as pg.Submittable) as unknown as PostgresCursor<R>;
        const text = sqlOrCursor;
        const values = parameters ? [...parameters] : [];
        const name = known.get(text) ?? (known.size < PREPARED_READS_PER_CONNECTION && READ.test(text) && !PATTERN_MATCH.test(text) ? prepare(text) : undefined);
        if (name === undefined) return client.query(text, values) as unknown as Promise<PostgresQueryResult<R>>;
        return client.query({ name, text, values }).catch(async (error: unknown) => {
          // A table it reads changed its columns since it was prepared (another instance migrated):
          // prepared again under a new name, the read answers with the table as it is now. Inside a
          // transaction, which the error has ended, the error stands.
          if (!isChangedResultType(error)) throw error;
          try {
            await client.query(`deallocate ${name}`);
            return await client.query({ name: prepare(text), text, values });
          } catch {
            throw error;
          }
        }) as unknown as Promise<PostgresQueryResult<R>>;
      }
      return { query, release: () => client.release() };
    },
    end: () => pool.end(),
  };
}

/** PostgreSQL's refusal to run a prepared statement whose result columns a schema change has changed. */
function isChangedResultType(error: unknown): boolean {
  return error instanceof Error && (error as { code?: unknown }).code === '0A000' && error.message.includes('cached plan must not change result type');
}
