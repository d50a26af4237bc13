/**
 * What the benchmark measures, each with its target (DESIGN §5, and issue 34 for the computed path,
 * search, the exports and memory at rest): the loaded endpoints, the same under a steady stream of
 * status changes, the single-request times, search typed letter by letter, the exports, bulk create
 * and the server's memory.
 */
import type { Dialect } from '../src/server/db/database.ts';
import { median, runLoad, settle, timeSequential, type BackgroundLoad, type LoadRequest, type LoadResult } from './load.ts';
import type { LoadFigures, Measure } from './report.ts';
import { NARROW_SEARCH_TERM, SEARCH_TERM } from './seed.ts';
import { memoryOf, resetPeakMemory, type MemoryAtRestLine, type MemoryFigures } from './server-process.ts';

export const TARGETS = {
  /** Lists on the server as configured (answer cache on), DESIGN §5. */
  listRatio: 0.5,
  listP99Ms: 50,
  /** Lists computed for every request (answer cache off), on both databases. */
  computedListRatio: 0.4,
  computedListP99Ms: 25,
  /** Search computed for every request, for a term matching a fifth of the tasks. */
  searchRatio: { sqlite: 0.25, postgres: 0.1 } satisfies Record<Dialect, number>,
  searchP99Ms: 100,
  analyticsMedianMs: 100,
  bulkMs: 150,
  /** Right after start on the seeded database (DESIGN §5). */
  memoryMb: 200,
  /** At rest after the whole benchmark, on SQLite (on PostgreSQL shown). */
  memoryAtRestMb: 150,
  /** Time to the last byte of an export of 100,000 tasks. */
  exportMs: { sqlite: 1_000, postgres: 1_500 } satisfies Record<Dialect, number>,
  /** "Streams in constant memory": the export may not grow the server by more than this. */
  exportGrowthMb: 50,
};

/** The mixed case: status changes a second landing while the lists are loaded. */
export const MIXED_WRITES_PER_SECOND = 50;
const MIXED_WRITE_CONNECTIONS = 5;
/** The lists loaded under that write load. */
const MIXED_LIST_IDS = ['tasks-unfiltered', 'events', 'tasks-search'];

/** "At rest" after the load: past the server's two idle collections, 5 and 10 s after the last request (checked every 2.5 s). */
export const REST_AFTER_LOAD_MS = 15_000;

const SEQUENTIAL_SAMPLES = 15;
const EXPORT_RUNS = 3;
const BULK_RUNS = 7;
const TYPING_ROUNDS = 5;
const EXPORT_FORMATS = {
  csv: { id: 'csv-export', label: 'CSV export', path: '/api/tasks/export?format=csv' },
  worksheet: { id: 'worksheet-export', label: 'Text worksheet export', path: '/api/tasks/export?format=worksheet' },
} as const;
export type ExportFormat = keyof typeof EXPORT_FORMATS;

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
  /** The first owner's tasks whose title or description contains SEARCH_TERM / NARROW_SEARCH_TERM, counted in the database. */
  searchMatches: number;
  narrowSearchMatches: number;
}

/** A share of the same server's health check and a p99 that a loaded endpoint must reach. */
interface LoadBar {
  ratio: number;
  p99Ms: number;
  /** Shown on PostgreSQL for comparison: the bar is set on SQLite. */
  sqliteOnly?: boolean;
}

export interface LoadMeasure {
  id: string;
  name: string;
  request: LoadRequest;
  /** 'mixed': a list loaded while `background` sends status changes at a fixed rate. */
  kind: 'baseline' | 'list' | 'write' | 'figures' | 'mixed';
  trials: LoadResult[];
  detail?: string;
  bar?: LoadBar;
  background?: BackgroundLoad;
  /** false: no warm-up of its own (the same request is warmed up as another measure). */
  warmUp?: boolean;
}

/**
 * What Chromium sends with every fetch: loaded requests carry it, so answers of 1 KB and more come
 * back compressed (Brotli), as a browser gets them.
 */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const get = (session: Session, url: string) => fetch(`${session.origin}${url}`, { headers: { cookie: session.cookie } });
const count = (value: number) => value.toLocaleString('en-US');

function barText(session: Session, { ratio, p99Ms, sqliteOnly }: LoadBar): string {
  const text = `≥ ${ratio} × health, p99 < ${p99Ms} ms`;
  return sqliteOnly && session.dialect !== 'sqlite' ? `${text} (the SQLite bar, for comparison)` : text;
}

/** DESIGN §5 sets the cached list and bulk bars on SQLite; on PostgreSQL they are shown for comparison. */
const bar = (session: Session, text: string) => (session.dialect === 'sqlite' ? text : `${text} (the SQLite bar, for comparison)`);

/** A search as the task table sends it: counted up to SEARCH_COUNT_LIMIT ("1,000+" beyond). */
const searchPath = (term: string, today: string) => `/api/tasks?q=${encodeURIComponent(term)}&counts=bounded&limit=50&today=${today}`;

/**
 * Status changes as the board sends them, alternating To Do ↔ In Progress over the fixture tasks:
 * each pass over the tasks flips them all, to In Progress, back to To Do, and so on.
 */
function statusChangeRequest(session: Session, fixtures: Fixtures): LoadRequest {
  let flips = 0;
  return {
    method: 'PUT',
    path: `/api/tasks/${fixtures.todoTaskIds[0]}/status`,
    headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING, cookie: session.cookie, 'content-type': 'application/json', origin: session.origin },
    setupRequest: (request) => {
      const ids = fixtures.todoTaskIds;
      const id = ids[flips % ids.length]!;
      const status = Math.floor(flips / ids.length) % 2 === 0 ? 'inprogress' : 'todo';
      flips += 1;
      return { ...request, path: `/api/tasks/${id}/status`, body: JSON.stringify({ status }) };
    },
  };
}

/** The endpoints loaded with autocannon, health first (every other figure is a share of it). */
export function loadMeasures(session: Session, fixtures: Fixtures): LoadMeasure[] {
  const { today } = session;
  const browser = { 'accept-encoding': BROWSER_ACCEPT_ENCODING };
  const auth = { ...browser, cookie: session.cookie };
  const cachedBar: LoadBar = { ratio: TARGETS.listRatio, p99Ms: TARGETS.listP99Ms, sqliteOnly: true };
  const list = (id: string, name: string, path: string): LoadMeasure => ({ id, name, request: { path, headers: auth }, kind: 'list', trials: [], bar: cachedBar });
  return [
    { id: 'health', name: 'Health check', request: { path: '/api/health', headers: browser }, kind: 'baseline', trials: [] },
    list('tasks-filtered', 'Task list, 50 rows filtered by event and member', `/api/tasks?eventId=${fixtures.eventId}&memberId=${fixtures.memberId}&limit=50&today=${today}`),
    list('tasks-unfiltered', 'Task list, unfiltered (first page)', `/api/tasks?limit=50&today=${today}`),
    {
      ...list('tasks-search', `Task list, search "${SEARCH_TERM}"`, searchPath(SEARCH_TERM, today)),
      detail: `${count(fixtures.searchMatches)} of the owner's ${count(fixtures.ownerTasks)} tasks match`,
    },
    list('events', 'Events list', `/api/events?limit=50&today=${today}`),
    list('team-filtered', 'Team list, one event', `/api/team-members?eventId=${fixtures.eventId}&limit=50`),
    list('team-unfiltered', 'Team list, unfiltered', '/api/team-members?limit=50'),
    {
      id: 'status-change',
      name: 'Task status change',
      kind: 'write',
      trials: [],
      detail: `alternating To Do ↔ In Progress over ${fixtures.todoTaskIds.length} tasks, with Origin ${session.origin}`,
      request: statusChangeRequest(session, fixtures),
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
        section: 'cached',
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

/** Fields of a list answer about its total that are not shown beside it: `totalExact` is shown as "N+" when false. */
const KNOWN_LIST_FIELDS = new Set(['items', 'total', 'limit', 'offset', 'totals', 'dueCounts', 'totalInSystem', 'totalExact']);

function describeListAnswer(body: Record<string, unknown>): string {
  const items = Array.isArray(body.items) ? body.items.length : '?';
  const total = typeof body.total === 'number' ? `${body.total}${body.totalExact === false ? '+ (not counted further)' : ''}` : '?';
  const extra = Object.entries(body)
    .filter(([key, value]) => !KNOWN_LIST_FIELDS.has(key) && /total|count|more/i.test(key) && typeof value !== 'object')
    .map(([key, value]) => `${key} ${String(value)}`);
  return `answers ${items} rows of ${total}${extra.length ? ` (${extra.join(', ')})` : ''}`;
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
    if (measure.kind === 'list' || measure.kind === 'mixed') {
      const answer = describeListAnswer((await response.json()) as Record<string, unknown>);
      measure.detail = [answer, measure.detail].filter(Boolean).join('; ');
    } else {
      await response.arrayBuffer();
    }
  }
}

function describeTrial(result: LoadResult): string {
  const failures = result.non2xx || result.errors ? `  (${result.non2xx} non-2xx, ${result.errors} errors)` : '';
  const alongside = result.background
    ? `  | writes ${result.background.requestsPerSecond.toFixed(1)}/s p99 ${result.background.p99Ms} ms` +
      (result.background.non2xx || result.background.errors ? ` (${result.background.non2xx} non-2xx, ${result.background.errors} errors)` : '')
    : '';
  return `${result.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${result.p50Ms} ms  p99 ${result.p99Ms} ms${failures}${alongside}`;
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
  for (const measure of measures.filter((m) => m.warmUp !== false)) {
    await runLoad(session.origin, measure.request, warmUpSeconds, connections);
    await settle(session.origin);
  }
  for (let trial = 1; trial <= trials; trial += 1) {
    say(`Trial ${trial} of ${trials} (${measures.length} endpoints × ${seconds} s)...`);
    for (const measure of measures) {
      const result = await runLoad(session.origin, measure.request, seconds, connections, measure.background);
      await settle(session.origin);
      measure.trials.push(result);
      say(`  ${measure.id.padEnd(30)} ${describeTrial(result)}`);
    }
  }
}

function figuresOf(trials: LoadResult[], healthRps: number): LoadFigures {
  const requestsPerSecond = median(trials.map((trial) => trial.requestsPerSecond));
  const backgrounds = trials.flatMap((trial) => (trial.background ? [trial.background] : []));
  return {
    requestsPerSecond: round(requestsPerSecond),
    p50Ms: round(median(trials.map((trial) => trial.p50Ms)), 2),
    p99Ms: round(median(trials.map((trial) => trial.p99Ms)), 2),
    ratioToHealth: round(requestsPerSecond / healthRps, 3),
    ...(backgrounds.length
      ? {
          background: {
            requestsPerSecond: round(median(backgrounds.map((b) => b.requestsPerSecond))),
            p50Ms: round(median(backgrounds.map((b) => b.p50Ms)), 2),
            p99Ms: round(median(backgrounds.map((b) => b.p99Ms)), 2),
          },
        }
      : {}),
    trials: trials.map((trial) => ({
      ...trial,
      requestsPerSecond: round(trial.requestsPerSecond),
      ...(trial.background ? { background: { ...trial.background, requestsPerSecond: round(trial.background.requestsPerSecond) } } : {}),
    })),
  };
}

/**
 * The health check and the lists again, for a server started with ANSWER_CACHE_MB=0: what each list
 * costs when its answer is computed, as after every change of the owner's data. Held to the computed
 * bars on both databases; search to its own, with a narrower term beside the broad one.
 */
export function uncachedLoadMeasures(session: Session, fixtures: Fixtures): LoadMeasure[] {
  const computedBar: LoadBar = { ratio: TARGETS.computedListRatio, p99Ms: TARGETS.computedListP99Ms };
  const searchBar: LoadBar = { ratio: TARGETS.searchRatio[session.dialect], p99Ms: TARGETS.searchP99Ms };
  const server = "a second server started with ANSWER_CACHE_MB=0 on the same database; ratio to that server's own health check";
  const measures: LoadMeasure[] = [];
  for (const measure of loadMeasures(session, fixtures)) {
    if (measure.kind !== 'baseline' && measure.kind !== 'list') continue;
    const search = measure.id === 'tasks-search';
    measures.push({
      ...measure,
      trials: [],
      id: `${measure.id}-uncached`,
      name: `${measure.name} — answer cache off`,
      bar: measure.kind === 'list' ? (search ? searchBar : computedBar) : undefined,
      detail: [measure.detail, server].filter(Boolean).join('; '),
    });
    if (search) {
      measures.push({
        ...measure,
        trials: [],
        id: 'tasks-search-narrow-uncached',
        name: `Task list, search "${NARROW_SEARCH_TERM}" — answer cache off`,
        request: { ...measure.request, path: searchPath(NARROW_SEARCH_TERM, session.today) },
        bar: searchBar,
        detail: `${count(fixtures.narrowSearchMatches)} of the owner's ${count(fixtures.ownerTasks)} tasks match; ${server}`,
      });
    }
  }
  return measures;
}

/**
 * The mixed case: some lists and the search loaded as before while a second autocannon instance in
 * this process sends MIXED_WRITES_PER_SECOND status changes a second; on the cached server every
 * change makes the next answer of each list a computed one.
 */
export function mixedLoadMeasures(session: Session, fixtures: Fixtures, { uncached }: { uncached: boolean }): LoadMeasure[] {
  return loadMeasures(session, fixtures)
    .filter((measure) => MIXED_LIST_IDS.includes(measure.id))
    .map((measure) => ({
      ...measure,
      id: `${measure.id}-mixed${uncached ? '-uncached' : ''}`,
      name: `${measure.name} — with ${MIXED_WRITES_PER_SECOND} status changes a second${uncached ? ', answer cache off' : ''}`,
      kind: 'mixed' as const,
      trials: [],
      bar: undefined,
      warmUp: false,
      detail: [measure.detail, uncached ? 'on the server with ANSWER_CACHE_MB=0' : undefined].filter(Boolean).join('; '),
      background: { request: statusChangeRequest(session, fixtures), ratePerSecond: MIXED_WRITES_PER_SECOND, connections: MIXED_WRITE_CONNECTIONS },
    }));
}

export function summariseLoads(session: Session, measures: LoadMeasure[]): Measure[] {
  const healthRps = median(measures.find((measure) => measure.kind === 'baseline')!.trials.map((trial) => trial.requestsPerSecond));
  return measures.map((measure) => {
    const load = figuresOf(measure.trials, healthRps);
    const failures = measure.trials.reduce((sum, trial) => sum + trial.non2xx + trial.errors, 0);
    const writeFailures = measure.trials.reduce((sum, trial) => sum + (trial.background ? trial.background.non2xx + trial.background.errors : 0), 0);
    const completedNone = measure.trials.some((trial) => trial.requestsPerSecond === 0);
    const request = `${measure.request.method ?? 'GET'} ${measure.kind === 'write' ? '/api/tasks/{id}/status' : measure.request.path}`;
    const details = [measure.detail];
    if (load.background) {
      details.push(
        `status changes meanwhile (PUT /api/tasks/{id}/status at ${MIXED_WRITES_PER_SECOND}/s asked, ${MIXED_WRITE_CONNECTIONS} connections): ` +
          `${load.background.requestsPerSecond}/s achieved, p50 ${load.background.p50Ms} ms, p99 ${load.background.p99Ms} ms` +
          (writeFailures > 0 ? `, ${writeFailures} non-2xx answers or errors` : ''),
      );
    }
    if (failures > 0) details.push(`${failures} non-2xx answers or errors during the load`);
    if (completedNone) details.push('a trial completed no request: lengthen BENCH_SECONDS');
    const valid = failures === 0 && !completedNone;
    const target = measure.bar ? barText(session, measure.bar) : '—';
    const met = measure.bar ? valid && load.ratioToHealth >= measure.bar.ratio && load.p99Ms < measure.bar.p99Ms : null;
    const section = measure.kind === 'mixed' ? 'mixed' : measure.id.endsWith('-uncached') ? 'computed' : 'cached';
    return { id: measure.id, section, name: measure.name, request, status: 'measured', load, detail: details.filter(Boolean).join('; ') || undefined, target, met };
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

async function exportOnce(session: Session, path: string) {
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
    const response = await get(session, path);
    if (!response.ok || !response.body) throw new Error(`${path} answered ${response.status}`);
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

/**
 * An export of all the first owner's tasks (the CSV or the text worksheet), EXPORT_RUNS times: the
 * median time to the last byte and the server's peak RSS meanwhile.
 */
export async function measureExport(session: Session, fixtures: Fixtures, format: ExportFormat, say: (line: string) => void): Promise<Measure> {
  const { id, label, path } = EXPORT_FORMATS[format];
  const limitMs = TARGETS.exportMs[session.dialect];
  const target = `median ≤ ${count(limitMs)} ms to the last byte; streams in constant memory: peak RSS ≤ before + ${TARGETS.exportGrowthMb} MB`;
  const name = `${label} of all ${count(fixtures.ownerTasks)} tasks`;
  const probe = await get(session, path);
  await probe.body?.cancel();
  if (probe.status !== 200) {
    return { id, section: 'exports', name, request: `GET ${path}`, status: 'not built yet', detail: `answered ${probe.status}, not 200`, target, met: null };
  }
  say(`${label} (${EXPORT_RUNS} runs)...`);
  const runs = [];
  for (let run = 0; run < EXPORT_RUNS; run += 1) runs.push(await exportOnce(session, path));
  const peakMb = Math.max(...runs.map((run) => run.peakMb));
  const growthMb = Math.max(...runs.map((run) => run.peakMb - run.beforeMb));
  const medianMs = median(runs.map((run) => run.elapsedMs));
  const last = runs[runs.length - 1]!;
  // One line a task at least (the worksheet wraps long ones onto more).
  const complete = last.lines >= fixtures.ownerTasks;
  return {
    id,
    section: 'exports',
    name,
    request: `GET ${path}`,
    status: 'measured',
    timing: { medianMs: round(medianMs), samplesMs: runs.map((run) => round(run.elapsedMs)), how: 'time to the last byte' },
    memoryMb: round(peakMb),
    detail:
      `${(last.bytes / 1024 / 1024).toFixed(1)} MB, ${count(last.lines)} lines${complete ? '' : ` (fewer lines than the ${count(fixtures.ownerTasks)} tasks: incomplete)`}; ` +
      `server RSS ${round(last.beforeMb)} MB before, peak ${round(peakMb)} MB (growth up to ${round(growthMb)} MB)`,
    target,
    met: medianMs <= limitMs && growthMb <= TARGETS.exportGrowthMb && complete,
  };
}

/**
 * Search as the search box sends it while the term is typed: each prefix of SEARCH_TERM a new URL,
 * one after another, on the server as configured. Each round starts with a status change, so the
 * owner's data has changed and the first answer of every prefix is computed, not cached.
 */
export async function measureSearchTyping(session: Session, fixtures: Fixtures, say: (line: string) => void): Promise<Measure> {
  const prefixes = Array.from({ length: SEARCH_TERM.length }, (_, index) => SEARCH_TERM.slice(0, index + 1));
  say(`Search as you type "${SEARCH_TERM}" (${TYPING_ROUNDS} rounds of ${prefixes.length} keystrokes)...`);
  const headers = { 'accept-encoding': BROWSER_ACCEPT_ENCODING, cookie: session.cookie };
  const writeHeaders = { cookie: session.cookie, 'content-type': 'application/json', origin: session.origin };
  const taskId = fixtures.todoTaskIds[fixtures.todoTaskIds.length - 1]!;
  const samples = prefixes.map(() => [] as number[]);
  const answers: string[] = [];
  let failures = 0;
  await settle(session.origin);
  for (let round = 0; round < TYPING_ROUNDS; round += 1) {
    // Two changes: whatever the task's status was, at least one of them changes it.
    for (const status of ['inprogress', 'todo']) {
      const response = await fetch(`${session.origin}/api/tasks/${taskId}/status`, { method: 'PUT', headers: writeHeaders, body: JSON.stringify({ status }) });
      await response.arrayBuffer();
      if (!response.ok) failures += 1;
    }
    for (const [index, prefix] of prefixes.entries()) {
      const started = performance.now();
      const response = await fetch(`${session.origin}${searchPath(prefix, session.today)}`, { headers });
      const body = await response.arrayBuffer();
      samples[index]!.push(performance.now() - started);
      if (!response.ok) failures += 1;
      else if (round === 0) answers.push(`"${prefix}" ${describeListAnswer(JSON.parse(Buffer.from(body).toString('utf8')) as Record<string, unknown>).replace('answers ', '')}`);
    }
  }
  const medians = samples.map((values) => median(values));
  const slowest = Math.max(...medians);
  return {
    id: 'search-typing',
    section: 'typing',
    name: `Search as you type "${SEARCH_TERM}": ${prefixes.length} keystrokes, each a new URL, first answers (computed)`,
    request: `GET /api/tasks?q={${prefixes.join(',')}}&counts=bounded&limit=50&today=${session.today}`,
    status: 'measured',
    timing: {
      medianMs: round(slowest, 2),
      samplesMs: medians.map((value) => round(value, 2)),
      how: `each keystroke's median round trip over ${TYPING_ROUNDS} rounds, one request at a time, a status change before each round (the Other column: the slowest keystroke)`,
    },
    detail:
      `on the server as configured (answer cache on); ${count(fixtures.searchMatches)} tasks match "${SEARCH_TERM}"; answers: ${answers.join(', ')}` +
      (failures > 0 ? `; ${failures} requests did not answer 2xx` : ''),
    target: `every keystroke's median < ${TARGETS.searchP99Ms} ms`,
    met: failures === 0 && slowest < TARGETS.searchP99Ms,
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
    section: 'bulk',
    name: 'Bulk create 1,000 tasks, one request',
    request: 'POST /api/tasks/bulk',
    status: 'measured',
    timing: { medianMs: round(medianMs), samplesMs: samples.map((value) => round(value)), how: `round trip of each of ${BULK_RUNS} requests (an upper bound of server time)` },
    target: bar(session, `< ${TARGETS.bulkMs} ms`),
    met: medianMs < TARGETS.bulkMs,
  };
}

function describeMemoryLine(line: MemoryAtRestLine | undefined): string {
  if (!line) return 'the server\'s "memory at rest" log line: not reported';
  const mb = (bytes: number) => (Number.isFinite(bytes) ? `${round(bytes / 1024 / 1024)} MB` : '?');
  const when = line.time ? ` at ${new Date(line.time).toISOString().slice(11, 19)} UTC` : '';
  return (
    `the server's last "memory at rest" log line${when}: RSS ${mb(line.rssBytes)}, JS heap used ${mb(line.heapUsedBytes)}, ` +
    `statement cache ${mb(line.statementCacheBytes)}, answer cache ${mb(line.answerCacheBytes)}`
  );
}

export function memoryMeasures(
  session: Session,
  { rest, afterLists, final, restSeconds, logLine }: { rest: MemoryFigures; afterLists: MemoryFigures; final: MemoryFigures; restSeconds: number; logLine?: MemoryAtRestLine },
): Measure[] {
  const sqlite = session.dialect === 'sqlite';
  const breakdown = (memory: MemoryFigures) =>
    `${round(memory.anonMb)} MB private (JS heap${sqlite ? ', SQLite page cache' : ''}, native allocations), ` +
    `${round(memory.fileMb)} MB file-backed (Node's code${sqlite ? ", mapped files such as SQLite's WAL index" : ''})` +
    (memory.shmemMb >= 0.5 ? `, ${round(memory.shmemMb)} MB shared memory` : '');
  return [
    {
      id: 'memory-at-rest',
      section: 'memory',
      name: 'Server RSS at rest after seeding',
      request: '—',
      status: 'measured',
      memoryMb: round(rest.rssMb),
      detail: `one second after start on the seeded database; ${breakdown(rest)}`,
      target: `< ${TARGETS.memoryMb} MB`,
      met: rest.rssMb < TARGETS.memoryMb,
    },
    {
      id: 'memory-peak-under-load',
      section: 'memory',
      name: 'Server peak RSS during the endpoint loads',
      request: '—',
      status: 'measured',
      memoryMb: round(afterLists.peakRssMb),
      detail: `VmHWM after the interleaved trials (mixed case included); ${round(afterLists.rssMb)} MB right after them (${breakdown(afterLists)})`,
      target: '—',
      met: null,
    },
    {
      id: 'memory-after-load',
      section: 'memory',
      name: 'Server RSS at rest after the whole benchmark',
      request: '—',
      status: 'measured',
      memoryMb: round(final.rssMb),
      detail:
        `${Math.round(restSeconds)} seconds after its last request (lists, status changes, mixed case, figures, exports, search typed, bulk; ` +
        `the server with the answer cache off was measured meanwhile), once the server's idle collection has run; ${breakdown(final)}; ${describeMemoryLine(logLine)}`,
      target: sqlite ? `< ${TARGETS.memoryAtRestMb} MB` : `— (on SQLite < ${TARGETS.memoryAtRestMb} MB)`,
      met: sqlite ? final.rssMb < TARGETS.memoryAtRestMb : null,
    },
  ];
}
