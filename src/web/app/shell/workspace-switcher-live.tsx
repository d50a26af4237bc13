import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Plus, RefreshCw } from 'lucide-react';
import { ROLE_LABELS } from '../../../domain/workspace-rules.ts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  useAfterMenuClose,
} from '../../components/ui/dropdown-menu.tsx';
import { useFirstOpenFocus, type MenuOpening } from '../../components/ui/menu-stand-in.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { userMessage } from '../../lib/api.ts';
import { saveWorkspaceChoice, useCurrentWorkspace, useOpenWorkspace, useWorkspaces } from '../../lib/workspaces.ts';
import { PEOPLE_ITEM } from './navigation.ts';
import { SWITCHER_BUTTON_CLASS, SwitcherButtonContent, switcherLabel } from './workspace-switcher-button.tsx';

const NewWorkspaceDialog = lazy(() => import('./new-workspace-dialog.tsx').then((module) => ({ default: module.NewWorkspaceDialog })));

/** The workspace switcher's menu, once the user has opened it (see WorkspaceSwitcher). */
export function LiveWorkspaceSwitcher({ opening }: { opening: MenuOpening }) {
  const workspaces = useWorkspaces();
  const current = useCurrentWorkspace();
  const openWorkspace = useOpenWorkspace();
  const toast = useToast();
  const focusFirstItem = useFirstOpenFocus(opening);
  const menu = useAfterMenuClose();
  const [creating, setCreating] = useState(false);
  const [switching, setSwitching] = useState(false);
  const PeopleIcon = PEOPLE_ITEM.icon;

  const choose = (value: string) => {
    const id = Number(value);
    if (switching || id === current?.id) return;
    setSwitching(true);
    saveWorkspaceChoice(id).then(
      (workspace) => {
        setSwitching(false);
        openWorkspace(workspace);
      },
      (error: unknown) => {
        setSwitching(false);
        toast.error('Could not switch workspace', userMessage(error));
      },
    );
  };

  return (
    <>
      <DropdownMenu defaultOpen>
        <DropdownMenuTrigger className={SWITCHER_BUTTON_CLASS} aria-label={switcherLabel(current)} aria-busy={switching || undefined}>
          <SwitcherButtonContent workspace={current} busy={switching} />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="w-72 max-w-[calc(100vw-1rem)]" onFocus={focusFirstItem} onCloseAutoFocus={menu.onCloseAutoFocus}>
          <DropdownMenuLabel>Workspaces</DropdownMenuLabel>
          {workspaces.data ? (
            <DropdownMenuRadioGroup value={current ? String(current.id) : ''} onValueChange={choose}>
              {workspaces.data.items.map((workspace) => {
                const role = workspace.personal ? `${ROLE_LABELS[workspace.role]}, your own` : ROLE_LABELS[workspace.role];
                return (
                  // Read as one: "Harbour Events, Editor".
                  <DropdownMenuRadioItem key={workspace.id} value={String(workspace.id)} disabled={switching} aria-label={`${workspace.name}, ${role}`}>
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-medium">{workspace.name}</span>
                      {/* The space keeps the two lines two words apart in the item's text, as its name has them. */}{' '}
                      <span className="block text-xs text-ink-muted">{role}</span>
                    </span>
                  </DropdownMenuRadioItem>
                );
              })}
            </DropdownMenuRadioGroup>
          ) : (
            <DropdownMenuItem onSelect={(event) => {
              event.preventDefault();
              void workspaces.refetch();
            }}>
              <RefreshCw className="size-4" aria-hidden="true" />
              {workspaces.isFetching ? 'Loading workspaces...' : 'Could not load your workspaces: Try Again'}
            </DropdownMenuItem>
          )}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={menu.after(() => setCreating(true))}>
            <Plus className="size-4" aria-hidden="true" />
            New workspace…
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to={PEOPLE_ITEM.to}>
              <PeopleIcon className="size-4" aria-hidden="true" />
              {PEOPLE_ITEM.label}
            </Link>
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {creating && (
        <Suspense fallback={null}>
          <NewWorkspaceDialog onClose={() => setCreating(false)} />
        </Suspense>
      )}
    </>
  );
}
