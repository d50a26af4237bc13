import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { deleteExpiredSessions } from './auth/sessions-repository.ts';
import { deleteExpiredThrottles } from './auth/throttle-repository.ts';
import { fullGarbageCollection, startIdleCollector } from './http/idle-collector.ts';
import { logMemoryAtRest } from './http/memory-in-use.ts';
import { listeningOrigin, publicUrlWarning } from './http/public-origin.ts';
import { startReminderScheduler } from './reminders/reminder-scheduler.ts';

const HOUR_MS = 60 * 60 * 1000;
/** Within Kubernetes' 30 s between SIGTERM and SIGKILL; Docker waits 10 s unless told more (`docker stop -t 30`). */
const SHUTDOWN_GRACE_MS = 25_000;
/** Requests stopped this long ago: the memory of the last burst is given back (see startIdleCollector). */
const IDLE_COLLECTION_AFTER_MS = 5_000;

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

  // Plans and sends reminder e-mails in the background; stopped by app.close() (REMINDERS_ENABLED=false leaves it to other instances).
  if (config.reminders.enabled) startReminderScheduler(app, { config });
  else app.log.info('reminder e-mails are not sent by this instance (REMINDERS_ENABLED=false)');

  const collectGarbage = fullGarbageCollection();
  const collect =
    collectGarbage &&
    (() => {
      collectGarbage();
      logMemoryAtRest(app.log, app.memorySources);
    });
  const idle = collect && startIdleCollector({ quietMs: IDLE_COLLECTION_AFTER_MS, collect });
  if (idle) app.server.on('request', idle.noteActivity);
  else app.log.warn('no full garbage collection available: memory freed by requests is given back only as new requests come');

  // Stops accepting connections, lets the requests in progress finish (new requests on open
  // connections get 503), then closes the database. A second signal ends the process at once.
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down: no new connections, finishing the requests in progress');
    clearInterval(sweep);
    idle?.stop();
    const giveUp = setTimeout(() => {
      app.log.error(`requests still running ${SHUTDOWN_GRACE_MS / 1000} s after ${signal}: stopping without them`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    giveUp.unref();
    // A keep-alive connection whose request finished would otherwise hold the close up until it times out.
    const closeIdle = setInterval(() => app.server.closeIdleConnections(), 200);
    try {
      await app.close();
      clearInterval(closeIdle);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
    app.log.info('stopped: requests finished, database closed');
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where = config.database.dialect === 'sqlite' ? config.database.path : 'PostgreSQL';
  // Links leave this machine (another host can connect, or e-mail goes out) but no PUBLIC_URL says where users reach it.
  const warning = publicUrlWarning(config);
  if (warning) app.log.warn(warning);
  app.log.info(`Eventry is ready on ${listeningOrigin(config.host, config.port).origin} (database: ${where})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Eventry failed to start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
