import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The GET answer depends only on the workspace's events, members and tasks, the URL and the day: any member of the workspace is given it. */
    answerCache?: boolean;
  }
  interface FastifyRequest {
    answerCacheSlot?: AnswerCacheSlot;
  }
}

interface AnswerCacheSlot {
  key: string;
  version: string;
  acceptEncoding: string;
  /** False when the body is already stored and only its encoded form is missing. */
  storeBody: boolean;
}

/** An answer as sent to a client that asked with a given Accept-Encoding: compressed, with its Content-Encoding. */
export interface EncodedAnswer {
  encoding: string;
  payload: Buffer;
}

export interface CachedAnswer {
  readonly version: string;
  /** The serialised answer. */
  readonly body: string;
  /** The answer as sent compressed, by the request's whole Accept-Encoding header (browsers repeat theirs byte for byte). */
  readonly encoded: Map<string, EncodedAnswer>;
}

/** Different Accept-Encoding headers kept per answer; browsers send one or two. */
const MAX_ENCODINGS = 4;

/**
 * Serialised answers by key, with their compressed forms, dropped least recently used first once
 * their size passes `maxBytes`. An entry is only ever answered for the version it was computed at.
 */
export class AnswerCache {
  private readonly entries = new Map<string, CachedAnswer>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string, version: string): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.version !== version) {
      this.bytes -= sizeOf(key, entry);
      return undefined;
    }
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, version: string, body: string): void {
    const entry: CachedAnswer = { version, body, encoded: new Map() };
    const size = sizeOf(key, entry);
    if (size > this.maxBytes / 4) return;
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.bytes -= sizeOf(key, previous);
    }
    this.entries.set(key, entry);
    this.bytes += size;
    this.dropBeyondBudget();
  }

  /** Keeps the compressed form of the answer stored under `key` at `version`; nothing if that answer is gone. */
  setEncoded(key: string, version: string, acceptEncoding: string, encoded: EncodedAnswer): void {
    const entry = this.entries.get(key);
    if (!entry || entry.version !== version || entry.encoded.has(acceptEncoding) || entry.encoded.size >= MAX_ENCODINGS) return;
    const size = encodedSize(acceptEncoding, encoded);
    if (sizeOf(key, entry) + size > this.maxBytes / 4) return;
    entry.encoded.set(acceptEncoding, encoded);
    this.bytes += size;
    this.dropBeyondBudget();
  }

  get size(): number {
    return this.entries.size;
  }

  /** The bytes its entries take, as counted against `maxBytes`. */
  get heldBytes(): number {
    return this.bytes;
  }

  private dropBeyondBudget(): void {
    for (const [oldestKey, oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldestKey);
      this.bytes -= sizeOf(oldestKey, oldest);
    }
  }
}

const encodedSize = (acceptEncoding: string, encoded: EncodedAnswer) => 2 * (acceptEncoding.length + encoded.encoding.length) + encoded.payload.length + 64;

/** JavaScript strings take two bytes a character. */
function sizeOf(key: string, entry: CachedAnswer): number {
  let size = 2 * (key.length + entry.body.length + entry.version.length) + 64;
  for (const [acceptEncoding, encoded] of entry.encoded) size += encodedSize(acceptEncoding, encoded);
  return size;
}

/**
 * The route and its validated parameters and query, plus the day the answer is computed for: the
 * caller's `today` when the query has one, otherwise the server's date, as the handlers read it.
 * Answers that count "past due" depend on that day. Built from the validated values, never from the
 * raw URL, so no spelling of the URL can leave the day out or alias two different questions.
 */
export function answerCacheKey(request: FastifyRequest, workspaceId: number, now = new Date()): string {
  const query = (request.query ?? {}) as { today?: unknown };
  const day = typeof query.today === 'string' ? query.today : now.toISOString().slice(0, 10);
  return `${workspaceId} ${day} ${request.routeOptions.url} ${JSON.stringify(request.params ?? {})} ${JSON.stringify(query)}`;
}

const JSON_UTF8 = 'application/json; charset=utf-8';

function sendCached(request: FastifyRequest, reply: FastifyReply, entry: CachedAnswer, slot: AnswerCacheSlot) {
  reply.header('content-type', JSON_UTF8);
  const encoded = entry.encoded.get(slot.acceptEncoding);
  // Content-Encoding already set: the compression hook passes the payload through as it is.
  if (encoded) return reply.header('content-encoding', encoded.encoding).send(encoded.payload);
  request.answerCacheSlot = slot;
  return reply.send(entry.body);
}

/**
 * Answers a route marked `config: { answerCache: true }` from memory while the request's workspace's
 * data version (kept by database triggers, so changes through any app instance count; read with the
 * session, before any answer is computed) is the one the answer was computed at. A cached answer
 * skips the query, the serialisation and, for a client that sends the same Accept-Encoding as
 * before, the compression: its compressed form is kept too, and sent with the same headers
 * (Content-Encoding, and Vary from the compression hooks) as when it was computed.
 *
 * `registerCompression` registers the compression hooks of the scope: between the hook that keeps
 * the serialised body and the one that keeps the compressed payload.
 */
export async function registerAnswerCache(
  api: FastifyInstance,
  maxBytes: number,
  registerCompression: (api: FastifyInstance) => Promise<void>,
): Promise<AnswerCache | undefined> {
  if (maxBytes <= 0) {
    await registerCompression(api);
    return undefined;
  }
  const cache = new AnswerCache(maxBytes);

  // preHandler: the key is built from the validated query, and only a request that passed validation is answered or stored.
  api.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'GET' || !request.routeOptions.config.answerCache || !request.workspace || request.dataVersion === null) return;
    const slot: AnswerCacheSlot = {
      key: answerCacheKey(request, request.workspace.id),
      version: request.dataVersion,
      acceptEncoding: request.headers['accept-encoding'] ?? '',
      storeBody: true,
    };
    const entry = cache.get(slot.key, slot.version);
    if (!entry) {
      request.answerCacheSlot = slot;
      return;
    }
    return sendCached(request, reply, entry, { ...slot, storeBody: false });
  });

  // Before compression, which turns the body into its compressed bytes.
  api.addHook('onSend', async (request, reply, payload) => {
    const slot = request.answerCacheSlot;
    if (slot?.storeBody && reply.statusCode === 200 && typeof payload === 'string') cache.set(slot.key, slot.version, payload);
    return payload;
  });

  await registerCompression(api);

  // After compression: @fastify/compress adds its onSend hook to each route as it is registered, so
  // this one, added to the same routes afterwards, sees what it made of the body.
  const keepEncoded = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const slot = request.answerCacheSlot;
    const encoding = reply.getHeader('content-encoding');
    if (slot && reply.statusCode === 200 && typeof encoding === 'string' && encoding !== 'identity' && Buffer.isBuffer(payload)) {
      cache.setEncoded(slot.key, slot.version, slot.acceptEncoding, { encoding, payload });
    }
    return payload;
  };
  api.addHook('onRoute', (route) => {
    if (!route.config?.answerCache) return;
    route.onSend = [...(Array.isArray(route.onSend) ? route.onSend : route.onSend ? [route.onSend] : []), keepEncoded];
  });
  return cache;
}
