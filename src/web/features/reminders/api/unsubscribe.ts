import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UnsubscribeInfo } from '../../../../domain/reminders.ts';
import { api } from '../../../lib/api.ts';
import { unsubscribeQueryKeys } from './get-unsubscribe.ts';

/** POST /api/unsubscribe/{token}: stops the e-mails the link is about; doing it twice changes nothing. */
export function unsubscribe(token: string) {
  return api.post<{ unsubscribed: true }>(`/api/unsubscribe/${encodeURIComponent(token)}`);
}

export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unsubscribe(token),
    onSuccess: () => queryClient.setQueryData<UnsubscribeInfo>(unsubscribeQueryKeys.one(token), (info) => info && { ...info, unsubscribed: true }),
  });
}
