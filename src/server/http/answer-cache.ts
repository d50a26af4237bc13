import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The GET answer depends only on the signed-in owner's events, members and tasks, the URL and the day. */
    answerCache?: boolean;
  }
  interface FastifyRequest {
    answerCacheSlot?: { key: string; version: string };
  }
}

interface Entry {
  version: string;
  body: string;
}

/**
 * Serialised answers by key, dropped least recently used first once their size passes `maxBytes`.
 * An entry is only ever answered for the version it was computed at.
 */
export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string, version: string): string | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.version !== version) {
      this.bytes -= sizeOf(key, entry);
      return undefined;
    }
    this.entries.set(key, entry);
    return entry.body;
  }

  set(key: string, version: string, body: string): void {
    const entry = { version, body };
    const size = sizeOf(key, entry);
    if (size > this.maxBytes / 4) return;
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.bytes -= sizeOf(key, previous);
    }
    this.entries.set(key, entry);
    this.bytes += size;
    for (const [oldestKey, oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldestKey);
      this.bytes -= sizeOf(oldestKey, oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

/** JavaScript strings take two bytes a character. */
const sizeOf = (key: string, entry: Entry) => 2 * (key.length + entry.body.length + entry.version.length) + 64;

export async function ownerDataVersion(db: Kysely<Database>, ownerId: number): Promise<string> {
  const row = await db.selectFrom('owner_data_versions').select('version').where('owner_id', '=', ownerId).executeTakeFirst();
  return String(row?.version ?? 0);
}

/** The URL plus the server's date when the caller sent no `today`: answers that count "past due" depend on it. */
function keyOf(request: FastifyRequest, ownerId: number): string {
  const day = /[?&]today=/.test(request.url) ? '' : ` ${new Date().toISOString().slice(0, 10)}`;
  return `${ownerId} ${request.url}${day}`;
}

/**
 * Answers a route marked `config: { answerCache: true }` from memory while the signed-in owner's
 * data version (kept by database triggers, so changes through any app instance count) is the one
 * the answer was computed at. Cached bodies skip the query and the serialisation; a miss stores the
 * serialised body the route sends. Registered in the /api scope after the session hook.
 */
export function registerAnswerCache(api: FastifyInstance, maxBytes: number): AnswerCache | undefined {
  if (maxBytes <= 0) return undefined;
  const cache = new AnswerCache(maxBytes);

  // preValidation: an answer is only stored for a URL that passed validation, so the same URL needs no second check.
  api.addHook('preValidation', async (request, reply) => {
    if (request.method !== 'GET' || !request.routeOptions.config.answerCache || !request.user) return;
    const key = keyOf(request, request.user.id);
    const version = await ownerDataVersion(api.db, request.user.id);
    const body = cache.get(key, version);
    if (body === undefined) {
      request.answerCacheSlot = { key, version };
      return;
    }
    return reply.header('content-type', 'application/json; charset=utf-8').send(body);
  });

  api.addHook('onSend', async (request, reply, payload) => {
    const slot = request.answerCacheSlot;
    if (slot && reply.statusCode === 200 && typeof payload === 'string') cache.set(slot.key, slot.version, payload);
    return payload;
  });
  return cache;
}
