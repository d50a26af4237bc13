import type { MemberPage } from '../../../../domain/member-page.ts';
import type { MemberPageTask, MemberTaskStatus } from '../../../../domain/member-page-rules.ts';
import { apiRequest } from '../../../lib/api.ts';

/**
 * The member page's two calls. Whoever holds the link is the member: no session and no workspace
 * (workspaceId null), only the token in the path.
 */
const pagePath = (token: string) => `/api/member-pages/${encodeURIComponent(token)}`;

export function getMemberPage(token: string, signal?: AbortSignal): Promise<MemberPage> {
  return apiRequest<MemberPage>(pagePath(token), { signal, workspaceId: null });
}

export function saveMemberTaskStatus(token: string, taskId: number, status: MemberTaskStatus): Promise<MemberPageTask> {
  return apiRequest<MemberPageTask>(`${pagePath(token)}/tasks/${taskId}`, { method: 'PATCH', body: { status }, workspaceId: null });
}
