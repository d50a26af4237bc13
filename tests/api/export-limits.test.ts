import http from 'node:http';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { EXPORT_REFUSALS } from '../../src/server/tasks/task-export-routes.ts';
import { createEvent, createTask } from './support/fixtures.ts';
import { createTestApp, dialect, signUp, type TestApp } from './support/test-app.ts';

/**
 * What slow and stalled downloads of GET /api/tasks/export can hold: each account streams one export
 * at a time, a wait for a turn is bounded (503, Retry-After, the reason), and a download that stalls
 * or runs too long is cut off, its transaction — on SQLite a snapshot, on PostgreSQL a pooled
 * connection — ended and its slot given back. The times are shortened through the app's options.
 * On disk, so that SQLite reads each export on a connection of its own as it does in use.
 */

let t: TestApp;
/** A server of 2 export slots, one per account, waiting at most 500 ms for a turn. */
let shared: { app: App; origin: string };
/** A server of 1 export slot. */
let single: { app: App; origin: string };
/** A server that drops a download stalled for 300 ms. */
let strict: { app: App; origin: string };
/** A server that cuts off any download still running after 1.5 s. */
let bounded: { app: App; origin: string };

let heavy: Awaited<ReturnType<typeof signUp>>;
let light: Awaited<ReturnType<typeof signUp>>;

/** Enough long rows (about 21 MB of CSV) that a client that stops reading holds the export open. */
const TASKS = 5_200;
const exportUrl = (query = '') => `/api/tasks/export?format=csv${query}`;
/** An export of nothing: quick, and still one that takes its turn. */
const EMPTY_EXPORT = exportUrl('&q=no%20task%20says%20this');

async function listening(app: App) {
  return { app, origin: await app.listen({ port: 0, host: '127.0.0.1' }) };
}

beforeAll(async () => {
  t = await createTestApp({ onDisk: true, exportLimits: { atOnce: 2, perOwner: 1, waitMs: 500 } });
  heavy = await signUp(t.app);
  light = await signUp(t.app);
  const event = await createEvent(t.app, heavy.cookie, { name: 'Trade Fair' });
  const now = new Date().toISOString();
  const filler = 'Check the stand plan, the power and the badges. '.repeat(100).slice(0, 3_990);
  for (let start = 0; start < TASKS; start += 400) {
    const rows = Array.from({ length: Math.min(400, TASKS - start) }, (_, offset) => ({
      owner_id: heavy.workspaceId,
      event_id: event.id,
      title: `Task ${start + offset}`,
      description: `${filler} #${start + offset}`,
      status: 'todo',
      priority: 'medium',
      due_date: null,
      created_at: now,
      updated_at: now,
    }));
    await t.app.db.insertInto('tasks').values(rows).execute();
  }
  const lightEvent = await createEvent(t.app, light.cookie, { name: 'Book Club' });
  await createTask(t.app, light.cookie, { title: 'Pick the book', eventId: lightEvent.id });

  shared = await listening(t.app);
  single = await listening(await t.startAnotherInstance({ exportLimits: { atOnce: 1, perOwner: 1, waitMs: 300 } }));
  strict = await listening(await t.startAnotherInstance({ exportLimits: { stalledMs: 300, waitMs: 3_000 } }));
  bounded = await listening(await t.startAnotherInstance({ exportLimits: { totalMs: 1_500, waitMs: 3_000 } }));
}, 120_000);
afterAll(() => t.close());

interface Download {
  request: http.ClientRequest;
  response: http.IncomingMessage;
  /** Settles when the response ends or is cut off: whether it arrived whole, and the bytes read. */
  ended: Promise<{ complete: boolean; bytes: number }>;
  bytes: () => number;
}

/** Starts a download over a real socket, as a browser would, and stops reading after its first bytes. */
function startDownload(origin: string, cookie: string, url = exportUrl()): Promise<Download> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${origin}${url}`, { headers: { cookie, 'accept-encoding': 'identity' } }, (response) => {
      let bytes = 0;
      const ended = new Promise<{ complete: boolean; bytes: number }>((settle) => {
        response.once('close', () => settle({ complete: response.complete, bytes }));
      });
      response.on('error', () => {});
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.once('data', () => {
        response.pause();
        resolve({ request, response, ended, bytes: () => bytes });
      });
    });
    request.once('error', reject);
  });
}

function cancel(download: Download) {
  download.request.on('error', () => {});
  download.request.destroy();
}

/** Retries `check` until it holds, for up to `ms`. */
async function eventually(check: () => Promise<boolean>, ms = 5_000) {
  const until = performance.now() + ms;
  while (!(await check())) {
    if (performance.now() > until) throw new Error(`still not so after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const get = (app: App, url: string, cookie: string) => app.inject({ method: 'GET', url, headers: { cookie } });

/** SQLite: WAL frames written, and how many a checkpoint could copy back; fewer while a reader holds an older snapshot. */
async function passiveCheckpoint(app: App) {
  const { rows } = await sql<{ busy: number; log: number; checkpointed: number }>`pragma wal_checkpoint(passive)`.execute(app.db);
  return rows[0]!;
}

describe('a fair share per account', () => {
  it('lets another account export while one holds its share, and makes the holder’s next export wait, then refuses it', async () => {
    const held = await startDownload(shared.origin, heavy.cookie);
    expect(held.response.statusCode).toBe(200);

    const started = performance.now();
    const [again, other] = await Promise.all([get(shared.app, exportUrl(), heavy.cookie), get(shared.app, exportUrl(), light.cookie)]);
    expect(other.statusCode, other.body).toBe(200);
    expect(other.body).toContain('Pick the book');
    expect(again.statusCode).toBe(503);
    expect(performance.now() - started).toBeGreaterThanOrEqual(490);
    expect(again.headers['retry-after']).toBe('1');
    expect(again.json()).toEqual({ error: { message: EXPORT_REFUSALS['own-share'] } });

    cancel(held);
    // Once the download is gone, its slot is back and the account's next export runs.
    await eventually(async () => (await get(shared.app, EMPTY_EXPORT, heavy.cookie)).statusCode === 200);
  }, 60_000);
});

describe('a bounded wait', () => {
  it('answers 503 with Retry-After and the reason once every slot stays taken for the wait', async () => {
    const held = await startDownload(single.origin, heavy.cookie);
    const started = performance.now();
    const refused = await get(single.app, exportUrl(), light.cookie);
    const waited = performance.now() - started;
    expect(refused.statusCode).toBe(503);
    expect(waited).toBeGreaterThanOrEqual(290);
    expect(waited).toBeLessThan(5_000);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.headers['content-disposition']).toBeUndefined();
    expect(refused.json()).toEqual({ error: { message: EXPORT_REFUSALS.busy } });

    cancel(held);
    await eventually(async () => (await get(single.app, exportUrl(), light.cookie)).statusCode === 200);
  }, 60_000);

  it('is in the OpenAPI document', async () => {
    const operation = (await t.call('GET', '/api/docs/json')).json().paths['/api/tasks/export'].get;
    expect(Object.keys(operation.responses)).toContain('503');
  });
});

describe('a stalled or endless download', () => {
  /**
   * The server has ended a download once the account's next export gets its turn: that one waits for
   * the slot (up to 3 s on this server, then 503). A client that stopped reading learns of the end
   * only once it reads again, after what the sockets still buffer.
   */
  async function nextExportOnceFreed(server: { app: App }) {
    const started = performance.now();
    const next = await get(server.app, EMPTY_EXPORT, heavy.cookie);
    return { status: next.statusCode, waited: performance.now() - started };
  }

  async function readToEnd(download: Download) {
    download.response.resume();
    return download.ended;
  }

  it('is dropped once its client takes nothing for the stall time, ending its read and giving its slot back', async () => {
    const stalled = await startDownload(strict.origin, heavy.cookie);
    if (dialect === 'sqlite') {
      // A write after the export's snapshot: a checkpoint cannot copy it back while the snapshot is held.
      await createTask(t.app, light.cookie, { title: 'Written meanwhile', eventId: (await createEvent(t.app, light.cookie)).id });
      const during = await passiveCheckpoint(t.app);
      expect(during.checkpointed).toBeLessThan(during.log);
    }
    const next = await nextExportOnceFreed(strict);
    expect(next.status).toBe(200);
    expect(next.waited).toBeGreaterThanOrEqual(200);
    if (dialect === 'sqlite') {
      const after = await passiveCheckpoint(t.app);
      expect(after.checkpointed).toBe(after.log);
    }
    const { complete, bytes } = await readToEnd(stalled);
    expect(complete).toBe(false);
    expect(bytes).toBeLessThan(15_000_000);
  }, 60_000);

  it('is cut off at the time limit even while its client keeps reading slowly', async () => {
    const slow = await startDownload(bounded.origin, heavy.cookie);
    // A chunk every 50 ms: far too slow to take 21 MB in 1.5 s (and this server drops a stall only after 60 s).
    const drip = setInterval(() => {
      slow.response.resume();
      slow.response.once('data', () => slow.response.pause());
    }, 50);
    try {
      const next = await nextExportOnceFreed(bounded);
      expect(next.status).toBe(200);
      expect(next.waited).toBeGreaterThanOrEqual(1_200);
    } finally {
      clearInterval(drip);
    }
    const { complete, bytes } = await readToEnd(slow);
    expect(complete).toBe(false);
    expect(bytes).toBeLessThan(15_000_000);
  }, 60_000);
});
