import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { peopleQueryOptions } from './get-people.ts';

/** DELETE /api/workspace/people/{userId}: takes a member out of the workspace (the owner only). */
export function removeMember(userId: number) {
  return api.delete(`/api/workspace/people/${userId}`);
}

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleQueryOptions.queryKey }),
  });
}
