import { LogOut } from 'lucide-react';
import { initialsOf, type User } from '../../../domain/auth.ts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { useSignOut } from '../../features/auth/api/session.ts';
import { userMessage } from '../../lib/api.ts';

export function UserMenu({ user }: { user: User }) {
  const signOut = useSignOut();
  const toast = useToast();
  const signOutNow = () => signOut.mutate(undefined, { onError: (error) => toast.error('Sign out failed', userMessage(error)) });
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="flex items-center gap-2 rounded-full p-0.5 pr-2 hover:bg-surface-muted"
        aria-label={`Account menu for ${user.name}`}
      >
        <span className="flex size-8 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white">
          {initialsOf(user.name)}
        </span>
        <span className="hidden max-w-32 truncate text-sm font-medium text-ink 2xl:inline">{user.name}</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-64">
        <div className="px-2.5 py-2">
          <p className="truncate font-semibold text-ink">{user.name}</p>
          <p className="truncate text-xs text-ink-subtle">{user.email}</p>
        </div>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={signOutNow} disabled={signOut.isPending}>
          <LogOut className="size-4" aria-hidden="true" />
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
