import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { User } from '../../../domain/auth.ts';
import { PASSWORD_RESET_MESSAGES, readResetLink } from '../../../domain/password-reset.ts';
import { Notice } from '../../components/ui/notice.tsx';
import { sessionQueryOptions } from '../../lib/session.ts';
import { AuthCard } from './components/auth-card.tsx';
import { ForgotPasswordForm } from './components/forgot-password-form.tsx';
import { ResetPasswordForm } from './components/reset-password-form.tsx';
import { SignInForm } from './components/sign-in-form.tsx';
import { SignUpForm } from './components/sign-up-form.tsx';
import { useAfterDelay } from './components/use-after-delay.ts';
import { clearResetRecord, readResetRecord, saveResetRecord } from './utils/reset-record.ts';

export type AuthMode = 'login' | 'signup' | 'forgot-password' | 'reset-password';

const POST_SIGN_IN_DELAY_MS = 200;

const COPY: Record<AuthMode, { title: string; subtitle: string }> = {
  login: { title: 'Welcome back', subtitle: 'Sign in to plan your events with your team.' },
  signup: { title: 'Create your account', subtitle: 'Start planning events, tasks and teams in minutes.' },
  'forgot-password': { title: 'Reset your password', subtitle: "Enter your account's email and we'll e-mail you a link to choose a new password." },
  'reset-password': { title: 'Set a new password', subtitle: 'It replaces your old password, and every browser signed in to your account is signed out.' },
};

/** What another screen of this page hands over when it sends the user to /auth. */
interface AuthPageState {
  /** Where a signed-out visitor was going, to return there after signing in. */
  from?: string;
  /** The email to fill in (an invitation's address, say). */
  email?: string;
  /** Set after a password reset, to say so above the sign-in form. */
  passwordReset?: boolean;
}

/** Modes other than sign-in that the address names: /auth?mode=signup (the landing page's Start Free Trial). */
const ADDRESSABLE_MODES: readonly AuthMode[] = ['signup', 'forgot-password'];

/** The address of a mode of this page, so that a link, a reload or the back button land on it. */
function authPath(mode: Exclude<AuthMode, 'reset-password'>): string {
  return mode === 'login' ? '/auth' : `/auth?mode=${mode}`;
}

/** The mode the address asks for: a reset link (in the path or the hash), ?mode=…, or sign-in. */
function modeOf(location: { pathname: string; search: string; hash: string }): AuthMode {
  if (location.pathname === '/reset-password' || location.hash.includes('reset-password')) return 'reset-password';
  const asked = new URLSearchParams(location.search).get('mode');
  return ADDRESSABLE_MODES.find((mode) => mode === asked) ?? 'login';
}

/** The reset link in the address bar, or else the one this tab saved when it took it out of there. */
function initialResetLink(location: { search: string; hash: string }) {
  const inUrl = readResetLink(location);
  if (inUrl.token) return { ...inUrl, inUrl: true };
  const saved = readResetRecord();
  if (saved) return { ...saved, inUrl: false };
  return { token: null, email: inUrl.email, inUrl: false };
}

export function AuthPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const state = location.state as AuthPageState | null;
  const mode = modeOf(location);
  const [resetLink] = useState(() => (mode === 'reset-password' ? initialResetLink(location) : null));
  const afterSignIn = useAfterDelay(POST_SIGN_IN_DELAY_MS);

  // A reset link's token is taken out of the address bar (and so out of the browser's history) as soon
  // as it is read; this tab keeps it in session storage for a reload.
  useEffect(() => {
    if (!resetLink?.inUrl || !resetLink.token || !readResetLink(window.location).token) return;
    saveResetRecord(resetLink.token, resetLink.email);
    navigate('/reset-password', { replace: true, state });
  }, [resetLink, navigate, state]);

  /** To another mode of the page, keeping where a signed-out visitor was going. */
  const toAuth = (next: Exclude<AuthMode, 'reset-password'>, handOver: Omit<AuthPageState, 'from'> = {}) =>
    navigate(authPath(next), { replace: true, state: { from: state?.from, email: state?.email, ...handOver } });

  const backToSignIn = () => {
    if (mode === 'reset-password') clearResetRecord();
    toAuth('login');
  };

  const requestNewLink = (email: string | null) => {
    clearResetRecord();
    toAuth('forgot-password', { email: email ?? undefined });
  };

  const finishSignIn = (user: User) => {
    afterSignIn(() => {
      queryClient.setQueryData(sessionQueryOptions.queryKey, { user });
      navigate(state?.from ?? '/app/dashboard', { replace: true, state: { fromSignIn: true } });
    });
  };

  const { title, subtitle } = COPY[mode];
  const link = 'font-semibold text-brand-600 hover:underline dark:text-brand-400';
  const filledEmail = state?.email ?? '';

  return (
    <AuthCard
      title={title}
      subtitle={subtitle}
      footer={
        mode === 'login' ? (
          <p>
            Don&apos;t have an account?{' '}
            <button type="button" className={link} onClick={() => toAuth('signup')}>
              Sign up
            </button>
          </p>
        ) : (
          <p>
            {mode === 'signup' ? 'Already have an account? ' : ''}
            <button type="button" className={link} onClick={backToSignIn}>
              {mode === 'signup' ? 'Sign in' : 'Back to sign in'}
            </button>
          </p>
        )
      }
    >
      {mode === 'login' && (
        <SignInForm
          onSignedIn={finishSignIn}
          onForgotPassword={() => toAuth('forgot-password')}
          defaultEmail={filledEmail}
          notice={
            state?.passwordReset && (
              <Notice tone="success" title={PASSWORD_RESET_MESSAGES.resetDone}>
                Sign in with your new password.
              </Notice>
            )
          }
        />
      )}
      {mode === 'signup' && <SignUpForm onSignedIn={finishSignIn} defaultEmail={filledEmail} />}
      {mode === 'forgot-password' && <ForgotPasswordForm defaultEmail={filledEmail} />}
      {mode === 'reset-password' && (
        <ResetPasswordForm
          token={resetLink?.token ?? null}
          email={resetLink?.email ?? null}
          onRequestNewLink={requestNewLink}
          onDone={(email) => toAuth('login', { email, passwordReset: true })}
        />
      )}
    </AuthCard>
  );
}
