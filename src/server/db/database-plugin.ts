import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';
import type { DatabaseHandle, DatabaseReader, Dialect } from './database.ts';
import type { StatementCacheStats } from './statement-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dialect: Dialect;
    /** See DatabaseHandle.openReader. */
    openReader: () => DatabaseReader;
    /** What SQLite's statement cache holds; undefined on PostgreSQL, which has none. */
    statementCacheStats: () => StatementCacheStats | undefined;
  }
}

/** Makes the database available as `app.db`, logs its lost connections and closes it with the app. */
export const databasePlugin = fp<{ handle: DatabaseHandle }>(
  async (app, { handle }) => {
    app.decorate('db', handle.db);
    app.decorate('dialect', handle.dialect);
    app.decorate('openReader', handle.openReader);
    app.decorate('statementCacheStats', () => handle.statementCache?.());
    const stopLogging = handle.onConnectionError((error) => app.log.error({ err: error }, 'database connection lost'));
    app.addHook('onClose', async () => {
      stopLogging();
      await handle.db.destroy();
    });
  },
  { name: 'database' },
);
