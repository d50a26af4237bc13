import { KeyRound, Keyboard, LogOut } from 'lucide-react';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import { useFirstOpenFocus, type MenuOpening } from '../../components/ui/menu-stand-in.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { useSignOut } from '../../features/auth/api/session.ts';
import { userMessage } from '../../lib/api.ts';
import { UserMenuButtonContent, USER_MENU_BUTTON_CLASS, userMenuLabel, type UserMenuProps } from './user-menu-button.tsx';

/** The account menu itself, once the user has opened it (see UserMenu). */
export function LiveUserMenu({ user, opening, onShowShortcuts }: UserMenuProps & { opening: MenuOpening }) {
  const signOut = useSignOut();
  const toast = useToast();
  const focusFirstItem = useFirstOpenFocus(opening);
  const signOutNow = () => signOut.mutate(undefined, { onError: (error) => toast.error('Sign out failed', userMessage(error)) });
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger className={USER_MENU_BUTTON_CLASS} aria-label={userMenuLabel(user)}>
        <UserMenuButtonContent user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-64" onFocus={focusFirstItem}>
        <div className="px-2.5 py-2">
          <p className="truncate font-semibold text-ink">{user.name}</p>
          <p className="truncate text-xs text-ink-subtle">{user.email}</p>
        </div>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/app/private-links">
            <KeyRound className="size-4" aria-hidden="true" />
            Private links
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onShowShortcuts}>
          <Keyboard className="size-4" aria-hidden="true" />
          Keyboard shortcuts
          <kbd className="ml-auto font-mono text-xs text-ink-muted">?</kbd>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={signOutNow} disabled={signOut.isPending}>
          <LogOut className="size-4" aria-hidden="true" />
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
