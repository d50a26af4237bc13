/**
 * `npm run backup [-- <destination>]`: a consistent copy of the SQLite database, made with SQLite's
 * online backup API while the app keeps running and writing. The destination is a new file, or a
 * folder to put it in; by default backups/eventry-<time>.db beside the database.
 */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { ConfigError, loadConfig } from './config.ts';

class BackupError extends Error {}

const COUNTED_TABLES = ['users', 'events', 'team_members', 'tasks'] as const;

interface BackupReport {
  bytes: number;
  counts: Record<(typeof COUNTED_TABLES)[number], number>;
}

function defaultFileName(now = new Date()): string {
  return `eventry-${now.toISOString().slice(0, 19).replaceAll(':', '-')}Z.db`;
}

/** The file to write: `requested` itself, or a new file in it when it is a folder. */
function destinationFor(requested: string | undefined, source: string): string {
  const target = path.resolve(requested ?? path.join(path.dirname(source), 'backups'));
  const isFolder = requested === undefined || (fs.existsSync(target) && fs.statSync(target).isDirectory());
  const file = isFolder ? path.join(target, defaultFileName()) : target;
  if (fs.existsSync(file)) throw new BackupError(`${file} already exists: name another file, or move that one away first.`);
  if (file === source) throw new BackupError('The backup cannot be the database itself: name another file.');
  return file;
}

async function backUp(source: string, destination: string): Promise<BackupReport> {
  fs.mkdirSync(path.dirname(destination), { recursive: true });
  // Written under another name first, so that an interrupted backup never looks like a finished one.
  const partial = `${destination}.partial`;
  fs.rmSync(partial, { force: true });
  const database = new SQLite(source, { fileMustExist: true });
  try {
    database.pragma('busy_timeout = 5000');
    // All pages in one step: a step reads one snapshot while the app goes on writing (WAL), whereas a
    // write between smaller steps would start the copy over.
    await database.backup(partial, { progress: ({ totalPages }) => Math.max(totalPages, 100) });
  } finally {
    database.close();
  }

  const copy = new SQLite(partial);
  let counts: BackupReport['counts'];
  try {
    // One self-contained file, with no -wal file to keep beside it.
    copy.pragma('journal_mode = DELETE');
    const integrity = copy.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new BackupError(`The copy failed its integrity check (${String(integrity)}); nothing was kept.`);
    counts = Object.fromEntries(
      COUNTED_TABLES.map((table) => [table, (copy.prepare(`select count(*) as count from ${table}`).get() as { count: number }).count]),
    ) as BackupReport['counts'];
  } catch (error) {
    copy.close();
    fs.rmSync(partial, { force: true });
    throw error;
  }
  copy.close();
  fs.renameSync(partial, destination);
  return { bytes: fs.statSync(destination).size, counts };
}

async function main(args: string[]) {
  if (args.includes('--help') || args.length > 1) {
    console.log('Usage: npm run backup [-- <file or folder>]\nCopies the SQLite database (SQLITE_PATH) while Eventry runs.');
    return args.includes('--help') ? 0 : 1;
  }
  const config = loadConfig();
  if (config.database.dialect === 'postgres') {
    throw new BackupError(
      'Eventry uses PostgreSQL here (DATABASE_URL is set): back it up with pg_dump, for example\n' +
        '  pg_dump --format=custom --file=eventry.dump "$DATABASE_URL"\nand restore it with pg_restore.',
    );
  }
  const source = path.resolve(config.database.path);
  if (config.database.path === ':memory:' || !fs.existsSync(source)) {
    throw new BackupError(`There is no database at ${source}: set SQLITE_PATH to the file Eventry uses.`);
  }
  const destination = destinationFor(args[0], source);
  const { bytes, counts } = await backUp(source, destination);
  const megabytes = (bytes / 1024 / 1024).toFixed(1);
  console.log(
    `Backed up ${source}\n       to ${destination}\n` +
      `(${megabytes} MB, integrity check ok: ${counts.users} users, ${counts.events} events, ${counts.team_members} team members, ${counts.tasks} tasks).\n` +
      `To restore it: stop Eventry, delete ${source}-wal and ${source}-shm if they exist, copy the backup to ${source}, and start Eventry.`,
  );
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof BackupError || error instanceof ConfigError;
    console.error(known ? error.message : `The backup failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
