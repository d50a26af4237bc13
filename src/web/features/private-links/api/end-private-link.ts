import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PrivateLink, PrivateLinkKind } from '../../../../domain/private-links.ts';
import { calendarFeedsQueryKeys } from '../../../entities/calendar-feeds/api/calendar-feeds.ts';
import { api } from '../../../lib/api.ts';
import { privateLinksQueryKeys } from './get-private-links.ts';

/** Where each kind of link is ended: DELETE /api/private-links/{path}/{id}. */
const KIND_PATHS: Record<PrivateLinkKind, string> = { calendarFeed: 'calendar-feeds', memberPage: 'member-pages' };

export function endPrivateLink(link: Pick<PrivateLink, 'kind' | 'id'>) {
  return api.delete(`/api/private-links/${KIND_PATHS[link.kind]}/${link.id}`);
}

/** Turns one link off; the list and the event's or member's feed panel then show it gone. */
export function useEndPrivateLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endPrivateLink,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: privateLinksQueryKeys.all }),
        queryClient.invalidateQueries({ queryKey: calendarFeedsQueryKeys.all }),
      ]),
  });
}
