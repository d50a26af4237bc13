import { useMutation } from '@tanstack/react-query';
import type { SignInInput, SignUpInput, User } from '../../../../domain/auth.ts';
import { api } from '../../../lib/api.ts';
import { announceAuthChange } from '../../../lib/auth-channel.ts';
import { clearResetRecord } from '../utils/reset-record.ts';

/** Signs in; the caller stores the user in the session query when it is ready to move on. */
export function useSignIn() {
  return useMutation({
    mutationFn: (input: SignInInput) => api.post<{ user: User }>('/api/auth/sign-in', input),
    onSuccess: () => announceAuthChange('signed-in'),
  });
}

export function useSignUp() {
  return useMutation({
    mutationFn: (input: SignUpInput) => api.post<{ user: User }>('/api/auth/sign-up', input),
    onSuccess: () => announceAuthChange('signed-in'),
  });
}

/**
 * Ends the session on the server; only then is the user signed out, here and in every other tab.
 * A reset link this tab was holding is forgotten too.
 */
export function useSignOut() {
  return useMutation({
    mutationFn: () => api.post('/api/auth/sign-out'),
    onSuccess: () => {
      announceAuthChange('signed-out');
      clearResetRecord();
      // Back to the start with a fresh page, so nothing of this account stays in memory.
      window.location.assign('/');
    },
  });
}
