import { useState } from 'react';
import type { DropChoice, DueDateChange } from '../../../../../domain/calendar-month.ts';
import { taskTitleLabel } from '../../../../../domain/task-rules.ts';
import type { Task } from '../../../../../domain/tasks.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';

type RelativeChoice = Extract<DropChoice, { kind: 'relative' }>;

/** "Change the offset (T-14 → T-10)". */
export const offsetChoiceLabel = (offset: NonNullable<RelativeChoice['offset']>) => `Change the offset (${offset.from} → ${offset.to})`;
/** "Fix it to Fri, Dec 4". */
export const fixedChoiceLabel = (fixed: RelativeChoice['fixed']) => `Fix it to ${fixed.label}`;

interface RelativeDropDialogProps {
  task: Task;
  choice: RelativeChoice;
  /** Resolves when saved; the dialog closes either way (the page says when the server refused). */
  onChoose: (change: DueDateChange) => Promise<void>;
  onClose: () => void;
}

/**
 * A task due relative to its event was dropped on another day: keep it relative with the offset
 * that lands on the day, or fix it to the day (then it no longer moves with the event).
 */
export function RelativeDropDialog({ task, choice, onChoose, onClose }: RelativeDropDialogProps) {
  const [saving, setSaving] = useState<'offset' | 'fixed' | null>(null);
  const choose = (which: 'offset' | 'fixed', change: DueDateChange) => {
    setSaving(which);
    void onChoose(change)
      .catch(() => undefined)
      .finally(onClose);
  };
  return (
    <Dialog
      open
      size="sm"
      onOpenChange={(open) => !open && onClose()}
      preventClose={saving !== null}
      title="Move a task planned from the event"
      description={`"${taskTitleLabel(task.title)}" is due relative to its event. Keep it relative with a new offset, so it still moves when the event does, or fix it to this day?`}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={saving !== null}>
            Cancel
          </Button>
          <Button variant="secondary" loading={saving === 'fixed'} disabled={saving !== null} onClick={() => choose('fixed', choice.fixed.change)}>
            {fixedChoiceLabel(choice.fixed)}
          </Button>
          {choice.offset && (
            <Button loading={saving === 'offset'} disabled={saving !== null} onClick={() => choose('offset', choice.offset!.change)}>
              {offsetChoiceLabel(choice.offset)}
            </Button>
          )}
        </>
      }
    >
      {!choice.offset && <p className="text-sm text-ink-muted">This day is too far from the event for an offset: the task can only be fixed to it.</p>}
      {choice.offset && <p className="text-sm text-ink-muted">A fixed date stays put when the event's dates change.</p>}
    </Dialog>
  );
}
