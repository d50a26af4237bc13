import { CalendarDays, MoreVertical, Pencil, Smartphone, Trash2 } from 'lucide-react';
import type { Member } from '../../../../domain/team.ts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu.tsx';
import { useCanEdit } from '../../../lib/workspaces.ts';

interface MemberActionsMenuProps {
  member: Member;
  onEdit: () => void;
  /** Opens the member's calendar feed: the private link to their tasks for a calendar app. */
  onCalendarFeed: () => void;
  /** Opens the member's own page: the private link to see and update their tasks without an account. */
  onMemberPage: () => void;
  onRemove: () => void;
}

/** Edit, the member's page, the calendar feed and Remove; for a viewer, the member's page and the calendar feed (to look at). */
export function MemberActionsMenu({ member, onEdit, onCalendarFeed, onMemberPage, onRemove }: MemberActionsMenuProps) {
  const canEdit = useCanEdit();
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        className="-mr-1 inline-flex size-8 shrink-0 items-center justify-center rounded-lg text-ink-subtle hover:bg-surface-muted hover:text-ink"
        aria-label={`Member actions for ${member.name}`}
      >
        <MoreVertical className="size-4" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {canEdit && (
          <DropdownMenuItem onSelect={onEdit}>
            <Pencil className="size-4" aria-hidden="true" />
            Edit Member
          </DropdownMenuItem>
        )}
        <DropdownMenuItem onSelect={onMemberPage}>
          <Smartphone className="size-4" aria-hidden="true" />
          Member’s page
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onCalendarFeed}>
          <CalendarDays className="size-4" aria-hidden="true" />
          Calendar feed
        </DropdownMenuItem>
        {canEdit && (
          <DropdownMenuItem tone="danger" onSelect={onRemove}>
            <Trash2 className="size-4" aria-hidden="true" />
            Remove Member
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
