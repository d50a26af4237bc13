/**
 * Measures Eventry against the quality bars in DESIGN §5 and prints a report. Runs everything on
 * 127.0.0.1 in this process against a throwaway SQLite database; nothing is timed inside the tests.
 *
 *   npm run bench            (about a minute)
 *   BENCH_SECONDS=5 npm run bench
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { createSqliteDatabase } from '../src/server/db/database.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const EVENTS = 20;
const MEMBERS_PER_EVENT = 50;
const TASKS_PER_EVENT = 5_000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eventry-bench-'));
  const database = createSqliteDatabase(path.join(dir, 'bench.db'));
  await migrateToLatest(database.db);
  const app = await buildApp({ config: { ...loadConfig({}), signInRateLimit: 1_000 }, database, logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });

  const signUp = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    payload: { name: 'Bench Organiser', email: 'bench@example.com', password: 'Secret12' },
  });
  const cookie = `eventry_session=${signUp.cookies.find((c) => c.name === 'eventry_session')!.value}`;
  const post = async (url: string, payload: object) => {
    const response = await app.inject({ method: 'POST', url, headers: { cookie }, payload });
    if (response.statusCode >= 300) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response.json();
  };

  process.stdout.write(`Seeding ${EVENTS * TASKS_PER_EVENT} tasks and ${EVENTS * MEMBERS_PER_EVENT} members...\n`);
  const lines = (count: number, label: string) => Array.from({ length: count }, (_, i) => `${label} task ${i + 1}`).join('\n');
  const eventIds: number[] = [];
  for (let e = 0; e < EVENTS; e += 1) {
    const { event } = await post('/api/events', { name: `Bench Event ${e + 1}`, description: 'Benchmark', startDate: '2030-01-01' });
    eventIds.push(event.id);
    for (let m = 0; m < MEMBERS_PER_EVENT; m += 1) await post('/api/team-members', { name: `Member ${e}-${m}`, eventId: event.id });
    await post('/api/tasks/bulk', { eventId: event.id, text: lines(TASKS_PER_EVENT, `E${e}`), today: '2030-01-01' });
  }
  // Spread the tasks over the members of their event, as a real plan would be.
  const members = await database.db.selectFrom('team_members').select(['id', 'event_id']).orderBy('id').execute();
  await database.db.transaction().execute(async (trx) => {
    for (const [index, member] of members.entries()) {
      await trx
        .updateTable('tasks')
        .set({ assignee_id: member.id })
        .where('event_id', '=', member.event_id)
        .where(sql<boolean>`id % ${MEMBERS_PER_EVENT} = ${index % MEMBERS_PER_EVENT}`)
        .execute();
    }
  });
  await sql`analyze`.execute(database.db);

  // Bulk create: 1,000 lines in one request; server time as measured around the handler.
  const bulkTimes: number[] = [];
  for (let run = 0; run < 7; run += 1) {
    const started = process.hrtime.bigint();
    await post('/api/tasks/bulk', { eventId: eventIds[0], text: lines(1_000, `Bulk ${run}`), today: '2030-01-01' });
    bulkTimes.push(Number(process.hrtime.bigint() - started) / 1e6);
  }

  const member = await database.db
    .selectFrom('team_members')
    .select(['id', 'event_id'])
    .where('event_id', '=', eventIds[3]!)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const listUrl = `/api/tasks?eventId=${member.event_id}&memberId=${member.id}&limit=50`;
  const listCheck = await app.inject({ method: 'GET', url: listUrl, headers: { cookie } });
  const listed = listCheck.json();

  const load = (url: string, headers: Record<string, string> = {}) =>
    autocannon({ url: `${address}${url}`, connections: 10, duration: SECONDS, headers });
  const health = await load('/api/health');
  const list = await load(listUrl, { cookie });

  const ratio = list.requests.average / health.requests.average;
  const rows = [
    ['Bulk create 1,000 tasks (median of 7, one request)', `${median(bulkTimes).toFixed(1)} ms`, '< 150 ms', median(bulkTimes) < 150],
    ['GET /api/health', `${Math.round(health.requests.average)} req/s (p99 ${health.latency.p99} ms)`, '—', true],
    [
      `Task list, 50 rows by event and member (${listed.items.length} of ${listed.total})`,
      `${Math.round(list.requests.average)} req/s (p99 ${list.latency.p99} ms)`,
      '≥ 50% of health',
      ratio >= 0.5,
    ],
    ['Task list ÷ health', `${(ratio * 100).toFixed(0)}%`, '≥ 50%', ratio >= 0.5],
    ['Server memory (RSS) after the runs', `${Math.round(process.memoryUsage().rss / 1024 / 1024)} MB`, '—', true],
  ] as const;

  process.stdout.write(`\nEventry benchmark — SQLite, ${EVENTS * TASKS_PER_EVENT + 7_000} tasks, ${os.cpus().length} cores, ${SECONDS} s per load\n\n`);
  process.stdout.write('| Measure | Result | Target | Met |\n|---|---|---|---|\n');
  for (const [name, result, target, met] of rows) process.stdout.write(`| ${name} | ${result} | ${target} | ${met ? 'yes' : 'NO'} |\n`);

  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
