import { MoreVertical, Pencil, Trash2 } from 'lucide-react';
import type { Member } from '../../../../domain/team.ts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu.tsx';

export function MemberActionsMenu({ member, onEdit, onRemove }: { member: Member; onEdit: () => void; onRemove: () => void }) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        className="-mr-1 inline-flex size-8 shrink-0 items-center justify-center rounded-lg text-ink-subtle hover:bg-surface-muted hover:text-ink"
        aria-label={`Member actions for ${member.name}`}
      >
        <MoreVertical className="size-4" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem onSelect={onEdit}>
          <Pencil className="size-4" aria-hidden="true" />
          Edit Member
        </DropdownMenuItem>
        <DropdownMenuItem tone="danger" onSelect={onRemove}>
          <Trash2 className="size-4" aria-hidden="true" />
          Remove Member
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
