import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndedPrivateLinks } from '../../../../domain/private-links.ts';
import { calendarFeedsQueryKeys } from '../../../entities/calendar-feeds/api/calendar-feeds.ts';
import { api } from '../../../lib/api.ts';
import { privateLinksQueryKeys } from './get-private-links.ts';

export function endAllPrivateLinks() {
  return api.delete<EndedPrivateLinks>('/api/private-links');
}

/** Turns every private link of the account off at once, as after a lost device. */
export function useEndAllPrivateLinks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endAllPrivateLinks,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: privateLinksQueryKeys.all }),
        queryClient.invalidateQueries({ queryKey: calendarFeedsQueryKeys.all }),
      ]),
  });
}
