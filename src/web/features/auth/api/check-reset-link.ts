import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckResetLinkInput } from '../../../../domain/password-reset.ts';
import { api } from '../../../lib/api.ts';

/**
 * Whether a reset link still works, asked as the reset screen opens: nothing is used up. A refused link
 * answers 400 with the message the reset would give.
 */
export function checkResetLinkQueryOptions(input: CheckResetLinkInput) {
  return queryOptions({
    queryKey: ['auth', 'reset-link-check', input.token, input.email],
    queryFn: () => api.post<{ valid: true }>('/api/auth/reset-password/check', input),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

export function useCheckResetLink(input: CheckResetLinkInput | null) {
  return useQuery({ ...checkResetLinkQueryOptions(input ?? { token: '', email: '' }), enabled: input !== null });
}
