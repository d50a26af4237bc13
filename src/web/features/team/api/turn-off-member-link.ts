import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberLinkStatus } from '../../../../domain/member-page.ts';
import { api } from '../../../lib/api.ts';
import { memberLinkPath, memberLinkQueryKeys } from './get-member-link.ts';

/** Ends the member's link: their page answers "doesn't work any more" from now on. */
export function useTurnOffMemberLink(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete(memberLinkPath(memberId)),
    onSuccess: () => queryClient.setQueryData<MemberLinkStatus>(memberLinkQueryKeys.one(memberId), { active: false, createdAt: null, lastUsedAt: null }),
  });
}
