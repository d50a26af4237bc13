import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, nextPageOffset } from '../../../../domain/pagination.ts';
import type { MemberList } from '../../../../domain/team.ts';
import { api } from '../../../lib/api.ts';

export interface TeamMemberFilters {
  eventId: number;
  q: string;
}

/** Every key of this area starts with 'team' (see lib/query-areas.ts). */
export const teamQueryKeys = {
  all: ['team'] as const,
  list: (filters: TeamMemberFilters) => ['team', 'members', filters] as const,
  summary: ['team', 'summary'] as const,
};

function getTeamMembers(query: { eventId?: number; q?: string; limit: number; offset: number }, signal?: AbortSignal) {
  return api.get<MemberList>('/api/team-members', query, signal);
}

/**
 * One event's members, page by page. Not retried automatically: the page shows the error with
 * its own Try Again and Force Retry buttons and counts every attempt.
 */
export function teamMembersQueryOptions(filters: TeamMemberFilters) {
  return infiniteQueryOptions({
    queryKey: teamQueryKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      getTeamMembers({ eventId: filters.eventId, q: filters.q || undefined, limit: DEFAULT_PAGE_SIZE, offset: pageParam }, signal),
    initialPageParam: 0,
    // Stops before a page the API would refuse (past its offset limit): isCutShort tells the page.
    getNextPageParam: nextPageOffset,
    retry: false,
    // While a new search runs, the event's current list stays on screen; another event starts afresh.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2].eventId === filters.eventId ? previous : undefined),
  });
}

/** Only the counts, for the page before an event is chosen. */
export const teamSummaryQueryOptions = queryOptions({
  queryKey: teamQueryKeys.summary,
  queryFn: ({ signal }) => getTeamMembers({ limit: 1, offset: 0 }, signal),
  select: (list) => ({ totalInSystem: list.totalInSystem }),
  retry: false,
});

export function useTeamMembers(filters: TeamMemberFilters | null) {
  return useInfiniteQuery({
    ...teamMembersQueryOptions(filters ?? { eventId: 0, q: '' }),
    enabled: filters !== null,
  });
}

export function useTeamSummary(enabled: boolean) {
  return useQuery({ ...teamSummaryQueryOptions, enabled });
}
