import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { roleAllows, type WorkspaceRole } from '../../domain/workspace-rules.ts';
import type { Workspace, WorkspaceList } from '../../domain/workspaces.ts';
import { api, apiRequest } from './api.ts';
import { sessionQueryOptions } from './session.ts';
import { forgetWorkspaceData, WORKSPACES_AREA } from './query-areas.ts';
import { onTabWorkspaceChange, setTabWorkspaceId, tabWorkspaceId, WORKSPACE_PARAM, workspaceIdFromSearch } from './tab-workspace.ts';

export const workspacesQueryKeys = {
  all: [WORKSPACES_AREA] as const,
  list: () => [WORKSPACES_AREA, 'list'] as const,
};

/**
 * The workspace a tab shows, from the tab's own (null: none yet) and the account's workspaces: the
 * tab's own while the account is in it; the account's choice for a tab that has none; and when the
 * account is no longer in the tab's (removed from it, or it was deleted), its own workspace, `lost`.
 */
export function reconcileTabWorkspace(tabId: number | null, list: WorkspaceList): { id: number; lost: boolean } {
  if (tabId === null) return { id: list.currentId, lost: false };
  if (list.items.some((workspace) => workspace.id === tabId)) return { id: tabId, lost: false };
  const own = list.items.find((workspace) => workspace.personal);
  return { id: own?.id ?? list.currentId, lost: true };
}

/* What the shell says after the tab lost its workspace; null when there is nothing to say. */

export interface LostWorkspace {
  /** The workspace's name, when the tab knew it. */
  name: string | null;
}

let lostNotice: LostWorkspace | null = null;
const noticeListeners = new Set<() => void>();

function setLostNotice(notice: LostWorkspace | null) {
  lostNotice = notice;
  for (const listener of [...noticeListeners]) listener();
}

export function dismissLostWorkspaceNotice() {
  setLostNotice(null);
}

export function useLostWorkspaceNotice(): LostWorkspace | null {
  return useSyncExternalStore(
    (listener) => {
      noticeListeners.add(listener);
      return () => noticeListeners.delete(listener);
    },
    () => lostNotice,
  );
}

/** Moves the tab to workspace `id` (null: the account's choice), forgetting the data of the one it leaves. */
export function showWorkspaceInTab(queryClient: QueryClient, id: number | null) {
  if (tabWorkspaceId() === id) return;
  forgetWorkspaceData(queryClient);
  setTabWorkspaceId(id);
}

/**
 * The tab's workspace `lostId` answered "Workspace not found": the account was removed from it, or it
 * was deleted. The tab shows the account's own workspace instead, and the shell says why.
 */
export function leaveLostWorkspace(queryClient: QueryClient, lostId: number) {
  // Several requests may fail together: the first moves the tab, the others find it moved.
  if (tabWorkspaceId() !== lostId) return;
  const known = queryClient.getQueryData<WorkspaceList>(workspacesQueryKeys.list());
  const own = known?.items.find((workspace) => workspace.personal && workspace.id !== lostId);
  setLostNotice({ name: nameOf(known, lostId) });
  showWorkspaceInTab(queryClient, own?.id ?? null);
  void queryClient.invalidateQueries({ queryKey: workspacesQueryKeys.all });
}

const nameOf = (list: WorkspaceList | undefined, id: number) => list?.items.find((workspace) => workspace.id === id)?.name ?? null;

/**
 * GET /api/workspaces: the account's workspaces, its role in each, and its last choice. Fixes the
 * tab's workspace on the way (see reconcileTabWorkspace), before any page shows.
 */
export const workspacesQueryOptions = queryOptions({
  queryKey: workspacesQueryKeys.list(),
  queryFn: async ({ signal, client }) => {
    const known = client.getQueryData<WorkspaceList>(workspacesQueryKeys.list());
    const list = await api.get<WorkspaceList>('/api/workspaces', undefined, signal);
    const tabId = tabWorkspaceId();
    const { id, lost } = reconcileTabWorkspace(tabId, list);
    if (tabId === null) {
      // What loaded meanwhile, without naming a workspace, came from the account's choice: this one.
      setTabWorkspaceId(id);
    } else if (lost) {
      setLostNotice({ name: nameOf(known, tabId) });
      showWorkspaceInTab(client, id);
    }
    return list;
  },
  staleTime: 60_000,
});

export function useWorkspaces() {
  return useQuery(workspacesQueryOptions);
}

/** The id of the tab's workspace, as it changes; null while it has none. */
export function useTabWorkspaceId(): number | null {
  return useSyncExternalStore(onTabWorkspaceChange, tabWorkspaceId);
}

/** The workspace this tab shows, with the account's role in it; undefined until the workspaces are known. */
export function useCurrentWorkspace(): Workspace | undefined {
  const tabId = useTabWorkspaceId();
  const { data } = useWorkspaces();
  if (!data) return undefined;
  const id = tabId ?? data.currentId;
  return data.items.find((workspace) => workspace.id === id);
}

/**
 * The account's role in the tab's workspace, as the app shell provides it to its pages (one
 * subscription to the workspaces for the whole page, not one per row of a table); undefined outside
 * the shell or while unknown.
 */
export const WorkspaceRoleContext = createContext<WorkspaceRole | undefined>(undefined);

/** The account's role in the tab's workspace; undefined while unknown. */
export function useWorkspaceRole(): WorkspaceRole | undefined {
  return useContext(WorkspaceRoleContext);
}

/**
 * Whether `role` may change a workspace's events, tasks, team and templates: an owner or an editor
 * may, a viewer may not. While the role is unknown (its request failed) the controls stay: the server
 * refuses what the role does not allow.
 */
export function canEditWith(role: WorkspaceRole | undefined): boolean {
  return role === undefined || roleAllows(role, 'editor');
}

/** Whether the account may change the tab's workspace (see canEditWith): a viewer sees no create or edit controls. */
export function useCanEdit(): boolean {
  return canEditWith(useWorkspaceRole());
}

/**
 * PUT /api/workspaces/choice: the workspace the account opens next time a tab names none; refused
 * ("Workspace not found") when the account is not in it. Sent as a request of that workspace, so
 * that a refusal is not taken for the loss of the tab's own.
 */
export async function saveWorkspaceChoice(workspaceId: number): Promise<Workspace> {
  const { workspace } = await apiRequest<{ workspace: Workspace }>('/api/workspaces/choice', { method: 'PUT', body: { workspaceId }, workspaceId });
  return workspace;
}

/**
 * An /app address that names a workspace (?workspace=12) opens it in this tab, and makes it the
 * account's choice once someone is known to be signed in. Called as a page's data starts loading (by
 * the router), so that it loads from that workspace.
 */
export function adoptAddressWorkspace(queryClient: QueryClient, url: URL) {
  const id = workspaceIdFromSearch(url.search);
  if (id === null || id === tabWorkspaceId()) return;
  showWorkspaceInTab(queryClient, id);
  void queryClient
    .ensureQueryData(sessionQueryOptions)
    // Refused with "Workspace not found" when the account is not in it: the tab then leaves it (see api.ts).
    .then(({ user }) => (user ? saveWorkspaceChoice(id) : null))
    .catch(() => undefined);
}

/** The dashboard of workspace `id`: the address names the workspace, so a reload or a copied link opens the same one. */
export function workspaceDashboardPath(id: number): string {
  return `/app/dashboard?${WORKSPACE_PARAM}=${id}`;
}

/**
 * Opens a workspace in this tab (the account's choice, saved before: see saveWorkspaceChoice) at its
 * dashboard: the data of the one left is forgotten, and the address names the new one. A workspace
 * just made or joined is added to the list at once, so that the switcher and the role it allows are
 * right from the first render. `state` goes with the move (what the dashboard should say).
 */
export function useOpenWorkspace() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (workspace: Workspace, state?: unknown) => {
      queryClient.setQueryData<WorkspaceList>(workspacesQueryKeys.list(), (list) =>
        list && !list.items.some((known) => known.id === workspace.id) ? { ...list, items: [...list.items, workspace] } : list,
      );
      showWorkspaceInTab(queryClient, workspace.id);
      void queryClient.invalidateQueries({ queryKey: workspacesQueryKeys.all });
      void navigate(workspaceDashboardPath(workspace.id), { state });
    },
    [queryClient, navigate],
  );
}
