import { Pencil, Trash2 } from 'lucide-react';
import { memberDisplayName, memberStatusLabel, type Member } from '../../../../domain/team.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DataTable, type Column } from '../../../components/ui/data-table.tsx';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { formatJoinDate, MEMBER_STATUS_TONES } from '../member-format.ts';
import { ExportTasksButton } from './export-tasks-button.tsx';
import { MemberAvatar } from '../../../entities/team-members/components/member-avatar.tsx';

interface MemberTableProps {
  members: Member[];
  totals: { total: number; activeCount: number; eventCount: number };
  onEdit: (member: Member) => void;
  onRemove: (member: Member) => void;
}

export function MemberTable({ members, totals, onEdit, onRemove }: MemberTableProps) {
  const columns: Column<Member>[] = [
    {
      key: 'code',
      header: 'User ID',
      cell: (member) => <span className="font-mono text-xs whitespace-nowrap text-ink">{member.code}</span>,
    },
    {
      key: 'name',
      header: 'Name & Contact',
      cell: (member) => (
        <div className="flex min-w-52 items-center gap-3">
          <MemberAvatar name={member.name} size="sm" />
          <div className="min-w-0">
            <p className="font-medium text-ink" title={member.name}>
              {memberDisplayName(member.name)}
            </p>
            {member.email ? (
              <a
                href={`mailto:${member.email}`}
                className="block truncate text-xs text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
              >
                {member.email}
              </a>
            ) : (
              <p className="text-xs text-ink-subtle">No email</p>
            )}
          </div>
        </div>
      ),
    },
    {
      key: 'event',
      header: 'Assigned Event',
      cell: (member) => <span className="text-ink-muted">{member.eventName}</span>,
    },
    {
      key: 'tasks',
      header: 'Tasks',
      cell: (member) => (
        <div className="whitespace-nowrap">
          <p className="font-medium text-ink">{member.taskCounts.total}</p>
          <p className="text-xs text-ink-subtle">{member.taskCounts.completed} completed</p>
        </div>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (member) => <Badge tone={MEMBER_STATUS_TONES[member.status]}>{memberStatusLabel(member.status)}</Badge>,
    },
    {
      key: 'joined',
      header: 'Join Date',
      cell: (member) => <span className="whitespace-nowrap text-ink-muted">{formatJoinDate(member.joinDate)}</span>,
    },
    {
      key: 'actions',
      header: 'Actions',
      headerClassName: 'text-right',
      className: 'text-right',
      cell: (member) => (
        <div className="flex justify-end gap-1">
          <ExportTasksButton member={member} iconOnly />
          <Tooltip content="Edit member">
            <Button variant="ghost" size="icon" aria-label={`Edit ${member.name}`} onClick={() => onEdit(member)}>
              <Pencil className="size-4" aria-hidden="true" />
            </Button>
          </Tooltip>
          <Tooltip content="Remove member">
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Remove ${member.name}`}
              onClick={() => onRemove(member)}
              className="hover:text-red-600 dark:hover:text-red-400"
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </Button>
          </Tooltip>
        </div>
      ),
    },
  ];

  return (
    <DataTable
      caption="Team members"
      columns={columns}
      rows={members}
      rowKey={(member) => member.id}
      footer={
        <div className="flex flex-wrap gap-x-6 gap-y-1">
          <span>
            Total members: <strong className="text-ink">{totals.total}</strong>
          </span>
          <span>
            Active: <strong className="text-ink">{totals.activeCount}</strong>
          </span>
          <span>
            Events: <strong className="text-ink">{totals.eventCount}</strong>
          </span>
        </div>
      }
    />
  );
}
