import { Pencil, Trash2 } from 'lucide-react';
import { memberDisplayName, memberStatusLabel, type Member } from '../../../../domain/team.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DataTable, type Column } from '../../../components/ui/data-table.tsx';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { cn } from '../../../lib/cn.ts';
import { useCanEdit } from '../../../lib/workspaces.ts';
import { formatJoinDate, MEMBER_STATUS_TONES } from '../member-format.ts';
import { ExportTasksButton } from './export-tasks-button.tsx';
import { MemberActionsMenu } from './member-actions-menu.tsx';
import { MemberAvatar } from '../../../entities/team-members/components/member-avatar.tsx';

/**
 * When the table scrolls sideways (narrow screens) its Actions stay pinned to the right edge, within
 * reach. Each row has a menu (edit, member's page, calendar feed, remove); from md up edit and remove also have
 * buttons of their own.
 */
const PINNED = 'sticky right-0 shadow-[-8px_0_8px_-8px_rgb(0_0_0/0.2)] lg:shadow-none';

interface MemberTableProps {
  members: Member[];
  totals: { total: number; activeCount: number; eventCount: number };
  onEdit: (member: Member) => void;
  onCalendarFeed: (member: Member) => void;
  onMemberPage: (member: Member) => void;
  onRemove: (member: Member) => void;
}

export function MemberTable({ members, totals, onEdit, onCalendarFeed, onMemberPage, onRemove }: MemberTableProps) {
  // A viewer has the menu's member's page and calendar feed only (see MemberActionsMenu).
  const canEdit = useCanEdit();
  // Members of one event (as when an event is chosen): the footer names it rather than counting to 1.
  const eventName = totals.eventCount === 1 ? members[0]?.eventName : undefined;
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
      // With one event chosen every row says the same, and the footer names it: narrow screens leave it out.
      key: 'event',
      header: 'Assigned Event',
      headerClassName: 'hidden lg:table-cell',
      className: 'hidden text-ink-muted lg:table-cell',
      cell: (member) => member.eventName,
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
      headerClassName: cn('bg-surface-muted text-right', PINNED),
      className: cn('bg-surface text-right', PINNED),
      cell: (member) => (
        <div className="flex justify-end gap-1">
          <ExportTasksButton member={member} iconOnly />
          {canEdit && (
            <>
              <Tooltip content="Edit member">
                <Button variant="ghost" size="icon" aria-label={`Edit ${member.name}`} onClick={() => onEdit(member)} className="max-md:hidden">
                  <Pencil className="size-4" aria-hidden="true" />
                </Button>
              </Tooltip>
              <Tooltip content="Remove member">
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove ${member.name}`}
                  onClick={() => onRemove(member)}
                  className="hover:text-red-600 max-md:hidden dark:hover:text-red-400"
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </Button>
              </Tooltip>
            </>
          )}
          <div className="flex items-center">
            <MemberActionsMenu
              member={member}
              onEdit={() => onEdit(member)}
              onCalendarFeed={() => onCalendarFeed(member)}
              onMemberPage={() => onMemberPage(member)}
              onRemove={() => onRemove(member)}
            />
          </div>
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
          {eventName ? (
            <span>
              Event: <strong className="text-ink">{eventName}</strong>
            </span>
          ) : (
            <span>
              Events: <strong className="text-ink">{totals.eventCount}</strong>
            </span>
          )}
        </div>
      }
    />
  );
}
