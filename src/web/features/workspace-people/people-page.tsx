import { useId, useState, type ReactNode } from 'react';
import { LogOut, MailPlus, PencilLine, Trash2, UserPlus } from 'lucide-react';
import { ROLE_DESCRIPTIONS, ROLE_LABELS, WORKSPACE_ROLES, type InvitableRole } from '../../../domain/workspace-rules.ts';
import type { Invitation, Workspace, WorkspaceMember } from '../../../domain/workspaces.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ConfirmDialog, confirmProgress } from '../../components/ui/confirm-dialog.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { RetryNotice } from '../../components/ui/retry-notice.tsx';
import { LoadingState } from '../../components/ui/spinner.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { SEND_TIME } from '../../entities/reminders/utils/reminder-schedule.ts';
import { userMessage } from '../../lib/api.ts';
import { countLabel } from '../../lib/count-label.ts';
import { timeZoneName } from '../../lib/time-zones.ts';
import { useSession } from '../../lib/session.ts';
import { useToday } from '../../lib/use-today.ts';
import { useCurrentWorkspace, useOpenWorkspace, useWorkspaces } from '../../lib/workspaces.ts';
import { useCancelInvitation } from './api/cancel-invitation.ts';
import { useChangeMemberRole } from './api/change-member-role.ts';
import { useDeleteWorkspace } from './api/delete-workspace.ts';
import { usePeople } from './api/get-people.ts';
import { useLeaveWorkspace } from './api/leave-workspace.ts';
import { useRemoveMember } from './api/remove-member.ts';
import { InvitationList } from './components/invitation-list.tsx';
import { InviteDialog } from './components/invite-dialog.tsx';
import { MemberList } from './components/member-list.tsx';
import { MyDigestRow, TimeZoneRow } from './components/reminder-settings.tsx';
import { RenameWorkspaceDialog } from './components/rename-workspace-dialog.tsx';
import { TimeZoneDialog } from './components/time-zone-dialog.tsx';

type Open =
  | { kind: 'invite' }
  | { kind: 'rename' }
  | { kind: 'time-zone'; current: string }
  | { kind: 'remove'; member: WorkspaceMember }
  | { kind: 'cancel'; invitation: Invitation }
  | { kind: 'leave' }
  | { kind: 'delete' };

/** "a Viewer", "an Editor". */
const withArticle = (label: string) => `${/^[AEIOU]/.test(label) ? 'an' : 'a'} ${label}`;

function Section({ title, subtitle, action, children }: { title: string; subtitle?: string; action?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mb-8">
      <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold text-ink">
            {title}
          </h2>
          {subtitle && <p className="mt-0.5 text-sm text-ink-muted">{subtitle}</p>}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}

/**
 * The people of the tab's workspace and their roles. Its owner invites people by e-mail, changes
 * roles, removes people, cancels invitations, and renames or deletes the workspace; anyone else sees
 * who is in it and may leave it.
 */
export function PeoplePage() {
  const workspaces = useWorkspaces();
  const workspace = useCurrentWorkspace();
  const people = usePeople();
  const { user } = useSession();
  const today = useToday();
  const toast = useToast();
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => setOpen(null);

  if (!workspace) {
    return (
      <>
        <PageHeader title="People" />
        {workspaces.isError ? (
          <RetryNotice retrying={workspaces.isFetching} onRetry={() => void workspaces.refetch()}>
            {`Failed to load your workspaces: ${userMessage(workspaces.error)}`}
          </RetryNotice>
        ) : (
          <LoadingState message="Loading people..." />
        )}
      </>
    );
  }

  const owner = workspace.role === 'owner';
  const data = people.data;
  let members: ReactNode;
  if (people.isPending) members = <LoadingState message="Loading people..." />;
  else if (people.isError && !data) {
    members = (
      <RetryNotice retrying={people.isFetching} onRetry={() => void people.refetch()}>
        {`Failed to load the people of this workspace: ${userMessage(people.error)}`}
      </RetryNotice>
    );
  } else members = <Members workspace={workspace} members={data!.members} selfId={user?.id ?? null} today={today} onRemove={(member) => setOpen({ kind: 'remove', member })} />;

  return (
    <>
      <PageHeader
        title="People"
        subtitle={`Who plans in “${workspace.name}”, and what each of them can do.`}
        actions={
          owner ? (
            <Button onClick={() => setOpen({ kind: 'invite' })}>
              <UserPlus className="size-4" aria-hidden="true" />
              Invite people
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => setOpen({ kind: 'leave' })}>
              <LogOut className="size-4" aria-hidden="true" />
              Leave workspace
            </Button>
          )
        }
      />

      <Section title="Members" subtitle={data ? countLabel(data.members.length, 'person', 'people') : undefined}>
        {members}
      </Section>

      {owner && data && (
        <Section title="Invitations waiting" subtitle="Each link works once, until it expires or you cancel it.">
          {data.invitations.length === 0 ? (
            <Card className="flex flex-col items-start gap-3 p-5 text-sm text-ink-muted sm:flex-row sm:items-center sm:justify-between">
              <p>No invitations are waiting.</p>
              <Button variant="secondary" size="sm" className="self-start sm:self-auto" onClick={() => setOpen({ kind: 'invite' })}>
                <MailPlus className="size-4" aria-hidden="true" />
                Invite someone
              </Button>
            </Card>
          ) : (
            <Card className="overflow-hidden">
              <InvitationList invitations={data.invitations} now={new Date()} onCancel={(invitation) => setOpen({ kind: 'cancel', invitation })} />
            </Card>
          )}
        </Section>
      )}

      <Section title="Reminder e-mails" subtitle="Each event's reminders are set on its details, on the Events page.">
        <Card className="divide-y divide-line">
          <TimeZoneRow canChange={owner} onChange={(current) => setOpen({ kind: 'time-zone', current })} />
          {workspace.role !== 'viewer' && <MyDigestRow />}
        </Card>
      </Section>

      <Section title="Roles">
        <Card className="p-5">
          <dl className="grid gap-4 sm:grid-cols-3">
            {WORKSPACE_ROLES.map((role) => (
              <div key={role}>
                <dt className="font-medium text-ink">{ROLE_LABELS[role]}</dt>
                <dd className="mt-0.5 text-sm text-ink-muted">{ROLE_DESCRIPTIONS[role]}</dd>
              </div>
            ))}
          </dl>
        </Card>
      </Section>

      {owner && (
        <Section title="Workspace">
          <Card className="divide-y divide-line">
            <div className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="font-medium break-words text-ink">{workspace.name}</p>
                <p className="text-sm text-ink-muted">Everyone in the workspace sees this name.</p>
              </div>
              <Button variant="secondary" size="sm" className="self-start sm:self-auto" onClick={() => setOpen({ kind: 'rename' })}>
                <PencilLine className="size-4" aria-hidden="true" />
                Rename workspace
              </Button>
            </div>
            <div className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between">
              {workspace.personal ? (
                <p className="text-sm text-ink-muted">This is your own workspace: it goes with your account and cannot be deleted.</p>
              ) : (
                <>
                  <p className="text-sm text-ink-muted">Deleting the workspace deletes its events, tasks, team and templates for everyone in it.</p>
                  <Button variant="danger" size="sm" className="self-start sm:self-auto" onClick={() => setOpen({ kind: 'delete' })}>
                    <Trash2 className="size-4" aria-hidden="true" />
                    Delete workspace
                  </Button>
                </>
              )}
            </div>
          </Card>
        </Section>
      )}

      {open?.kind === 'invite' && (
        <InviteDialog
          workspaceName={workspace.name}
          onClose={close}
          onInvited={(invitation, mailed) => {
            close();
            if (mailed) toast.success(`Invitation sent to ${invitation.email}`, `They join as ${withArticle(ROLE_LABELS[invitation.role])} when they accept it.`);
            else toast.info(`Invitation made for ${invitation.email}`, 'Its e-mail could not be sent now: cancel it and invite them again later.');
          }}
        />
      )}
      {open?.kind === 'rename' && (
        <RenameWorkspaceDialog
          workspace={workspace}
          onClose={close}
          onRenamed={(name) => {
            close();
            toast.success(`Workspace renamed to “${name}”`);
          }}
        />
      )}
      {open?.kind === 'time-zone' && (
        <TimeZoneDialog
          current={open.current}
          onClose={close}
          onChanged={(timeZone) => {
            close();
            toast.success(`Time zone changed to ${timeZoneName(timeZone)}`, `Reminder e-mails now go at ${SEND_TIME} in ${timeZoneName(timeZone)}.`);
          }}
        />
      )}
      {open?.kind === 'remove' && <RemoveMemberDialog workspace={workspace} member={open.member} onClose={close} />}
      {open?.kind === 'cancel' && <CancelInvitationDialog invitation={open.invitation} onClose={close} />}
      {open?.kind === 'leave' && <LeaveWorkspaceDialog workspace={workspace} onClose={close} />}
      {open?.kind === 'delete' && <DeleteWorkspaceDialog workspace={workspace} onClose={close} />}
    </>
  );
}

interface MembersProps {
  workspace: Workspace;
  members: WorkspaceMember[];
  selfId: number | null;
  today: ReturnType<typeof useToday>;
  onRemove: (member: WorkspaceMember) => void;
}

function Members({ workspace, members, selfId, today, onRemove }: MembersProps) {
  const changeRole = useChangeMemberRole();
  const toast = useToast();
  const change = (member: WorkspaceMember, role: InvitableRole) =>
    changeRole.mutate(
      { userId: member.userId, role },
      {
        onSuccess: () => toast.success(`${member.name} is now ${withArticle(ROLE_LABELS[role])}`),
        onError: (error) => toast.error(`Could not change the role of ${member.name}`, userMessage(error)),
      },
    );
  return (
    <Card className="overflow-hidden">
      <MemberList
        members={members}
        selfId={selfId}
        manage={workspace.role === 'owner'}
        changingId={changeRole.isPending ? changeRole.variables.userId : null}
        today={today}
        onChangeRole={change}
        onRemove={onRemove}
      />
    </Card>
  );
}

function RemoveMemberDialog({ workspace, member, onClose }: { workspace: Workspace; member: WorkspaceMember; onClose: () => void }) {
  const remove = useRemoveMember();
  const toast = useToast();
  return (
    <ConfirmDialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={`Remove ${member.name}?`}
      confirmLabel="Remove"
      {...confirmProgress(remove, `Could not remove ${member.name}`)}
      onConfirm={() =>
        remove.mutate(member.userId, {
          onSuccess: () => {
            onClose();
            toast.success(`${member.name} was removed from “${workspace.name}”`);
          },
        })
      }
    >
      <p>{`${member.name} (${member.email}) loses access to “${workspace.name}” at once: its events, tasks, team and templates. Their account and their own workspace stay.`}</p>
    </ConfirmDialog>
  );
}

function CancelInvitationDialog({ invitation, onClose }: { invitation: Invitation; onClose: () => void }) {
  const cancel = useCancelInvitation();
  const toast = useToast();
  return (
    <ConfirmDialog
      open
      onOpenChange={(next) => !next && onClose()}
      title="Cancel this invitation?"
      confirmLabel="Cancel invitation"
      cancelLabel="Keep it"
      {...confirmProgress(cancel, 'Could not cancel the invitation')}
      onConfirm={() =>
        cancel.mutate(invitation.id, {
          onSuccess: () => {
            onClose();
            toast.success(`Invitation to ${invitation.email} cancelled`);
          },
        })
      }
    >
      <p>{`The link e-mailed to ${invitation.email} stops working at once. You can invite them again later.`}</p>
    </ConfirmDialog>
  );
}

function LeaveWorkspaceDialog({ workspace, onClose }: { workspace: Workspace; onClose: () => void }) {
  const leave = useLeaveWorkspace(workspace.id);
  const openWorkspace = useOpenWorkspace();
  const toast = useToast();
  return (
    <ConfirmDialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={`Leave “${workspace.name}”?`}
      confirmLabel="Leave workspace"
      {...confirmProgress(leave, 'Could not leave the workspace')}
      onConfirm={() =>
        leave.mutate(undefined, {
          onSuccess: (own) => {
            toast.success(`You left “${workspace.name}”`);
            openWorkspace(own);
          },
        })
      }
    >
      <p>{`You lose access to its events, tasks, team and templates at once. To come back, you need a new invitation from its owner.`}</p>
    </ConfirmDialog>
  );
}

function DeleteWorkspaceDialog({ workspace, onClose }: { workspace: Workspace; onClose: () => void }) {
  const remove = useDeleteWorkspace(workspace.id);
  const openWorkspace = useOpenWorkspace();
  const toast = useToast();
  return (
    <ConfirmDialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={`Delete “${workspace.name}”?`}
      confirmLabel="Delete workspace"
      {...confirmProgress(remove, 'Could not delete the workspace')}
      onConfirm={() =>
        remove.mutate(undefined, {
          onSuccess: (own) => {
            toast.success(`Workspace “${workspace.name}” deleted`);
            openWorkspace(own);
          },
        })
      }
    >
      <p>{`This deletes “${workspace.name}” and everything in it: all its events with their tasks, team members and calendar feeds, its templates, and the invitations waiting. Everyone in it loses access. This cannot be undone.`}</p>
    </ConfirmDialog>
  );
}
