import { Building2, ChevronsUpDown } from 'lucide-react';
import { ROLE_LABELS } from '../../../domain/workspace-rules.ts';
import type { Workspace } from '../../../domain/workspaces.ts';
import { Spinner } from '../../components/ui/spinner.tsx';

/* What the workspace switcher's stand-in button (workspace-switcher.tsx) and the live menu (workspace-switcher-live.tsx) share. */

/** As wide as its name, up to the row's width: a longer name is cut short, the menu shows it whole. */
export const SWITCHER_BUTTON_CLASS =
  '-ml-2 flex h-8 max-w-full min-w-0 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-ink ' +
  'hover:bg-surface-muted data-[state=open]:bg-surface-muted';

/**
 * The button's name: "Workspace: Harbour Events, Viewer" (the role when the account does not own
 * it). It holds what the button shows, the name and the role, so that it answers to them.
 */
export function switcherLabel(workspace: Workspace | undefined): string {
  if (!workspace) return 'Workspace';
  return workspace.role === 'owner' ? `Workspace: ${workspace.name}` : `Workspace: ${workspace.name}, ${ROLE_LABELS[workspace.role]}`;
}

/** The workspace's name, and the account's role in it unless it owns it; "Workspace" while unknown (its request failed). */
export function SwitcherButtonContent({ workspace, busy = false }: { workspace: Workspace | undefined; busy?: boolean }) {
  return (
    <>
      {busy ? <Spinner className="size-4 shrink-0" /> : <Building2 className="size-4 shrink-0 text-ink-subtle" aria-hidden="true" />}
      <span className="min-w-0 truncate">{workspace ? workspace.name : 'Workspace'}</span>
      {/* The space keeps the name and the role two words apart in the button's text, as its name has them. */}
      {workspace && workspace.role !== 'owner' && (
        <>
          {' '}
          <span className="shrink-0 rounded bg-surface-muted px-1.5 py-0.5 text-xs font-medium text-ink-muted">{ROLE_LABELS[workspace.role]}</span>
        </>
      )}
      <ChevronsUpDown className="size-3.5 shrink-0 text-ink-subtle" aria-hidden="true" />
    </>
  );
}
