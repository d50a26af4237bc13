import { describe, expect, it } from 'vitest';
import { hasUnreachableRows, isCutShort, MAX_OFFSET, nextPageOffset, paginationQuerySchema, reachablePageCount } from './pagination.ts';

describe('paginationQuerySchema', () => {
  it('allows offsets up to MAX_OFFSET', () => {
    expect(paginationQuerySchema.parse({ offset: String(MAX_OFFSET) })).toEqual({ limit: 50, offset: 10_000 });
  });

  it('refuses an offset past MAX_OFFSET with a message that says what to do', () => {
    const result = paginationQuerySchema.safeParse({ offset: '10001' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['offset', 'Offset must be at most 10,000: narrow the search or filters to reach later rows'],
    ]);
    expect(paginationQuerySchema.safeParse({ offset: '1e12' }).success).toBe(false);
  });
});

describe('reachablePageCount', () => {
  it.each([
    [0, 50, 1],
    [1, 50, 1],
    [50, 50, 1],
    [51, 50, 2],
    [10_000, 50, 200],
    // page 201 starts at offset 10,000, the last one a request may ask for
    [10_050, 50, 201],
    [10_051, 50, 201],
    [1_000_000, 50, 201],
    [1_000_000, 500, 21],
    [1_000_000, 30, 334],
  ])('%i rows in pages of %i → %i pages', (total, pageSize, pages) => {
    expect(reachablePageCount(total, pageSize)).toBe(pages);
  });

  it('never offers a page that starts past MAX_OFFSET', () => {
    for (const pageSize of [1, 7, 25, 50, 99, 500]) {
      const lastPage = reachablePageCount(Number.MAX_SAFE_INTEGER, pageSize);
      expect((lastPage - 1) * pageSize).toBeLessThanOrEqual(MAX_OFFSET);
      expect(lastPage * pageSize).toBeGreaterThan(MAX_OFFSET);
    }
  });
});

describe('hasUnreachableRows', () => {
  it('is true only when rows lie past the last reachable page', () => {
    expect(hasUnreachableRows(10_050, 50)).toBe(false);
    expect(hasUnreachableRows(10_051, 50)).toBe(true);
    expect(hasUnreachableRows(0, 50)).toBe(false);
  });
});

describe('nextPageOffset and isCutShort', () => {
  const page = (offset: number, count: number, total: number) => ({ offset, total, items: Array.from({ length: count }) });

  it('continue a list until its end', () => {
    expect(nextPageOffset(page(0, 50, 120))).toBe(50);
    expect(nextPageOffset(page(100, 20, 120))).toBeUndefined();
    expect(nextPageOffset(page(0, 0, 5))).toBeUndefined();
    expect(isCutShort(page(100, 20, 120))).toBe(false);
  });

  it('stop before a page that would start past MAX_OFFSET, and say the list was cut short', () => {
    expect(nextPageOffset(page(9_950, 50, 20_000))).toBe(10_000);
    expect(isCutShort(page(9_950, 50, 20_000))).toBe(false);
    expect(nextPageOffset(page(10_000, 50, 20_000))).toBeUndefined();
    expect(isCutShort(page(10_000, 50, 20_000))).toBe(true);
    expect(isCutShort(page(10_000, 50, 10_050))).toBe(false);
  });
});
