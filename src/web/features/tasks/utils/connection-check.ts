import { ApiError, userMessage } from '../../../lib/api.ts';
import { countLabel } from '../../../lib/count-label.ts';

/** The pause between two checks (the spec's diagnostic waits 1 s between its tests). */
export const CHECK_INTERVAL_MS = 1000;

/** The check's test tasks carry this title, so anyone seeing one knows where it came from. */
export const CHECK_TASK_TITLE = 'Connection check task';
export const CHECK_TASK_DESCRIPTION = 'Created by the Bulk Create connection check, which deletes it again straight away.';
export const CHECK_BULK_TITLES = [`${CHECK_TASK_TITLE} 1`, `${CHECK_TASK_TITLE} 2`] as const;
export const CHECK_NO_EVENT = 'Choose an event above first: this check creates test tasks in it (and deletes them afterwards).';

/** The requests the check makes, one per endpoint (the component passes the feature's api/ functions). */
export interface ConnectionCheckClient {
  /** GET /api/tasks?limit=1: the total. */
  countTasks: (signal: AbortSignal) => Promise<number>;
  /** GET /api/health. */
  health: (signal: AbortSignal) => Promise<{ status: 'ok' | 'degraded'; dialect: 'sqlite' | 'postgres' }>;
  /** POST /api/tasks. */
  createTask: (input: { eventId: number; title: string; description: string }) => Promise<{ id: number }>;
  /** POST /api/tasks/bulk. */
  bulkCreate: (input: { eventId: number; text: string; today: string }) => Promise<{ successful: number; taskIds: number[] }>;
  /** DELETE /api/tasks/{id}. */
  deleteTask: (id: number) => Promise<unknown>;
  /** Refreshes the task lists (and what counts tasks) once the test tasks are gone. */
  refresh: () => Promise<unknown>;
}

export type CheckState = 'waiting' | 'running' | 'passed' | 'failed';

export interface CheckResult {
  state: CheckState;
  detail?: string;
  ms?: number;
}

export interface CleanupResult {
  state: 'running' | 'done' | 'failed';
  /** Test tasks the checks created. */
  created: number;
  /** Of those, the ones now gone. */
  deleted: number;
  detail: string;
  ms?: number;
}

export interface ConnectionCheckReport {
  checks: CheckResult[];
  cleanup: CleanupResult | null;
  /** Every check ran (or the run was stopped) and the clean-up is over. */
  finished: boolean;
}

interface CheckContext {
  client: ConnectionCheckClient;
  event: { id: number; name: string } | null;
  today: string;
  signal: AbortSignal;
  /** Records test tasks as soon as they exist, so they are deleted whatever happens next. */
  created: (ids: readonly number[]) => void;
}

interface Check {
  name: string;
  /** Resolves with what was found; throws when the check fails. */
  run: (context: CheckContext) => Promise<string>;
}

const ids = (list: readonly number[]) => list.map((id) => `#${id}`).join(', ');

export const CONNECTION_CHECKS: readonly Check[] = [
  {
    name: 'Task count',
    run: async ({ client, signal }) => `${countLabel(await client.countTasks(signal), 'task', 'tasks')} in the system`,
  },
  {
    name: 'API reachable',
    run: async ({ client, signal }) => {
      const health = await client.health(signal);
      if (health.status !== 'ok') throw new Error('The API answers but its database does not');
      return `API and ${health.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite'} database answer`;
    },
  },
  {
    name: 'Single create',
    run: async ({ client, event, created }) => {
      if (!event) throw new Error(CHECK_NO_EVENT);
      const task = await client.createTask({ eventId: event.id, title: CHECK_TASK_TITLE, description: CHECK_TASK_DESCRIPTION });
      created([task.id]);
      return `Created "${CHECK_TASK_TITLE}" (#${task.id}) in ${event.name}`;
    },
  },
  {
    name: 'Bulk create (2 tasks)',
    run: async ({ client, event, today, created }) => {
      if (!event) throw new Error(CHECK_NO_EVENT);
      const result = await client.bulkCreate({ eventId: event.id, text: CHECK_BULK_TITLES.join('\n'), today });
      created(result.taskIds);
      if (result.successful !== CHECK_BULK_TITLES.length || result.taskIds.length !== CHECK_BULK_TITLES.length) {
        throw new Error(`Expected ${CHECK_BULK_TITLES.length} tasks, the server created ${result.successful}`);
      }
      return `Created 2 tasks (${ids(result.taskIds)}) in one request`;
    },
  },
];

/** Waits `ms`, or less when the run is stopped. */
export function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

/** Deletes the test tasks; a task already gone (404) counts as deleted. */
async function cleanUp(client: ConnectionCheckClient, created: readonly number[]): Promise<Omit<CleanupResult, 'ms'>> {
  if (created.length === 0) return { state: 'done', created: 0, deleted: 0, detail: 'Nothing to clean up: no test task was created' };
  const outcomes = await Promise.allSettled(created.map((id) => client.deleteTask(id)));
  const left = created
    .map((id, index) => ({ id, outcome: outcomes[index]! }))
    .filter(({ outcome }) => outcome.status === 'rejected' && !(outcome.reason instanceof ApiError && outcome.reason.status === 404));
  const all = countLabel(created.length, 'test task', 'test tasks');
  if (left.length === 0) return { state: 'done', created: created.length, deleted: created.length, detail: `Deleted the ${all} it created (${ids(created)})` };
  const reasons = left.map(({ id, outcome }) => `#${id}: ${userMessage(outcome.status === 'rejected' ? outcome.reason : undefined)}`).join('; ');
  return {
    state: 'failed',
    created: created.length,
    deleted: created.length - left.length,
    detail: `Could not delete ${left.length} of ${all} (${reasons}). Delete ${left.length === 1 ? 'it' : 'them'} from the task list.`,
  };
}

export interface RunConnectionCheckOptions {
  client: ConnectionCheckClient;
  /** The event chosen in the Bulk Create form; the create checks fail without one. */
  event: { id: number; name: string } | null;
  today: string;
  /** Stops the checks not yet run (closing the dialog); the clean-up runs all the same. */
  signal: AbortSignal;
  onReport: (report: ConnectionCheckReport) => void;
  now?: () => number;
  pause?: (ms: number, signal: AbortSignal) => Promise<void>;
}

/**
 * The Bulk Create diagnostic: four checks one second apart, each timed. The create checks make
 * real tasks in the chosen event; afterwards every task they made is deleted, even when a later
 * check failed or the run was stopped, and the task lists are refreshed.
 */
export async function runConnectionCheck({
  client,
  event,
  today,
  signal,
  onReport,
  now = () => performance.now(),
  pause = wait,
}: RunConnectionCheckOptions): Promise<ConnectionCheckReport> {
  let report: ConnectionCheckReport = { checks: CONNECTION_CHECKS.map(() => ({ state: 'waiting' })), cleanup: null, finished: false };
  const update = (changes: Partial<ConnectionCheckReport>) => {
    report = { ...report, ...changes };
    onReport(report);
  };
  const setCheck = (index: number, result: CheckResult) => update({ checks: report.checks.map((check, i) => (i === index ? result : check)) });
  const created: number[] = [];
  const context: CheckContext = { client, event, today, signal, created: (list) => created.push(...list) };

  onReport(report);
  for (const [index, check] of CONNECTION_CHECKS.entries()) {
    if (index > 0) await pause(CHECK_INTERVAL_MS, signal);
    if (signal.aborted) break;
    setCheck(index, { state: 'running' });
    const started = now();
    try {
      const detail = await check.run(context);
      setCheck(index, { state: 'passed', detail, ms: Math.round(now() - started) });
    } catch (error) {
      setCheck(index, { state: 'failed', detail: userMessage(error), ms: Math.round(now() - started) });
    }
  }

  const started = now();
  if (created.length > 0) {
    update({ cleanup: { state: 'running', created: created.length, deleted: 0, detail: `Deleting ${countLabel(created.length, 'test task', 'test tasks')}…` } });
  }
  const cleanup = await cleanUp(client, created);
  try {
    await client.refresh();
  } catch {
    // Refreshing only updates what is on screen; the next visit shows the lists as they are.
  }
  update({ cleanup: { ...cleanup, ms: Math.round(now() - started) }, finished: true });
  return report;
}
