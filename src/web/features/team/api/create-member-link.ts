import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatedMemberLink, MemberLinkStatus } from '../../../../domain/member-page.ts';
import { api } from '../../../lib/api.ts';
import { memberLinkPath, memberLinkQueryKeys } from './get-member-link.ts';

/** A new link to the member's page, replacing any: its address is in this answer only. */
export function useCreateMemberLink(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<CreatedMemberLink>(memberLinkPath(memberId)),
    onSuccess: (link) =>
      queryClient.setQueryData<MemberLinkStatus>(memberLinkQueryKeys.one(memberId), { active: true, createdAt: link.createdAt, lastUsedAt: null }),
  });
}
