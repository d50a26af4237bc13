import type { User } from '../../../domain/auth.ts';
import { initialsOf } from '../../../domain/names.ts';

/* What the account menu's stand-in button (user-menu.tsx) and the live menu (user-menu-live.tsx) share. */

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
