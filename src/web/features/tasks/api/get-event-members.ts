import { useCallback } from 'react';
import { queryOptions, useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '../../../../domain/pagination.ts';
import { api } from '../../../lib/api.ts';
import { tasksQueryKeys } from './get-tasks.ts';

export interface MemberOption {
  id: number;
  code: string;
  name: string;
  eventId: number;
}

interface MemberPage {
  items: MemberOption[];
  total: number;
}

/** An event's team members (or every member of the account), A to Z, page by page when there are many. */
export async function getMemberOptions(eventId: number | 'all', signal?: AbortSignal): Promise<MemberOption[]> {
  const members: MemberOption[] = [];
  for (let offset = 0; ; offset += MAX_PAGE_SIZE) {
    const page = await api.get<MemberPage>(
      '/api/team-members',
      { eventId: eventId === 'all' ? undefined : eventId, limit: MAX_PAGE_SIZE, offset },
      signal,
    );
    members.push(...page.items.map(({ id, code, name, eventId: memberEventId }) => ({ id, code, name, eventId: memberEventId })));
    if (page.items.length < MAX_PAGE_SIZE || members.length >= page.total) break;
  }
  return members;
}

/**
 * One query per event, shared by every row of that event, the filter and the task forms: a page
 * of 50 tasks costs one request per distinct event on it, whatever the number of rows.
 */
export function memberOptionsQueryOptions(eventId: number | 'all') {
  return queryOptions({
    queryKey: tasksQueryKeys.members(eventId),
    queryFn: ({ signal }) => getMemberOptions(eventId, signal),
  });
}

export function useMemberOptions(eventId: number | 'all' | null) {
  return useQuery({ ...memberOptionsQueryOptions(eventId ?? 'all'), enabled: eventId !== null });
}

export interface EventMembers {
  members: MemberOption[];
  isPending: boolean;
  isError: boolean;
}

/** The members of each of these events, by event id (the same map until a query's result changes). */
export function useMembersOfEvents(eventIds: readonly number[]): Map<number, EventMembers> {
  const combine = useCallback(
    (results: UseQueryResult<MemberOption[]>[]) =>
      new Map(
        results.map((result, index) => [
          eventIds[index]!,
          { members: result.data ?? [], isPending: result.isPending, isError: result.isError },
        ]),
      ),
    [eventIds],
  );
  return useQueries({ queries: eventIds.map((eventId) => memberOptionsQueryOptions(eventId)), combine });
}
