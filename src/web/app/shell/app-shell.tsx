import { useEffect, useState } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { Menu, X } from 'lucide-react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { Badge } from '../../components/ui/badge.tsx';
import { LoadingScreen } from '../../components/ui/loading-screen.tsx';
import { cn } from '../../lib/cn.ts';
import { useSession } from '../../lib/session.ts';
import { canEditWith, useCurrentWorkspace, useTabWorkspaceId, useWorkspaces, WorkspaceRoleContext } from '../../lib/workspaces.ts';
import { PRODUCT_NAME, type RedirectState } from '../route-guards.tsx';
import { BonusesButton } from './bonuses-button.tsx';
import { ShortcutsHelpDialog, useKeyboardShortcuts } from './keyboard-shortcuts.tsx';
import { NAV_ITEMS, PEOPLE_ITEM, type NavItem } from './navigation.ts';
import { SiteFooter } from './site-footer.tsx';
import { ThemeToggle } from './theme-toggle.tsx';
import { UserMenu } from './user-menu.tsx';
import { JoinedWorkspaceToast, LostWorkspaceNotice } from './workspace-notices.tsx';
import { WorkspaceSwitcher } from './workspace-switcher.tsx';

const DASHBOARD_SPLASH_MS = 1000;

function NavItemLink({ item, onNavigate, stacked }: { item: NavItem; onNavigate?: () => void; stacked?: boolean }) {
  const Icon = item.icon;
  const { pathname } = useLocation();
  const within = item.includes?.includes(pathname) ?? false;
  return (
    <NavLink
      to={item.to}
      onClick={onNavigate}
      className={({ isActive }) =>
        cn(
          'flex items-center gap-2 rounded-lg px-3 text-sm font-medium whitespace-nowrap transition-colors',
          stacked ? 'py-3' : 'h-9',
          isActive || within
            ? 'bg-brand-50 text-brand-700 dark:bg-brand-900/50 dark:text-brand-200'
            : 'text-ink-muted hover:bg-surface-muted hover:text-ink',
        )
      }
    >
      <Icon className="size-4" aria-hidden="true" />
      {item.label}
      {item.beta && (
        <Badge tone="brand" className="px-1.5 py-0 text-[10px]">
          Beta
        </Badge>
      )}
    </NavLink>
  );
}

function MobileNavigation() {
  const [open, setOpen] = useState(false);
  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen}>
      <RadixDialog.Trigger
        className="inline-flex size-9 items-center justify-center rounded-lg text-ink-muted hover:bg-surface-muted xl:hidden"
        aria-label="Open navigation menu"
      >
        <Menu className="size-5" aria-hidden="true" />
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50" />
        <RadixDialog.Content className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-surface p-4 shadow-2xl focus:outline-none">
          <div className="mb-4 flex items-center justify-between">
            <RadixDialog.Title className="text-lg font-bold text-ink">Eventry</RadixDialog.Title>
            <RadixDialog.Description className="sr-only">Navigation</RadixDialog.Description>
            <RadixDialog.Close className="rounded-md p-1 text-ink-subtle hover:bg-surface-muted" aria-label="Close navigation menu">
              <X className="size-5" aria-hidden="true" />
            </RadixDialog.Close>
          </div>
          <nav aria-label="Main" className="flex flex-col gap-1">
            {NAV_ITEMS.map((item) => (
              <NavItemLink key={item.to} item={item} stacked onNavigate={() => setOpen(false)} />
            ))}
          </nav>
          <nav aria-label="Workspace" className="mt-4 flex flex-col gap-1 border-t border-line pt-4">
            <NavItemLink item={PEOPLE_ITEM} stacked onNavigate={() => setOpen(false)} />
          </nav>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export function AppShell() {
  const { user } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [splash, setSplash] = useState(() => Boolean((location.state as RedirectState | null)?.fromSignIn));
  const workspaces = useWorkspaces();
  const workspaceId = useTabWorkspaceId();
  const role = useCurrentWorkspace()?.role;
  const canEdit = canEditWith(role);
  const shortcuts = useKeyboardShortcuts(canEdit);

  useEffect(() => {
    if (!splash) return;
    const timer = setTimeout(() => {
      setSplash(false);
      // Shown once per sign-in: a reload of this page goes straight to it.
      navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: null });
    }, DASHBOARD_SPLASH_MS);
    return () => clearTimeout(timer);
  }, [splash, navigate, location.pathname, location.search, location.hash]);

  if (splash) return <LoadingScreen message="Preparing your dashboard..." />;
  if (!user) return null;
  // Every page shows the tab's workspace, and what the account's role there allows: known first.
  if (workspaces.isPending) return <LoadingScreen message={`Loading ${PRODUCT_NAME}...`} />;

  return (
    <div className="flex min-h-screen flex-col bg-canvas">
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-surface focus:px-3 focus:py-2">
        Skip to content
      </a>
      <header className="sticky top-0 z-30 border-b border-line bg-surface/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
          <MobileNavigation />
          <Link to="/app/dashboard" className="flex items-center gap-2 text-lg font-bold text-ink">
            <img src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
            Eventry
          </Link>
          <nav aria-label="Main" className="ml-2 hidden items-center gap-0.5 xl:flex">
            {NAV_ITEMS.map((item) => (
              <NavItemLink key={item.to} item={item} />
            ))}
          </nav>
          <div className="ml-auto flex items-center gap-1">
            <BonusesButton />
            <ThemeToggle />
            <UserMenu user={user} onShowShortcuts={() => shortcuts.setHelpOpen(true)} />
          </div>
        </div>
        {/* The workspace the tab works in, on a row of its own: a long name has room at any width. */}
        <div className="border-t border-line">
          <div className="mx-auto flex h-11 max-w-7xl items-center gap-3 px-4 sm:px-6">
            <WorkspaceSwitcher />
            {role === 'viewer' && <p className="ml-auto hidden text-xs text-ink-muted sm:block">You can see and export everything here, but not change it.</p>}
          </div>
        </div>
      </header>
      {/* At least a screen tall (below the header's 4rem and 2.75rem rows): the footer starts below the fold, so a page
          whose content arrives later does not push it across the screen, nor the scroll bar shift the page. */}
      <main id="main" className="mx-auto min-h-[calc(100vh-6.75rem)] w-full max-w-7xl flex-1 px-4 py-8 sm:px-6">
        <LostWorkspaceNotice />
        <JoinedWorkspaceToast />
        {/* A page opens afresh in another workspace: nothing it held belongs to the new one. */}
        <WorkspaceRoleContext.Provider key={workspaceId ?? 'account'} value={role}>
          <Outlet />
        </WorkspaceRoleContext.Provider>
      </main>
      <SiteFooter />
      <ShortcutsHelpDialog open={shortcuts.helpOpen} onOpenChange={shortcuts.setHelpOpen} canEdit={canEdit} />
    </div>
  );
}
