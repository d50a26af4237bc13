import { useId } from 'react';
import { UserMinus } from 'lucide-react';
import { initialsOf } from '../../../../domain/names.ts';
import { INVITABLE_ROLES, ROLE_LABELS, type InvitableRole } from '../../../../domain/workspace-rules.ts';
import type { WorkspaceMember } from '../../../../domain/workspaces.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Select } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { CalendarDate } from '../../../../domain/calendar-dates.ts';
import { joinedLabel } from '../utils/people-display.ts';

interface MemberListProps {
  members: WorkspaceMember[];
  /** The signed-in account, marked "(you)". */
  selfId: number | null;
  /** The owner changes roles and removes people; everyone else sees the roles. */
  manage: boolean;
  /** The member whose role is being saved. */
  changingId: number | null;
  today: CalendarDate;
  onChangeRole: (member: WorkspaceMember, role: InvitableRole) => void;
  onRemove: (member: WorkspaceMember) => void;
}

function MemberRow({ member, self, manage, changing, today, onChangeRole, onRemove }: Omit<MemberListProps, 'members' | 'selfId' | 'changingId'> & { member: WorkspaceMember; self: boolean; changing: boolean }) {
  const roleId = useId();
  const managed = manage && member.role !== 'owner';
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:gap-4 sm:px-5">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white">
          {initialsOf(member.name)}
        </span>
        <div className="min-w-0">
          <p className="font-medium break-words text-ink">
            {member.name}
            {self && <span className="font-normal text-ink-muted"> (you)</span>}
          </p>
          <p className="text-sm break-all text-ink-muted">{member.email}</p>
          <p className="text-xs text-ink-subtle">{joinedLabel(member.joinedAt, today)}</p>
        </div>
      </div>
      {managed ? (
        <div className="flex items-center gap-2 max-sm:pl-13">
          <label htmlFor={roleId} className="sr-only">
            {`Role of ${member.name}`}
          </label>
          <Select
            id={roleId}
            value={member.role}
            disabled={changing}
            aria-busy={changing || undefined}
            onChange={(change) => onChangeRole(member, change.target.value as InvitableRole)}
            className="w-32"
          >
            {INVITABLE_ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </Select>
          {changing && <Spinner className="text-ink-muted" label="Saving role" />}
          <Button variant="ghost" size="sm" onClick={() => onRemove(member)} aria-label={`Remove ${member.name}`}>
            <UserMinus className="size-4" aria-hidden="true" />
            Remove
          </Button>
        </div>
      ) : (
        <div className="max-sm:pl-13">
          <Badge tone={member.role === 'owner' ? 'brand' : 'neutral'}>{ROLE_LABELS[member.role]}</Badge>
        </div>
      )}
    </li>
  );
}

/** The workspace's members with their roles; for the owner, a role to choose and Remove on each other member. */
export function MemberList({ members, selfId, changingId, ...props }: MemberListProps) {
  return (
    <ul className="divide-y divide-line">
      {members.map((member) => (
        <MemberRow key={member.userId} member={member} self={member.userId === selfId} changing={member.userId === changingId} {...props} />
      ))}
    </ul>
  );
}
