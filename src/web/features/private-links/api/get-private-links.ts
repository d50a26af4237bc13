import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { PrivateLinkList } from '../../../../domain/private-links.ts';
import { DEFAULT_PAGE_SIZE, nextPageOffset } from '../../../../domain/pagination-rules.ts';
import { api } from '../../../lib/api.ts';

export type { PrivateLink } from '../../../../domain/private-links.ts';

export const privateLinksQueryKeys = {
  all: ['private-links'] as const,
  list: () => [...privateLinksQueryKeys.all, 'list'] as const,
};

export function getPrivateLinks(offset: number, signal?: AbortSignal) {
  return api.get<PrivateLinkList>('/api/private-links', { limit: DEFAULT_PAGE_SIZE, offset }, signal);
}

export function getPrivateLinksQueryOptions() {
  return infiniteQueryOptions({
    queryKey: privateLinksQueryKeys.list(),
    queryFn: ({ pageParam, signal }) => getPrivateLinks(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextPageOffset,
    // Links are made and turned off from the events and members too: the list is read afresh on each visit.
    staleTime: 0,
  });
}

/** The account's live private links, newest first, a page at a time. */
export function usePrivateLinks() {
  const query = useInfiniteQuery(getPrivateLinksQueryOptions());
  const pages = query.data?.pages ?? [];
  return {
    ...query,
    links: pages.flatMap((page) => page.items),
    total: pages.at(-1)?.total ?? 0,
  };
}
