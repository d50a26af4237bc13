import type { MemberPage } from '../../../domain/member-page.ts';
import { LoadingScreen } from '../../components/ui/loading-screen.tsx';
import { MemberPageProblem } from './components/member-page-problem.tsx';
import { MemberPageView } from './components/member-page-view.tsx';
import { useMemberPageLoad, useMemberTasks } from './use-member-page.ts';

/** The token of a member's page address, /m/<token>; empty when there is none. */
export function memberTokenOf(pathname: string): string {
  const match = /^\/m\/([^/]+)\/?$/.exec(pathname);
  if (!match) return '';
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return '';
  }
}

/** A member's page, from the token in its address: loading, the tasks, or why it cannot be shown. */
export function MemberPageApp({ token }: { token: string }) {
  const { load, retry } = useMemberPageLoad(token);
  if (load.kind === 'loading') return <LoadingScreen message="Loading your tasks..." />;
  if (load.kind === 'failed') return <MemberPageProblem problem={load.problem} retrying={load.retrying} onRetry={retry} />;
  return <LoadedMemberPage token={token} page={load.page} />;
}

function LoadedMemberPage({ token, page }: { token: string; page: MemberPage }) {
  const { state, changeStatus } = useMemberTasks(token, page);
  return <MemberPageView page={page} state={state} onChange={changeStatus} />;
}
