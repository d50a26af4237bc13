import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { announceAuthChange } from '../../../lib/auth-channel.ts';
import { setTabWorkspaceId } from '../../../lib/tab-workspace.ts';

/**
 * Signs out of an account the invitation was not sent to, and opens the invitation again afresh, so
 * that the invited address can sign in or sign up from it.
 */
export function useSignOutHere() {
  return useMutation({
    mutationFn: () => api.post('/api/auth/sign-out'),
    onSuccess: () => {
      announceAuthChange('signed-out');
      setTabWorkspaceId(null);
      window.location.reload();
    },
  });
}
