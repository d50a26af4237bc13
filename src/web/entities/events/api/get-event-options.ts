import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { EventOption, EventOptionList } from '../../../../domain/events.ts';
import { nextPageOffset } from '../../../../domain/pagination-rules.ts';
import { api } from '../../../lib/api.ts';

export type { EventOption };

/** Options per request: a picker shows this many, and pages in more as it is scrolled. */
export const EVENT_OPTIONS_PAGE_SIZE = 50;

/**
 * In the events area (see lib/query-areas.ts): creating, renaming or deleting an event refreshes
 * every picker, and a write elsewhere does too.
 */
export const eventOptionsQueryKeys = {
  all: ['events', 'options'] as const,
  search: (q: string) => ['events', 'options', 'search', q] as const,
  one: (id: number) => ['events', 'options', 'one', id] as const,
};

export function getEventOptions(query: { q?: string; id?: number; limit: number; offset: number }, signal?: AbortSignal) {
  return api.get<EventOptionList>('/api/events/options', { ...query, q: query.q || undefined }, signal);
}

/** The account's events whose name contains `q`, A to Z, page by page. */
export function eventOptionsQueryOptions(q: string) {
  return infiniteQueryOptions({
    queryKey: eventOptionsQueryKeys.search(q),
    queryFn: ({ pageParam, signal }) => getEventOptions({ q, limit: EVENT_OPTIONS_PAGE_SIZE, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: nextPageOffset,
  });
}

export interface EventOptionsSearch {
  enabled?: boolean;
  /** False where the page counts the attempts itself (Team's Force Retry). */
  retry?: false;
}

export function useEventOptions(q: string, { enabled = true, retry }: EventOptionsSearch = {}) {
  return useInfiniteQuery({
    ...eventOptionsQueryOptions(q),
    enabled,
    ...(retry === false ? { retry } : {}),
    // While the next search runs, the previous results stay in the list.
    placeholderData: keepPreviousData,
  });
}

/** One event's option by id: null when it is not one of the account's (deleted, or a stale link). */
export function eventOptionQueryOptions(id: number) {
  return queryOptions({
    queryKey: eventOptionsQueryKeys.one(id),
    queryFn: async ({ signal }): Promise<EventOption | null> => (await getEventOptions({ id, limit: 1, offset: 0 }, signal)).items[0] ?? null,
  });
}

/** The name of a chosen event that may not be on any page a picker has loaded (from the address, say). */
export function useEventOption(id: number | null) {
  return useQuery({ ...eventOptionQueryOptions(id ?? 0), enabled: id !== null });
}
