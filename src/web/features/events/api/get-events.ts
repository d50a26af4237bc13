import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { Event, EventStatusFilter } from '../../../../domain/events.ts';
import { DEFAULT_PAGE_SIZE, isCutShort, nextPageOffset } from '../../../../domain/pagination.ts';
import { api } from '../../../lib/api.ts';

export interface EventsPage {
  items: Event[];
  total: number;
  limit: number;
  offset: number;
}

export interface EventsFilters {
  q: string;
  status: EventStatusFilter;
  /** The viewer's calendar day, which statuses are derived from. */
  today: string;
}

export const eventsQueryKeys = {
  all: ['events'] as const,
  lists: () => [...eventsQueryKeys.all, 'list'] as const,
  list: (filters: EventsFilters) => [...eventsQueryKeys.lists(), filters] as const,
};

export function getEvents(filters: EventsFilters & { offset: number }, signal?: AbortSignal) {
  return api.get<EventsPage>(
    '/api/events',
    { q: filters.q, status: filters.status, today: filters.today, limit: DEFAULT_PAGE_SIZE, offset: filters.offset },
    signal,
  );
}

export function getEventsQueryOptions(filters: EventsFilters) {
  return infiniteQueryOptions({
    queryKey: eventsQueryKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getEvents({ ...filters, offset: pageParam }, signal),
    initialPageParam: 0,
    // Stops before a page the API would refuse (past its offset limit): isCutShort tells the page.
    getNextPageParam: nextPageOffset,
    // While a new search runs, the previous results stay on screen instead of a loading state.
    placeholderData: keepPreviousData,
  });
}

export function useEvents(filters: EventsFilters) {
  const query = useInfiniteQuery(getEventsQueryOptions(filters));
  const pages = query.data?.pages ?? [];
  const seen = new Set<number>();
  // Pages are fetched at different moments, so an event can move from one page to the next in between.
  const events = pages.flatMap((page) => page.items).filter((event) => !seen.has(event.id) && seen.add(event.id));
  const lastPage = pages.at(-1);
  const total = lastPage?.total ?? 0;
  /** More events match than a list can load: the page asks for a narrower search. */
  const cutShort = lastPage ? isCutShort(lastPage) : false;
  return { ...query, events, total, cutShort };
}
