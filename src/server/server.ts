import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { deleteExpiredSessions } from './auth/sessions-repository.ts';

const HOUR_MS = 60 * 60 * 1000;

async function main() {
  const config = loadConfig();
  const database = createDatabase(config.database);
  await migrateToLatest(database.db);

  const webDir = fileURLToPath(new URL('../../web/', import.meta.url));
  const app = await buildApp({ config, database, webDir });

  const sweep = setInterval(() => {
    deleteExpiredSessions(database.db).catch((error: unknown) => app.log.warn({ err: error }, 'session sweep failed'));
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
