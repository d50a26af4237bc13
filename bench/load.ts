/** Load from this process (never the server's): autocannon for throughput, plain fetches for single-request times. */
import autocannon from 'autocannon';

export interface LoadRequest {
  method?: 'GET' | 'PUT' | 'POST';
  path: string;
  headers?: Record<string, string>;
  /** Called for each request to vary it (path, body); see autocannon's setupRequest. */
  setupRequest?: (request: autocannon.Request) => autocannon.Request;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  /** The load that ran alongside (runLoad's `background`): what it achieved meanwhile. */
  background?: Omit<LoadResult, 'background'>;
}

/** A second load run at the same time as the measured one, at a fixed rate (e.g. writes landing while lists are read). */
export interface BackgroundLoad {
  request: LoadRequest;
  /** Requests a second over all its connections (autocannon's overallRate). */
  ratePerSecond: number;
  connections: number;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * `connections` connections sending `request` for `seconds`; with `background`, a second autocannon
 * instance in this process sends that load at its fixed rate over the same seconds.
 */
export async function runLoad(
  origin: string,
  request: LoadRequest,
  seconds: number,
  connections: number,
  background?: BackgroundLoad,
): Promise<LoadResult> {
  if (background) {
    const [measured, alongside] = await Promise.all([
      runLoad(origin, request, seconds, connections),
      runOne(origin, background.request, seconds, background.connections, background.ratePerSecond),
    ]);
    return { ...measured, background: alongside };
  }
  return runOne(origin, request, seconds, connections);
}

async function runOne(origin: string, request: LoadRequest, seconds: number, connections: number, overallRate?: number): Promise<LoadResult> {
  const result = await autocannon({
    url: origin,
    connections,
    duration: seconds,
    ...(overallRate ? { overallRate } : {}),
    requests: [
      {
        method: request.method ?? 'GET',
        path: request.path,
        headers: request.headers,
        ...(request.setupRequest ? { setupRequest: request.setupRequest } : {}),
      },
    ],
  });
  return {
    requestsPerSecond: result.requests.total / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** Times `count` requests made one after another (after `warmUp` untimed ones), as round trips in ms. */
export async function timeSequential(
  send: () => Promise<Response>,
  { count, warmUp = 2 }: { count: number; warmUp?: number },
): Promise<number[]> {
  const samples: number[] = [];
  for (let index = 0; index < warmUp + count; index += 1) {
    const started = performance.now();
    const response = await send();
    await response.arrayBuffer();
    const elapsed = performance.now() - started;
    if (!response.ok) throw new Error(`${response.url}: ${response.status}`);
    if (index >= warmUp) samples.push(elapsed);
  }
  return samples;
}

/**
 * Waits until the server has finished the requests an earlier load left in flight (autocannon stops
 * counting at the deadline, the server does not stop working): two quick health checks in a row.
 */
export async function settle(origin: string, quickMs = 20): Promise<void> {
  let quick = 0;
  for (let tries = 0; quick < 2 && tries < 200; tries += 1) {
    const started = performance.now();
    await (await fetch(`${origin}/api/health`)).arrayBuffer();
    quick = performance.now() - started < quickMs ? quick + 1 : 0;
  }
}
