import { useRef } from 'react';
import { ChevronDown } from 'lucide-react';
import { TASK_STATUSES, TASK_STATUS_LABELS, taskStatusOf, type Task } from '../../../../domain/tasks.ts';
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
import { useUpdateTaskStatus } from '../api/update-task-status.ts';
import { STATUS_TONES } from '../utils/task-display.ts';

/** The status badge, which opens a menu of every status; disabled while a change is being saved. */
export function TaskStatusMenu({ task, title }: { task: Task; title: string }) {
  const toast = useToast();
  const mutation = useUpdateTaskStatus();
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
    <DropdownMenu>
      <DropdownMenuTrigger
        disabled={mutation.isPending}
        aria-label={`Status of ${title}: ${TASK_STATUS_LABELS[shown]}`}
        aria-busy={mutation.isPending || undefined}
        className={cn('group rounded-full disabled:cursor-wait', mutation.isPending && 'opacity-70')}
      >
        <Badge tone={STATUS_TONES[shown]} className="gap-1 py-1 pr-1.5 whitespace-nowrap group-hover:brightness-95 dark:group-hover:brightness-125">
          {TASK_STATUS_LABELS[shown]}
          {mutation.isPending ? <Spinner className="size-3" /> : <ChevronDown className="size-3" aria-hidden="true" />}
        </Badge>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
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
