import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { dismissLostWorkspaceNotice, useCurrentWorkspace, useLostWorkspaceNotice } from '../../lib/workspaces.ts';

/** What a page outside the shell hands over when it opens a workspace (the invitation page, on accepting). */
export interface JoinedWorkspaceState {
  joinedWorkspace?: string;
}

/** Says why the tab shows another workspace than the one it was in: the account lost access to it. */
export function LostWorkspaceNotice() {
  const notice = useLostWorkspaceNotice();
  const current = useCurrentWorkspace();
  if (!notice) return null;
  return (
    <Notice
      tone="warning"
      className="mb-6"
      title={notice.name ? `You no longer have access to “${notice.name}”` : 'That workspace is not available to you'}
      action={
        <Button size="sm" variant="secondary" onClick={dismissLostWorkspaceNotice}>
          Dismiss
        </Button>
      }
    >
      {`Its owner may have removed you, or it was deleted. You are now in ${current ? `“${current.name}”` : 'your own workspace'}.`}
    </Notice>
  );
}

/** After accepting an invitation: "You joined <workspace>", once (a reload does not say it again). */
export function JoinedWorkspaceToast() {
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const joined = (location.state as JoinedWorkspaceState | null)?.joinedWorkspace;
  const said = useRef<string | null>(null);
  useEffect(() => {
    if (!joined || said.current === location.key) return;
    said.current = location.key;
    toast.success(`You joined ${joined}`);
    void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: null });
  }, [joined, toast, navigate, location.key, location.pathname, location.search, location.hash]);
  return null;
}
