import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Workspace } from '../../../../domain/workspaces.ts';
import { api } from '../../../lib/api.ts';
import { saveWorkspaceChoice } from '../../../lib/workspaces.ts';
import { invitationQueryKeys } from './get-invitation.ts';

/** POST /api/invitations/{token}/accept: the signed-in account joins the workspace with the invitation's role. */
export function acceptInvitation(token: string) {
  return api.post<{ workspace: Workspace }>(`/api/invitations/${encodeURIComponent(token)}/accept`);
}

/** Accepts, and makes the workspace joined the account's choice; answers it, for the page to open. */
export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { workspace } = await acceptInvitation(token);
      return saveWorkspaceChoice(workspace.id);
    },
    // Used now, or found used or expired: the page says so.
    onError: () => queryClient.invalidateQueries({ queryKey: invitationQueryKeys.one(token) }),
  });
}
