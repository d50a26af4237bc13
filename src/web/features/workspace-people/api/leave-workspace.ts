import { useMutation } from '@tanstack/react-query';
import type { Workspace, WorkspaceList } from '../../../../domain/workspaces.ts';
import { api } from '../../../lib/api.ts';
import { saveWorkspaceChoice } from '../../../lib/workspaces.ts';

/**
 * After leaving or deleting workspace `goneId`: the account's own workspace becomes its choice.
 * Answers it, for the page to open (useOpenWorkspace).
 */
export async function chooseOwnWorkspace(goneId: number): Promise<Workspace> {
  const list = await api.get<WorkspaceList>('/api/workspaces');
  const own = list.items.find((workspace) => workspace.personal) ?? list.items.find((workspace) => workspace.id !== goneId);
  if (!own) throw new Error('No workspace is left to show.');
  return saveWorkspaceChoice(own.id);
}

/** POST /api/workspace/leave: the account leaves the tab's workspace (not one it owns). */
export function leaveWorkspace() {
  return api.post('/api/workspace/leave');
}

/** Leaves workspace `workspaceId` (the tab's); answers the account's own, to open next. */
export function useLeaveWorkspace(workspaceId: number) {
  return useMutation({
    mutationFn: async () => {
      await leaveWorkspace();
      return chooseOwnWorkspace(workspaceId);
    },
  });
}
