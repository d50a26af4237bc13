import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialect, uniqueEmail, VALID_PASSWORD } from './support/test-app.ts';
import { callServer, createEmptyPostgresSchema, startServer, startSlowRequest, type ServerProcess } from './support/server-process.ts';

/** Debug level logs 'incoming request', which tells a test that a request is in progress. */
const ENV = { SIGN_IN_RATE_LIMIT: '3', PASSWORD_RESET_RATE_LIMIT: '2', LOG_LEVEL: 'debug' };
const TOO_MANY = 'Too many requests (429). Please wait a moment and try again.';

/** Two server processes on two ports against one PostgreSQL database, as a scaled-out deployment runs. */
describe.runIf(dialect === 'postgres')('two instances on one PostgreSQL database', { timeout: 120_000 }, () => {
  let database: Awaited<ReturnType<typeof createEmptyPostgresSchema>>;
  let first: ServerProcess;
  let second: ServerProcess;

  beforeAll(async () => {
    database = await createEmptyPostgresSchema();
    // At the same moment, on an empty schema: both migrate at start.
    [first, second] = await Promise.all([
      startServer({ DATABASE_URL: database.databaseUrl, ...ENV }),
      startServer({ DATABASE_URL: database.databaseUrl, ...ENV }),
    ]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([first?.stop('SIGKILL'), second?.stop('SIGKILL')]);
    await database?.drop();
  });

  it('start together on an empty database: one migrates while the other waits, and each migration runs once', async () => {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string; runs: number }>(
        `select name, count(*)::int as runs from ${database.schema}.kysely_migration group by name order by name`,
      );
      expect(rows.length).toBeGreaterThan(10);
      expect(rows.filter((row) => row.runs !== 1)).toEqual([]);
    } finally {
      await client.end();
    }
    for (const server of [first, second]) expect((await callServer(server, 'GET', '/api/health')).json).toMatchObject({ database: 'up' });
  });

  it('a session made through one instance works on the other, and signing out ends it on both', async () => {
    const email = uniqueEmail('shared-session');
    const signedUp = await callServer(first, 'POST', '/api/auth/sign-up', undefined, { name: 'Two Instances', email, password: VALID_PASSWORD });
    const cookie = signedUp.sessionCookie!;
    const me = await callServer(second, 'GET', '/api/auth/me', cookie);
    expect(me.status).toBe(200);
    expect(me.json.user).toMatchObject({ email });

    expect((await callServer(second, 'POST', '/api/auth/sign-out', cookie)).status).toBe(204);
    expect((await callServer(first, 'GET', '/api/auth/me', cookie)).json).toEqual({ user: null });
  });

  it('a change made through one instance is seen by the other at once, past its answer cache', async () => {
    const { sessionCookie: cookie } = await callServer(first, 'POST', '/api/auth/sign-up', undefined, {
      name: 'Cache Test',
      email: uniqueEmail('cache'),
      password: VALID_PASSWORD,
    });
    const names = async (server: ServerProcess) =>
      ((await callServer(server, 'GET', '/api/events', cookie)).json.items as { name: string }[]).map((event) => event.name);
    expect(await names(second)).toEqual([]);
    expect(await names(second)).toEqual([]);

    const created = await callServer(first, 'POST', '/api/events', cookie, { name: 'Harbour Fest', description: 'Boats', startDate: '2030-07-01' });
    expect(created.status).toBe(201);
    expect(await names(second)).toEqual(['Harbour Fest']);
    expect(await names(first)).toEqual(['Harbour Fest']);

    const eventId = created.json.event.id as number;
    const renamed = { name: 'Harbour Festival', description: 'Boats', startDate: '2030-07-01' };
    expect((await callServer(second, 'PATCH', `/api/events/${eventId}`, cookie, renamed)).status).toBe(200);
    expect(await names(first)).toEqual(['Harbour Festival']);
  });

  it('share the sign-in and password-reset limits', async () => {
    const email = uniqueEmail('limits');
    await callServer(first, 'POST', '/api/auth/sign-up', undefined, { name: 'Limit Test', email, password: VALID_PASSWORD });

    const signIns = [];
    for (const server of [first, second, first, second]) {
      signIns.push(await callServer(server, 'POST', '/api/auth/sign-in', undefined, { email: uniqueEmail('sprayed'), password: 'Guess1234' }));
    }
    expect(signIns.map((answer) => answer.status)).toEqual([401, 401, 401, 429]);
    expect(signIns[3]!.json.error.message).toBe(TOO_MANY);

    const resets = [];
    for (const server of [first, second, first]) resets.push((await callServer(server, 'POST', '/api/auth/forgot-password', undefined, { email })).status);
    expect(resets).toEqual([200, 200, 429]);
  });

  it('SIGTERM on one instance lets its request in progress finish while the other goes on serving', async () => {
    const { sessionCookie: cookie } = await callServer(second, 'POST', '/api/auth/sign-up', undefined, {
      name: 'Rolling Restart',
      email: uniqueEmail('rolling'),
      password: VALID_PASSWORD,
    });
    const event = (await callServer(second, 'POST', '/api/events', cookie, { name: 'Night Run', description: 'Run', startDate: '2030-08-01' })).json.event;
    const text = Array.from({ length: 50 }, (_, line) => `Task ${line + 1}`).join('\n');
    const linesBefore = second.logs().length;
    const bulk = startSlowRequest(`${second.url}/api/tasks/bulk`, 'POST', cookie!, { eventId: event.id, text });
    await bulk.sent;
    await second.waitForLog('incoming request', (line, index) => index >= linesBefore && line.req?.url === '/api/tasks/bulk');

    process.kill(second.pid, 'SIGTERM');
    await second.waitForLog('shutting down');
    await expect(fetch(`${second.url}/api/health`)).rejects.toThrow();
    expect((await callServer(first, 'GET', '/api/health')).status).toBe(200);

    const answer = await bulk.finish();
    expect(answer.status).toBe(201);
    expect(await second.exited).toBe(0);
    expect(second.logs().at(-1)?.msg).toBe('stopped: requests finished, database closed');
    expect((await callServer(first, 'GET', `/api/tasks?eventId=${event.id}`, cookie)).json.total).toBe(50);
  });
});
