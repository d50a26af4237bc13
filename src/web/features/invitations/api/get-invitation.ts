import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvitationPreview } from '../../../../domain/workspaces.ts';
import { api } from '../../../lib/api.ts';

export const invitationQueryKeys = {
  one: (token: string) => ['invitation', token] as const,
};

/** GET /api/invitations/{token}: who invites whom to which workspace, and whether the link still works (no session needed). */
export function getInvitation(token: string, signal?: AbortSignal) {
  return api.get<{ invitation: InvitationPreview }>(`/api/invitations/${encodeURIComponent(token)}`, undefined, signal);
}

export function invitationQueryOptions(token: string) {
  return queryOptions({
    queryKey: invitationQueryKeys.one(token),
    queryFn: ({ signal }) => getInvitation(token, signal),
    select: (data) => data.invitation,
  });
}

export function useInvitation(token: string) {
  return useQuery(invitationQueryOptions(token));
}
