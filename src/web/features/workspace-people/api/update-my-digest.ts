import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DigestSetting } from '../../../../domain/reminders.ts';
import { api } from '../../../lib/api.ts';
import { myDigestQueryKey } from './get-my-digest.ts';

/** PUT /api/workspace/digest: turns the signed-in organiser's digest of this workspace on or off. */
export function updateMyDigest(enabled: boolean) {
  return api.put<DigestSetting>('/api/workspace/digest', { enabled });
}

export function useUpdateMyDigest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMyDigest,
    // One change after the other: the last flip is the one saved.
    scope: { id: 'my-digest' },
    onSuccess: (saved) => queryClient.setQueryData(myDigestQueryKey, saved),
  });
}
