import { useId } from 'react';
import { CalendarDays, Mail, Pencil } from 'lucide-react';
import { memberDisplayName, memberStatusLabel, type Member } from '../../../../domain/team.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatJoinDate, MEMBER_STATUS_TONES } from '../member-format.ts';
import { ExportTasksButton } from './export-tasks-button.tsx';
import { MemberActionsMenu } from './member-actions-menu.tsx';
import { MemberAvatar } from '../../../entities/team-members/components/member-avatar.tsx';
import { useCanEdit } from '../../../lib/workspaces.ts';

interface MemberCardProps {
  member: Member;
  recordNumber: number;
  onEdit: () => void;
  onCalendarFeed: () => void;
  onMemberPage: () => void;
  onRemove: () => void;
}

function TaskCount({ label, value, className }: { label: string; value: number; className: string }) {
  return (
    <div className="flex flex-col-reverse rounded-lg bg-surface-muted px-2 py-2 text-center">
      <dt className="mt-1 text-xs text-ink-muted">{label}</dt>
      <dd className={`text-lg leading-none font-semibold ${className}`}>{value}</dd>
    </div>
  );
}

export function MemberCard({ member, recordNumber, onEdit, onCalendarFeed, onMemberPage, onRemove }: MemberCardProps) {
  const nameId = useId();
  const canEdit = useCanEdit();
  const details = [member.role, member.company].filter(Boolean).join(' · ');
  return (
    <Card className="flex flex-col p-5" role="article" aria-labelledby={nameId}>
      <div className="flex items-start gap-3">
        <MemberAvatar name={member.name} />
        <div className="min-w-0 flex-1">
          <h2 id={nameId} className="truncate font-semibold text-ink" title={member.name}>
            {memberDisplayName(member.name)}
          </h2>
          <p className="font-mono text-xs text-ink-muted">{member.code}</p>
          {details && <p className="mt-0.5 truncate text-xs text-ink-subtle" title={details}>{details}</p>}
        </div>
        <div className="flex shrink-0 items-center gap-1">
          <Badge tone={MEMBER_STATUS_TONES[member.status]}>{memberStatusLabel(member.status)}</Badge>
          <MemberActionsMenu member={member} onEdit={onEdit} onCalendarFeed={onCalendarFeed} onMemberPage={onMemberPage} onRemove={onRemove} />
        </div>
      </div>

      <dl className="mt-4 space-y-2 text-sm">
        <div className="flex items-center gap-2">
          <dt className="sr-only">Email</dt>
          <dd className="flex min-w-0 items-center gap-2">
            <Mail className="size-4 shrink-0 text-ink-subtle" aria-hidden="true" />
            {member.email ? (
              <a
                href={`mailto:${member.email}`}
                className="truncate text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
                title={`Email ${member.name}`}
              >
                {member.email}
              </a>
            ) : (
              <span className="text-ink-subtle">No email</span>
            )}
          </dd>
        </div>
        <div className="flex items-center gap-2">
          <dt className="sr-only">Assigned event</dt>
          <dd className="flex min-w-0 items-center gap-2 text-ink-muted">
            <CalendarDays className="size-4 shrink-0 text-ink-subtle" aria-hidden="true" />
            <span className="truncate" title={member.eventName}>
              {member.eventName}
            </span>
          </dd>
        </div>
      </dl>

      <div className="mt-4">
        <p className="mb-2 text-xs font-medium tracking-wide text-ink-subtle uppercase">
          Assigned tasks · {member.taskCounts.total}
        </p>
        <dl className="grid grid-cols-3 gap-2">
          <TaskCount label="Completed" value={member.taskCounts.completed} className="text-emerald-700 dark:text-emerald-400" />
          <TaskCount label="In Progress" value={member.taskCounts.inprogress} className="text-sky-700 dark:text-sky-400" />
          <TaskCount label="To Do" value={member.taskCounts.todo} className="text-ink" />
        </dl>
      </div>

      <div className="mt-4 flex items-center justify-between text-xs text-ink-subtle">
        <span>Joined {formatJoinDate(member.joinDate)}</span>
        <span>
          <span className="sr-only">Record </span>#{recordNumber}
        </span>
      </div>

      <div className="mt-4 flex flex-wrap gap-2 border-t border-line pt-4">
        {canEdit && (
          <Button variant="secondary" size="sm" onClick={onEdit} className="flex-1">
            <Pencil className="size-4" aria-hidden="true" />
            Edit Details
          </Button>
        )}
        <ExportTasksButton member={member} />
      </div>
    </Card>
  );
}
