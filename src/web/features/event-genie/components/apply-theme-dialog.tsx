import { useId, useState } from 'react';
import type { ComposedTheme } from '../../../../domain/event-genie.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { userMessage } from '../../../lib/api.ts';
import { countLabel } from '../../../lib/count-label.ts';
import type { AppliedTheme } from '../../../../domain/event-genie.ts';
import { useApplyTheme } from '../api/apply-theme.ts';

interface ApplyThemeDialogProps {
  composed: ComposedTheme;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onApplied: (applied: AppliedTheme) => void;
}

/** Says what applying will change — the description's first line, the tasks by name — and lets the user leave either out. */
export function ApplyThemeDialog({ composed, open, onOpenChange, onApplied }: ApplyThemeDialogProps) {
  const { theme, event } = composed;
  const [withTagline, setWithTagline] = useState(true);
  const [withTasks, setWithTasks] = useState(true);
  const apply = useApplyTheme();
  const listId = useId();
  const taskCount = theme.skeleton.length;
  const nothing = !withTagline && !withTasks;

  const confirm = () => {
    if (nothing) return;
    apply.mutate(
      {
        eventId: event.id,
        tagline: withTagline ? theme.tagline : undefined,
        tasks: withTasks
          ? theme.skeleton.map(({ title, description, priority, dueAnchor, dueOffsetDays }) => ({ title, description, priority, dueAnchor, dueOffsetDays }))
          : undefined,
      },
      {
        onSuccess: (applied) => {
          onApplied(applied);
          onOpenChange(false);
        },
      },
    );
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) apply.reset();
        onOpenChange(next);
      }}
      title={`Apply the theme to ${event.name}?`}
      confirmLabel={nothing ? 'Choose something to apply' : 'Apply'}
      tone="primary"
      onConfirm={confirm}
      pending={apply.isPending}
      error={nothing ? 'Choose the tagline, the tasks or both.' : apply.error ? userMessage(apply.error) : undefined}
    >
      <label className="flex items-start gap-2 text-ink">
        <input type="checkbox" className="mt-0.5 size-4 accent-brand-600" checked={withTagline} onChange={(change) => setWithTagline(change.target.checked)} />
        <span>
          Put the tagline first in the event’s description:
          <span className="mt-1 block font-medium">“{theme.tagline}”</span>
        </span>
      </label>
      <label className="flex items-start gap-2 text-ink">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-brand-600"
          checked={withTasks}
          onChange={(change) => setWithTasks(change.target.checked)}
          aria-describedby={listId}
        />
        <span>Create {countLabel(taskCount, 'To Do task')} for the run of day, due relative to the event:</span>
      </label>
      <ul id={listId} className="ml-6 list-disc space-y-0.5 pl-4">
        {theme.skeleton.map((task, index) => (
          <li key={`${index}-${task.title}`}>{task.title}</li>
        ))}
      </ul>
      <p>The event’s other tasks and details stay as they are.</p>
    </ConfirmDialog>
  );
}
