import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventMemberLinksSent } from '../../../../domain/member-page.ts';
import { api } from '../../../lib/api.ts';
import { teamQueryKeys } from './get-team-members.ts';

/** A new link e-mailed to every member of the event who has an address (each replaces the member's link before). */
export function useEmailEventMemberLinks(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<EventMemberLinksSent>(`/api/events/${eventId}/member-links/email`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...teamQueryKeys.all, 'member-link'] }),
  });
}
