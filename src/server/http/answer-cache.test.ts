import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answer-cache.ts';

const body = (size: number, fill = 'x') => fill.repeat(size);

describe('AnswerCache', () => {
  it('answers a body only for the version it was stored at', () => {
    const cache = new AnswerCache(1_000_000);
    cache.set('1 /api/tasks', '7', '{"items":[]}');
    expect(cache.get('1 /api/tasks', '7')).toBe('{"items":[]}');
    expect(cache.get('1 /api/tasks', '8')).toBeUndefined();
    // A stale entry is dropped, so asking again for its old version finds nothing either.
    expect(cache.get('1 /api/tasks', '7')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops the least recently used answers once the memory budget is used', () => {
    const cache = new AnswerCache(40_000);
    cache.set('a', '1', body(4_000));
    cache.set('b', '1', body(4_000));
    cache.set('c', '1', body(4_000));
    expect(cache.get('a', '1')).toBeDefined(); // a is now the most recently used
    cache.set('d', '1', body(4_000));
    cache.set('e', '1', body(4_000));
    expect(cache.get('b', '1')).toBeUndefined();
    expect(cache.get('a', '1')).toBeDefined();
    expect(cache.get('e', '1')).toBeDefined();
  });

  it('does not keep an answer larger than a quarter of the budget', () => {
    const cache = new AnswerCache(40_000);
    cache.set('big', '1', body(6_000));
    expect(cache.get('big', '1')).toBeUndefined();
  });

  it('replaces an entry stored again under the same key', () => {
    const cache = new AnswerCache(40_000);
    cache.set('a', '1', 'old');
    cache.set('a', '2', 'new');
    expect(cache.get('a', '2')).toBe('new');
    expect(cache.size).toBe(1);
  });
});
