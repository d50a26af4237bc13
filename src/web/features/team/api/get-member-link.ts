import { useQuery } from '@tanstack/react-query';
import type { MemberLinkStatus } from '../../../../domain/member-page.ts';
import { api } from '../../../lib/api.ts';
import { teamQueryKeys } from './get-team-members.ts';

export const memberLinkPath = (memberId: number) => `/api/team-members/${memberId}/member-link`;

export const memberLinkQueryKeys = {
  one: (memberId: number) => [...teamQueryKeys.all, 'member-link', memberId] as const,
};

/** Whether the member's page link works, when it was made and last opened; never the link itself (only its hash is kept). */
export function useMemberLink(memberId: number | null) {
  return useQuery({
    queryKey: memberLinkQueryKeys.one(memberId ?? 0),
    queryFn: ({ signal }) => api.get<MemberLinkStatus>(memberLinkPath(memberId!), undefined, signal),
    enabled: memberId !== null,
  });
}
