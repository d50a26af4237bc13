import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberLinkSent } from '../../../../domain/member-page.ts';
import { api } from '../../../lib/api.ts';
import { memberLinkPath, memberLinkQueryKeys } from './get-member-link.ts';

/** A new link to the member's page (replacing any), e-mailed to the member. */
export function useEmailMemberLink(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<MemberLinkSent>(`${memberLinkPath(memberId)}/email`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberLinkQueryKeys.one(memberId) }),
  });
}
