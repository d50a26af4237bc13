import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api.ts';
import {
  CHECK_INTERVAL_MS,
  CHECK_NO_EVENT,
  runConnectionCheck,
  wait,
  type ConnectionCheckClient,
  type ConnectionCheckReport,
} from './connection-check.ts';

const EVENT = { id: 7, name: 'Open Day' };
const TODAY = '2026-11-22';

/** A fake API that stores tasks in a set, and records every call in order. */
function fakeClient(overrides: Partial<ConnectionCheckClient> = {}) {
  const calls: string[] = [];
  const stored = new Set<number>([1]);
  let nextId = 100;
  const client: ConnectionCheckClient = {
    countTasks: async () => {
      calls.push('count');
      return stored.size;
    },
    health: async () => {
      calls.push('health');
      return { status: 'ok', dialect: 'sqlite' };
    },
    createTask: async (input) => {
      calls.push(`create ${input.eventId} ${input.title}`);
      const id = nextId++;
      stored.add(id);
      return { id };
    },
    bulkCreate: async (input) => {
      calls.push(`bulk ${input.eventId} ${JSON.stringify(input.text)} ${input.today}`);
      const taskIds = input.text.split('\n').map(() => nextId++);
      for (const id of taskIds) stored.add(id);
      return { successful: taskIds.length, taskIds };
    },
    deleteTask: async (id) => {
      calls.push(`delete ${id}`);
      if (!stored.delete(id)) throw new ApiError('not found', 'http', 404, 'Task not found or already deleted.');
    },
    refresh: async () => {
      calls.push('refresh');
    },
    ...overrides,
  };
  return { client, calls, stored };
}

async function check(client: ConnectionCheckClient, event: { id: number; name: string } | null = EVENT, signal = new AbortController().signal) {
  const reports: ConnectionCheckReport[] = [];
  const pauses: number[] = [];
  let clock = 0;
  const report = await runConnectionCheck({
    client,
    event,
    today: TODAY,
    signal,
    onReport: (next) => reports.push(next),
    now: () => (clock += 5),
    pause: async (ms) => {
      pauses.push(ms);
    },
  });
  return { report, reports, pauses };
}

describe('connection check', () => {
  it('runs the four checks one second apart, with real creates, then deletes what they made and refreshes', async () => {
    const { client, calls, stored } = fakeClient();
    const { report, reports, pauses } = await check(client);

    expect(pauses).toEqual([CHECK_INTERVAL_MS, CHECK_INTERVAL_MS, CHECK_INTERVAL_MS]);
    expect(calls).toEqual([
      'count',
      'health',
      'create 7 Connection check task',
      `bulk 7 "Connection check task 1\\nConnection check task 2" ${TODAY}`,
      'delete 100',
      'delete 101',
      'delete 102',
      'refresh',
    ]);
    expect([...stored]).toEqual([1]);
    expect(report.checks.map((result) => [result.state, result.detail, result.ms])).toEqual([
      ['passed', '1 task in the system', 5],
      ['passed', 'API and SQLite database answer', 5],
      ['passed', 'Created "Connection check task" (#100) in Open Day', 5],
      ['passed', 'Created 2 tasks (#101, #102) in one request', 5],
    ]);
    expect(report.cleanup).toEqual({ state: 'done', created: 3, deleted: 3, detail: 'Deleted the 3 test tasks it created (#100, #101, #102)', ms: 5 });
    expect(report.finished).toBe(true);
    // Each check is shown running before its result, and the clean-up before it is over.
    expect(reports.map((r) => r.checks.map((c) => c.state[0]).join('') + (r.cleanup ? ` ${r.cleanup.state}` : ''))).toEqual([
      'wwww',
      'rwww',
      'pwww',
      'prww',
      'ppww',
      'pprw',
      'pppw',
      'pppr',
      'pppp',
      'pppp running',
      'pppp done',
    ]);
  });

  it('still deletes the first test task when the bulk check fails, and says why', async () => {
    const { client, calls, stored } = fakeClient({
      bulkCreate: async () => {
        throw new ApiError('Server error (500).', 'http', 500, 'No tasks were created successfully');
      },
    });
    const { report } = await check(client);
    expect(report.checks[3]).toMatchObject({ state: 'failed', detail: 'Server error (500).' });
    expect(calls.slice(-2)).toEqual(['delete 100', 'refresh']);
    expect([...stored]).toEqual([1]);
    expect(report.cleanup).toMatchObject({ state: 'done', created: 1, deleted: 1 });
  });

  it('deletes the tasks of a bulk answer that is short of two, and fails the check', async () => {
    const { client, stored } = fakeClient();
    const bulk = client.bulkCreate;
    client.bulkCreate = (input) => bulk({ ...input, text: 'only one' });
    const { report } = await check(client);
    expect(report.checks[3]).toMatchObject({ state: 'failed', detail: 'Expected 2 tasks, the server created 1' });
    expect(report.cleanup).toMatchObject({ state: 'done', created: 2, deleted: 2 });
    expect([...stored]).toEqual([1]);
  });

  it('without a chosen event, fails both create checks asking for one, and has nothing to clean up', async () => {
    const { client, calls } = fakeClient();
    const { report } = await check(client, null);
    expect(report.checks.map((result) => result.state)).toEqual(['passed', 'passed', 'failed', 'failed']);
    expect(report.checks[2]!.detail).toBe(CHECK_NO_EVENT);
    expect(report.checks[3]!.detail).toBe(CHECK_NO_EVENT);
    expect(CHECK_NO_EVENT).toMatch(/^Choose an event/);
    expect(calls).toEqual(['count', 'health', 'refresh']);
    expect(report.cleanup).toMatchObject({ state: 'done', created: 0, detail: 'Nothing to clean up: no test task was created' });
  });

  it('reports a clean-up that failed, with the reason, and counts a task already gone as deleted', async () => {
    const { client, stored } = fakeClient();
    const remove = client.deleteTask;
    client.deleteTask = async (id) => {
      if (id === 101) throw new ApiError('Network error. Please check your internet connection and try again.', 'network');
      if (id === 102) stored.delete(102); // deleted meanwhile in another tab: the call answers 404
      return remove(id);
    };
    const { report } = await check(client);
    expect(report.cleanup).toMatchObject({
      state: 'failed',
      created: 3,
      deleted: 2,
      detail: 'Could not delete 1 of 3 test tasks (#101: Network error. Please check your internet connection and try again.). Delete it from the task list.',
    });
    expect(report.finished).toBe(true);
  });

  it('stops the checks still to come when stopped, and still cleans up', async () => {
    const { client, calls, stored } = fakeClient();
    const controller = new AbortController();
    const create = client.createTask;
    client.createTask = async (input) => {
      const task = await create(input);
      controller.abort(); // the dialog closes while the task is being created
      return task;
    };
    const { report } = await check(client, EVENT, controller.signal);
    expect(report.checks.map((result) => result.state)).toEqual(['passed', 'passed', 'passed', 'waiting']);
    expect(calls).toEqual(['count', 'health', 'create 7 Connection check task', 'delete 100', 'refresh']);
    expect([...stored]).toEqual([1]);
  });

  it('waits the interval, or returns at once when stopped', async () => {
    vi.useFakeTimers();
    try {
      const controller = new AbortController();
      let done = false;
      void wait(CHECK_INTERVAL_MS, controller.signal).then(() => (done = true));
      await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS - 1);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(done).toBe(true);

      let stopped = false;
      void wait(CHECK_INTERVAL_MS, controller.signal).then(() => (stopped = true));
      controller.abort();
      await vi.advanceTimersByTimeAsync(0);
      expect(stopped).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
