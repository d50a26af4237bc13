import { formatCount } from './english-format.ts';
// Page sizes and paging rules without zod, so that client code which only needs the rules loads no schemas;
// pagination.ts re-exports all of it with its schemas.

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 500;
/**
 * The furthest a list can skip. The database still walks every skipped row, so without a cap one
 * request could make it read a whole table; a list longer than this is narrowed with its filters.
 */
export const MAX_OFFSET = 10_000;
export const OFFSET_TOO_LARGE_MESSAGE = `Offset must be at most ${formatCount(MAX_OFFSET)}: narrow the search or filters to reach later rows`;

/**
 * How many pages of `pageSize` rows a pager offers for `total` rows: every page, except those that
 * would start past MAX_OFFSET. At least one, so an empty list still has its page 1.
 */
export function reachablePageCount(total: number, pageSize: number): number {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return Math.min(pages, Math.floor(MAX_OFFSET / pageSize) + 1);
}

/** Whether some of `total` rows lie past the last page a pager of `pageSize` rows can reach. */
export function hasUnreachableRows(total: number, pageSize: number): boolean {
  return total > reachablePageCount(total, pageSize) * pageSize;
}

/** One page of a list as the API answers it, for a "Load more" list. */
export interface PageInfo {
  offset: number;
  total: number;
  items: readonly unknown[];
}

/**
 * Where a "Load more" list's next page starts, or undefined when there is none to ask for: the list
 * is complete, or the next page would start past MAX_OFFSET (see isCutShort).
 */
export function nextPageOffset(page: PageInfo): number | undefined {
  const next = page.offset + page.items.length;
  return page.items.length > 0 && next < page.total && next <= MAX_OFFSET ? next : undefined;
}

/** Whether a "Load more" list stops before its last row because the next page would start past MAX_OFFSET. */
export function isCutShort(page: PageInfo): boolean {
  const next = page.offset + page.items.length;
  return page.items.length > 0 && next < page.total && next > MAX_OFFSET;
}
