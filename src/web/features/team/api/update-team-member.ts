import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Member, UpdateMemberInput } from '../../../../domain/team.ts';
import { api } from '../../../lib/api.ts';
import { invalidateOtherAreas } from '../../../lib/query-areas.ts';
import { teamQueryKeys } from './get-team-members.ts';

export function updateTeamMember({ id, input }: { id: number; input: UpdateMemberInput }) {
  return api.patch<{ member: Member }>(`/api/team-members/${id}`, input);
}

export function useUpdateTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTeamMember,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teamQueryKeys.all }),
        // Tasks, analytics and the dashboard show members' names and statuses.
        invalidateOtherAreas(queryClient, teamQueryKeys.all[0]),
      ]),
  });
}
