import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvitableRole } from '../../../../domain/workspace-rules.ts';
import type { WorkspaceMember } from '../../../../domain/workspaces.ts';
import { api } from '../../../lib/api.ts';
import { peopleQueryOptions } from './get-people.ts';

/** PATCH /api/workspace/people/{userId}: makes a member an editor or a viewer (the owner only). */
export function changeMemberRole(userId: number, role: InvitableRole) {
  return api.patch<{ member: WorkspaceMember }>(`/api/workspace/people/${userId}`, { role });
}

export function useChangeMemberRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: number; role: InvitableRole }) => changeMemberRole(userId, role),
    onSettled: () => queryClient.invalidateQueries({ queryKey: peopleQueryOptions.queryKey }),
  });
}
