/**
 * `npm run reliability`: the long runs (load, crash, database outage, fuzzing) against `npm run build`'s
 * server, each bounded to 10 minutes and on 127.0.0.1 only. Prints a report and writes it to
 * reliability/report.md and report.json; exits 1 when a part found a problem.
 *
 * RELIABILITY_SERVER=src runs the sources through tsx instead of dist/. PostgreSQL parts use a fresh
 * schema of RELIABILITY_DATABASE_URL (or TEST_DATABASE_URL), else a throwaway cluster when root can make one.
 * RELIABILITY_PARTS=load,crash,outage,fuzz picks parts; RELIABILITY_SCALE=0.1 shortens every run.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { runCrashPart } from './crash.ts';
import { freshPostgresSchema } from './database.ts';
import { runLoadPart } from './load.ts';
import { runPostgresOutagePart, runSqliteFaultsPart, sqliteFaultsUnavailable } from './outage.ts';
import { machine, writeReport, type PartResult } from './report.ts';
import { ROOT, type ServerEntry } from './server.ts';
import { createThrowawayPostgres, throwawayPostgresUnavailable } from './throwaway-postgres.ts';

const PART_LIMIT_MS = 10 * 60_000;
const entry: ServerEntry = process.env.RELIABILITY_SERVER === 'src' ? 'src' : 'dist';
const scale = Number(process.env.RELIABILITY_SCALE ?? 1);
const chosen = new Set((process.env.RELIABILITY_PARTS ?? 'load,crash,outage,fuzz').split(','));
const givenPostgres = process.env.RELIABILITY_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

class Skipped extends Error {}

/** A PostgreSQL database for one part: a fresh schema of the given one, else a throwaway cluster. */
async function postgresFor(label: string): Promise<{ url: string; drop: () => Promise<void> }> {
  if (givenPostgres) {
    const schema = await freshPostgresSchema(givenPostgres, label);
    return { url: schema.databaseUrl, drop: schema.drop };
  }
  const unavailable = throwawayPostgresUnavailable();
  if (unavailable) throw new Skipped(`no PostgreSQL: set RELIABILITY_DATABASE_URL, or ${unavailable}`);
  const cluster = await createThrowawayPostgres();
  return { url: cluster.url, drop: async () => cluster.remove() };
}

async function withPostgres<T>(label: string, run: (url: string) => Promise<T>): Promise<T> {
  const database = await postgresFor(label);
  try {
    return await run(database.url);
  } finally {
    await database.drop();
  }
}

/** tests/api/fuzz.test.ts with `cases` requests, on SQLite or on the PostgreSQL of `databaseUrl` (a schema of its own, dropped after). */
function runFuzzing(cases: number, dialect: 'sqlite' | 'postgres', databaseUrl?: string): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const vitest = fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url));
    const project = dialect === 'sqlite' ? 'api-sqlite' : 'api-postgres';
    const child = spawn(process.execPath, [vitest, 'run', '--project', project, 'tests/api/fuzz.test.ts', '--testTimeout', String(PART_LIMIT_MS)], {
      cwd: ROOT,
      env: { ...process.env, FUZZ_CASES: String(cases), ...(databaseUrl ? { TEST_DATABASE_URL: databaseUrl } : {}) },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve({ cases, dialect }) : reject(new Error(`the fuzzing run failed (exit code ${code}); its output is above`))));
  });
}

async function part(name: string, run: () => Promise<{ figures: Record<string, unknown>; problems: string[] }>): Promise<PartResult> {
  const started = performance.now();
  const seconds = () => Math.round((performance.now() - started) / 100) / 10;
  console.log(`\n▶ ${name}`);
  let limit: NodeJS.Timeout | undefined;
  try {
    const result = await Promise.race([
      run(),
      new Promise<never>((_, reject) => (limit = setTimeout(() => reject(new Error(`did not finish within ${PART_LIMIT_MS / 60_000} minutes`)), PART_LIMIT_MS))),
    ]);
    const outcome = result.problems.length === 0 ? 'passed' : 'failed';
    console.log(`  ${outcome} in ${seconds()} s`, result.figures, ...result.problems.slice(0, 10).map((problem) => `\n  ✗ ${problem.split('\n')[0]}`));
    return { name, outcome, seconds: seconds(), figures: result.figures, problems: result.problems };
  } catch (error) {
    if (error instanceof Skipped) {
      console.log(`  skipped: ${error.message}`);
      return { name, outcome: 'skipped', seconds: seconds(), problems: [], note: error.message };
    }
    console.log(`  failed: ${(error as Error).message}`);
    return { name, outcome: 'failed', seconds: seconds(), problems: [(error as Error).message] };
  } finally {
    clearTimeout(limit);
  }
}

const figuresOf = <T extends { problems: string[] }>({ problems, ...figures }: T) => ({ figures: figures as Record<string, unknown>, problems });

const where = machine();
const parts: PartResult[] = [];
const reportFolder = fileURLToPath(new URL('.', import.meta.url));
// Written after every part, so a run cut short still leaves what it measured.
const record = (result: PartResult) => {
  parts.push(result);
  writeReport(reportFolder, parts, where);
};
const loadMs = Math.round(60_000 * scale);
const crashRounds = Math.max(1, Math.round(20 * scale));
if (chosen.has('load')) {
  record(await part('Load, SQLite', async () => figuresOf(await runLoadPart({ entry, connections: 50, durationMs: loadMs }))));
  record(await part('Load, PostgreSQL', () => withPostgres('load', async (url) => figuresOf(await runLoadPart({ entry, connections: 50, durationMs: loadMs, databaseUrl: url })))));
}
if (chosen.has('crash')) {
  record(await part('Crash (kill -9), SQLite', async () => figuresOf(await runCrashPart({ entry, rounds: crashRounds }))));
  record(await part('Crash (kill -9), PostgreSQL', () => withPostgres('crash', async (url) => figuresOf(await runCrashPart({ entry, rounds: crashRounds, databaseUrl: url })))));
}
if (chosen.has('outage')) {
  record(
    await part('Database outage, PostgreSQL', async () => {
      const unavailable = throwawayPostgresUnavailable();
      if (unavailable) throw new Skipped(unavailable);
      return figuresOf(await runPostgresOutagePart({ entry, downMs: Math.max(4_000, Math.round(30_000 * scale)) }));
    }),
  );
  record(
    await part('Read-only folder and full disk, SQLite', async () => {
      const unavailable = sqliteFaultsUnavailable();
      if (unavailable) throw new Skipped(unavailable);
      return figuresOf(await runSqliteFaultsPart({ entry, maxWrites: 500 }));
    }),
  );
}
if (chosen.has('fuzz')) {
  const cases = Math.max(100, Math.round(10_000 * scale));
  record(await part('Fuzzing, SQLite', async () => ({ figures: await runFuzzing(cases, 'sqlite'), problems: [] })));
  record(
    await part('Fuzzing, PostgreSQL', async () => {
      // The API suite makes and drops a schema of its own in the database it is given.
      const figures = givenPostgres ? await runFuzzing(cases, 'postgres', givenPostgres) : await withPostgres('fuzz', (url) => runFuzzing(cases, 'postgres', url));
      return { figures, problems: [] };
    }),
  );
}

console.log(`\nReport written to reliability/report.md and reliability/report.json`);
process.exit(parts.some((result) => result.outcome === 'failed') ? 1 : 0);
