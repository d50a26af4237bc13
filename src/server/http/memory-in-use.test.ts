import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { logMemoryAtRest, memoryInUse } from './memory-in-use.ts';

const stats = { statements: 3, sqlChars: 120, bytes: 3600, prepared: 5 };

describe('memoryInUse', () => {
  it('reports the process and both caches in bytes', () => {
    const figures = memoryInUse({ statementCache: () => stats, answerCacheBytes: () => 52_000 });
    expect(figures).toMatchObject({ statementCacheBytes: 3600, answerCacheBytes: 52_000 });
    expect(figures.rssBytes).toBeGreaterThan(figures.heapUsedBytes);
    expect(figures.heapUsedBytes).toBeGreaterThan(0);
  });

  it('counts no statement cache where there is none (PostgreSQL)', () => {
    expect(memoryInUse({ statementCache: () => undefined, answerCacheBytes: () => 0 })).toMatchObject({ statementCacheBytes: 0, answerCacheBytes: 0 });
  });

  it('logs them as one line named "memory at rest"', () => {
    const info = vi.fn();
    logMemoryAtRest({ info } as unknown as FastifyBaseLogger, { statementCache: () => stats, answerCacheBytes: () => 10 });
    expect(info).toHaveBeenCalledOnce();
    expect(info.mock.calls[0]![1]).toBe('memory at rest');
    expect(info.mock.calls[0]![0]).toMatchObject({ statementCacheBytes: 3600, answerCacheBytes: 10 });
  });
});
