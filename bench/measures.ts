/**
 * What the benchmark measures, each with its target from DESIGN §5: the loaded endpoints, the
 * single-request times, the CSV export, bulk create and the server's memory.
 */
import type { Dialect } from '../src/server/db/database.ts';
import { median, runLoad, settle, timeSequential, type LoadRequest, type LoadResult } from './load.ts';
import type { LoadFigures, Measure } from './report.ts';
import { SEARCH_TERM } from './seed.ts';
import { memoryOf, resetPeakMemory, type MemoryFigures } from './server-process.ts';

export const TARGETS = {
  listRatio: 0.5,
  listP99Ms: 50,
  analyticsMedianMs: 100,
  bulkMs: 150,
  memoryMb: 200,
  /** "Streams in constant memory": the export may not grow the server by more than this. */
  exportGrowthMb: 50,
};

/** "At rest" after the load: past the server's two idle collections, 5 and 10 s after the last request (checked every 2.5 s). */
export const REST_AFTER_LOAD_MS = 15_000;

const SEQUENTIAL_SAMPLES = 15;
const EXPORT_RUNS = 3;
const BULK_RUNS = 7;
const EXPORT_PATH = '/api/tasks/export?format=csv';

/** The first owner's session on the running server. */
export interface Session {
  origin: string;
  cookie: string;
  pid: number;
  dialect: Dialect;
  /** The browser's calendar day, sent where the browser sends it. */
  today: string;
}

export interface Fixtures {
  eventId: number;
  memberId: number;
  /** To-do tasks whose status the status-change load flips back and forth. */
  todoTaskIds: number[];
  ownerTasks: number;
}

export interface LoadMeasure {
  id: string;
  name: string;
  request: LoadRequest;
  /** 'reference': measured for comparison, with no target (the lists on a server without the answer cache). */
  kind: 'baseline' | 'list' | 'write' | 'figures' | 'reference';
  trials: LoadResult[];
  detail?: string;
}

/**
 * What Chromium sends with every fetch: loaded requests carry it, so answers of 1 KB and more come
 * back compressed (Brotli), as a browser gets them.
 */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const get = (session: Session, url: string) => fetch(`${session.origin}${url}`, { headers: { cookie: session.cookie } });

/** DESIGN §5 sets the list and bulk bars on SQLite; on PostgreSQL they are shown for comparison. */
const bar = (session: Session, text: string) => (session.dialect === 'sqlite' ? text : `${text} (the SQLite bar, for comparison)`);

/** The endpoints loaded with autocannon, health first (every other figure is a share of it). */
export function loadMeasures(session: Session, fixtures: Fixtures): LoadMeasure[] {
  const { today } = session;
  const browser = { 'accept-encoding': BROWSER_ACCEPT_ENCODING };
  const auth = { ...browser, cookie: session.cookie };
  const list = (id: string, name: string, path: string): LoadMeasure => ({ id, name, request: { path, headers: auth }, kind: 'list', trials: [] });
  let flips = 0;
  return [
    { id: 'health', name: 'Health check', request: { path: '/api/health', headers: browser }, kind: 'baseline', trials: [] },
    list('tasks-filtered', 'Task list, 50 rows filtered by event and member', `/api/tasks?eventId=${fixtures.eventId}&memberId=${fixtures.memberId}&limit=50&today=${today}`),
    list('tasks-unfiltered', 'Task list, unfiltered (first page)', `/api/tasks?limit=50&today=${today}`),
    list('tasks-search', `Task list, search "${SEARCH_TERM}"`, `/api/tasks?q=${SEARCH_TERM}&limit=50&today=${today}`),
    list('events', 'Events list', `/api/events?limit=50&today=${today}`),
    list('team-filtered', 'Team list, one event', `/api/team-members?eventId=${fixtures.eventId}&limit=50`),
    list('team-unfiltered', 'Team list, unfiltered', '/api/team-members?limit=50'),
    {
      id: 'status-change',
      name: 'Task status change',
      kind: 'write',
      trials: [],
      detail: `alternating To Do ↔ In Progress over ${fixtures.todoTaskIds.length} tasks, with Origin ${session.origin}`,
      request: {
        method: 'PUT',
        path: `/api/tasks/${fixtures.todoTaskIds[0]}/status`,
        headers: { ...auth, 'content-type': 'application/json', origin: session.origin },
        // Each pass over the tasks flips them all: to In Progress, back to To Do, and so on.
        setupRequest: (request) => {
          const ids = fixtures.todoTaskIds;
          const id = ids[flips % ids.length]!;
          const status = Math.floor(flips / ids.length) % 2 === 0 ? 'inprogress' : 'todo';
          flips += 1;
          return { ...request, path: `/api/tasks/${id}/status`, body: JSON.stringify({ status }) };
        },
      },
    },
  ];
}

/**
 * Analytics and dashboard figures, which other work adds: each is loaded once one of its spellings
 * answers 200 (with the browser's today, else without); until then it is reported as not built yet.
 */
export async function probeFigureEndpoints(session: Session): Promise<{ found: LoadMeasure[]; missing: Measure[] }> {
  const { today } = session;
  const endpoints = [
    ...[7, 30, 90].map((period) => ({
      id: `analytics-${period}`,
      name: `Analytics, last ${period} days`,
      candidates: [`/api/analytics?period=${period}&today=${today}`, `/api/analytics?period=${period}`],
    })),
    { id: 'dashboard', name: 'Dashboard figures', candidates: [`/api/dashboard?today=${today}`, '/api/dashboard'] },
  ];
  const found: LoadMeasure[] = [];
  const missing: Measure[] = [];
  for (const endpoint of endpoints) {
    const answers: string[] = [];
    let path: string | undefined;
    for (const candidate of endpoint.candidates) {
      const response = await get(session, candidate);
      await response.arrayBuffer();
      answers.push(`${candidate} → ${response.status}`);
      if (response.status === 200) {
        path = candidate;
        break;
      }
    }
    if (path) {
      const headers = { 'accept-encoding': BROWSER_ACCEPT_ENCODING, cookie: session.cookie };
      found.push({ id: endpoint.id, name: endpoint.name, request: { path, headers }, kind: 'figures', trials: [] });
    } else {
      missing.push({
        id: endpoint.id,
        name: endpoint.name,
        request: `GET ${endpoint.candidates[0]}`,
        status: 'not built yet',
        detail: `no 200: ${answers.join(', ')}`,
        target: `median < ${TARGETS.analyticsMedianMs} ms`,
        met: null,
      });
    }
  }
  return { found, missing };
}

/** Every request answers 200 before it is loaded, and the lists say what they answered. */
export async function checkAnswers(session: Session, measures: LoadMeasure[]): Promise<void> {
  for (const measure of measures) {
    const { request } = measure;
    const response =
      request.method === 'PUT'
        ? await fetch(`${session.origin}${request.path}`, { method: 'PUT', headers: request.headers, body: JSON.stringify({ status: 'todo' }) })
        : await get(session, request.path);
    if (response.status !== 200) throw new Error(`${request.method ?? 'GET'} ${request.path} answered ${response.status}: ${await response.text()}`);
    if (measure.kind === 'list') {
      const body = (await response.json()) as { items?: unknown[]; total?: number };
      measure.detail = `answers ${body.items?.length ?? '?'} rows of ${body.total ?? '?'}`;
    } else {
      await response.arrayBuffer();
    }
  }
}

/**
 * A short warm-up of each endpoint, then `trials` rounds of every endpoint in turn, so that a change
 * in the machine's load spreads over all of them. The server finishes each load's leftovers first.
 */
export async function runInterleaved(
  session: Session,
  measures: LoadMeasure[],
  { seconds, trials, warmUpSeconds, connections }: { seconds: number; trials: number; warmUpSeconds: number; connections: number },
  say: (line: string) => void,
): Promise<void> {
  say(`Warming up (${warmUpSeconds} s per endpoint)...`);
  for (const measure of measures) {
    await runLoad(session.origin, measure.request, warmUpSeconds, connections);
    await settle(session.origin);
  }
  for (let trial = 1; trial <= trials; trial += 1) {
    say(`Trial ${trial} of ${trials} (${measures.length} endpoints × ${seconds} s)...`);
    for (const measure of measures) {
      const result = await runLoad(session.origin, measure.request, seconds, connections);
      await settle(session.origin);
      measure.trials.push(result);
      const failures = result.non2xx || result.errors ? `  (${result.non2xx} non-2xx, ${result.errors} errors)` : '';
      say(`  ${measure.id.padEnd(18)} ${result.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${result.p50Ms} ms  p99 ${result.p99Ms} ms${failures}`);
    }
  }
}

function figuresOf(trials: LoadResult[], healthRps: number): LoadFigures {
  const requestsPerSecond = median(trials.map((trial) => trial.requestsPerSecond));
  return {
    requestsPerSecond: round(requestsPerSecond),
    p50Ms: round(median(trials.map((trial) => trial.p50Ms)), 2),
    p99Ms: round(median(trials.map((trial) => trial.p99Ms)), 2),
    ratioToHealth: round(requestsPerSecond / healthRps, 3),
    trials: trials.map((trial) => ({ ...trial, requestsPerSecond: round(trial.requestsPerSecond) })),
  };
}

/** The medians of the trials, each as a share of the health check's, against its target. */
/**
 * The health check and the lists again, for a server started with ANSWER_CACHE_MB=0: what each list
 * costs when its answer is computed, as after every change of the owner's data.
 */
export function uncachedLoadMeasures(session: Session, fixtures: Fixtures): LoadMeasure[] {
  return loadMeasures(session, fixtures)
    .filter((measure) => measure.kind === 'baseline' || measure.kind === 'list')
    .map((measure) => ({
      ...measure,
      id: `${measure.id}-uncached`,
      name: `${measure.name} — answer cache off`,
      kind: measure.kind === 'list' ? 'reference' : measure.kind,
      detail: 'a second server started with ANSWER_CACHE_MB=0 on the same database; ratio to that server\'s own health check',
    }));
}

export function summariseLoads(session: Session, measures: LoadMeasure[]): Measure[] {
  const healthRps = median(measures.find((measure) => measure.kind === 'baseline')!.trials.map((trial) => trial.requestsPerSecond));
  return measures.map((measure) => {
    const load = figuresOf(measure.trials, healthRps);
    const failures = measure.trials.reduce((sum, trial) => sum + trial.non2xx + trial.errors, 0);
    const completedNone = measure.trials.some((trial) => trial.requestsPerSecond === 0);
    const request = `${measure.request.method ?? 'GET'} ${measure.kind === 'write' ? '/api/tasks/{id}/status' : measure.request.path}`;
    const details = [measure.detail];
    if (failures > 0) details.push(`${failures} non-2xx answers or errors during the load`);
    if (completedNone) details.push('a trial completed no request: lengthen BENCH_SECONDS');
    const valid = failures === 0 && !completedNone;
    let target = '—';
    let met: boolean | null = null;
    if (measure.kind === 'list') {
      target = bar(session, `≥ ${TARGETS.listRatio} × health, p99 < ${TARGETS.listP99Ms} ms`);
      met = valid && load.ratioToHealth >= TARGETS.listRatio && load.p99Ms < TARGETS.listP99Ms;
    }
    return { id: measure.id, name: measure.name, request, status: 'measured', load, detail: details.filter(Boolean).join('; ') || undefined, target, met };
  });
}

/** Analytics and dashboard: the time of one request at a time, which is what the < 100 ms bar is about. */
export async function timeFigureEndpoints(session: Session, loads: LoadMeasure[], measures: Measure[]): Promise<void> {
  for (const load of loads.filter((measure) => measure.kind === 'figures')) {
    const measure = measures.find((m) => m.id === load.id)!;
    const samples = await timeSequential(() => get(session, load.request.path), { count: SEQUENTIAL_SAMPLES });
    measure.timing = { medianMs: round(median(samples), 2), samplesMs: samples.map((value) => round(value, 2)), how: 'round trip, one request at a time' };
    measure.target = `median < ${TARGETS.analyticsMedianMs} ms (one request at a time)`;
    measure.met = measure.timing.medianMs < TARGETS.analyticsMedianMs && !measure.detail?.includes('non-2xx');
  }
}

async function exportOnce(session: Session) {
  const before = memoryOf(session.pid).rssMb;
  const peakReset = resetPeakMemory(session.pid);
  let polledPeak = before;
  const poll = setInterval(() => {
    polledPeak = Math.max(polledPeak, memoryOf(session.pid).rssMb);
  }, 20);
  const started = performance.now();
  let bytes = 0;
  let lines = 0;
  try {
    const response = await get(session, EXPORT_PATH);
    if (!response.ok || !response.body) throw new Error(`${EXPORT_PATH} answered ${response.status}`);
    const reader = response.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      const chunk = read.value;
      bytes += chunk.length;
      for (let index = chunk.indexOf(10); index !== -1; index = chunk.indexOf(10, index + 1)) lines += 1;
    }
  } finally {
    clearInterval(poll);
  }
  const elapsedMs = performance.now() - started;
  const peakMb = Math.max(polledPeak, peakReset ? memoryOf(session.pid).peakRssMb : 0);
  return { elapsedMs, bytes, lines, beforeMb: before, peakMb };
}

/** CSV export of all the first owner's tasks: time to the last byte and the server's peak RSS meanwhile. */
export async function measureExport(session: Session, fixtures: Fixtures, say: (line: string) => void): Promise<Measure> {
  const target = `streams in constant memory: peak RSS ≤ before + ${TARGETS.exportGrowthMb} MB`;
  const probe = await get(session, EXPORT_PATH);
  await probe.body?.cancel();
  if (probe.status !== 200) {
    return {
      id: 'csv-export',
      name: 'CSV export of 100,000 tasks',
      request: `GET ${EXPORT_PATH}`,
      status: 'not built yet',
      detail: `answered ${probe.status}, not 200`,
      target,
      met: null,
    };
  }
  say(`CSV export (${EXPORT_RUNS} runs)...`);
  const runs = [];
  for (let run = 0; run < EXPORT_RUNS; run += 1) runs.push(await exportOnce(session));
  const peakMb = Math.max(...runs.map((run) => run.peakMb));
  const growthMb = Math.max(...runs.map((run) => run.peakMb - run.beforeMb));
  const last = runs[runs.length - 1]!;
  return {
    id: 'csv-export',
    name: `CSV export of all ${fixtures.ownerTasks.toLocaleString('en-US')} tasks`,
    request: `GET ${EXPORT_PATH}`,
    status: 'measured',
    timing: { medianMs: round(median(runs.map((run) => run.elapsedMs))), samplesMs: runs.map((run) => round(run.elapsedMs)), how: 'time to the last byte' },
    memoryMb: round(peakMb),
    detail: `${(last.bytes / 1024 / 1024).toFixed(1)} MB, ${last.lines.toLocaleString('en-US')} lines; server RSS ${round(last.beforeMb)} MB before, peak ${round(peakMb)} MB (growth up to ${round(growthMb)} MB)`,
    target,
    met: growthMb <= TARGETS.exportGrowthMb && last.lines >= fixtures.ownerTasks,
  };
}

/** Bulk create of 1,000 lines in one request, BULK_RUNS times, into the fixture event. */
export async function measureBulkCreate(session: Session, fixtures: Fixtures, say: (line: string) => void): Promise<Measure> {
  say(`Bulk create (${BULK_RUNS} × 1,000 tasks)...`);
  const text = (run: number) => Array.from({ length: 1_000 }, (_, index) => `Bulk ${run} task ${index + 1}`).join('\n');
  const headers = { cookie: session.cookie, 'content-type': 'application/json', origin: session.origin };
  const samples: number[] = [];
  for (let run = 0; run < BULK_RUNS; run += 1) {
    const body = JSON.stringify({ eventId: fixtures.eventId, text: text(run), today: session.today });
    const [sample] = await timeSequential(() => fetch(`${session.origin}/api/tasks/bulk`, { method: 'POST', headers, body }), { count: 1, warmUp: 0 });
    samples.push(sample!);
  }
  const medianMs = median(samples);
  return {
    id: 'bulk-create',
    name: 'Bulk create 1,000 tasks, one request',
    request: 'POST /api/tasks/bulk',
    status: 'measured',
    timing: { medianMs: round(medianMs), samplesMs: samples.map((value) => round(value)), how: `round trip of each of ${BULK_RUNS} requests (an upper bound of server time)` },
    target: bar(session, `< ${TARGETS.bulkMs} ms`),
    met: medianMs < TARGETS.bulkMs,
  };
}

export function memoryMeasures(
  session: Session,
  { rest, afterLists, final }: { rest: MemoryFigures; afterLists: MemoryFigures; final: MemoryFigures },
): Measure[] {
  const sqlite = session.dialect === 'sqlite';
  const breakdown = (memory: MemoryFigures) =>
    `${round(memory.anonMb)} MB private (JS heap${sqlite ? ', SQLite page cache' : ''}, native allocations), ` +
    `${round(memory.fileMb)} MB file-backed (Node's code${sqlite ? ", mapped files such as SQLite's WAL index" : ''})` +
    (memory.shmemMb >= 0.5 ? `, ${round(memory.shmemMb)} MB shared memory` : '');
  const target = `< ${TARGETS.memoryMb} MB`;
  return [
    {
      id: 'memory-at-rest',
      name: 'Server RSS at rest after seeding',
      request: '—',
      status: 'measured',
      memoryMb: round(rest.rssMb),
      detail: `one second after start on the seeded database; ${breakdown(rest)}`,
      target,
      met: rest.rssMb < TARGETS.memoryMb,
    },
    {
      id: 'memory-peak-under-load',
      name: 'Server peak RSS during the endpoint loads',
      request: '—',
      status: 'measured',
      memoryMb: round(afterLists.peakRssMb),
      detail: `VmHWM after the interleaved trials; ${round(afterLists.rssMb)} MB right after them (${breakdown(afterLists)})`,
      target: '—',
      met: null,
    },
    {
      id: 'memory-after-load',
      name: 'Server RSS at rest after all the load',
      request: '—',
      status: 'measured',
      memoryMb: round(final.rssMb),
      detail: `${REST_AFTER_LOAD_MS / 1000} seconds after the last request (lists, status changes, figures, export, bulk), once the server's idle collection has run; ${breakdown(final)}`,
      target,
      met: final.rssMb < TARGETS.memoryMb,
    },
  ];
}
