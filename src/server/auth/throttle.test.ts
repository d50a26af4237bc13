import { describe, expect, it } from 'vitest';
import { signInDelays } from './throttle.ts';
import { delayAfter } from './throttle-repository.ts';

describe('signInDelays', () => {
  it('doubles from one second and ends at the cap', () => {
    expect(signInDelays(60_000)).toEqual([1000, 2000, 4000, 8000, 16_000, 32_000, 60_000]);
    expect(signInDelays(8000)).toEqual([1000, 2000, 4000, 8000]);
    expect(signInDelays(1000)).toEqual([1000]);
  });
});

describe('delayAfter', () => {
  const backoff = { freeFailures: 3, delaysMs: [1000, 2000, 3000], memoryMs: 900_000 };

  it('is nothing for the free failures, then each delay in turn, then the last one for good', () => {
    expect([1, 2, 3, 4, 5, 6, 50].map((failures) => delayAfter(failures, backoff))).toEqual([0, 0, 1000, 2000, 3000, 3000, 3000]);
  });
});
