/**
 * The load generator, run as a process of its own so it does not share the server's CPU time slices
 * with the server's event loop: `node --import tsx reliability/load-client.ts '<json options>'`.
 * Each connection works on tasks of its own, so the last acknowledged status of every task is known.
 * Prints one JSON line: the figures and every acknowledged write.
 */
import { createClient, percentile } from './client.ts';

export interface LoadOptions {
  url: string;
  cookie: string;
  eventId: number;
  connections: number;
  durationMs: number;
}

export interface LoadResult {
  requests: number;
  durationMs: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  statusCounts: Record<string, number>;
  /** Requests that got no answer (connection error, time-out). */
  failures: string[];
  /** Task ids whose creation (one by one or in a bulk) was acknowledged. */
  createdIds: number[];
  /** Task id → its last acknowledged status. */
  lastStatus: Record<number, string>;
  acknowledgedStatusChanges: number;
  /** Tasks whose last status change got no clear answer: their stored status may be either. */
  uncertainIds: number[];
}

const STATUSES = ['todo', 'inprogress', 'completed'] as const;
const BULK_LINES = 5;
const MIN_REQUESTS_PER_CONNECTION = 10;

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const client = createClient(options.url, options.connections);
  const latencies: number[] = [];
  const statusCounts: Record<string, number> = {};
  const failures: string[] = [];
  const createdIds: number[] = [];
  const lastStatus: Record<number, string> = {};
  const uncertain = new Set<number>();
  let acknowledgedStatusChanges = 0;
  const deadline = Date.now() + options.durationMs;
  const started = performance.now();

  const call = async (method: string, url: string, payload?: unknown) => {
    try {
      const answer = await client.request(method, url, options.cookie, payload);
      latencies.push(answer.ms);
      statusCounts[answer.status] = (statusCounts[answer.status] ?? 0) + 1;
      return answer;
    } catch (error) {
      failures.push(`${method} ${url}: ${(error as Error).message}`);
      return undefined;
    }
  };

  const worker = async (index: number) => {
    const mine: number[] = [];
    // Every kind of request at least once per connection, however slow the machine.
    for (let step = 0; step < MIN_REQUESTS_PER_CONNECTION || Date.now() < deadline; step += 1) {
      // Per ten requests: four list reads, two creates, three status changes (a create first when there is no task yet), one bulk.
      const pick = (index + step) % 10;
      if (pick < 4) {
        await call('GET', `/api/tasks?eventId=${options.eventId}&limit=20&offset=${20 * (step % 3)}`);
      } else if (pick < 6 || (pick < 9 && mine.length === 0)) {
        const answer = await call('POST', '/api/tasks', { title: `load w${index} s${step}`, eventId: options.eventId });
        if (answer?.status === 201) {
          createdIds.push(answer.json.task.id);
          mine.push(answer.json.task.id);
          lastStatus[answer.json.task.id] = 'todo';
        }
      } else if (pick === 9) {
        const text = Array.from({ length: BULK_LINES }, (_, line) => `bulk w${index} s${step} l${line}`).join('\n');
        const answer = await call('POST', '/api/tasks/bulk', { text, eventId: options.eventId });
        if (answer?.status === 201) {
          for (const id of answer.json.taskIds as number[]) {
            createdIds.push(id);
            mine.push(id);
            lastStatus[id] = 'todo';
          }
        }
      } else {
        const id = mine[step % mine.length]!;
        const next = STATUSES[(STATUSES.indexOf(lastStatus[id] as (typeof STATUSES)[number]) + 1) % STATUSES.length]!;
        const answer = await call('PUT', `/api/tasks/${id}/status`, { status: next });
        if (answer?.status === 200) {
          lastStatus[id] = next;
          acknowledgedStatusChanges += 1;
        } else if (answer === undefined || answer.status >= 500) {
          uncertain.add(id);
        }
      }
    }
  };

  await Promise.all(Array.from({ length: options.connections }, (_, index) => worker(index)));
  const durationMs = performance.now() - started;
  client.close();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length + failures.length,
    durationMs: Math.round(durationMs),
    requestsPerSecond: Math.round((latencies.length / durationMs) * 1000),
    p50Ms: Math.round(percentile(latencies, 50) * 10) / 10,
    p99Ms: Math.round(percentile(latencies, 99) * 10) / 10,
    statusCounts,
    failures: failures.slice(0, 20),
    createdIds,
    lastStatus,
    acknowledgedStatusChanges,
    uncertainIds: [...uncertain],
  };
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!) && process.argv[2]) {
  const result = await runLoad(JSON.parse(process.argv[2]) as LoadOptions);
  process.stdout.write(`${JSON.stringify(result)}\n`);
}
