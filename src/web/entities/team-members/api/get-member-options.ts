import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { nextPageOffset } from '../../../../domain/pagination-rules.ts';
import type { MemberOption, MemberOptionList } from '../../../../domain/team.ts';
import { api } from '../../../lib/api.ts';

export type { MemberOption };

/** Options per request: a picker shows this many, and pages in more as it is scrolled. */
export const MEMBER_OPTIONS_PAGE_SIZE = 50;

/** Members of one event, or of every event of the account. */
export type MemberScope = number | 'all';

/**
 * In the team area (see lib/query-areas.ts): adding, editing or removing a member refreshes every
 * member picker, and so does deleting an event.
 */
export const memberOptionsQueryKeys = {
  all: ['team', 'options'] as const,
  search: (scope: MemberScope, q: string) => ['team', 'options', 'search', scope, q] as const,
  one: (id: number) => ['team', 'options', 'one', id] as const,
};

export function getMemberOptions(
  query: { eventId?: number; id?: number; q?: string; limit: number; offset: number },
  signal?: AbortSignal,
) {
  return api.get<MemberOptionList>('/api/team-members/options', { ...query, q: query.q || undefined }, signal);
}

/** The members in `scope` whose name or user ID contains `q`, A to Z, page by page. */
export function memberOptionsQueryOptions(scope: MemberScope, q: string) {
  return infiniteQueryOptions({
    queryKey: memberOptionsQueryKeys.search(scope, q),
    queryFn: ({ pageParam, signal }) =>
      getMemberOptions({ eventId: scope === 'all' ? undefined : scope, q, limit: MEMBER_OPTIONS_PAGE_SIZE, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: nextPageOffset,
  });
}

export function useMemberOptions(scope: MemberScope, q: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({
    ...memberOptionsQueryOptions(scope, q),
    enabled,
    // While the next search runs, the previous results of the same event stay in the list.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[3] === scope ? previous : undefined),
  });
}

/** One member's option by id: null when they are not one of the account's members. */
export function memberOptionQueryOptions(id: number) {
  return queryOptions({
    queryKey: memberOptionsQueryKeys.one(id),
    queryFn: async ({ signal }): Promise<MemberOption | null> => (await getMemberOptions({ id, limit: 1, offset: 0 }, signal)).items[0] ?? null,
  });
}

/** The name of a chosen member that may not be on any page a picker has loaded (from the address, say). */
export function useMemberOption(id: number | null) {
  return useQuery({ ...memberOptionQueryOptions(id ?? 0), enabled: id !== null });
}

/** "Jordan Lee (TC-12345042)", as the selectors show a member. */
export function memberOptionLabel(member: { name: string; code: string }): string {
  return member.code ? `${member.name} (${member.code})` : member.name;
}
