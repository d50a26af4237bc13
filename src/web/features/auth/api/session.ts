import { useMutation } from '@tanstack/react-query';
import type { SignInInput, SignUpInput, User } from '../../../../domain/auth.ts';
import { api } from '../../../lib/api.ts';
import { announceAuthChange } from '../../../lib/auth-channel.ts';
import { setTabWorkspaceId } from '../../../lib/tab-workspace.ts';
import { clearResetRecord } from '../utils/reset-record.ts';

/** Someone signed in in this tab: they start in their own choice of workspace, not the tab's last one. */
function signedIn() {
  setTabWorkspaceId(null);
  announceAuthChange('signed-in');
}

/** Signs in; the caller stores the user in the session query when it is ready to move on. */
export function useSignIn() {
  return useMutation({
    mutationFn: (input: SignInInput) => api.post<{ user: User }>('/api/auth/sign-in', input),
    onSuccess: signedIn,
  });
}

export function useSignUp() {
  return useMutation({
    mutationFn: (input: SignUpInput) => api.post<{ user: User }>('/api/auth/sign-up', input),
    onSuccess: signedIn,
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
      setTabWorkspaceId(null);
      // Back to the start with a fresh page, so nothing of this account stays in memory.
      window.location.assign('/');
    },
  });
}
