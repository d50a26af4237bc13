import { useState } from 'react';
import { Link } from 'react-router';
import type { Task } from '../../../../domain/tasks.ts';
import { useToast } from '../../../components/ui/toast.tsx';
import { useMemberOptions } from '../../../entities/team-members/api/get-member-options.ts';
import { MemberPicker, NO_MEMBERS_MESSAGE, type MemberChoice } from '../../../entities/team-members/components/member-picker.tsx';
import { userMessage } from '../../../lib/api.ts';
import { useUpdateTask } from '../api/update-task.ts';

interface TaskAssigneeSelectProps {
  task: Task;
  title: string;
}

/**
 * The Primary Assignee of one row: a member of the task's own event, or Unassigned. The event's
 * members are asked for when the list is opened, not for every row on the page.
 */
export function TaskAssigneeSelect({ task, title }: TaskAssigneeSelectProps) {
  const toast = useToast();
  const mutation = useUpdateTask();
  const [picked, setPicked] = useState<MemberChoice | null>(null);
  // Only what a picker already loaded: the first page says whether the event has any members.
  const loaded = useMemberOptions(task.eventId, '', { enabled: false });
  const noMembers = task.assigneeId === null && loaded.data?.pages[0]?.total === 0;
  const hintId = `no-members-${task.id}`;

  const current: MemberChoice | null =
    task.assigneeId === null ? null : { id: task.assigneeId, name: task.assigneeName ?? '', code: task.assigneeCode ?? '' };

  return (
    <div className="w-full md:w-[18.5rem]">
      <MemberPicker
        aria-label={`Primary assignee for ${title}`}
        aria-describedby={noMembers ? hintId : undefined}
        scope={task.eventId}
        nullOption="Unassigned"
        value={mutation.isPending ? picked : current}
        disabled={mutation.isPending}
        size="sm"
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
