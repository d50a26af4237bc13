import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResetPasswordInput } from '../../../../domain/password-reset.ts';
import { api } from '../../../lib/api.ts';
import { sessionQueryOptions } from '../../../lib/session.ts';

/**
 * Sets a new password with a reset link's token. The server then ends every session of the account,
 * this browser's included when it was signed in as it, so who is signed in is asked again.
 */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ResetPasswordInput) => api.post<{ message: string; email: string }>('/api/auth/reset-password', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey }),
  });
}
