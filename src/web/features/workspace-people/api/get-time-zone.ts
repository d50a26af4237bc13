import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { peopleQueryKeys } from './get-people.ts';

/** The workspace's own settings, kept with its people (forgotten when the tab moves to another workspace). */
export const timeZoneQueryKey = [...peopleQueryKeys.all, 'time-zone'] as const;

/** GET /api/workspace: the tab's workspace; here, its time zone (IANA), which its reminder e-mails go by. */
export function getTimeZone(signal?: AbortSignal) {
  return api.get<{ workspace: { timeZone: string } }>('/api/workspace', undefined, signal).then((answer) => answer.workspace.timeZone);
}

export const timeZoneQueryOptions = queryOptions({
  queryKey: timeZoneQueryKey,
  queryFn: ({ signal }) => getTimeZone(signal),
});

export function useTimeZone() {
  return useQuery(timeZoneQueryOptions);
}
