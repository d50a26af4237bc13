import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { chooseOwnWorkspace } from './leave-workspace.ts';

/** DELETE /api/workspace: deletes the tab's workspace and everything in it (the owner only; not the account's own). */
export function deleteWorkspace() {
  return api.delete('/api/workspace');
}

/** Deletes workspace `workspaceId` (the tab's); answers the account's own, to open next. */
export function useDeleteWorkspace(workspaceId: number) {
  return useMutation({
    mutationFn: async () => {
      await deleteWorkspace();
      return chooseOwnWorkspace(workspaceId);
    },
  });
}
