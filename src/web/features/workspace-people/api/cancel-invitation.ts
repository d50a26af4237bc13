import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { peopleQueryOptions } from './get-people.ts';

/** DELETE /api/workspace/invitations/{id}: the invitation's link stops working (the owner only). */
export function cancelInvitation(id: number) {
  return api.delete(`/api/workspace/invitations/${id}`);
}

export function useCancelInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleQueryOptions.queryKey }),
  });
}
