import { useRef, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { TASK_STATUSES, TASK_STATUS_LABELS, taskStatusOf, type TaskStatus } from '../../../../domain/task-rules.ts';
import type { Task } from '../../../../domain/tasks.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { userMessage } from '../../../lib/api.ts';
import { cn } from '../../../lib/cn.ts';
import { useCanEdit } from '../../../lib/workspaces.ts';
import { useUpdateTaskStatus } from '../api/update-task-status.ts';
import { STATUS_TONES } from '../utils/task-display.ts';
import { MenuButtonStandIn, useFirstOpenFocus, type MenuOpening } from '../../../components/ui/menu-stand-in.tsx';

interface TaskStatusMenuProps {
  task: Task;
  title: string;
}

const TRIGGER_CLASS = 'group rounded-full disabled:cursor-wait';
const statusLabel = (title: string, status: TaskStatus) => `Status of ${title}: ${TASK_STATUS_LABELS[status]}`;

function StatusBadge({ status, saving = false }: { status: TaskStatus; saving?: boolean }) {
  return (
    <Badge tone={STATUS_TONES[status]} className="gap-1 py-1 pr-1.5 whitespace-nowrap group-hover:brightness-95 dark:group-hover:brightness-125">
      {TASK_STATUS_LABELS[status]}
      {saving ? <Spinner className="size-3" /> : <ChevronDown className="size-3" aria-hidden="true" />}
    </Badge>
  );
}

/**
 * The status badge, which opens a menu of every status (for a viewer, the badge alone); disabled while a change is being saved.
 * Until it is first used it is a plain button (a table has one per row): the menu, and the
 * mutation behind it, exist only in the rows where it was opened.
 */
export function TaskStatusMenu({ task, title }: TaskStatusMenuProps) {
  const [opening, setOpening] = useState<MenuOpening | null>(null);
  const canEdit = useCanEdit();
  if (opening) return <LiveTaskStatusMenu task={task} title={title} opening={opening} />;
  const status = taskStatusOf(task.status);
  // A viewer sees the status, as a badge that opens nothing.
  if (!canEdit) {
    return (
      <Badge tone={STATUS_TONES[status]} className="py-1 whitespace-nowrap">
        {TASK_STATUS_LABELS[status]}
      </Badge>
    );
  }
  return (
    <MenuButtonStandIn aria-label={statusLabel(title, status)} className={TRIGGER_CLASS} onOpen={setOpening}>
      <StatusBadge status={status} />
    </MenuButtonStandIn>
  );
}

function LiveTaskStatusMenu({ task, title, opening }: TaskStatusMenuProps & { opening: MenuOpening }) {
  const toast = useToast();
  const mutation = useUpdateTaskStatus();
  const focusFirstItem = useFirstOpenFocus(opening);
  // Set at once, before the re-render that disables the badge: a second choice meanwhile is ignored.
  const saving = useRef(false);
  const status = taskStatusOf(task.status);
  const shown = mutation.isPending ? mutation.variables.status : status;

  const change = (value: string) => {
    const next = taskStatusOf(value);
    if (saving.current || next === status) return;
    saving.current = true;
    mutation.mutate(
      { id: task.id, status: next },
      {
        onError: (error) => toast.error(`Failed to update status: ${userMessage(error)}`),
        onSettled: () => {
          saving.current = false;
        },
      },
    );
  };

  return (
    <DropdownMenu defaultOpen modal={false}>
      <DropdownMenuTrigger
        disabled={mutation.isPending}
        aria-label={statusLabel(title, shown)}
        aria-busy={mutation.isPending || undefined}
        className={cn(TRIGGER_CLASS, mutation.isPending && 'opacity-70')}
      >
        <StatusBadge status={shown} saving={mutation.isPending} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" onFocus={focusFirstItem}>
        <DropdownMenuLabel>Change status</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={status} onValueChange={change}>
          {TASK_STATUSES.map((value) => (
            <DropdownMenuRadioItem key={value} value={value}>
              <Badge tone={STATUS_TONES[value]}>{TASK_STATUS_LABELS[value]}</Badge>
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
