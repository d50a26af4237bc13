import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answer-cache.ts';

const body = (size: number, fill = 'x') => fill.repeat(size);

describe('AnswerCache', () => {
  it('answers a body only for the version it was stored at', () => {
    const cache = new AnswerCache(1_000_000);
    cache.set('1 /api/tasks', '7', '{"items":[]}');
    expect(cache.get('1 /api/tasks', '7')?.body).toBe('{"items":[]}');
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

  it('accounts for what it holds in bytes, within its budget', () => {
    const cache = new AnswerCache(40_000);
    expect(cache.heldBytes).toBe(0);
    cache.set('a', '1', body(4_000));
    const one = cache.heldBytes;
    // Two bytes a character of the body, and the key and version with it.
    expect(one).toBeGreaterThanOrEqual(8_000);
    expect(one).toBeLessThan(8_200);
    cache.set('b', '1', body(4_000));
    expect(cache.heldBytes).toBe(2 * one);
    for (const key of ['c', 'd', 'e', 'f']) cache.set(key, '1', body(4_000));
    expect(cache.heldBytes).toBeLessThanOrEqual(40_000);
    const full = cache.heldBytes;
    // An answer asked for at a newer version is dropped, and its bytes with it.
    expect(cache.get('f', '2')).toBeUndefined();
    expect(cache.heldBytes).toBe(full - one);
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
    expect(cache.get('a', '2')?.body).toBe('new');
    expect(cache.size).toBe(1);
  });

  it('keeps the compressed forms of an answer only with it and for its version', () => {
    const cache = new AnswerCache(40_000);
    const br = { encoding: 'br', payload: Buffer.from('compressed') };
    cache.setEncoded('a', '1', 'br, gzip', br); // no answer stored yet: nothing kept
    cache.set('a', '1', body(1_000));
    expect(cache.get('a', '1')?.encoded.size).toBe(0);
    cache.setEncoded('a', '1', 'br, gzip', br);
    cache.setEncoded('a', '0', 'gzip', { encoding: 'gzip', payload: Buffer.from('older') });
    expect([...cache.get('a', '1')!.encoded]).toEqual([['br, gzip', br]]);
    cache.set('a', '2', body(1_000));
    expect(cache.get('a', '2')?.encoded.size).toBe(0);
  });

  it('counts compressed forms in the memory budget and in the quarter one answer may take', () => {
    const cache = new AnswerCache(20_000);
    const keys = [...'abcdefghijklmnop'];
    for (const key of keys) cache.set(key, '1', body(500));
    const encoded = { encoding: 'br', payload: Buffer.alloc(1_000) };
    for (const acceptEncoding of ['br', 'gzip', 'br, gzip']) cache.setEncoded('p', '1', acceptEncoding, encoded);
    expect(cache.get('a', '1')).toBeUndefined();
    expect(cache.get('b', '1')).toBeDefined();
    cache.setEncoded('p', '1', 'gzip, deflate, br', encoded);
    expect([...cache.get('p', '1')!.encoded.keys()]).toEqual(['br', 'gzip', 'br, gzip']);
  });
});
