import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../src/server/http/errors.ts';
import { CLIENT_TIMEOUT_MS, createClient, newAccount, type Answer } from './client.ts';
import { sqliteIntegrity, storedTasks } from './database.ts';
import { startServer, type ServerEntry } from './server.ts';
import { createThrowawayPostgres } from './throwaway-postgres.ts';

/** The longest the app may take to serve normally again once PostgreSQL is back. */
export const RECOVERY_LIMIT_MS = 5_000;

export interface OutageReport {
  downMs: number;
  requests: number;
  /** Answers while PostgreSQL was down. */
  unavailableAnswers: number;
  slowestAnswerMs: number;
  healthWhileDown: string;
  /** From PostgreSQL accepting connections again to the first list answered normally. */
  recoveryMs: number;
  problems: string[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every answer must be a success or the clear 503, with no stack trace, in time. */
function checkAnswer(answer: Answer): string | undefined {
  if (answer.ms > CLIENT_TIMEOUT_MS) return `an answer took ${Math.round(answer.ms)} ms`;
  if (answer.status < 400) return undefined;
  if (answer.status !== 503) return `answered ${answer.status}: ${answer.body.slice(0, 200)}`;
  if (answer.json?.error?.message !== DATABASE_UNAVAILABLE_MESSAGE) return `a 503 without the message: ${answer.body.slice(0, 200)}`;
  if (/\bat .+:\d+:\d+/.test(answer.body)) return 'a 503 with a stack trace';
  return undefined;
}

/**
 * Part 4, PostgreSQL: a throwaway cluster stopped under load for `downMs` and started again; the app
 * is not restarted.
 */
export async function runPostgresOutagePart(options: { entry: ServerEntry; downMs: number; concurrency?: number }): Promise<OutageReport> {
  const concurrency = options.concurrency ?? 10;
  const cluster = await createThrowawayPostgres();
  const server = await startServer(options.entry, { DATABASE_URL: cluster.url, ANSWER_CACHE_MB: '0' }).catch((error) => {
    cluster.remove();
    throw error;
  });
  const report: OutageReport = { downMs: options.downMs, requests: 0, unavailableAnswers: 0, slowestAnswerMs: 0, healthWhileDown: '', recoveryMs: -1, problems: [] };
  const client = createClient(server.url, concurrency + 2);
  let serverEnded = false;
  let stopping = false;
  void server.exited.then((code) => {
    serverEnded = true;
    if (stopping) return;
    report.problems.push(`the server ended (exit code ${code}):\n${server.output().slice(-3_000)}`);
  });
  try {
    const { cookie, eventId } = await newAccount(client, 'outage');
    const created: number[] = [];
    let down = false;
    let stopped = false;
    const record = (answer: Answer) => {
      report.requests += 1;
      report.slowestAnswerMs = Math.max(report.slowestAnswerMs, Math.round(answer.ms));
      if (answer.status === 503) report.unavailableAnswers += 1;
      const problem = checkAnswer(answer);
      if (problem) report.problems.push(problem);
    };
    const worker = async (index: number) => {
      for (let step = 0; !stopped && !serverEnded; step += 1) {
        try {
          if (step % 2 === 0) {
            record(await client.request('GET', `/api/tasks?eventId=${eventId}&limit=20`, cookie));
          } else {
            const answer = await client.request('POST', '/api/tasks', cookie, { title: `outage w${index} s${step}`, eventId });
            record(answer);
            if (answer.status === 201) created.push(answer.json.task.id);
          }
        } catch (error) {
          report.problems.push(`no answer${down ? ' while the database was down' : ''}: ${(error as Error).message}`);
        }
        if (down) await sleep(50);
      }
    };
    const workers = Array.from({ length: concurrency }, (_, index) => worker(index));
    await sleep(1_000);
    cluster.stop();
    down = true;
    await sleep(options.downMs / 2);
    const health = await client.request('GET', '/api/health').catch((error: Error) => ({ status: 0, body: error.message, json: undefined }));
    report.healthWhileDown = `${health.status} ${health.body}`;
    if (health.status !== 503 || health.json?.database !== 'down') report.problems.push(`/api/health while the database was down: ${report.healthWhileDown}`);
    await sleep(options.downMs / 2);
    cluster.start();
    const back = performance.now();
    while (performance.now() - back < 2 * CLIENT_TIMEOUT_MS && !serverEnded) {
      const answer = await client.request('GET', `/api/tasks?eventId=${eventId}&limit=1`, cookie).catch(() => undefined);
      if (answer?.status === 200) break;
      await sleep(100);
    }
    report.recoveryMs = Math.round(performance.now() - back);
    down = false;
    if (report.recoveryMs > RECOVERY_LIMIT_MS) report.problems.push(`serving normally again took ${report.recoveryMs} ms`);
    await sleep(1_000);
    stopped = true;
    await Promise.all(workers);
    if (serverEnded) return report;
    if (report.unavailableAnswers === 0) report.problems.push('no request was answered while the database was down: the outage was not exercised');
    // Once back, every request succeeds: no connection of the pool is left broken.
    for (let index = 0; index < 2 * concurrency; index += 1) {
      const answer = await client.request('POST', '/api/tasks', cookie, { title: `after outage ${index}`, eventId });
      if (answer.status !== 201) report.problems.push(`after the outage a create answered ${answer.status}: ${answer.body.slice(0, 200)}`);
      else created.push(answer.json.task.id);
    }
    const stored = new Set((await storedTasks({ dialect: 'postgres', url: cluster.url }, eventId)).map((task) => task.id));
    const lost = created.filter((id) => !stored.has(id));
    if (lost.length > 0) report.problems.push(`${lost.length} acknowledged creates are not stored`);
    report.problems = [...new Set(report.problems)];
    return report;
  } finally {
    client.close();
    stopping = true;
    await server.stop();
    cluster.remove();
  }
}

export interface SqliteFaultReport {
  readOnlyStart: string;
  diskFullAnswers: Record<string, number>;
  integrity: string;
  problems: string[];
}

/** Why the SQLite faults cannot be made here (they mount small file systems), or undefined. */
export function sqliteFaultsUnavailable(): string | undefined {
  if (process.platform !== 'linux') return 'needs Linux (tmpfs mounts)';
  if (process.getuid?.() !== 0) return 'mounting a read-only or full file system needs root';
  return undefined;
}

function mountTmpfs(folder: string, options: string) {
  execFileSync('mount', ['-t', 'tmpfs', '-o', options, 'tmpfs', folder]);
}

/**
 * Part 4, SQLite: the database's folder on a read-only file system (the server must refuse to start
 * with a clear message), and a full disk under a running server (503s, reads still served, no corruption).
 */
export async function runSqliteFaultsPart(options: { entry: ServerEntry; maxWrites: number }): Promise<SqliteFaultReport> {
  const report: SqliteFaultReport = { readOnlyStart: '', diskFullAnswers: {}, integrity: '', problems: [] };
  const readOnly = fs.mkdtempSync(path.join(os.tmpdir(), 'eventry-readonly-'));
  mountTmpfs(readOnly, 'size=1m,ro');
  try {
    await startServer(options.entry, { SQLITE_PATH: path.join(readOnly, 'data/eventry.db') }).then(
      async (server) => {
        await server.stop();
        report.problems.push('the server started with its database folder read-only');
      },
      (error: Error) => {
        report.readOnlyStart = error.message.split('\n').find((line) => line.includes('failed to start')) ?? error.message.slice(0, 300);
        if (!/writable/.test(report.readOnlyStart)) report.problems.push(`unclear start error: ${report.readOnlyStart}`);
      },
    );
  } finally {
    execFileSync('umount', [readOnly]);
    fs.rmSync(readOnly, { recursive: true, force: true });
  }

  const small = fs.mkdtempSync(path.join(os.tmpdir(), 'eventry-full-'));
  // Room for a new database's migrations (about 1.7 MB of write-ahead log before their checkpoint), and little more.
  mountTmpfs(small, 'size=4m');
  const file = path.join(small, 'eventry.db');
  try {
    const server = await startServer(options.entry, { SQLITE_PATH: file, ANSWER_CACHE_MB: '0' });
    const client = createClient(server.url, 2);
    try {
      const { cookie, eventId } = await newAccount(client, 'disk-full');
      const line = 'x'.repeat(190);
      for (let index = 0; index < options.maxWrites; index += 1) {
        const text = Array.from({ length: 50 }, (_, n) => `${index}-${n} ${line}`).join('\n');
        const answer = await client.request('POST', '/api/tasks/bulk', cookie, { text, eventId });
        report.diskFullAnswers[answer.status] = (report.diskFullAnswers[answer.status] ?? 0) + 1;
        const problem = checkAnswer(answer);
        if (problem) report.problems.push(`disk full: ${problem}`, server.output().slice(-2_000));
        if (answer.status === 503) break;
      }
      if (!report.diskFullAnswers[503]) report.problems.push(`the disk never filled up in ${options.maxWrites} bulk creates`);
      const read = await client.request('GET', `/api/tasks?eventId=${eventId}&limit=5`, cookie);
      if (read.status !== 200) report.problems.push(`with the disk full a list answered ${read.status}`);
      const health = await client.request('GET', '/api/health');
      if (health.status !== 200) report.problems.push(`with the disk full /api/health answered ${health.status}`);
    } finally {
      client.close();
      await server.stop();
    }
    report.integrity = sqliteIntegrity(file);
    if (report.integrity !== 'ok') report.problems.push(`integrity_check after the disk filled up: ${report.integrity}`);
  } finally {
    execFileSync('umount', [small]);
    fs.rmSync(small, { recursive: true, force: true });
  }
  return report;
}
