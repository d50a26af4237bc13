import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ChevronDown, UserRound } from 'lucide-react';
import type { Task } from '../../../../domain/tasks.ts';
import { MenuButtonStandIn } from '../../../components/ui/menu-stand-in.tsx';
import { AnchoredPopover } from '../../../components/ui/popover.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { memberOptionLabel } from '../../../entities/team-members/api/get-member-options.ts';
import { MemberAvatar } from '../../../entities/team-members/components/member-avatar.tsx';
import { MemberPicker, NO_MEMBERS_MESSAGE, type MemberChoice } from '../../../entities/team-members/components/member-picker.tsx';
import { userMessage } from '../../../lib/api.ts';
import { cn } from '../../../lib/cn.ts';
import { useCanEdit } from '../../../lib/workspaces.ts';
import { useUpdateTask } from '../api/update-task.ts';

interface TaskAssigneeSelectProps {
  task: Task;
  title: string;
}

/** Its negative margins let its hover background reach past the name; its widest is its cell's width plus those margins. */
const TRIGGER_CLASS =
  '-mx-1.5 inline-flex h-8 max-w-[calc(100%+0.75rem)] min-w-0 items-center gap-2 rounded-md px-1.5 text-left text-sm text-ink ' +
  'hover:bg-surface-muted data-[state=open]:bg-surface-muted aria-busy:cursor-wait';

/** The button's name: what it shows, and whose assignee it is. */
const triggerLabel = (title: string, member: MemberChoice | null) =>
  `Primary assignee for ${title}: ${member ? memberOptionLabel(member) : 'Unassigned'}`;

function ShownAssignee({ member, saving = false, readOnly = false }: { member: MemberChoice | null; saving?: boolean; readOnly?: boolean }) {
  return (
    <>
      {member ? (
        <MemberAvatar name={member.name} size="xs" />
      ) : (
        <span aria-hidden="true" className="inline-flex size-6 shrink-0 items-center justify-center rounded-full border border-dashed border-line-strong text-ink-subtle">
          <UserRound className="size-3.5" />
        </span>
      )}
      <span className={cn('truncate', !member && 'text-ink-muted')}>{member ? member.name : 'Unassigned'}</span>
      {saving ? <Spinner className="size-3.5 shrink-0" /> : !readOnly && <ChevronDown className="size-3.5 shrink-0 text-ink-subtle" aria-hidden="true" />}
    </>
  );
}

/**
 * The Primary Assignee of one row, shown as text (the member's picture and name, or Unassigned). A
 * press opens a search of the event's members in a popover (not for a viewer, who sees the text alone). Until then it is a plain button (a
 * table has one per row): the popover, the picker and the mutation exist only where it was used.
 * The row itself never grows: what the search has to say (an event without members) it says in
 * its popover, once.
 */
export function TaskAssigneeSelect({ task, title }: TaskAssigneeSelectProps) {
  const [activated, setActivated] = useState(false);
  const canEdit = useCanEdit();
  const current: MemberChoice | null =
    task.assigneeId === null ? null : { id: task.assigneeId, name: task.assigneeName ?? '', code: task.assigneeCode ?? '' };

  // A viewer sees who it is, as text.
  if (!canEdit) {
    return (
      <span className="inline-flex h-8 max-w-full min-w-0 items-center gap-2 text-sm text-ink" title={current ? memberOptionLabel(current) : undefined}>
        <ShownAssignee member={current} readOnly />
      </span>
    );
  }

  return (
    <div className="min-w-0">
      {activated ? (
        <LiveAssigneePicker task={task} title={title} current={current} />
      ) : (
        <MenuButtonStandIn
          aria-haspopup="dialog"
          aria-label={triggerLabel(title, current)}
          title={current ? memberOptionLabel(current) : undefined}
          className={TRIGGER_CLASS}
          onOpen={() => setActivated(true)}
        >
          <ShownAssignee member={current} />
        </MenuButtonStandIn>
      )}
    </div>
  );
}

/** The spec's advice for an event without members, in the search's list: where to add them, or leave the task Unassigned. */
export function NoMembersHint({ eventId }: { eventId: number }) {
  return (
    <span className="leading-snug">
      {NO_MEMBERS_MESSAGE}. Add people in{' '}
      <Link to={`/app/team?event=${eventId}`} className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300">
        Team Management
      </Link>{' '}
      or leave it Unassigned.
    </span>
  );
}

interface LiveAssigneePickerProps {
  task: Task;
  title: string;
  current: MemberChoice | null;
}

/** The trigger once used: it opens (at once, as it replaces the stand-in just pressed) and closes the search. */
function LiveAssigneePicker({ task, title, current }: LiveAssigneePickerProps) {
  const toast = useToast();
  const mutation = useUpdateTask();
  const popoverId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(true);
  // Read by the handlers of one event before React re-renders: the list, the popover and the trigger
  // may each ask to close it.
  const isOpen = useRef(true);
  const [picked, setPicked] = useState<MemberChoice | null>(null);
  const shown = mutation.isPending ? picked : current;

  const show = () => {
    isOpen.current = true;
    setOpen(true);
  };
  const close = () => {
    if (!isOpen.current) return;
    isOpen.current = false;
    setOpen(false);
    triggerRef.current?.focus();
  };

  return (
    <>
      <MenuButtonStandIn
        ref={triggerRef}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        data-state={open ? 'open' : 'closed'}
        aria-label={triggerLabel(title, shown)}
        aria-busy={mutation.isPending || undefined}
        title={shown ? memberOptionLabel(shown) : undefined}
        className={TRIGGER_CLASS}
        // Not disabled while saving: it keeps the focus it was given back.
        onOpen={() => {
          if (isOpen.current) close();
          else if (!mutation.isPending) show();
        }}
      >
        <ShownAssignee member={shown} saving={mutation.isPending} />
      </MenuButtonStandIn>
      {open && (
        <AnchoredPopover id={popoverId} anchorRef={triggerRef} label={`Choose the primary assignee for ${title}`} onClose={close} className="w-72">
          <MemberPicker
            aria-label="Search team members"
            placeholder="Search team members"
            autoFocus
            defaultOpen
            scope={task.eventId}
            nullOption="Unassigned"
            noMembersHint={<NoMembersHint eventId={task.eventId} />}
            value={current}
            className="rounded-lg shadow-lg"
            onOpenChange={(listOpen) => !listOpen && close()}
            onChange={(member) => {
              const next = member && member !== 'unassigned' ? member : null;
              close();
              if (mutation.isPending || (next?.id ?? null) === task.assigneeId) return;
              setPicked(next);
              mutation.mutate(
                { id: task.id, input: { assigneeId: next?.id ?? null } },
                { onError: (error) => toast.error(`Failed to assign task: ${userMessage(error)}`) },
              );
            }}
          />
        </AnchoredPopover>
      )}
    </>
  );
}
