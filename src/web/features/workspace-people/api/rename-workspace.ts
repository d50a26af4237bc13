import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Workspace, WorkspaceInput } from '../../../../domain/workspaces.ts';
import { api } from '../../../lib/api.ts';
import { workspacesQueryKeys } from '../../../lib/workspaces.ts';

/** PATCH /api/workspace: renames the tab's workspace (the owner only). */
export function renameWorkspace(input: WorkspaceInput) {
  return api.patch<{ workspace: Workspace }>('/api/workspace', input);
}

export function useRenameWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameWorkspace,
    // The switcher shows the name.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workspacesQueryKeys.all }),
  });
}
