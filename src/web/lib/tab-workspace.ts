import { WORKSPACE_HEADER } from '../../domain/workspace-rules.ts';

/**
 * The workspace this browser tab works in. Every planning request names it (the x-workspace-id
 * header, see workspaceHeaders), so two tabs can show two workspaces; without one the server uses
 * the account's last choice. Kept in session storage: it survives a reload of the tab, and a new tab
 * starts from the account's choice (or from the ?workspace= of the address it opens).
 */
const STORAGE_KEY = 'eventry.workspace';

/** The address parameter that names a workspace: /app/dashboard?workspace=12. */
export const WORKSPACE_PARAM = 'workspace';

type Listener = () => void;

let current: number | null | undefined;
const listeners = new Set<Listener>();

/** A workspace id as the address or storage spells it: a positive integer, or null. */
export function parseWorkspaceId(value: string | null | undefined): number | null {
  if (!value || !/^[1-9]\d{0,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

/** The workspace an address names (?workspace=12), or null. */
export function workspaceIdFromSearch(search: string): number | null {
  return parseWorkspaceId(new URLSearchParams(search).get(WORKSPACE_PARAM));
}

function readSaved(): number | null {
  try {
    return parseWorkspaceId(sessionStorage.getItem(STORAGE_KEY));
  } catch {
    return null;
  }
}

function save(id: number | null) {
  try {
    if (id === null) sessionStorage.removeItem(STORAGE_KEY);
    else sessionStorage.setItem(STORAGE_KEY, String(id));
  } catch {
    // Without storage the tab keeps its workspace until it is reloaded.
  }
}

/** The tab's workspace, or null while it has none (the account's choice applies). */
export function tabWorkspaceId(): number | null {
  if (current === undefined) current = readSaved();
  return current;
}

/** Makes `id` the tab's workspace (null: none, the account's choice applies); true when that changed it. */
export function setTabWorkspaceId(id: number | null): boolean {
  if (tabWorkspaceId() === id) return false;
  current = id;
  save(id);
  for (const listener of [...listeners]) listener();
  return true;
}

/** Calls `listener` whenever the tab's workspace changes; answers the function that stops it. */
export function onTabWorkspaceChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The header that names the tab's workspace (or `id`), for a request to the API; none while the tab has none. */
export function workspaceHeaders(id: number | null = tabWorkspaceId()): Record<string, string> {
  return id === null ? {} : { [WORKSPACE_HEADER]: String(id) };
}

/** Forgets what this module read, as a new page would (for tests). */
export function resetTabWorkspaceForTests() {
  current = undefined;
  listeners.clear();
}
