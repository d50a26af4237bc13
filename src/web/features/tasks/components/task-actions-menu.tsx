import { useState } from 'react';
import { MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import type { Task } from '../../../../domain/tasks.ts';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../../../components/ui/dropdown-menu.tsx';
import { MenuButtonStandIn, useFirstOpenFocus, type MenuOpening } from '../../../components/ui/menu-stand-in.tsx';
import { useCanEdit } from '../../../lib/workspaces.ts';

interface TaskActionsMenuProps {
  task: Task;
  title: string;
  onEdit: (task: Task) => void;
  onDelete: (task: Task) => void;
}

const TRIGGER_CLASS = 'inline-flex size-8 items-center justify-center rounded-lg text-ink-muted hover:bg-surface-muted hover:text-ink';

/** A row's Edit and Delete; a plain button until it is first used (see TaskStatusMenu); nothing for a viewer. */
export function TaskActionsMenu(props: TaskActionsMenuProps) {
  const [opening, setOpening] = useState<MenuOpening | null>(null);
  const canEdit = useCanEdit();
  if (!canEdit) return null;
  if (opening) return <LiveTaskActionsMenu {...props} opening={opening} />;
  return (
    <MenuButtonStandIn aria-label={`Task actions for ${props.title}`} className={TRIGGER_CLASS} onOpen={setOpening}>
      <MoreHorizontal className="size-5" aria-hidden="true" />
    </MenuButtonStandIn>
  );
}

function LiveTaskActionsMenu({ task, title, onEdit, onDelete, opening }: TaskActionsMenuProps & { opening: MenuOpening }) {
  const focusFirstItem = useFirstOpenFocus(opening);
  return (
    <DropdownMenu defaultOpen modal={false}>
      <DropdownMenuTrigger aria-label={`Task actions for ${title}`} className={TRIGGER_CLASS}>
        <MoreHorizontal className="size-5" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent onFocus={focusFirstItem}>
        <DropdownMenuItem onSelect={() => onEdit(task)}>
          <Pencil className="size-4" aria-hidden="true" />
          Edit Task
        </DropdownMenuItem>
        <DropdownMenuItem tone="danger" onSelect={() => onDelete(task)}>
          <Trash2 className="size-4" aria-hidden="true" />
          Delete Task
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
