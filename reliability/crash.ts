import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient, newAccount, type Client } from './client.ts';
import { sqliteIntegrity, storedTasks, type StoredTask, type Target } from './database.ts';
import { startServer, type RunningServer, type ServerEntry } from './server.ts';

export interface CrashPartOptions {
  entry: ServerEntry;
  databaseUrl?: string;
  rounds: number;
  /** Requests in flight at once while the server is killed. */
  concurrency?: number;
}

export interface CrashReport {
  dialect: 'sqlite' | 'postgres';
  rounds: number;
  bulkLines: number;
  acknowledgedBulks: number;
  /** Bulks sent whose answer the kill cut off: stored whole or not at all. */
  interruptedBulks: number;
  acknowledgedStatusChanges: number;
  integrityChecks: number;
  problems: string[];
}

const BULK_LINES = 20;
const STATUSES = ['todo', 'inprogress', 'completed'] as const;
/** Tasks each connection changes the status of. */
const TASKS_PER_WORKER = 3;

interface StatusTrack {
  acknowledged: string;
  /** A change sent whose answer never came: the stored status may be this one too. */
  unanswered?: string;
}

const tagOf = (title: string) => title.slice(0, title.lastIndexOf(' l'));

/** Checks the database after a kill against what was acknowledged before it. */
export function checkAfterCrash(stored: StoredTask[], acknowledgedBulks: Set<string>, statuses: Map<number, StatusTrack>): string[] {
  const problems: string[] = [];
  const bulkSizes = new Map<string, number>();
  for (const task of stored) if (task.title.startsWith('crash ')) bulkSizes.set(tagOf(task.title), (bulkSizes.get(tagOf(task.title)) ?? 0) + 1);
  for (const [tag, size] of bulkSizes) if (size !== BULK_LINES) problems.push(`bulk "${tag}" is stored with ${size} of its ${BULK_LINES} tasks`);
  for (const tag of acknowledgedBulks) if (!bulkSizes.has(tag)) problems.push(`acknowledged bulk "${tag}" is not stored`);
  const byId = new Map(stored.map((task) => [task.id, task]));
  for (const [id, track] of statuses) {
    const task = byId.get(id);
    if (!task) {
      problems.push(`task ${id} is gone`);
      continue;
    }
    if (task.status !== track.acknowledged && task.status !== track.unanswered) {
      problems.push(`task ${id}: stored status ${task.status}, acknowledged ${track.acknowledged}`);
    }
    if ((task.log.at(-1) ?? 'todo') !== task.status) problems.push(`task ${id}: status ${task.status} without its history row`);
  }
  return problems;
}

/**
 * Part 3: bulk creates and status changes in flight, the server killed with SIGKILL at a random moment,
 * `rounds` times; after each kill the database is checked, then the server restarted.
 */
export async function runCrashPart(options: CrashPartOptions): Promise<CrashReport> {
  const concurrency = options.concurrency ?? 8;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'eventry-crash-'));
  const target: Target = options.databaseUrl ? { dialect: 'postgres', url: options.databaseUrl } : { dialect: 'sqlite', file: path.join(folder, 'crash.db') };
  const env: Record<string, string> = target.dialect === 'postgres' ? { DATABASE_URL: target.url } : { SQLITE_PATH: target.file };
  const report: CrashReport = {
    dialect: target.dialect,
    rounds: options.rounds,
    bulkLines: BULK_LINES,
    acknowledgedBulks: 0,
    interruptedBulks: 0,
    acknowledgedStatusChanges: 0,
    integrityChecks: 0,
    problems: [],
  };
  const acknowledgedBulks = new Set<string>();
  const statuses = new Map<number, StatusTrack>();
  let server: RunningServer | undefined = await startServer(options.entry, env);
  try {
    let client = createClient(server.url, concurrency);
    const { cookie, eventId } = await newAccount(client, 'crash');
    const owned: number[][] = [];
    for (let worker = 0; worker < concurrency; worker += 1) {
      owned.push([]);
      for (let index = 0; index < TASKS_PER_WORKER; index += 1) {
        const answer = await client.request('POST', '/api/tasks', cookie, { title: `status w${worker} t${index}`, eventId });
        owned[worker]!.push(answer.json.task.id);
        statuses.set(answer.json.task.id, { acknowledged: 'todo' });
      }
    }

    for (let round = 1; round <= options.rounds; round += 1) {
      let killed = false;
      let acknowledgedThisRound = 0;
      const worker = async (index: number, http: Client) => {
        for (let step = 0; !killed; step += 1) {
          if (step % 2 === 0) {
            const tag = `crash r${round} w${index} s${step}`;
            const text = Array.from({ length: BULK_LINES }, (_, line) => `${tag} l${line}`).join('\n');
            try {
              const answer = await http.request('POST', '/api/tasks/bulk', cookie, { text, eventId });
              if (answer.status !== 201) throw new Error(`bulk create answered ${answer.status}: ${answer.body}`);
              acknowledgedBulks.add(tag);
              report.acknowledgedBulks += 1;
              acknowledgedThisRound += 1;
            } catch (error) {
              if (!killed) throw error;
              report.interruptedBulks += 1;
            }
          } else {
            const id = owned[index]![step % TASKS_PER_WORKER]!;
            const track = statuses.get(id)!;
            const next = STATUSES[(STATUSES.indexOf(track.acknowledged as (typeof STATUSES)[number]) + 1) % STATUSES.length]!;
            track.unanswered = next;
            try {
              const answer = await http.request('PUT', `/api/tasks/${id}/status`, cookie, { status: next });
              if (answer.status !== 200) throw new Error(`status change answered ${answer.status}: ${answer.body}`);
              statuses.set(id, { acknowledged: next });
              report.acknowledgedStatusChanges += 1;
              acknowledgedThisRound += 1;
            } catch (error) {
              if (!killed) throw error;
            }
          }
        }
      };
      const workers = Array.from({ length: concurrency }, (_, index) => worker(index, client));
      // Killed mid-stream: once writes are being acknowledged, after a random further moment.
      const running = server;
      const kill = (async () => {
        while (acknowledgedThisRound < concurrency) await new Promise((resolve) => setTimeout(resolve, 20));
        await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 500));
        killed = true;
        await running.stop('SIGKILL');
      })();
      await Promise.all([kill, ...workers]);
      client.close();
      server = undefined;

      if (target.dialect === 'sqlite') {
        const integrity = sqliteIntegrity(target.file);
        report.integrityChecks += 1;
        if (integrity !== 'ok') report.problems.push(`round ${round}: integrity_check says ${integrity}`);
      }
      server = await startServer(options.entry, env);
      client = createClient(server.url, concurrency);
      for (const problem of checkAfterCrash(await storedTasks(target, eventId), acknowledgedBulks, statuses)) report.problems.push(`round ${round}: ${problem}`);
      // The next round starts from what is stored: an unanswered change may have been kept.
      for (const task of await storedTasks(target, eventId)) {
        const track = statuses.get(task.id);
        if (track) statuses.set(task.id, { acknowledged: task.status });
      }
    }
    client.close();
    return report;
  } finally {
    await server?.stop();
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
