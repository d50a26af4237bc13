import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Building2, LogIn, LogOut, UserPlus } from 'lucide-react';
import { ROLE_DESCRIPTIONS, ROLE_LABELS, WORKSPACE_MESSAGES } from '../../../domain/workspace-rules.ts';
import type { InvitationPreview } from '../../../domain/workspaces.ts';
import { Button } from '../../components/ui/button.tsx';
import { CardPage } from '../../components/ui/card-page.tsx';
import { LoadingScreen } from '../../components/ui/loading-screen.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { RetryNotice } from '../../components/ui/retry-notice.tsx';
import { ApiError, userMessage } from '../../lib/api.ts';
import { useSession } from '../../lib/session.ts';
import { useOpenWorkspace } from '../../lib/workspaces.ts';
import { useAcceptInvitation } from './api/accept-invitation.ts';
import { useInvitation } from './api/get-invitation.ts';
import { useSignOutHere } from './api/sign-out.ts';

/** What the sign-in page is handed: where to come back to, and the invited address to fill in. */
interface AuthHandOver {
  from: string;
  email: string;
}

function InvitationCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <CardPage>
      <h1 className="text-2xl font-bold break-words text-ink">{title}</h1>
      <div className="mt-4 space-y-4 text-sm text-ink-muted">{children}</div>
    </CardPage>
  );
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** "Riley Organiser invited ada@example.com to plan in “Harbour Events” as an Editor." */
function Invited({ invitation }: { invitation: InvitationPreview }) {
  const role = ROLE_LABELS[invitation.role];
  return (
    <>
      <p className="text-base text-ink">
        <strong className="font-semibold">{invitation.invitedBy ?? 'The workspace owner'}</strong> invited{' '}
        <strong className="font-semibold break-all">{invitation.email}</strong> to plan in{' '}
        <strong className="font-semibold break-words">“{invitation.workspaceName}”</strong> as {/^[AEIOU]/.test(role) ? 'an' : 'a'}{' '}
        <strong className="font-semibold">{role}</strong>.
      </p>
      <p className="flex items-start gap-2 rounded-lg bg-surface-muted px-3 py-2">
        <Building2 className="mt-0.5 size-4 shrink-0 text-ink-subtle" aria-hidden="true" />
        <span>
          {role}: {ROLE_DESCRIPTIONS[invitation.role].toLowerCase()}.
        </span>
      </p>
    </>
  );
}

/**
 * An invitation link (/invitations/:token): who invites the reader to which workspace and with what
 * role, or that the link is used, expired or unknown. A visitor signs in or signs up (with the invited
 * address filled in) and comes back here; the invited account accepts, and the tab opens the
 * workspace; someone signed in with another address is told so, and may sign out.
 */
export function InvitationPage() {
  const { token = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation(token);
  const signOut = useSignOutHere();
  const openWorkspace = useOpenWorkspace();

  if (invitation.isPending || session.isPending) return <LoadingScreen message="Loading invitation..." />;

  if (invitation.isError) {
    const unknown = invitation.error instanceof ApiError && invitation.error.status === 404;
    return (
      <InvitationCard title={unknown ? 'This invitation link does not work' : 'Could not load the invitation'}>
        {unknown ? (
          <p>Check that the whole link from the e-mail was opened, or ask the workspace owner for a new invitation.</p>
        ) : (
          <RetryNotice retrying={invitation.isFetching} onRetry={() => void invitation.refetch()}>
            {userMessage(invitation.error)}
          </RetryNotice>
        )}
        <ElsewhereLink signedIn={Boolean(session.user)} />
      </InvitationCard>
    );
  }

  const preview = invitation.data;
  if (preview.state !== 'open') {
    return (
      <InvitationCard title={preview.state === 'used' ? 'Invitation already used' : 'Invitation expired'}>
        <p>{`This invitation to “${preview.workspaceName}” ${preview.state === 'used' ? 'has already been used' : 'has expired'}.`}</p>
        <Notice tone="info">{preview.state === 'used' ? WORKSPACE_MESSAGES.invitationUsed : WORKSPACE_MESSAGES.invitationExpired}</Notice>
        <ElsewhereLink signedIn={Boolean(session.user)} />
      </InvitationCard>
    );
  }

  const title = `Join “${preview.workspaceName}”`;
  const user = session.user;
  if (!user) {
    const handOver: AuthHandOver = { from: location.pathname, email: preview.email };
    return (
      <InvitationCard title={title}>
        <Invited invitation={preview} />
        <p>{`Sign in with ${preview.email} to accept, or create an account with that address.`}</p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button className="sm:flex-1" onClick={() => void navigate('/auth', { state: handOver })}>
            <LogIn className="size-4" aria-hidden="true" />
            Sign in to accept
          </Button>
          <Button variant="secondary" className="sm:flex-1" onClick={() => void navigate('/auth?mode=signup', { state: handOver })}>
            <UserPlus className="size-4" aria-hidden="true" />
            Create an account
          </Button>
        </div>
      </InvitationCard>
    );
  }

  if (!sameAddress(user.email, preview.email)) {
    return (
      <InvitationCard title={title}>
        <Invited invitation={preview} />
        <Notice tone="warning" title="This invitation is for another address">
          {`You are signed in as ${user.email}. ${WORKSPACE_MESSAGES.invitationForAnotherAccount}`}
        </Notice>
        {signOut.isError && <Notice tone="danger">{`Sign out failed: ${userMessage(signOut.error)}`}</Notice>}
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button className="sm:flex-1" loading={signOut.isPending} onClick={() => signOut.mutate()}>
            {!signOut.isPending && <LogOut className="size-4" aria-hidden="true" />}
            Sign out
          </Button>
          <Button variant="secondary" className="sm:flex-1" asChild>
            <Link to="/app/dashboard">Go to your dashboard</Link>
          </Button>
        </div>
      </InvitationCard>
    );
  }

  return (
    <InvitationCard title={title}>
      <Invited invitation={preview} />
      {accept.isError && <Notice tone="danger">{`Could not accept the invitation: ${userMessage(accept.error)}`}</Notice>}
      <Button
        className="w-full"
        loading={accept.isPending}
        onClick={() => accept.mutate(undefined, { onSuccess: (workspace) => openWorkspace(workspace, { joinedWorkspace: workspace.name }) })}
      >
        {accept.isPending ? 'Joining...' : 'Accept invitation'}
      </Button>
      <p className="text-center">
        <Link to="/app/dashboard" className="font-medium text-brand-700 hover:underline dark:text-brand-300">
          Not now
        </Link>
      </p>
    </InvitationCard>
  );
}

function ElsewhereLink({ signedIn }: { signedIn: boolean }) {
  return (
    <p>
      <Link to={signedIn ? '/app/dashboard' : '/'} className="font-medium text-brand-700 hover:underline dark:text-brand-300">
        {signedIn ? 'Go to your dashboard' : 'Go to the home page'}
      </Link>
    </p>
  );
}
