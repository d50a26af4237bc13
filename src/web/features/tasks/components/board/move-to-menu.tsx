import { useState } from 'react';
import { ArrowRightLeft } from 'lucide-react';
import { TASK_STATUS_LABELS, taskStatusOf, type TaskStatus } from '../../../../../domain/task-rules.ts';
import type { Task } from '../../../../../domain/tasks.ts';
import { Badge } from '../../../../components/ui/badge.tsx';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuTrigger } from '../../../../components/ui/dropdown-menu.tsx';
import { MenuButtonStandIn, useFirstOpenFocus, type MenuOpening } from '../../../../components/ui/menu-stand-in.tsx';
import { STATUS_TONES } from '../../utils/task-display.ts';
import { BOARD_COLUMNS } from './board-columns.ts';

interface MoveToMenuProps {
  task: Task;
  title: string;
  onMove: (task: Task, status: TaskStatus) => void;
}

const TRIGGER_CLASS =
  'inline-flex size-8 shrink-0 items-center justify-center rounded-lg text-ink-muted hover:bg-surface-muted hover:text-ink';
const menuLabel = (title: string) => `Move ${title} to`;

/**
 * A card's "Move to" menu: the other columns, for a move without dragging. A plain button until
 * first used (see TaskStatusMenu), as a board holds many cards.
 */
export function MoveToMenu(props: MoveToMenuProps) {
  const [opening, setOpening] = useState<MenuOpening | null>(null);
  if (opening) return <LiveMoveToMenu {...props} opening={opening} />;
  return (
    <MenuButtonStandIn aria-label={menuLabel(props.title)} className={TRIGGER_CLASS} onOpen={setOpening}>
      <ArrowRightLeft className="size-4" aria-hidden="true" />
    </MenuButtonStandIn>
  );
}

function LiveMoveToMenu({ task, title, onMove, opening }: MoveToMenuProps & { opening: MenuOpening }) {
  const focusFirstItem = useFirstOpenFocus(opening);
  const current = taskStatusOf(task.status);
  return (
    <DropdownMenu defaultOpen modal={false}>
      <DropdownMenuTrigger aria-label={menuLabel(title)} className={TRIGGER_CLASS}>
        <ArrowRightLeft className="size-4" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent onFocus={focusFirstItem}>
        <DropdownMenuLabel>Move to</DropdownMenuLabel>
        {BOARD_COLUMNS.filter((status) => status !== current).map((status) => (
          <DropdownMenuItem key={status} onSelect={() => onMove(task, status)}>
            <Badge tone={STATUS_TONES[status]}>{TASK_STATUS_LABELS[status]}</Badge>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
