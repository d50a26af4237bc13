/**
 * Measures Eventry against the quality bars of DESIGN §5 and writes bench/report.md and
 * bench/report.json (bench/report-postgres.* with --pg).
 *
 *   npm run bench                 SQLite (builds first; a few minutes)
 *   npm run bench -- --pg         PostgreSQL: a fresh database next to DATABASE_URL's, dropped afterwards
 *   BENCH_SECONDS=10 npm run bench
 *
 * The server is the built one (`node dist/node/server/server.js`, NODE_ENV=production) in a child
 * process on 127.0.0.1, logging at the default level to a file; the load comes from this process.
 * Two owners are signed up through the API, then seeded straight into the database with bulk INSERTs.
 *
 * On the server as configured: the lists (answer cache on), status changes, analytics and dashboard,
 * the lists and the search again while 50 status changes a second land, the CSV and worksheet
 * exports, search typed letter by letter, bulk create. Then, while that server rests, a second server
 * with ANSWER_CACHE_MB=0 (every answer computed): the lists, the search and the mixed case again.
 * Last, the first server's memory at rest and its last "memory at rest" log line.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../src/server/db/schema.ts';
import { postgresBenchDatabase, sqliteBenchDatabase, type BenchDatabase } from './bench-database.ts';
import {
  BROWSER_ACCEPT_ENCODING,
  checkAnswers,
  loadMeasures,
  measureBulkCreate,
  measureExport,
  measureSearchTyping,
  memoryMeasures,
  mixedLoadMeasures,
  MIXED_WRITES_PER_SECOND,
  probeFigureEndpoints,
  runInterleaved,
  REST_AFTER_LOAD_MS,
  summariseLoads,
  timeFigureEndpoints,
  uncachedLoadMeasures,
  type Fixtures,
  type Session,
} from './measures.ts';
import { readClientReport, renderMarkdown, type BenchReport } from './report.ts';
import { NARROW_SEARCH_TERM, SEARCH_TERM, seedOwner, type SeededOwner } from './seed.ts';
import { memoryOf, readServerLog, SERVER_ENTRY, startServer, stopAllServers } from './server-process.ts';

function positiveNumber(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

const LOAD = {
  seconds: positiveNumber(process.env.BENCH_SECONDS, 5),
  trials: Math.max(3, Math.floor(positiveNumber(process.env.BENCH_TRIALS, 3))),
  warmUpSeconds: 1,
  connections: 10,
};

const BENCH_DIR = import.meta.dirname;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const say = (line: string) => process.stdout.write(`${line}\n`);
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

interface Owner {
  id: number;
  cookie: string;
}

/** The account's own workspace, made with it at sign-up: where its rows are seeded and read. */
async function personalWorkspaceId(db: Kysely<Database>, owner: Owner): Promise<number> {
  const { id } = await db.selectFrom('workspaces').select('id').where('personal_user_id', '=', owner.id).executeTakeFirstOrThrow();
  return id;
}

async function signUp(origin: string, name: string, email: string): Promise<Owner> {
  const response = await fetch(`${origin}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ name, email, password: 'Bench-Secret-12' }),
  });
  if (response.status !== 201) throw new Error(`sign-up of ${email} answered ${response.status}: ${await response.text()}`);
  const session = response.headers.getSetCookie().find((value) => value.startsWith('eventry_session='));
  if (!session) throw new Error('sign-up set no session cookie');
  const { user } = (await response.json()) as { user: { id: number } };
  return { id: user.id, cookie: session.split(';')[0]! };
}

async function pickFixtures(db: Kysely<Database>, workspaceId: number): Promise<Fixtures> {
  const events = await db.selectFrom('events').select('id').where('owner_id', '=', workspaceId).orderBy('id').limit(4).execute();
  const eventId = events[3]!.id;
  const member = await db.selectFrom('team_members').select('id').where('event_id', '=', eventId).orderBy('id').executeTakeFirstOrThrow();
  const todo = await db.selectFrom('tasks').select('id').where('owner_id', '=', workspaceId).where('status', '=', 'todo').orderBy('id').limit(1_000).execute();
  const countTasks = async (term?: string) => {
    let query = db.selectFrom('tasks').select((eb) => eb.fn.countAll<number>().as('count')).where('owner_id', '=', workspaceId);
    // The terms are plain lower-case letters: no LIKE wildcard to escape.
    if (term) query = query.where((eb) => eb.or([eb(eb.fn('lower', ['title']), 'like', `%${term}%`), eb(eb.fn('lower', ['description']), 'like', `%${term}%`)]));
    return Number((await query.executeTakeFirstOrThrow()).count);
  };
  return {
    eventId,
    memberId: member.id,
    todoTaskIds: todo.map((row) => row.id),
    ownerTasks: await countTasks(),
    searchMatches: await countTasks(SEARCH_TERM),
    narrowSearchMatches: await countTasks(NARROW_SEARCH_TERM),
  };
}

function newestSourceChange(): number {
  let newest = 0;
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) newest = Math.max(newest, fs.statSync(full).mtimeMs);
    }
  };
  for (const dir of ['src/server', 'src/domain']) walk(path.resolve(BENCH_DIR, '..', dir));
  return newest;
}

/** Two owners signed up through the API (on a server started for that alone), then seeded in the database. */
async function prepareData(database: BenchDatabase, logFile: string) {
  say('Signing up two owners through the API...');
  const signUpServer = await startServer({ env: database.serverEnv, logFile });
  const owners = [
    await signUp(signUpServer.origin, 'Bench Organiser', 'bench-owner@example.com'),
    await signUp(signUpServer.origin, 'Other Organiser', 'bench-other@example.com'),
  ];
  await signUpServer.stop();

  say('Seeding with bulk INSERTs...');
  const handle = await database.connectForSeeding();
  const seedStarted = performance.now();
  const workspaceIds = [await personalWorkspaceId(handle.db, owners[0]!), await personalWorkspaceId(handle.db, owners[1]!)];
  const seedOne = (owner: Owner, index: number) => seedOwner(handle.db, workspaceIds[index]!, { seed: index + 1 });
  // PostgreSQL takes the two owners' transactions side by side; SQLite has one writer at a time.
  const seeded: SeededOwner[] = [];
  if (database.dialect === 'postgres') seeded.push(...(await Promise.all(owners.map(seedOne))));
  else for (const [index, owner] of owners.entries()) seeded.push(await seedOne(owner, index));
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const analyzeStarted = performance.now();
  await database.analyze(handle);
  const analyzeSeconds = (performance.now() - analyzeStarted) / 1000;
  await handle.db.destroy();
  say(`Seeded ${seeded.map((owner) => `${owner.tasks} tasks`).join(' + ')} in ${seedSeconds.toFixed(1)} s; ANALYZE ${analyzeSeconds.toFixed(1)} s`);

  // A connection as the app opens one: what the server will see.
  const check = database.connect();
  const fixtures = await pickFixtures(check.db, workspaceIds[0]!);
  const version = await database.version(check);
  const sizeMb = await database.sizeMb(check);
  let sqliteMemorySettings: string | undefined;
  if (database.dialect === 'sqlite') {
    const pragma = async (name: string) => String(Object.values((await sql.raw(`pragma ${name}`).execute(check.db)).rows[0] as object)[0]);
    sqliteMemorySettings = `cache_size = ${await pragma('cache_size')} (negative: KiB), mmap_size = ${await pragma('mmap_size')}`;
  }
  await check.db.destroy();
  return { owners, seeded, seedSeconds, analyzeSeconds, fixtures, version, sizeMb, sqliteMemorySettings };
}

async function main() {
  const started = performance.now();
  const loadAverageAtStart = os.loadavg();
  const notes: string[] = [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eventry-bench-'));
  const logFile = path.join(dir, 'server.log');
  let database: BenchDatabase | undefined;

  const cleanUp = async () => {
    await stopAllServers();
    await database?.drop().catch((error: unknown) => console.error('could not drop the bench database:', error));
    fs.rmSync(dir, { recursive: true, force: true });
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void cleanUp().finally(() => process.exit(130)));

  try {
    if ((fs.statSync(SERVER_ENTRY, { throwIfNoEntry: false })?.mtimeMs ?? 0) < newestSourceChange()) {
      notes.push('Warning: a server source file changed after the build this run measured (run `npm run build`).');
    }
    if (process.argv.includes('--pg')) {
      const url = process.env.DATABASE_URL;
      if (!url) throw new Error('--pg needs DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test');
      database = await postgresBenchDatabase(url);
    } else {
      database = await sqliteBenchDatabase(dir);
    }
    say(`Database: ${database.description}`);
    const data = await prepareData(database, logFile);
    const { fixtures } = data;

    say('Starting the server on the seeded database...');
    const server = await startServer({ env: database.serverEnv, logFile });
    say(`Server pid ${server.pid} on ${server.origin}`);
    await sleep(1_000);
    const rest = memoryOf(server.pid);
    const health = (await (await fetch(`${server.origin}/api/health`)).json()) as { search?: unknown };
    const searchMode = typeof health.search === 'string' ? health.search : undefined;
    const today = new Date().toISOString().slice(0, 10);
    const session: Session = { origin: server.origin, cookie: data.owners[0]!.cookie, pid: server.pid, dialect: database.dialect, today };
    say(`The search term "${SEARCH_TERM}" matches ${fixtures.searchMatches} of the owner's ${fixtures.ownerTasks} tasks; "${NARROW_SEARCH_TERM}" ${fixtures.narrowSearchMatches}.`);

    const loads = loadMeasures(session, fixtures);
    const figures = await probeFigureEndpoints(session);
    loads.push(...figures.found, ...mixedLoadMeasures(session, fixtures, { uncached: false }));
    await checkAnswers(session, loads);
    await runInterleaved(session, loads, LOAD, say);
    const afterLists = memoryOf(server.pid);

    const measures = summariseLoads(session, loads);
    measures.push(...figures.missing);
    measures.push(await measureExport(session, fixtures, 'csv', say));
    measures.push(await measureExport(session, fixtures, 'worksheet', say));
    measures.push(await measureSearchTyping(session, fixtures, say));
    measures.push(await measureBulkCreate(session, fixtures, say));
    // The server now rests (its memory is read at the end, after the other server's run).
    const lastRequestAt = performance.now();

    say('The lists again on a server without the answer cache (ANSWER_CACHE_MB=0)...');
    const uncachedServer = await startServer({ env: { ...database.serverEnv, ANSWER_CACHE_MB: '0' }, logFile });
    const uncachedSession: Session = { ...session, origin: uncachedServer.origin, pid: uncachedServer.pid };
    const uncached = [...uncachedLoadMeasures(uncachedSession, fixtures), ...mixedLoadMeasures(uncachedSession, fixtures, { uncached: true })];
    await checkAnswers(uncachedSession, uncached);
    await runInterleaved(uncachedSession, uncached, LOAD, say);
    const uncachedMeasures = summariseLoads(uncachedSession, uncached);
    // Analytics and dashboard one request at a time, computed every time: the < 100 ms bar is about that work.
    say('Single-request times (answer cache off)...');
    await timeFigureEndpoints(uncachedSession, loads, measures);
    await uncachedServer.stop();

    const restedMs = performance.now() - lastRequestAt;
    if (restedMs < REST_AFTER_LOAD_MS) await sleep(REST_AFTER_LOAD_MS - restedMs);
    const final = memoryOf(server.pid);
    const restSeconds = (performance.now() - lastRequestAt) / 1000;
    const log = readServerLog(logFile);
    measures.push(...memoryMeasures(session, { rest, afterLists, final, restSeconds, logLine: log.memoryAtRest.get(server.pid) }));
    await server.stop();
    measures.push(...uncachedMeasures);

    const logLines = log.lines;
    const logMb = log.bytes / 1024 / 1024;

    if (data.sqliteMemorySettings) {
      notes.push(
        `SQLite memory settings as the app opens a connection (createSqliteDatabase): ${data.sqliteMemorySettings}. ` +
          'A capped page cache and no memory-mapped I/O: a larger cache barely changes a full scan (CPU-bound), and mapped pages would count in RSS and grow with the file.',
      );
    }
    if (database.dialect === 'postgres') notes.push('The server uses a pool of at most 10 PostgreSQL connections (createPostgresDatabase).');
    notes.push(
      'The list loads repeat one URL, so on the server as configured by default almost every answer comes from the answer cache ' +
        "(valid until the owner's data changes; the owner's data version is read with the session, in one statement), and a " +
        'repeated answer is sent as it was compressed the first time. The rows marked ' +
        '"answer cache off" load a second server started with ANSWER_CACHE_MB=0: what computing each answer costs, as the first ' +
        'request after every change pays it. Analytics and dashboard single-request times are measured on that second server.',
    );
    notes.push(
      `The mixed case: while a list or the search is loaded as above, a second autocannon instance in the same driver process sends ` +
        `${MIXED_WRITES_PER_SECOND} status changes a second (autocannon's overallRate; the alternating PUT of the status-change row), on both servers. ` +
        'On the server with the answer cache, each change makes the next answer of every list a computed one. The rate achieved is in the Other column.',
    );
    notes.push(
      `Search: "${SEARCH_TERM}" is in ${fixtures.searchMatches.toLocaleString('en-US')} of the owner's ${fixtures.ownerTasks.toLocaleString('en-US')} task titles ` +
        `(the seed draws the verb "Confirm" for one title in five), "${NARROW_SEARCH_TERM}" in ${fixtures.narrowSearchMatches.toLocaleString('en-US')}. ` +
        'Typed letter by letter, each prefix is a new URL: the first answer of each is computed even with the answer cache on.',
    );
    notes.push(`Fixtures: event ${fixtures.eventId}, member ${fixtures.memberId} of the first owner; "today" is ${today} (UTC).`);

    const cpus = os.cpus();
    const report: BenchReport = {
      generatedAt: new Date().toISOString(),
      totalRunSeconds: round((performance.now() - started) / 1000),
      machine: {
        cpu: cpus[0]?.model ?? 'unknown',
        cores: cpus.length,
        memoryGb: round(os.totalmem() / 1024 ** 3),
        os: `${os.type()} ${os.release()} ${os.arch()}`,
        loadAverageAtStart: loadAverageAtStart.map((value) => round(value, 2)),
        loadAverageAtEnd: os.loadavg().map((value) => round(value, 2)),
      },
      node: process.version,
      database: { dialect: database.dialect, version: data.version, where: database.description, sizeMb: round(data.sizeMb), ...(searchMode ? { search: searchMode } : {}) },
      data: { owners: data.seeded, seedSeconds: round(data.seedSeconds), analyzeSeconds: round(data.analyzeSeconds) },
      settings: {
        secondsPerTrial: LOAD.seconds,
        trials: LOAD.trials,
        connections: LOAD.connections,
        warmUpSeconds: LOAD.warmUpSeconds,
        server: `node ${path.relative(path.resolve(BENCH_DIR, '..'), SERVER_ENTRY)} (the build), NODE_ENV=production, its own process on 127.0.0.1 with a free port`,
        logging: `default level (info), pino JSON on stdout and stderr to a file on local disk: ${logLines.toLocaleString('en-US')} lines, ${logMb.toFixed(1)} MB in this run`,
        loadGenerator: `autocannon in the bench driver (pid ${process.pid}), a separate process from the server's; every request sends a browser's \`Accept-Encoding: ${BROWSER_ACCEPT_ENCODING}\` (answers from 1 KB come back Brotli-compressed)`,
      },
      measures,
      notes,
      client: readClientReport(path.join(BENCH_DIR, 'client-report.json')),
    };

    const base = database.dialect === 'postgres' ? 'report-postgres' : 'report';
    const markdown = renderMarkdown(report);
    fs.writeFileSync(path.join(BENCH_DIR, `${base}.json`), `${JSON.stringify(report, null, 2)}\n`);
    fs.writeFileSync(path.join(BENCH_DIR, `${base}.md`), markdown);
    say(`\n${markdown.split('## Details')[0]!.trimEnd()}\n\nWrote bench/${base}.md and bench/${base}.json in ${report.totalRunSeconds} s.`);
  } catch (error) {
    console.error(error);
    if (fs.existsSync(logFile)) console.error(`\nLast lines of the server log:\n${fs.readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-20).join('\n')}`);
    process.exitCode = 1;
  } finally {
    await cleanUp();
  }
}

await main();
