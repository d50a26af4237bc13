import { useState } from 'react';
import { Link } from 'react-router';
import type { Task } from '../../../../domain/tasks.ts';
import { ComboboxStandIn } from '../../../components/ui/combobox.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { memberOptionLabel } from '../../../entities/team-members/api/get-member-options.ts';
import { MemberPicker, NO_MEMBERS_MESSAGE, type MemberChoice } from '../../../entities/team-members/components/member-picker.tsx';
import { userMessage } from '../../../lib/api.ts';
import { useUpdateTask } from '../api/update-task.ts';

interface TaskAssigneeSelectProps {
  task: Task;
  title: string;
  /** The task's event is known to have no members (a picker found none): the row says where to add them. */
  noMembers: boolean;
}

/**
 * The Primary Assignee of one row: a member of the task's own event, or Unassigned. Until the user
 * moves to it, it is a stand-in with the picker's look (a table has one per row); the live picker
 * asks for the event's members when its list opens.
 */
export function TaskAssigneeSelect({ task, title, noMembers }: TaskAssigneeSelectProps) {
  const [activated, setActivated] = useState<{ open: boolean } | null>(null);
  const hintId = `no-members-${task.id}`;
  const field = {
    id: `task-${task.id}-assignee`,
    'aria-label': `Primary assignee for ${title}`,
    'aria-describedby': noMembers ? hintId : undefined,
    size: 'sm' as const,
  };
  const current: MemberChoice | null =
    task.assigneeId === null ? null : { id: task.assigneeId, name: task.assigneeName ?? '', code: task.assigneeCode ?? '' };

  return (
    <div className="w-full md:w-[18.5rem]">
      {activated ? (
        <LiveAssigneePicker task={task} current={current} field={field} open={activated.open} />
      ) : (
        <ComboboxStandIn
          {...field}
          label={current ? memberOptionLabel(current) : ''}
          placeholder="Unassigned"
          onActivate={(pressed) => setActivated({ open: pressed })}
        />
      )}
      {noMembers && (
        <p id={hintId} className="mt-1 text-xs leading-snug text-ink-subtle">
          {NO_MEMBERS_MESSAGE}. Add people in{' '}
          <Link to={`/app/team?event=${task.eventId}`} className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300">
            Team Management
          </Link>{' '}
          or leave it Unassigned.
        </p>
      )}
    </div>
  );
}

interface LiveAssigneePickerProps {
  task: Task;
  current: MemberChoice | null;
  field: { id: string; 'aria-label': string; 'aria-describedby': string | undefined; size: 'sm' };
  open: boolean;
}

function LiveAssigneePicker({ task, current, field, open }: LiveAssigneePickerProps) {
  const toast = useToast();
  const mutation = useUpdateTask();
  const [picked, setPicked] = useState<MemberChoice | null>(null);
  return (
    <MemberPicker
      {...field}
      autoFocus
      defaultOpen={open}
      scope={task.eventId}
      nullOption="Unassigned"
      value={mutation.isPending ? picked : current}
      disabled={mutation.isPending}
      onChange={(member) => {
        const next = member && member !== 'unassigned' ? member : null;
        if (mutation.isPending || (next?.id ?? null) === task.assigneeId) return;
        setPicked(next);
        mutation.mutate(
          { id: task.id, input: { assigneeId: next?.id ?? null } },
          { onError: (error) => toast.error(`Failed to assign task: ${userMessage(error)}`) },
        );
      }}
    />
  );
}
