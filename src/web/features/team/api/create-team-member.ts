import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateMemberInput, Member } from '../../../../domain/team.ts';
import { api } from '../../../lib/api.ts';
import { invalidateOtherAreas } from '../../../lib/query-areas.ts';
import { teamQueryKeys } from './get-team-members.ts';

export function createTeamMember(input: CreateMemberInput) {
  return api.post<{ member: Member }>('/api/team-members', input);
}

export function useCreateTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTeamMember,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teamQueryKeys.all }),
        // Events count their members; tasks, analytics and the dashboard show who is on the team.
        invalidateOtherAreas(queryClient, teamQueryKeys.all[0]),
      ]),
  });
}
