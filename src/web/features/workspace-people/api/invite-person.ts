import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invitation, InviteInput } from '../../../../domain/workspaces.ts';
import { api } from '../../../lib/api.ts';
import { peopleQueryOptions } from './get-people.ts';

/** POST /api/workspace/invitations: e-mails a single-use link that joins the workspace with `role` (the owner only). */
export function invitePerson(input: InviteInput) {
  return api.post<{ invitation: Invitation; mailed: boolean }>('/api/workspace/invitations', input);
}

export function useInvitePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: invitePerson,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleQueryOptions.queryKey }),
  });
}
