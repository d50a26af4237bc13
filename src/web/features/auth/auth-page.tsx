import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { User } from '../../../domain/auth.ts';
import { sessionQueryOptions } from '../../lib/session.ts';
import { AuthCard } from './components/auth-card.tsx';
import { ForgotPasswordForm } from './components/forgot-password-form.tsx';
import { ResetPasswordForm } from './components/reset-password-form.tsx';
import { SignInForm } from './components/sign-in-form.tsx';
import { SignUpForm } from './components/sign-up-form.tsx';

export type AuthMode = 'login' | 'signup' | 'forgot-password' | 'reset-password';

const POST_SIGN_IN_DELAY_MS = 200;

const COPY: Record<AuthMode, { title: string; subtitle: string }> = {
  login: { title: 'Welcome back', subtitle: 'Sign in to plan your events with your team.' },
  signup: { title: 'Create your account', subtitle: 'Start planning events, tasks and teams in minutes.' },
  'forgot-password': { title: 'Reset your password', subtitle: "Enter your email and we'll send you a reset link." },
  'reset-password': { title: 'Set a new password', subtitle: 'Choose a strong password you have not used before.' },
};

/** Reset links carry token and email in the query, either of the URL or of its hash (#reset-password?token=…). */
function resetParams(location: { search: string; hash: string }) {
  const hashQuery = location.hash.includes('?') ? location.hash.slice(location.hash.indexOf('?')) : '';
  const params = new URLSearchParams(location.search || hashQuery);
  return { token: params.get('token'), email: params.get('email') };
}

function initialMode(location: { pathname: string; hash: string }): AuthMode {
  if (location.pathname === '/reset-password' || location.hash.includes('reset-password')) return 'reset-password';
  return 'login';
}

export function AuthPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<AuthMode>(() => initialMode(location));
  const from = (location.state as { from?: string } | null)?.from;

  const backToSignIn = () => {
    setMode('login');
    if (location.hash || location.pathname !== '/auth') navigate('/auth', { replace: true, state: location.state });
  };

  const finishSignIn = (user: User) => {
    setTimeout(() => {
      queryClient.setQueryData(sessionQueryOptions.queryKey, { user });
      navigate(from ?? '/app/dashboard', { replace: true, state: { fromSignIn: true } });
    }, POST_SIGN_IN_DELAY_MS);
  };

  const { title, subtitle } = COPY[mode];
  const link = 'font-semibold text-brand-600 hover:underline dark:text-brand-400';

  return (
    <AuthCard
      title={title}
      subtitle={subtitle}
      footer={
        mode === 'login' ? (
          <p>
            Don&apos;t have an account?{' '}
            <button type="button" className={link} onClick={() => setMode('signup')}>
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
      {mode === 'login' && <SignInForm onSignedIn={finishSignIn} onForgotPassword={() => setMode('forgot-password')} />}
      {mode === 'signup' && <SignUpForm onSignedIn={finishSignIn} />}
      {mode === 'forgot-password' && <ForgotPasswordForm />}
      {mode === 'reset-password' && <ResetPasswordForm {...resetParams(location)} />}
    </AuthCard>
  );
}
