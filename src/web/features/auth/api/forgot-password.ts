import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordInput } from '../../../../domain/auth.ts';
import { api } from '../../../lib/api.ts';

/** Asks the server to e-mail a password reset link to the account with this email. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) => api.post<{ message: string }>('/api/auth/forgot-password', input),
  });
}
