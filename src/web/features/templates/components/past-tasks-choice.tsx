import { useId } from 'react';
import { AlertTriangle } from 'lucide-react';
import { PAST_TASK_CHOICES, PAST_TASK_MESSAGES, type PastTaskChoice } from '../../../../domain/template-fit.ts';
import { countLabel } from '../../../lib/count-label.ts';
import { cn } from '../../../lib/cn.ts';
import { formatCalendarDate } from '../../../lib/calendar-date-format.ts';
import type { TemplatePreview } from '../utils/template-preview.ts';

const LABELS: Record<PastTaskChoice, string> = {
  fit: 'Fit them between today and the event',
  keep: 'Create them as they are',
  skip: 'Leave them out',
};

interface PastTasksChoiceProps {
  preview: TemplatePreview;
  /** How many tasks the template holds. */
  total: number;
  value: PastTaskChoice;
  onChange: (choice: PastTaskChoice) => void;
  disabled?: boolean;
}

function description(choice: PastTaskChoice, preview: TemplatePreview, total: number): string {
  if (choice === 'fit') {
    if (!preview.canFit) return 'Not possible: the event starts before today.';
    const { fitted } = preview;
    const days =
      fitted && fitted.first !== fitted.last
        ? `from today to ${formatCalendarDate(fitted.last)}`
        : 'today';
    return `Due ${days}, in the same order and spacing. They still move with the event.`;
  }
  if (choice === 'keep') return 'They start out past due.';
  const others = total - preview.pastDue;
  return others === 0 ? 'The event is created without tasks.' : `Only the other ${countLabel(others, 'task')} are created.`;
}

/**
 * "9 of 36 tasks would be due before today" and what to do about them: a group of native radio
 * buttons (arrow keys move between them, Tab leaves the group), shown only when a task is past due.
 */
export function PastTasksChoice({ preview, total, value, onChange, disabled }: PastTasksChoiceProps) {
  const id = useId();
  const legendId = `${id}-legend`;
  const hintId = `${id}-hint`;
  return (
    <fieldset
      role="radiogroup"
      aria-labelledby={legendId}
      aria-describedby={hintId}
      className="mt-3 min-w-0 rounded-lg border border-amber-200 bg-amber-50 p-3 dark:border-amber-900 dark:bg-amber-950/50"
    >
      <legend id={legendId} className="float-left flex w-full items-start gap-2 text-sm font-semibold text-amber-900 dark:text-amber-100">
        <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {PAST_TASK_MESSAGES.count(preview.pastDue, total)}
      </legend>
      <p id={hintId} className="clear-both pl-6 text-xs text-amber-900 dark:text-amber-100">
        Their days for this event have already passed. What should happen to them?
      </p>
      <div className="mt-2.5 space-y-1.5">
        {PAST_TASK_CHOICES.map((choice) => {
          const unavailable = choice === 'fit' && !preview.canFit;
          const descriptionId = `${id}-${choice}`;
          return (
            <label
              key={choice}
              className={cn(
                'flex items-start gap-2.5 rounded-md border border-line bg-surface px-3 py-2 text-sm',
                'has-[:checked]:border-brand-500 has-[:checked]:ring-1 has-[:checked]:ring-brand-500',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
                unavailable || disabled ? 'cursor-not-allowed' : 'cursor-pointer hover:bg-surface-muted',
                unavailable && 'opacity-70',
              )}
            >
              <input
                type="radio"
                name={`${id}-past-tasks`}
                value={choice}
                checked={value === choice}
                disabled={unavailable || disabled}
                onChange={() => onChange(choice)}
                aria-describedby={descriptionId}
                className="mt-0.5 size-4 shrink-0 accent-brand-600 focus:outline-none dark:accent-brand-400"
              />
              <span className="min-w-0">
                <span className="block font-medium text-ink">{LABELS[choice]}</span>
                <span id={descriptionId} className="block text-xs text-ink-muted">
                  {description(choice, preview, total)}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
