/**
 * The benchmark report: one JSON document (bench/report.json) and the same numbers as Markdown
 * (bench/report.md), plus the client figures that bench/client-report.json holds when present.
 */
import fs from 'node:fs';

export interface LoadFigures {
  /** Medians over the trials. */
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** requestsPerSecond ÷ the health check's. */
  ratioToHealth: number;
  /** The status changes sent alongside (the mixed case): medians of what they achieved. */
  background?: { requestsPerSecond: number; p50Ms: number; p99Ms: number };
  trials: (TrialFigures & { background?: TrialFigures })[];
}

export interface TrialFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

export interface TimingFigures {
  medianMs: number;
  samplesMs: number[];
  /** How the time was taken, e.g. "round trip, one request at a time". */
  how: string;
}

/** Where a measure's row goes in the report (the tables follow SECTIONS' order). */
export type MeasureSection = 'cached' | 'computed' | 'mixed' | 'typing' | 'exports' | 'bulk' | 'memory';

const SECTIONS: [MeasureSection, string, string?][] = [
  ['cached', 'Answer cache on: the server as configured, one URL repeated', 'The server as configured by default: a repeated list is answered from the answer cache until the owner\'s data changes.'],
  ['computed', 'Answer cache off: every answer computed', 'A second server started with ANSWER_CACHE_MB=0 on the same database: what the first answer after every change costs. Ratios are to this server\'s own health check.'],
  ['mixed', 'Mixed: lists and search while status changes land', 'Each row is the list above loaded again while status changes are sent alongside at a fixed rate; ratios are to the same server\'s health check (measured without the writes). The Other column says the write rate achieved.'],
  ['typing', 'Search as you type'],
  ['exports', 'Exports'],
  ['bulk', 'Bulk create'],
  ['memory', 'Memory'],
];

export interface Measure {
  id: string;
  section?: MeasureSection;
  name: string;
  /** Method and path as sent. */
  request: string;
  status: 'measured' | 'not built yet' | 'failed';
  load?: LoadFigures;
  timing?: TimingFigures;
  memoryMb?: number;
  /** Anything else the reader needs to trust the figure (rows answered, bytes, errors). */
  detail?: string;
  target: string;
  /** null: no target (the health check), or nothing measured. */
  met: boolean | null;
}

export interface BenchReport {
  generatedAt: string;
  totalRunSeconds: number;
  machine: { cpu: string; cores: number; memoryGb: number; os: string; loadAverageAtStart: number[]; loadAverageAtEnd: number[] };
  node: string;
  database: {
    dialect: string;
    version: string;
    where: string;
    sizeMb: number;
    /** The search the server says it runs (`/api/health`'s `search`: 'trigram' or 'substring'), when it says. */
    search?: string;
  };
  data: {
    owners: {
      ownerId: number;
      events: number;
      members: number;
      tasks: number;
      statusLogRows: number;
      seconds: { events: number; members: number; tasks: number; statusLog: number };
    }[];
    seedSeconds: number;
    analyzeSeconds: number;
  };
  settings: {
    secondsPerTrial: number;
    trials: number;
    connections: number;
    warmUpSeconds: number;
    server: string;
    logging: string;
    loadGenerator: string;
  };
  measures: Measure[];
  notes: string[];
  /** The contents of bench/client-report.json, when present. */
  client: unknown;
}

const number = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const ms = (value: number) => `${number(value, value < 10 ? 1 : 0)} ms`;
const cell = (value: unknown) => String(value ?? '—').replace(/\|/g, '\\|').replace(/\n/g, ' ');
const metLabel = (met: boolean | null) => (met === null ? '—' : met ? 'met' : '**not met**');

export function readClientReport(file: string): unknown {
  if (!fs.existsSync(file)) return null;
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    return { error: `could not read ${file}: ${error instanceof Error ? error.message : String(error)}` };
  }
}

function resultOf(measure: Measure): string {
  if (measure.status !== 'measured') return measure.status;
  const parts: string[] = [];
  if (measure.timing) parts.push(`median ${ms(measure.timing.medianMs)}`);
  if (measure.memoryMb !== undefined) parts.push(`${number(measure.memoryMb)} MB`);
  const writes = measure.load?.background;
  if (writes) parts.push(`${number(writes.requestsPerSecond, 1)} status changes/s achieved, p99 ${ms(writes.p99Ms)}`);
  return parts.join('; ') || '—';
}

/** A table of any rows: columns are the keys, in the order first seen. */
function genericTable(rows: Record<string, unknown>[]): string[] {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const show = (key: string, value: unknown) => {
    if (value === '' || value === null || value === undefined) return '—';
    if (typeof value === 'boolean') return key === 'met' ? metLabel(value) : value ? 'yes' : 'no';
    if (typeof value === 'number') return number(value, Number.isInteger(value) ? 0 : 1);
    if (value !== null && typeof value === 'object') return JSON.stringify(value);
    return value;
  };
  return [
    `| ${columns.map((key) => cell(key.charAt(0).toUpperCase() + key.slice(1))).join(' | ')} |`,
    `|${columns.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${columns.map((key) => cell(show(key, row[key]))).join(' | ')} |`),
  ];
}

/**
 * The hook for the client measurements (bundle sizes, Lighthouse), which another script writes to
 * bench/client-report.json as `{ generatedAt?, machine?: object, notes?: string[], rows?: object[], sections?: { title, rows, notes? }[] }`
 * or a bare array of rows; every row becomes a table line, its keys the columns.
 */
export function renderClientSection(client: unknown): string[] {
  const lines = ['## Client', ''];
  if (client === null || client === undefined) {
    return [...lines, 'No client figures in this run: `bench/client-report.json` is absent (the client measurements write it).', ''];
  }
  const document = (Array.isArray(client) ? { rows: client } : client) as {
    error?: string;
    generatedAt?: string;
    machine?: Record<string, unknown>;
    notes?: string[];
    rows?: Record<string, unknown>[];
    sections?: { title?: string; rows?: Record<string, unknown>[]; notes?: string[] }[];
  };
  if (document.error) return [...lines, document.error, ''];
  const machine = document.machine
    ? ` on ${Object.entries(document.machine)
        .map(([key, value]) => `${key} ${String(value)}`)
        .join(', ')}`
    : '';
  lines.push(`From \`bench/client-report.json\` (\`npm run bench:client\`)${document.generatedAt ? `, measured ${document.generatedAt}` : ''}${machine}.`, '');
  if (document.rows?.length) lines.push(...genericTable(document.rows), '');
  for (const section of document.sections ?? []) {
    if (section.title) lines.push(`### ${section.title}`, '');
    if (section.rows?.length) lines.push(...genericTable(section.rows), '');
    for (const note of section.notes ?? []) lines.push(`- ${note}`);
    if (section.notes?.length) lines.push('');
  }
  for (const note of document.notes ?? []) lines.push(`- ${note}`);
  if (document.notes?.length) lines.push('');
  return lines;
}

export function renderMarkdown(report: BenchReport): string {
  const { machine, database, data, settings } = report;
  const dialect = database.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL';
  const owner = data.owners[0]!;
  const lines = [
    `# Eventry benchmark — ${dialect}`,
    '',
    `Generated ${report.generatedAt} by \`npm run bench${database.dialect === 'postgres' ? ' -- --pg' : ''}\` in ${number(report.totalRunSeconds)} s. ` +
      (database.dialect === 'postgres' ? 'SQLite figures: `bench/report.md`.' : 'PostgreSQL figures: `npm run bench -- --pg` writes `bench/report-postgres.md`.'),
    '',
    '## Setup',
    '',
    '| | |',
    '|---|---|',
    `| Machine | ${cell(machine.cpu)}, ${machine.cores} cores, ${number(machine.memoryGb, 1)} GB memory, ${cell(machine.os)} |`,
    `| Load average (1 / 5 / 15 min) | ${machine.loadAverageAtStart.map((value) => number(value, 2)).join(' / ')} at the start, ${machine.loadAverageAtEnd.map((value) => number(value, 2)).join(' / ')} at the end (this run keeps about two processes busy; more means other work shared the ${machine.cores} cores) |`,
    `| Node | ${report.node} |`,
    `| Database | ${dialect} ${cell(database.version)}, ${number(database.sizeMb)} MB after seeding |`,
    ...(database.search ? [`| Search | ${cell(database.search)} (as \`/api/health\` answers) |`] : []),
    `| Data | ${data.owners.length} owners, each ${number(owner.events)} events, ${number(owner.members)} members, ${number(owner.tasks)} tasks, ${number(owner.statusLogRows)} status-log rows over a year; seeded in ${number(data.seedSeconds, 1)} s with bulk INSERTs (per owner: tasks ${data.owners.map((o) => number(o.seconds.tasks, 1)).join(' / ')} s, status log ${data.owners.map((o) => number(o.seconds.statusLog, 1)).join(' / ')} s), ${database.dialect === 'postgres' ? 'VACUUM ANALYZE' : 'ANALYZE'} ${number(data.analyzeSeconds, 1)} s |`,
    `| Server | ${cell(settings.server)} |`,
    `| Logging | ${cell(settings.logging)} |`,
    `| Load | ${cell(settings.loadGenerator)}; ${settings.connections} connections; ${settings.secondsPerTrial} s per trial; median of ${settings.trials} interleaved trials (every endpoint once, then again); ${settings.warmUpSeconds} s warm-up per endpoint first |`,
    '',
    '## Results',
    '',
    'Requests come from the first owner; the second owner\'s data is the same size, so every query\'s owner scoping is exercised.',
    '',
  ];
  const row = (measure: Measure) => {
    const load = measure.load;
    return `| ${cell(measure.name)} | \`${cell(measure.request)}\` | ${load ? number(load.requestsPerSecond) : '—'} | ${load ? ms(load.p50Ms) : '—'} | ${load ? ms(load.p99Ms) : '—'} | ${load ? number(load.ratioToHealth, 2) : '—'} | ${cell(resultOf(measure))} | ${cell(measure.target)} | ${metLabel(measure.met)} |`;
  };
  const known = new Set(SECTIONS.map(([key]) => key));
  const sections: [string, Measure[], string?][] = [
    ...SECTIONS.map(([key, title, note]): [string, Measure[], string?] => [title, report.measures.filter((m) => m.section === key), note]),
    ['Other', report.measures.filter((m) => !m.section || !known.has(m.section))],
  ];
  for (const [title, measures, note] of sections) {
    if (measures.length === 0) continue;
    lines.push(`### ${title}`, '');
    if (note) lines.push(note, '');
    lines.push('| Measure | Request | req/s | p50 | p99 | ÷ health | Other | Target | Met |', '|---|---|---|---|---|---|---|---|---|', ...measures.map(row), '');
  }

  const ordered = sections.flatMap(([, measures]) => measures);
  const notMet = ordered.filter((measure) => measure.met === false);
  lines.push('## Server targets not met', '');
  if (notMet.length === 0) lines.push('None. (The client\'s targets are in the Client section below.)', '');
  for (const measure of notMet) {
    const figures = measure.load
      ? `${number(measure.load.requestsPerSecond)} req/s = ${number(measure.load.ratioToHealth, 2)} × health, p99 ${ms(measure.load.p99Ms)}`
      : resultOf(measure);
    lines.push(`- **${measure.name}**: ${figures}; target ${measure.target}${measure.detail ? ` (${measure.detail})` : ''}.`);
  }
  if (notMet.length > 0) lines.push('');

  const notBuilt = report.measures.filter((measure) => measure.status === 'not built yet');
  if (notBuilt.length > 0) lines.push('## Not built yet', '', ...notBuilt.map((measure) => `- ${measure.name} (\`${measure.request}\`): ${measure.detail ?? 'the endpoint does not answer 200'}.`), '');

  lines.push('## Details', '');
  for (const measure of ordered.filter((m) => m.status === 'measured' && (m.detail || m.load || m.timing))) {
    const trials = measure.load?.trials
      .map(
        (trial) =>
          `${number(trial.requestsPerSecond)} req/s, p99 ${ms(trial.p99Ms)}` +
          (trial.background ? ` (status changes ${number(trial.background.requestsPerSecond, 1)}/s, p99 ${ms(trial.background.p99Ms)})` : ''),
      )
      .join('; ');
    const samples = measure.timing ? `${measure.timing.how}: ${measure.timing.samplesMs.map((value) => number(value, 1)).join(', ')} ms` : undefined;
    lines.push(`- ${measure.name}: ${[measure.detail, trials && `trials: ${trials}`, samples].filter(Boolean).join('. ')}.`);
  }
  lines.push('');
  if (report.notes.length > 0) lines.push('## Notes', '', ...report.notes.map((note) => `- ${note}`), '');

  lines.push('<!-- The Client section below is rendered from bench/client-report.json when that file exists. -->', '');
  lines.push(...renderClientSection(report.client));
  return `${lines.join('\n').trimEnd()}\n`;
}
