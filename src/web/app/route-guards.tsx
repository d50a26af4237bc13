import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingScreen } from '../components/ui/loading-screen.tsx';
import { useSession } from '../lib/session.ts';

export const PRODUCT_NAME = 'Eventry';

export interface RedirectState {
  /** Where a signed-out visitor was going, to return there after signing in. */
  from?: string;
  /** Set right after signing in, to show the dashboard splash. */
  fromSignIn?: boolean;
}

/** Renders its children for a signed-in user; sends anyone else to /auth, remembering where they were. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isPending, isError, error } = useSession();
  const location = useLocation();
  if (isPending) return <LoadingScreen message={`Loading ${PRODUCT_NAME}...`} />;
  if (isError && !user) throw error;
  if (!user) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/auth" replace state={{ from } satisfies RedirectState} />;
  }
  return children;
}

/** Pages for visitors: a signed-in user goes to the dashboard instead. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { user, isPending } = useSession();
  const state = useLocation().state as RedirectState | null;
  if (isPending) return <LoadingScreen message={`Loading ${PRODUCT_NAME}...`} />;
  if (user) return <Navigate to={state?.from ?? '/app/dashboard'} replace state={{ fromSignIn: true } satisfies RedirectState} />;
  return children;
}

/**
 * A password reset link may arrive as a hash route on any page (/#reset-password?token=…&email=…):
 * such a visit goes to the reset screen, whoever is signed in.
 */
export function ResetLinkRedirect({ children }: { children: ReactNode }) {
  const { hash } = useLocation();
  if (hash.includes('reset-password')) return <Navigate to={`/reset-password${hash}`} replace />;
  return children;
}

/** Any unknown path: the dashboard when signed in, the landing page otherwise. */
export function CatchAll() {
  const { user, isPending } = useSession();
  if (isPending) return <LoadingScreen message={`Loading ${PRODUCT_NAME}...`} />;
  return <Navigate to={user ? '/app/dashboard' : '/'} replace />;
}
