import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialect } from './support/test-app.ts';
import { callServer, ROOT, startServer, startSlowRequest, type ServerProcess } from './support/server-process.ts';

const run = promisify(execFile);
const BULK_LINES = 20;
const bulkText = (round: number) => Array.from({ length: BULK_LINES }, (_, line) => `Round ${round} task ${line + 1}`).join('\n');

/** A server process over a SQLite file, as a user runs it; PostgreSQL's are in multi-instance.test.ts. */
describe.runIf(dialect === 'sqlite')('operations on SQLite', { timeout: 120_000 }, () => {
  let dir: string;
  let databaseFile: string;
  let server: ServerProcess;
  let cookie: string;
  let eventId: number;

  const countTasks = (file: string) => {
    const database = new SQLite(file, { readonly: true });
    try {
      return (database.prepare('select count(*) as count from tasks').get() as { count: number }).count;
    } finally {
      database.close();
    }
  };

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eventry-operations-'));
    databaseFile = path.join(dir, 'eventry.db');
    // Debug level logs 'incoming request', which tells the shutdown test that its request is in progress.
    server = await startServer({ SQLITE_PATH: databaseFile, LOG_LEVEL: 'debug' });
    const signedUp = await callServer(server, 'POST', '/api/auth/sign-up', undefined, {
      name: 'Ops Test',
      email: 'ops@example.com',
      password: 'Secret12',
    });
    cookie = signedUp.sessionCookie!;
    eventId = (await callServer(server, 'POST', '/api/events', cookie, { name: 'Backup Fair', description: 'Spring fair', startDate: '2030-06-01' })).json.event.id;
  }, 120_000);

  afterAll(async () => {
    await server?.stop('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('npm run backup copies the database whole while the app writes to it', async () => {
    let acknowledged = 0;
    let writing = true;
    const writes = (async () => {
      for (let round = 1; writing; round += 1) {
        const response = await callServer(server, 'POST', '/api/tasks/bulk', cookie, { eventId, text: bulkText(round) });
        expect(response.status).toBe(201);
        acknowledged += BULK_LINES;
      }
    })();
    while (acknowledged < 3 * BULK_LINES) await new Promise((resolve) => setTimeout(resolve, 20));
    const acknowledgedBefore = acknowledged;

    const destination = path.join(dir, 'copies', 'eventry-copy.db');
    const { stdout } = await run('npm', ['run', '-s', 'backup', '--', destination], { cwd: ROOT, env: { ...process.env, SQLITE_PATH: databaseFile } });
    const acknowledgedAfter = acknowledged;
    writing = false;
    await writes;

    expect(stdout).toContain(`Backed up ${databaseFile}`);
    expect(stdout).toContain(`to ${destination}`);
    expect(stdout).toContain('integrity check ok');
    expect(stdout).toContain(`To restore it: stop Eventry, delete ${databaseFile}-wal and ${databaseFile}-shm if they exist, copy the backup to ${databaseFile}`);

    const copy = new SQLite(destination, { readonly: true });
    try {
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(copy.pragma('journal_mode', { simple: true })).toBe('delete');
      const tasks = (copy.prepare('select count(*) as count from tasks').get() as { count: number }).count;
      // A snapshot taken between two acknowledged bulks: every bulk whole, none it had acknowledged missing.
      expect(tasks % BULK_LINES).toBe(0);
      expect(tasks).toBeGreaterThanOrEqual(acknowledgedBefore);
      expect(tasks).toBeLessThanOrEqual(acknowledgedAfter + BULK_LINES);
      const maintained = copy.prepare('select task_count from event_task_counts where event_id = ?').get(eventId) as { task_count: number };
      expect(maintained.task_count).toBe(tasks);
      expect((copy.prepare('select email from users').all() as { email: string }[]).map((row) => row.email)).toEqual(['ops@example.com']);
    } finally {
      copy.close();
    }
    expect(fs.readdirSync(path.dirname(destination))).toEqual(['eventry-copy.db']);
  });

  it('refuses to overwrite a file, and says so', async () => {
    const existing = path.join(dir, 'taken.db');
    fs.writeFileSync(existing, 'keep me');
    const failed = await run('npm', ['run', '-s', 'backup', '--', existing], { cwd: ROOT, env: { ...process.env, SQLITE_PATH: databaseFile } }).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed).toMatchObject({ code: 1, stderr: `${existing} already exists: name another file, or move that one away first.\n` });
    expect(fs.readFileSync(existing, 'utf8')).toBe('keep me');
  });

  it('on SIGTERM stops accepting, finishes the request in progress, then closes the database', async () => {
    const tasksBefore = countTasks(databaseFile);
    const linesBefore = server.logs().length;
    const bulk = startSlowRequest(`${server.url}/api/tasks/bulk`, 'POST', cookie, { eventId, text: bulkText(999) });
    await bulk.sent;
    await server.waitForLog('incoming request', (line, index) => index >= linesBefore && line.req?.url === '/api/tasks/bulk');

    process.kill(server.pid, 'SIGTERM');
    await server.waitForLog('shutting down');
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();

    const answer = await bulk.finish();
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.body)).toMatchObject({ successful: BULK_LINES, failed: 0 });
    expect(await server.exited).toBe(0);

    const messages = server.logs().map((line) => line.msg);
    const shuttingDown = messages.findIndex((msg) => msg?.startsWith('shutting down'));
    expect(messages.indexOf('request completed', shuttingDown)).toBeGreaterThan(shuttingDown);
    expect(messages.at(-1)).toBe('stopped: requests finished, database closed');
    // Closed cleanly: SQLite folded its write-ahead log back into the file and removed it.
    expect(fs.existsSync(`${databaseFile}-wal`)).toBe(false);
    expect(countTasks(databaseFile)).toBe(tasksBefore + BULK_LINES);
  });
});
