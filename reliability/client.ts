import http from 'node:http';

/** What a browser client waits at most for an answer. */
export const CLIENT_TIMEOUT_MS = 20_000;

export interface Answer {
  status: number;
  /** The parsed JSON body (undefined when empty or not JSON). */
  json: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  body: string;
  ms: number;
  cookie?: string;
}

/** A JSON client over keep-alive connections, at most `connections` at once, with the client time-out. */
export function createClient(baseUrl: string, connections = 10) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const request = (method: string, url: string, cookie?: string, payload?: unknown): Promise<Answer> => {
    const body = payload === undefined ? undefined : Buffer.from(JSON.stringify(payload));
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const outgoing = http.request(`${baseUrl}${url}`, {
        method,
        agent,
        timeout: CLIENT_TIMEOUT_MS,
        headers: { ...(cookie ? { cookie } : {}), ...(body ? { 'content-type': 'application/json', 'content-length': String(body.length) } : {}) },
      });
      outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${CLIENT_TIMEOUT_MS / 1000} s: ${method} ${url}`)));
      outgoing.on('error', reject);
      outgoing.on('response', (incoming) => {
        let text = '';
        incoming.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
        incoming.on('error', reject);
        incoming.on('end', () => {
          let json: unknown;
          try {
            json = text ? JSON.parse(text) : undefined;
          } catch {
            json = undefined;
          }
          const session = ([] as string[]).concat(incoming.headers['set-cookie'] ?? []).find((line) => line.startsWith('eventry_session='));
          resolve({ status: incoming.statusCode ?? 0, json, body: text, ms: performance.now() - started, cookie: session?.split(';')[0] });
        });
      });
      outgoing.end(body);
    });
  };
  return { request, close: () => agent.destroy() };
}
export type Client = ReturnType<typeof createClient>;

/** Signs a new user up and makes one event; answers the session cookie and the event's id. */
export async function newAccount(client: Client, label: string): Promise<{ cookie: string; eventId: number }> {
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const signUp = await client.request('POST', '/api/auth/sign-up', undefined, { name: 'Reliability Run', email, password: 'Secret12' });
  if (signUp.status !== 201 || !signUp.cookie) throw new Error(`sign-up failed: ${signUp.status} ${signUp.body}`);
  const event = await client.request('POST', '/api/events', signUp.cookie, { name: `Reliability ${label}`, description: 'Reliability run', startDate: '2030-06-01' });
  if (event.status !== 201) throw new Error(`creating an event failed: ${event.status} ${event.body}`);
  return { cookie: signUp.cookie, eventId: event.json.event.id };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
