import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnsubscribeInfo } from '../../../../domain/reminders.ts';
import { api } from '../../../lib/api.ts';

export const unsubscribeQueryKeys = {
  one: (token: string) => ['unsubscribe', token] as const,
};

/** GET /api/unsubscribe/{token}: which e-mails the link stops, for whom, and whether they are stopped already (no session needed). */
export function getUnsubscribe(token: string, signal?: AbortSignal) {
  return api.get<UnsubscribeInfo>(`/api/unsubscribe/${encodeURIComponent(token)}`, undefined, signal);
}

export function unsubscribeQueryOptions(token: string) {
  return queryOptions({
    queryKey: unsubscribeQueryKeys.one(token),
    queryFn: ({ signal }) => getUnsubscribe(token, signal),
  });
}

export function useUnsubscribeInfo(token: string) {
  return useQuery(unsubscribeQueryOptions(token));
}
