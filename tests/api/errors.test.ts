import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loggerOptions, type App } from '../../src/server/app.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const SECRET = 'password=hunter2-do-not-leak';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const GENERIC_MESSAGE = 'Something went wrong on our side. Please try again later.';

/** Routes that fail the way a bug or an unreachable database would. */
function failingRoutes(app: App) {
  app.get('/test/throws', async () => {
    throw new Error(`connection to db at 10.0.0.5 refused (${SECRET})`);
  });
  app.withTypeProvider<ZodTypeProvider>().get(
    '/test/bad-response',
    { schema: { response: { 200: z.object({ count: z.number() }) } } },
    async () => ({ count: `not a number, ${SECRET}` }) as unknown as { count: number },
  );
}

interface LogLine {
  level: number;
  reqId?: string;
  msg: string;
  err?: { message: string; stack: string };
}

let t: TestApp;
const lines: LogLine[] = [];

beforeAll(async () => {
  t = await createTestApp({
    logger: loggerOptions('info', { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) }),
    routes: failingRoutes,
  });
});
afterAll(() => t.close());

describe('a 500', () => {
  it.each([['/test/throws'], ['/test/bad-response']])(
    '%s answers the one error shape with a generic message and the request id, nothing internal',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(500);
      const body = response.json();
      expect(body).toEqual({ error: { message: GENERIC_MESSAGE, requestId: expect.stringMatching(UUID) } });
      expect(response.body).not.toContain('hunter2');
      expect(response.body).not.toContain('10.0.0.5');
      expect(response.body).not.toMatch(/at .*\.ts:\d+/);
      expect(response.headers['x-request-id']).toBe(body.error.requestId);
    },
  );

  it('is logged whole, message and stack, under the id the client was given', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/test/throws' });
    const { requestId } = response.json().error;
    const logged = lines.filter((line) => line.reqId === requestId && line.level >= 50);
    expect(logged).toHaveLength(1);
    expect(logged[0]!.err!.message).toContain(SECRET);
    expect(logged[0]!.err!.stack).toContain('errors.test.ts');
  });
});

describe('request ids', () => {
  it('are random UUIDs, different for every request, and returned in X-Request-Id', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 5; i += 1) {
      const response = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.headers['x-request-id']).toMatch(UUID);
      ids.add(String(response.headers['x-request-id']));
    }
    expect(ids.size).toBe(5);
  });

  it('name the log lines of their request', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const id = response.headers['x-request-id'];
    expect(lines.filter((line) => line.reqId === id).map((line) => line.msg)).toEqual(['request completed']);
  });

  it("ignore a client's X-Request-Id unless a trusted proxy sent it", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'chosen-by-client' } });
    expect(response.headers['x-request-id']).toMatch(UUID);

    const proxied = await createTestApp({ config: { trustProxy: { hops: 1 } } });
    try {
      const forwarded = await proxied.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'proxy-7f3a:42' } });
      expect(forwarded.headers['x-request-id']).toBe('proxy-7f3a:42');
      for (const odd of ['has space', 'x'.repeat(129), 'line\nbreak', '']) {
        const refused = await proxied.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': odd } });
        expect(refused.headers['x-request-id'], JSON.stringify(odd)).toMatch(UUID);
      }
    } finally {
      await proxied.close();
    }
  });
});
