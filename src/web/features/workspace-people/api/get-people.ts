import { queryOptions, useQuery } from '@tanstack/react-query';
import type { People } from '../../../../domain/workspaces.ts';
import { api } from '../../../lib/api.ts';

/** The tab's workspace's own data (its people): forgotten with the rest of it when the tab moves to another. */
export const peopleQueryKeys = {
  all: ['workspace'] as const,
  people: () => ['workspace', 'people'] as const,
};

/** GET /api/workspace/people: the members with their roles, and (for the owner) the invitations waiting. */
export function getPeople(signal?: AbortSignal) {
  return api.get<People>('/api/workspace/people', undefined, signal);
}

export const peopleQueryOptions = queryOptions({
  queryKey: peopleQueryKeys.people(),
  queryFn: ({ signal }) => getPeople(signal),
});

export function usePeople() {
  return useQuery(peopleQueryOptions);
}
