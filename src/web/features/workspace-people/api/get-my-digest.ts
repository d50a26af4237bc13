import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DigestSetting } from '../../../../domain/reminders.ts';
import { api } from '../../../lib/api.ts';
import { peopleQueryKeys } from './get-people.ts';

export const myDigestQueryKey = [...peopleQueryKeys.all, 'my-digest'] as const;

/** GET /api/workspace/digest: whether the signed-in organiser (an owner or editor) gets this workspace's digest. */
export function getMyDigest(signal?: AbortSignal) {
  return api.get<DigestSetting>('/api/workspace/digest', undefined, signal);
}

export const myDigestQueryOptions = queryOptions({
  queryKey: myDigestQueryKey,
  queryFn: ({ signal }) => getMyDigest(signal),
});

export function useMyDigest() {
  return useQuery(myDigestQueryOptions);
}
