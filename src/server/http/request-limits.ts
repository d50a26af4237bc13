import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { countHit } from '../auth/throttle-repository.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from './errors.ts';

export const MINUTE_MS = 60 * 1000;
export const HOUR_MS = 60 * MINUTE_MS;

/** One allowance: at most `max` requests under `key` (e.g. `feedback:ip:<client key>`) in each window of `windowMs`. */
export interface RequestLimit {
  key: string;
  max: number;
  windowMs: number;
}

/**
 * Counts the request against every limit, in the database (so across instances); past any of them,
 * 429 with Retry-After (the latest window's end) and `message`, given the seconds to wait.
 */
export async function admitRequest(
  db: Kysely<Database>,
  reply: FastifyReply,
  limits: readonly RequestLimit[],
  message: string | ((retryAfterSeconds: number) => string),
  nowMs: number,
): Promise<void> {
  let resetsAtMs: number | undefined;
  for (const { key, max, windowMs } of limits) {
    const count = await countHit(db, key, windowMs, nowMs);
    if (count.hits > max) resetsAtMs = Math.max(resetsAtMs ?? 0, count.resetsAtMs);
  }
  if (resetsAtMs === undefined) return;
  const retryAfterSeconds = Math.max(1, Math.ceil((resetsAtMs - nowMs) / 1000));
  reply.header('retry-after', String(retryAfterSeconds));
  throw new HttpError(429, typeof message === 'string' ? message : message(retryAfterSeconds));
}
