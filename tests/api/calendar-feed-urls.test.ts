import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../src/server/app.ts';
import { createEvent, createTask } from './support/fixtures.ts';
import { createTestApp, signUp, type TestApp } from './support/test-app.ts';

/**
 * A calendar feed URL holds its credential: GET /api/calendar/{token}.ics answers that one spelling
 * only, and no spelling of it ever reaches the log, at any level. The router decodes escapes and, with
 * the app's ignoreTrailingSlash, takes `/…/{token}.ics/` for the same route: each such spelling answers 404.
 */

const FEED_PATH = /\/api\/calendar\/([A-Za-z0-9_-]{43})\.ics$/;

const hex = (character: string) => character.charCodeAt(0).toString(16).toUpperCase();
const escapeEvery = (text: string) => [...text].map((character) => `%${hex(character)}`).join('');

/** Every spelling of the feed's path that is not the canonical one: each must answer 404. */
function otherSpellings(token: string): string[] {
  const path = `/api/calendar/${token}.ics`;
  return [
    `${path}/`,
    `${path}//`,
    `${path}/?x=1`,
    `/api/calendar/${token}%2eics`,
    `/api/calendar/${token}%2Eics`,
    `/api/calendar/${token}%2eICS`,
    `/api/calendar/${token}.ICS`,
    `/api/calendar/${token}.Ics`,
    `/API/calendar/${token}.ics`,
    `/api/Calendar/${token}.ics`,
    `/${path}`,
    `/api//calendar/${token}.ics`,
    `/api/calendar//${token}.ics`,
    `/%61pi/calendar/${token}.ics`,
    `/api/%63alendar/${token}.ics`,
    `/api%2Fcalendar/${token}.ics`,
    `/api/calendar%2F${token}.ics`,
    // One character of the token escaped, then every one of them, then some escaped twice over.
    `/api/calendar/%${hex(token[0]!)}${token.slice(1)}.ics`,
    `/api/calendar/${token.slice(0, 20)}%${hex(token[20]!).toLowerCase()}${token.slice(21)}.ics`,
    `/api/calendar/${escapeEvery(token)}.ics`,
    // (Twice over for a few characters only: a path segment past 100 characters is refused with a 414 before routing.)
    `/api/calendar/${escapeEvery(token.slice(0, 6)).replaceAll('%', '%25')}${token.slice(6)}.ics`,
    `/api/calendar/${token}.ics;x=1`,
    `/api/calendar/${token}.ics%20`,
    `/api/calendar/${token}.ics%00`,
    `/api/calendar/${token}.ics.`,
    `/api/calendar/${token}.ics.ics`,
    `/api/calendar/${token}%2Fx.ics`,
    `/api/calendar/x/${token}.ics`,
    `/api/calendar/${token}.ics/feed.ics`,
  ];
}

/** `%XX` escapes decoded until none is left: what the log holds, in every spelling it could take. */
function decodedCompletely(text: string): string {
  let current = text;
  for (let round = 0; round < 5; round++) {
    const next = current.replace(/%([0-9A-Fa-f]{2})/g, (_, code: string) => String.fromCharCode(Number.parseInt(code, 16)));
    if (next === current) break;
    current = next;
  }
  return current;
}

let t: TestApp;
const lines: string[] = [];
let token: string;

beforeAll(async () => {
  // At debug, the most the log ever holds: headers, bodies and Fastify's 'incoming request' line.
  t = await createTestApp({ logger: loggerOptions('debug', { write: (line: string) => void lines.push(line) }) });
  const { cookie } = await signUp(t.app);
  const event = await createEvent(t.app, cookie, { name: 'Lantern Walk' });
  await createTask(t.app, cookie, { title: 'Light the lanterns', eventId: event.id, dueDate: '2030-05-01' });
  const created = await t.call('POST', `/api/events/${event.id}/calendar-feed`, cookie);
  expect(created.statusCode).toBe(201);
  token = FEED_PATH.exec(created.json().feed.url)![1]!;
});
afterAll(() => t.close());

describe('the feed URL', () => {
  it('is answered in its canonical spelling, with or without a query string, for GET and HEAD', async () => {
    for (const url of [`/api/calendar/${token}.ics`, `/api/calendar/${token}.ics?refresh=1`]) {
      const get = await t.app.inject({ method: 'GET', url });
      expect(get.statusCode, url).toBe(200);
      expect(get.body).toContain('SUMMARY:Light the lanterns');
      expect((await t.app.inject({ method: 'HEAD', url })).statusCode, `HEAD ${url}`).toBe(200);
    }
  });

  it('answers 404 in every other spelling, GET and HEAD, and never the feed', async () => {
    const answered: string[] = [];
    for (const url of otherSpellings(token)) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await t.app.inject({ method, url });
        if (response.statusCode !== 404) answered.push(`${method} ${url.replace(token, '{token}')} → ${response.statusCode}`);
        expect(response.body).not.toContain('BEGIN:VCALENDAR');
      }
    }
    expect(answered, 'spellings answered other than 404').toEqual([]);
    // The spellings the router takes for the feed route answer as an unknown feed does.
    for (const url of [`/api/calendar/${token}.ics/`, `/api/calendar/${token}%2eics`, `/%61pi/calendar/${token}.ics`, `/api/calendar/${escapeEvery(token)}.ics`]) {
      expect((await t.app.inject({ method: 'GET', url })).json(), url).toEqual({ error: { message: 'Calendar feed not found' } });
    }
    // And the canonical one still works afterwards.
    expect((await t.app.inject({ method: 'GET', url: `/api/calendar/${token}.ics` })).statusCode).toBe(200);
  });

  it('never reaches the log, at debug level, in any spelling', async () => {
    lines.length = 0;
    // Also a spelling the router refuses before routing (a segment past 100 characters: 414).
    const refusedByRouter = `/api/calendar/${escapeEvery(token).replaceAll('%', '%25')}.ics`;
    for (const url of [`/api/calendar/${token}.ics`, ...otherSpellings(token), refusedByRouter]) {
      await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': 'W/"x"' } });
      await t.app.inject({ method: 'HEAD', url });
    }
    const log = lines.join('');
    expect(log.length).toBeGreaterThan(0);
    expect(decodedCompletely(log)).not.toContain(token);
    expect(log).not.toContain(token.slice(0, 20));

    // The lines that show a feed request show the route, with the token left out.
    const logged = lines.map((line) => JSON.parse(line) as { msg: string; req?: { url: string } });
    const feedLines = logged.filter((line) => line.req?.url.startsWith('/api/calendar/[redacted].ics'));
    expect(feedLines.map((line) => line.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
    expect(logged.filter((line) => line.req).every((line) => line.req!.url.includes('[redacted]')), 'every request line redacted').toBe(true);
  });
});

describe('a route marked credentialInUrl', () => {
  it('is logged as its pattern and answered in its canonical spelling only, whatever the shape of its parameters', async () => {
    const own: string[] = [];
    const app = await createTestApp({
      logger: loggerOptions('debug', { write: (line: string) => void own.push(line) }),
      routes: (app) => {
        app.get('/members/:code/page', { config: { credentialInUrl: { notFound: 'Page not found' } } }, async (request) => ({
          code: (request.params as { code: string }).code,
        }));
      },
    });
    try {
      // A short code, nothing like a feed token: only the route knows it is a credential.
      expect((await app.app.inject({ method: 'GET', url: '/members/k7Q2/page' })).json()).toEqual({ code: 'k7Q2' });
      expect((await app.app.inject({ method: 'GET', url: '/members/k7Q2/page?from=mail' })).statusCode).toBe(200);
      // The spellings the router brings to this route. (One it does not, such as an escaped slash, never
      // reaches it: only the shape check of http/credential-urls.ts can keep a token out of that line.)
      for (const url of ['/members/k7Q2/page/', '/members/%6B7Q2/page', '/members/%6b%37%51%32/page', '/%6Dembers/k7Q2/page']) {
        const response = await app.app.inject({ method: 'GET', url });
        expect({ status: response.statusCode, body: response.json() }, url).toEqual({ status: 404, body: { error: { message: 'Page not found' } } });
      }
      const requestLines = own.map((line) => JSON.parse(line) as { req?: { url: string } }).filter((line) => line.req);
      expect(requestLines.length).toBeGreaterThanOrEqual(10);
      expect(new Set(requestLines.map((line) => line.req!.url))).toEqual(new Set(['/members/[redacted]/page', '/members/[redacted]/page?from=mail']));
      expect(own.join('')).not.toContain('7Q2');
    } finally {
      await app.close();
    }
  });
});
