import { lazy, Suspense, useState } from 'react';
import type { User } from '../../../domain/auth.ts';
import { initialsOf } from '../../../domain/names.ts';
import { MenuButtonStandIn, type MenuOpening } from '../../components/ui/menu-stand-in.tsx';

// The menu and what signing out needs (the auth code and its schemas) load when the menu is about
// to be used, not with every page: a pointer over the button or focus on it starts loading them.
const loadLiveMenu = () => import('./user-menu-live.tsx');
const LiveUserMenu = lazy(() => loadLiveMenu().then((module) => ({ default: module.LiveUserMenu })));
const preloadLiveMenu = () => void loadLiveMenu();

export const USER_MENU_BUTTON_CLASS = 'flex items-center gap-2 rounded-full p-0.5 pr-2 hover:bg-surface-muted';
// Starts with the initials shown on the button (and then the name, shown on wide screens), so that
// the button answers to what is seen on it (WCAG 2.5.3, label in name).
export const userMenuLabel = (user: User) => `${initialsOf(user.name)} ${user.name}: Account menu`;

export function UserMenuButtonContent({ user }: { user: User }) {
  return (
    <>
      <span className="flex size-8 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white">
        {initialsOf(user.name)}
      </span>
      <span className="hidden max-w-32 truncate text-sm font-medium text-ink 2xl:inline">{user.name}</span>
    </>
  );
}

export interface UserMenuProps {
  user: User;
  /** Opens the list of keyboard shortcuts. */
  onShowShortcuts: () => void;
}

/** The account menu: the user's name and email, the keyboard shortcuts, and Sign Out. */
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
