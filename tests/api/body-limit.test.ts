import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyTooLargeMessage } from '../../src/server/http/errors.ts';
import { createEvent } from './support/fixtures.ts';
import { createTestApp, signUp, type TestApp } from './support/test-app.ts';

/**
 * A body over the limit is answered 413 in the one error shape, and the client actually receives that
 * answer: the server reads the rest of the upload before it answers and closes, so the connection is
 * not reset under a client that is still sending (as a browser does: it reads the answer after the upload).
 */

const LIMIT = 2 * 1024 * 1024;
const OVER_LIMIT = 8 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 'a');
/** Past the limit, where the server has already refused the request: a slow network pauses here. */
const PAUSE_AT = 3 * 1024 * 1024;

let t: TestApp;
let port: number;
let cookie: string;
let eventId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await signUp(t.app));
  eventId = (await createEvent(t.app, cookie)).id;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

interface RawAnswer {
  status: number;
  headers: string;
  body: string;
}

/**
 * Sends a request over a plain socket the way a browser uploads: the whole body first (pausing once
 * midway, as a slow network does), and only then reads the answer. A reset connection rejects.
 */
function uploadLikeABrowser(size: number, { chunked = false } = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.pause();
    socket.on('error', reject);
    socket.on('connect', async () => {
      const length = chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${size}`;
      socket.write(`POST /api/tasks/bulk HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nCookie: ${cookie}\r\nContent-Type: application/json\r\n${length}\r\n\r\n`);
      let sent = 0;
      while (sent < size) {
        const piece = CHUNK.subarray(0, Math.min(CHUNK.length, size - sent));
        const flushed = socket.write(chunked ? Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')]) : piece);
        sent += piece.length;
        if (sent === PAUSE_AT) await new Promise((wait) => setTimeout(wait, 200));
        if (!flushed) await new Promise((drained) => socket.once('drain', drained));
      }
      if (chunked) socket.write('0\r\n\r\n');
      let text = '';
      socket.on('data', (data: Buffer) => (text += data.toString()));
      socket.on('end', () => {
        const [head = '', body = ''] = text.split('\r\n\r\n');
        resolve({ status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body });
      });
      socket.resume();
    });
  });
}

/** Node's own HTTP client, writing as fast as the connection takes it. */
function uploadWithNodeClient(size: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, method: 'POST', path: '/api/tasks/bulk', headers: { cookie, 'content-type': 'application/json', 'content-length': size } },
      (response) => {
        let body = '';
        response.on('data', (data: Buffer) => (body += data.toString()));
        response.on('end', () => resolve({ status: response.statusCode!, body }));
      },
    );
    request.on('error', reject);
    let sent = 0;
    const write = () => {
      while (sent < size) {
        const piece = CHUNK.subarray(0, Math.min(CHUNK.length, size - sent));
        sent += piece.length;
        if (!request.write(piece)) return void request.once('drain', write);
      }
      request.end();
    };
    write();
  });
}

const expectedBody = { error: { message: bodyTooLargeMessage(LIMIT) } };

describe('a request body over the limit', () => {
  it.each([
    ['declares its length', {}],
    ['is sent in chunks', { chunked: true }],
  ])('that %s is answered 413 with the message, to a client that reads the answer after its upload', async (_case, options) => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const answer = await uploadLikeABrowser(OVER_LIMIT, options);
      expect(answer.status).toBe(413);
      expect(answer.headers).toContain('content-type: application/json');
      expect(answer.headers).toContain('content-security-policy:');
      expect(JSON.parse(answer.body)).toEqual(expectedBody);
    }
  });

  it("is answered 413 with the message to Node's HTTP client", async () => {
    const answer = await uploadWithNodeClient(OVER_LIMIT);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual(expectedBody);
  });

  it('says what the limit is', () => {
    expect(expectedBody.error.message).toBe('The request is too large: at most 2 MB can be sent at once');
  });

  it('stores nothing, and the server goes on answering', async () => {
    expect((await uploadWithNodeClient(OVER_LIMIT)).status).toBe(413);
    const tasks = await t.call('GET', `/api/tasks?eventId=${eventId}`, cookie);
    expect(tasks.statusCode).toBe(200);
    expect(tasks.json().total).toBe(0);
  });
});
