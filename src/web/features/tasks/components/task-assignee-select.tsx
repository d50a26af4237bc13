import { Link } from 'react-router';
import type { Task } from '../../../../domain/tasks.ts';
import { Select } from '../../../components/ui/input.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { userMessage } from '../../../lib/api.ts';
import type { EventMembers } from '../api/get-event-members.ts';
import { useUpdateTask } from '../api/update-task.ts';
import { memberOptionLabel, NO_MEMBERS_MESSAGE } from '../utils/task-display.ts';

interface TaskAssigneeSelectProps {
  task: Task;
  title: string;
  /** The members of the task's event; undefined until asked for. */
  eventMembers: EventMembers | undefined;
}

/** The Primary Assignee of one row: the members of the task's own event, or Unassigned. */
export function TaskAssigneeSelect({ task, title, eventMembers }: TaskAssigneeSelectProps) {
  const toast = useToast();
  const mutation = useUpdateTask();
  const members = eventMembers?.members ?? [];
  const loading = !eventMembers || eventMembers.isPending;
  const value = mutation.isPending ? (mutation.variables.input.assigneeId ?? null) : task.assigneeId;
  const label = `Primary assignee for ${title}`;

  if (!loading && !eventMembers.isError && members.length === 0 && task.assigneeId === null) {
    return (
      <div className="w-full md:w-[18.5rem]">
        <Select aria-label={label} disabled value="" className="h-9" aria-describedby={`no-members-${task.id}`}>
          <option value="">Unassigned</option>
        </Select>
        <p id={`no-members-${task.id}`} className="mt-1 text-xs leading-snug text-ink-subtle">
          {NO_MEMBERS_MESSAGE}. Add people in{' '}
          <Link to={`/app/team?event=${task.eventId}`} className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300">
            Team Management
          </Link>{' '}
          or leave it Unassigned.
        </p>
      </div>
    );
  }

  // Until the event's members arrive, the current assignee is the only choice shown.
  const options =
    loading || eventMembers.isError
      ? task.assigneeId !== null
        ? [{ id: task.assigneeId, label: memberOptionLabel({ name: task.assigneeName ?? '', code: task.assigneeCode ?? '' }) }]
        : []
      : members.map((member) => ({ id: member.id, label: memberOptionLabel(member) }));

  return (
    <Select
      aria-label={label}
      value={value === null ? '' : String(value)}
      disabled={loading || mutation.isPending}
      aria-busy={loading || mutation.isPending || undefined}
      className="h-9 w-full md:w-[18.5rem]"
      onChange={(change) => {
        if (mutation.isPending) return;
        const assigneeId = change.target.value === '' ? null : Number(change.target.value);
        if (assigneeId === task.assigneeId) return;
        mutation.mutate(
          { id: task.id, input: { assigneeId } },
          { onError: (error) => toast.error(`Failed to assign task: ${userMessage(error)}`) },
        );
      }}
    >
      <option value="">Unassigned</option>
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.label}
        </option>
      ))}
    </Select>
  );
}
