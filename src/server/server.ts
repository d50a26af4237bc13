import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { deleteExpiredSessions } from './auth/sessions-repository.ts';
import { deleteExpiredThrottles } from './auth/throttle-repository.ts';

const HOUR_MS = 60 * 60 * 1000;

async function main() {
  const config = loadConfig();
  // Migrations may rewrite whole tables: they run on a connection without the statement time-out.
  const migrations = createDatabase(config.database, { ...config.databaseTimeouts, statementMs: 0 });
  await migrateToLatest(migrations.db).finally(() => migrations.db.destroy());
  const database = createDatabase(config.database, config.databaseTimeouts);

  const webDir = fileURLToPath(new URL('../../web/', import.meta.url));
  const app = await buildApp({ config, database, webDir });

  const sweep = setInterval(() => {
    deleteExpiredSessions(database.db).catch((error: unknown) => app.log.warn({ err: error }, 'session sweep failed'));
    deleteExpiredThrottles(database.db).catch((error: unknown) => app.log.warn({ err: error }, 'auth throttle sweep failed'));
  }, HOUR_MS);
  sweep.unref();

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    clearInterval(sweep);
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where = config.database.dialect === 'sqlite' ? config.database.path : 'PostgreSQL';
  app.log.info(`Eventry is ready on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port} (database: ${where})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Eventry failed to start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
