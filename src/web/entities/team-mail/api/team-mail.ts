import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TeamMailInput, TeamMailQueued, TeamMailRecipients } from '../../../../domain/campaigns-schema.ts';
import { api } from '../../../lib/api.ts';

/**
 * Under the team's area: who can receive an e-mail follows the members (their addresses, who joined
 * or left), so the team's writes refresh it.
 */
export const teamMailQueryKeys = {
  recipients: (eventId: number) => ['team', 'mail-recipients', eventId] as const,
};

/** GET /api/events/{id}/team-mail/recipients: who an e-mail to the event's team reaches, and who it leaves out. */
export function getTeamMailRecipients(eventId: number, signal?: AbortSignal) {
  return api.get<TeamMailRecipients>(`/api/events/${eventId}/team-mail/recipients`, undefined, signal);
}

export function teamMailRecipientsQueryOptions(eventId: number) {
  return queryOptions({
    queryKey: teamMailQueryKeys.recipients(eventId),
    queryFn: ({ signal }) => getTeamMailRecipients(eventId, signal),
    // Asked afresh whenever the confirmation opens: it must show who receives it now.
    staleTime: 0,
  });
}

export function useTeamMailRecipients(eventId: number | null, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...teamMailRecipientsQueryOptions(eventId ?? 0), enabled: enabled && eventId !== null });
}

/**
 * POST /api/events/{id}/team-mail: plans one e-mail per recipient, sent in the background; a few
 * times an hour per event at most (429 beyond, with the server's explanation).
 */
export function sendTeamMail(eventId: number, input: TeamMailInput) {
  return api.post<TeamMailQueued>(`/api/events/${eventId}/team-mail`, input);
}

export function useSendTeamMail(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TeamMailInput) => sendTeamMail(eventId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamMailQueryKeys.recipients(eventId) }),
  });
}
