import { describe, expect, it } from 'vitest';
import { msUntilNextDay } from './use-today.ts';

describe('msUntilNextDay', () => {
  it('waits until just past the next local midnight', () => {
    expect(msUntilNextDay(new Date(2026, 10, 22, 23, 59, 0))).toBe(61_000);
    expect(msUntilNextDay(new Date(2026, 10, 22, 0, 0, 0))).toBe(24 * 60 * 60 * 1000 + 1000);
    expect(msUntilNextDay(new Date(2026, 11, 31, 12, 0, 0))).toBe(12 * 60 * 60 * 1000 + 1000);
  });
});
