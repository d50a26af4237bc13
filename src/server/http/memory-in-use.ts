import type { FastifyBaseLogger } from 'fastify';
import type { StatementCacheStats } from '../db/statement-cache.ts';

/** What the process holds, and the share of it the server's two caches account for, in bytes. */
export interface MemoryInUse {
  rssBytes: number;
  heapUsedBytes: number;
  /** SQLite's prepared statements kept for reuse (native memory, estimated from their SQL); 0 on PostgreSQL. */
  statementCacheBytes: number;
  /** Answers kept by the answer cache, their compressed forms included; 0 when it is off. */
  answerCacheBytes: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the figures of memoryInUse come from, for the log line after an idle collection. */
    memorySources: MemorySources;
  }
}

export interface MemorySources {
  statementCache: () => StatementCacheStats | undefined;
  answerCacheBytes: () => number;
}

export function memoryInUse(sources: MemorySources): MemoryInUse {
  const { rss, heapUsed } = process.memoryUsage();
  return {
    rssBytes: rss,
    heapUsedBytes: heapUsed,
    statementCacheBytes: sources.statementCache()?.bytes ?? 0,
    answerCacheBytes: sources.answerCacheBytes(),
  };
}

/** One log line after an idle collection: what the server keeps while nobody asks it anything. */
export function logMemoryAtRest(log: FastifyBaseLogger, sources: MemorySources): void {
  log.info(memoryInUse(sources), 'memory at rest');
}
