import { Migrator, PostgresAdapter, sql, type Kysely, type Migration, type MigrationProvider, type MigrationResultSet } from 'kysely';
import * as createUsersAndSessions from './migrations/2026-11-22T10-00_create-users-and-sessions.ts';
import * as createEvents from './migrations/2026-11-22T10-10_create-events.ts';
import * as createTeamMembers from './migrations/2026-11-22T10-20_create-team-members.ts';
import * as createTasks from './migrations/2026-11-22T10-30_create-tasks.ts';
import * as indexTasksByDueDate from './migrations/2026-11-22T10-40_index-tasks-by-due-date.ts';
import * as enforceOwnershipKeys from './migrations/2026-11-23T10-00_enforce-ownership-keys.ts';
import * as createAuthThrottle from './migrations/2026-11-23T10-10_create-auth-throttle.ts';
import * as maintainTaskCounts from './migrations/2026-11-23T10-20_maintain-task-counts.ts';
import * as indexEventsByName from './migrations/2026-11-23T10-30_index-events-by-name.ts';
import * as indexForAnalytics from './migrations/2026-11-23T11-00_index-for-analytics.ts';
import * as trackOwnerDataVersions from './migrations/2026-11-23T11-10_track-owner-data-versions.ts';
import * as createFeedback from './migrations/2026-11-23T11-20_create-feedback.ts';
import * as indexForDashboard from './migrations/2026-11-23T11-30_index-for-dashboard.ts';
import * as createPasswordResets from './migrations/2026-11-23T11-40_create-password-resets.ts';
import * as sortTaskLists from './migrations/2026-11-23T12-10_sort-task-lists.ts';
import * as anchorTaskDueDates from './migrations/2026-11-23T13-00_anchor-task-due-dates.ts';
import * as createTaskTemplates from './migrations/2026-11-23T13-10_create-task-templates.ts';
import * as createCalendarFeeds from './migrations/2026-11-23T13-20_create-calendar-feeds.ts';
import * as trackCalendarFeedUse from './migrations/2026-11-27T10-00_track-calendar-feed-use.ts';
import * as shareWorkspaces from './migrations/2026-11-27T12-00_share-workspaces.ts';
import * as bringTheTeamIn from './migrations/2026-11-27T15-00_bring-the-team-in.ts';
import * as sendMailToTheTeam from './migrations/2026-11-27T16-00_send-mail-to-the-team.ts';
import * as importPlans from './migrations/2026-11-28T09-00_import-plans.ts';
import * as teamMessagesByAge from './migrations/2026-11-28T12-00_team-messages-by-age.ts';
import * as keepUnsubscribeLinks from './migrations/2026-11-28T14-00_keep-unsubscribe-links.ts';

/** Listed here rather than read from a folder, so the same code runs from source and from the build. */
const migrations: Record<string, Migration> = {
  '2026-11-22T10-00_create-users-and-sessions': createUsersAndSessions,
  '2026-11-22T10-10_create-events': createEvents,
  '2026-11-22T10-20_create-team-members': createTeamMembers,
  '2026-11-22T10-30_create-tasks': createTasks,
  '2026-11-22T10-40_index-tasks-by-due-date': indexTasksByDueDate,
  '2026-11-23T10-00_enforce-ownership-keys': enforceOwnershipKeys,
  '2026-11-23T10-10_create-auth-throttle': createAuthThrottle,
  '2026-11-23T10-20_maintain-task-counts': maintainTaskCounts,
  '2026-11-23T10-30_index-events-by-name': indexEventsByName,
  '2026-11-23T11-00_index-for-analytics': indexForAnalytics,
  '2026-11-23T11-10_track-owner-data-versions': trackOwnerDataVersions,
  '2026-11-23T11-20_create-feedback': createFeedback,
  '2026-11-23T11-30_index-for-dashboard': indexForDashboard,
  '2026-11-23T11-40_create-password-resets': createPasswordResets,
  '2026-11-23T12-10_sort-task-lists': sortTaskLists,
  '2026-11-23T13-00_anchor-task-due-dates': anchorTaskDueDates,
  '2026-11-23T13-10_create-task-templates': createTaskTemplates,
  '2026-11-23T13-20_create-calendar-feeds': createCalendarFeeds,
  '2026-11-27T10-00_track-calendar-feed-use': trackCalendarFeedUse,
  '2026-11-27T12-00_share-workspaces': shareWorkspaces,
  '2026-11-27T15-00_bring-the-team-in': bringTheTeamIn,
  '2026-11-27T16-00_send-mail-to-the-team': sendMailToTheTeam,
  '2026-11-28T09-00_import-plans': importPlans,
  '2026-11-28T12-00_team-messages-by-age': teamMessagesByAge,
  '2026-11-28T14-00_keep-unsubscribe-links': keepUnsubscribeLinks,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** `schema` names the PostgreSQL schema that holds the migration bookkeeping, when not the default. */
export async function migrateToLatest(db: Kysely<any>, schema?: string): Promise<void> {
  await migrate(db, schema, (migrator) => migrator.migrateToLatest());
}

/** Runs the migrations up (or down) to `name` and no further; for tests of one migration. */
export async function migrateTo(db: Kysely<any>, name: string, schema?: string): Promise<void> {
  await migrate(db, schema, (migrator) => migrator.migrateTo(name));
}

/** Any fixed number, with the schema, names the lock that instances starting at once take turns on. */
const MIGRATION_LOCK = 7_316_452;

async function migrate(db: Kysely<any>, schema: string | undefined, run: (migrator: Migrator) => Promise<MigrationResultSet>) {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return migrateUnlocked(db, schema, run);
  // Instances starting at the same moment on an empty database would race to create the bookkeeping
  // tables, which Kysely's own lock does not cover: one of them migrates while the others wait here,
  // then finds nothing left to do. The lock belongs to this connection, so a crash releases it.
  await db.connection().execute(async (connection) => {
    const lock = sql`${sql.lit(MIGRATION_LOCK)}, hashtext(current_schema())`;
    await sql`select pg_advisory_lock(${lock})`.execute(connection);
    try {
      // Named, not left to the search path: Kysely would otherwise take another schema's bookkeeping
      // tables for this one's.
      const { rows } = await sql<{ name: string }>`select current_schema() as name`.execute(connection);
      await migrateUnlocked(connection, schema ?? rows[0]!.name, run);
    } finally {
      await sql`select pg_advisory_unlock(${lock})`.execute(connection);
    }
  });
}

/**
 * PostgreSQL's codes for a schema, a relation or a column that does not exist: Kysely's look at the
 * catalog (pg_get_serial_sequence of every column) meets a table of another schema as it is dropped.
 */
const VANISHED_OBJECT_CODES = new Set(['3F000', '42P01', '42703']);
/** Attempts at a migration whose look at the catalog met another schema's table as it was dropped. */
const CATALOG_RACE_ATTEMPTS = 5;

/**
 * Whether a migration run failed only because an object of another schema vanished under Kysely's look
 * at the catalog, before any migration ran: a failed migration is never one.
 */
export function isCatalogRace(error: unknown, failedMigration: boolean): boolean {
  const code = (error as { code?: unknown } | undefined)?.code;
  return !failedMigration && typeof code === 'string' && VANISHED_OBJECT_CODES.has(code);
}

async function migrateUnlocked(db: Kysely<any>, schema: string | undefined, run: (migrator: Migrator) => Promise<MigrationResultSet>) {
  for (let attempt = 1; ; attempt += 1) {
    const migrator = new Migrator({ db, provider, migrationTableSchema: schema });
    const { error, results } = await run(migrator);
    const failed = results?.find((result) => result.status === 'Error');
    if (!error && !failed) return;
    // Kysely looks for its bookkeeping tables in the catalog of every schema of the database; a table
    // or schema dropped meanwhile by someone else (another app's schema, a test's) fails that look,
    // not the migration, which ran in a transaction and is simply run again.
    if (isCatalogRace(error, failed !== undefined) && attempt < CATALOG_RACE_ATTEMPTS) continue;
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`.replace('  ', ' '));
  }
}
