import { lazy, Suspense, useState } from 'react';
import { MenuButtonStandIn, type MenuOpening } from '../../components/ui/menu-stand-in.tsx';
import { useCurrentWorkspace } from '../../lib/workspaces.ts';
import { SWITCHER_BUTTON_CLASS, SwitcherButtonContent, switcherLabel } from './workspace-switcher-button.tsx';

// The menu, and the dialog that creates a workspace, load when the switcher is about to be used (as the
// account menu's do): a pointer over the button or focus on it starts loading them.
const loadLiveSwitcher = () => import('./workspace-switcher-live.tsx');
const LiveWorkspaceSwitcher = lazy(() => loadLiveSwitcher().then((module) => ({ default: module.LiveWorkspaceSwitcher })));
const preloadLiveSwitcher = () => void loadLiveSwitcher();

/**
 * The workspace switcher: the tab's workspace (and the account's role in it), the account's other
 * workspaces to move to, New workspace… and People.
 */
export function WorkspaceSwitcher() {
  const workspace = useCurrentWorkspace();
  const [opening, setOpening] = useState<MenuOpening | null>(null);
  const standIn = (
    <MenuButtonStandIn className={SWITCHER_BUTTON_CLASS} aria-label={switcherLabel(workspace)} onOpen={setOpening} onPointerEnter={preloadLiveSwitcher} onFocus={preloadLiveSwitcher}>
      <SwitcherButtonContent workspace={workspace} />
    </MenuButtonStandIn>
  );
  if (!opening) return standIn;
  return (
    <Suspense fallback={standIn}>
      <LiveWorkspaceSwitcher opening={opening} />
    </Suspense>
  );
}
