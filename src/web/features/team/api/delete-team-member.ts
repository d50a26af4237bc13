import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { invalidateOtherAreas } from '../../../lib/query-areas.ts';
import { teamQueryKeys } from './get-team-members.ts';

export function deleteTeamMember(id: number) {
  return api.delete(`/api/team-members/${id}`);
}

export function useDeleteTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTeamMember,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teamQueryKeys.all }),
        // Events count their members; tasks, analytics and the dashboard show who is on the team.
        invalidateOtherAreas(queryClient, teamQueryKeys.all[0]),
      ]),
  });
}
