import { lazy, Suspense, useState } from 'react';
import { MenuButtonStandIn, type MenuOpening } from '../../components/ui/menu-stand-in.tsx';
import { UserMenuButtonContent, USER_MENU_BUTTON_CLASS, userMenuLabel, type UserMenuProps } from './user-menu-button.tsx';

// The menu and what signing out needs (the auth code and its schemas) load when the menu is about
// to be used, not with every page: a pointer over the button or focus on it starts loading them.
const loadLiveMenu = () => import('./user-menu-live.tsx');
const LiveUserMenu = lazy(() => loadLiveMenu().then((module) => ({ default: module.LiveUserMenu })));
const preloadLiveMenu = () => void loadLiveMenu();

/** The account menu: the user's name and email, their private links, the keyboard shortcuts, and Sign Out. */
export function UserMenu({ user, onShowShortcuts }: UserMenuProps) {
  const [opening, setOpening] = useState<MenuOpening | null>(null);
  const standIn = (
    <MenuButtonStandIn
      className={USER_MENU_BUTTON_CLASS}
      aria-label={userMenuLabel(user)}
      onOpen={setOpening}
      onPointerEnter={preloadLiveMenu}
      onFocus={preloadLiveMenu}
    >
      <UserMenuButtonContent user={user} />
    </MenuButtonStandIn>
  );
  if (!opening) return standIn;
  return (
    <Suspense fallback={standIn}>
      <LiveUserMenu user={user} opening={opening} onShowShortcuts={onShowShortcuts} />
    </Suspense>
  );
}
