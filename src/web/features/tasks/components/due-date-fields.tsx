import { useId } from 'react';
import { MAX_OFFSET_DAYS, type EventDates } from '../../../../domain/countdown.ts';
import { Input, Select } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/cn.ts';
import type { useSchemaForm } from '../../../lib/use-schema-form.ts';
import {
  DUE_MODES,
  formOffset,
  OFFSET_DIRECTION_LABELS,
  OFFSET_DIRECTIONS,
  relativeDueHint,
  type DueMode,
  type taskFormSchema,
} from '../utils/task-form-values.ts';

const DUE_MODE_LABELS: Record<DueMode, string> = { fixed: 'Fixed date', relative: 'Relative date' };

const ERROR = 'text-sm text-red-600 dark:text-red-400';

interface DueDateFieldsProps {
  form: ReturnType<typeof useSchemaForm<typeof taskFormSchema>>;
  /** The chosen event's days: undefined while they load, null with no event chosen. */
  event: EventDates | null | undefined;
  /** The choice between a fixed and a relative date changed to `mode`. */
  onModeChange: (mode: DueMode) => void;
}

/**
 * The task form's due date: a day of its own (the default), or a number of days before or after the
 * event's start or end, with the day that gives shown as it is typed.
 */
export function DueDateFields({ form, event, onModeChange }: DueDateFieldsProps) {
  const id = useId();
  const { errors } = form.formState;
  const mode = form.watch('dueMode');
  const offset = formOffset(form.watch('dueOffsetDays'), form.watch('dueAnchor'));
  const legendId = `${id}-legend`;
  const dateErrorId = `${id}-date-error`;
  const offsetErrorId = `${id}-offset-error`;
  const hintId = `${id}-hint`;
  const daysId = `${id}-days`;
  const offsetError = errors.dueOffsetDays?.message ?? errors.dueAnchor?.message;
  const describedBy = offsetError ? `${offsetErrorId} ${hintId}` : hintId;

  const modeField = form.register('dueMode', { onChange: (change: { target: { value: string } }) => onModeChange(change.target.value as DueMode) });

  return (
    <fieldset className="min-w-0">
      <legend id={legendId} className="mb-1.5 text-sm font-medium text-ink">
        Due date
      </legend>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <div className="inline-flex shrink-0 self-start rounded-lg border border-line-strong bg-surface-muted p-0.5">
          {DUE_MODES.map((value) => (
            <label
              key={value}
              className={cn(
                'relative cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap text-ink-muted',
                'has-[:checked]:bg-surface has-[:checked]:text-ink has-[:checked]:shadow-xs',
                'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500',
              )}
            >
              <input type="radio" value={value} className="absolute inset-0 cursor-pointer appearance-none rounded-md opacity-0" {...modeField} />
              {DUE_MODE_LABELS[value]}
            </label>
          ))}
        </div>

        {mode === 'fixed' ? (
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <Input
              type="date"
              aria-labelledby={legendId}
              aria-invalid={errors.dueDate ? true : undefined}
              aria-describedby={errors.dueDate ? dateErrorId : undefined}
              {...form.field('dueDate')}
            />
            {errors.dueDate && (
              <p id={dateErrorId} className={ERROR}>
                {errors.dueDate.message}
              </p>
            )}
          </div>
        ) : (
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <div className="flex flex-wrap items-center gap-2">
              <Input
                id={daysId}
                type="number"
                inputMode="numeric"
                min={0}
                max={MAX_OFFSET_DAYS}
                step={1}
                className="w-20"
                aria-invalid={errors.dueOffsetDays ? true : undefined}
                aria-describedby={describedBy}
                {...form.field('dueOffsetDays')}
              />
              <label htmlFor={daysId} className="text-sm text-ink">
                days
              </label>
              <Select
                aria-label="Before or after the event"
                className="w-auto min-w-0 flex-1"
                aria-invalid={errors.dueAnchor ? true : undefined}
                aria-describedby={describedBy}
                {...form.field('dueAnchor')}
              >
                {OFFSET_DIRECTIONS.map((value) => (
                  <option key={value} value={value}>
                    {OFFSET_DIRECTION_LABELS[value]}
                  </option>
                ))}
              </Select>
            </div>
            {offsetError && (
              <p id={offsetErrorId} className={ERROR}>
                {offsetError}
              </p>
            )}
            <p id={hintId} aria-live="polite" className="text-xs font-medium text-ink-muted">
              {relativeDueHint(offset, event)}
            </p>
          </div>
        )}
      </div>
    </fieldset>
  );
}
