import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { eventFormSchema, type EventForm } from '../../../../domain/events.ts';
import type { PastTaskChoice } from '../../../../domain/template-fit.ts';
import { todayIn } from '../../../../domain/today.ts';
import { useTemplate, type TemplateTask } from '../../../entities/templates/api/templates.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { FormDialogFooter } from '../../../components/ui/form-dialog-footer.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { userMessage } from '../../../lib/api.ts';
import { countLabel } from '../../../lib/count-label.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useCreateEventFromTemplate, type TemplateSource } from '../api/template-mutations.ts';
import { previewDates, templatePreview, type TemplatePreview } from '../utils/template-preview.ts';
import { formatCount } from '../../../../domain/english-format.ts';
import { PastTasksChoice } from './past-tasks-choice.tsx';

const FIELD_NAMES = ['name', 'description', 'startDate', 'endDate'] as const;

/** The template being used, as the page lists it: a built-in one comes with its tasks, an own one's are fetched. */
export interface ChosenTemplate {
  source: TemplateSource;
  name: string;
  /** Suggested for the new event (a built-in template's own description). */
  description?: string;
  tasks?: TemplateTask[];
}

interface UseTemplateDialogProps {
  template: ChosenTemplate;
  onClose: () => void;
}

/**
 * Creates an event from a template, showing when its first tasks fall due and, when some would be
 * due before today, asking whether to fit them before the event, keep them or leave them out.
 * Mounted while open.
 */
export function UseTemplateDialog({ template, onClose }: UseTemplateDialogProps) {
  const formId = useId();
  const navigate = useNavigate();
  const toast = useToast();
  const create = useCreateEventFromTemplate();
  const own = useTemplate(template.source.kind === 'own' ? template.source.id : null);
  const tasks = template.tasks ?? own.data?.tasks;

  const form = useSchemaForm(eventFormSchema, { name: '', description: template.description ?? '', startDate: '', endDate: '' });
  const { errors } = form.formState;
  const [startDate, endDate] = form.watch(['startDate', 'endDate']);
  // One today for the preview and the request, so the server fits or leaves out the tasks shown.
  const [today] = useState(todayIn);
  const [pastChoice, setPastChoice] = useState<PastTaskChoice | null>(null);
  const dates = previewDates(startDate ?? '', endDate);
  const fitPossible = preview(tasks, dates, today, 'keep')?.canFit ?? true;
  // Fitting is offered first; once the event has started it cannot be done, and the tasks are kept.
  const choice: PastTaskChoice = pastChoice === null || (pastChoice === 'fit' && !fitPossible) ? (fitPossible ? 'fit' : 'keep') : pastChoice;
  const shown = preview(tasks, dates, today, choice);
  const pastTasks: PastTaskChoice = shown && shown.pastDue > 0 ? choice : 'keep';

  const submit = form.handleSubmit((input: EventForm) =>
    create.mutate(
      { source: template.source, input, pastTasks, today },
      {
        onSuccess: ({ event, createdTasks }) => {
          toast.success(`Event created with ${countLabel(createdTasks, 'task')}`, `${event.name} is ready to plan.`);
          onClose();
          navigate(`/app/tasks?event=${event.id}`);
        },
        onError: (error) => {
          if (form.showServerFieldErrors(error, FIELD_NAMES)) create.reset();
        },
      },
    ),
  );

  const saving = create.isPending;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`New event from ${template.name}`}
      description="The event is created with all of the template's tasks, due dates counted from its dates."
      preventClose={saving}
      size="lg"
      footer={
        <FormDialogFooter formId={formId} onCancel={onClose} busy={saving} submitLabel={saving ? 'Creating...' : 'Create event'} />
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-4">
        {create.isError && <Notice tone="danger">{`Failed to create the event: ${userMessage(create.error)}`}</Notice>}
        <div className="space-y-4">
          <Field label="Event name" required error={errors.name?.message}>
            <Input autoComplete="off" placeholder="e.g. Tech Conference" {...form.field('name')} />
          </Field>
          <Field label="Description" required error={errors.description?.message}>
            <Textarea rows={3} placeholder="What is the event about?" {...form.field('description')} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Start date" required error={errors.startDate?.message}>
              <Input type="date" {...form.register('startDate', { onChange: () => form.clearErrors(['startDate', 'endDate']) })} />
            </Field>
            <Field label="End date" error={errors.endDate?.message} hint="Leave empty for a one-day event.">
              <Input type="date" min={startDate || undefined} {...form.field('endDate')} />
            </Field>
          </div>
        </div>
        <TaskPreview
          tasks={tasks}
          preview={shown}
          loading={own.isPending && template.source.kind === 'own'}
          error={own.isError ? own.error : null}
          datesKnown={dates !== null}
          choice={choice}
          onChoiceChange={setPastChoice}
          disabled={saving}
        />
      </form>
    </Dialog>
  );
}

function preview(tasks: TemplateTask[] | undefined, dates: ReturnType<typeof previewDates>, today: string, choice: PastTaskChoice) {
  return tasks ? templatePreview(tasks, dates, undefined, { today, choice }) : null;
}

function TaskPreview({
  tasks,
  preview,
  loading,
  error,
  datesKnown,
  choice,
  onChoiceChange,
  disabled,
}: {
  tasks: TemplateTask[] | undefined;
  preview: TemplatePreview | null;
  loading: boolean;
  error: unknown;
  datesKnown: boolean;
  choice: PastTaskChoice;
  onChoiceChange: (choice: PastTaskChoice) => void;
  disabled: boolean;
}) {
  const headingId = useId();
  if (error) return <Notice tone="danger">{`Failed to load the template's tasks: ${userMessage(error)}`}</Notice>;
  if (loading || !tasks || !preview) {
    return (
      <p className="flex items-center gap-2 text-sm text-ink-muted">
        <Spinner className="size-4" /> Loading the template's tasks...
      </p>
    );
  }
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-line bg-surface-muted/60 p-4">
      <h3 id={headingId} className="text-sm font-semibold text-ink">
        {`${countLabel(preview.count, 'task')} to create`}
      </h3>
      {preview.pastDue > 0 && <PastTasksChoice preview={preview} total={tasks.length} value={choice} onChange={onChoiceChange} disabled={disabled} />}
      <p className={preview.pastDue > 0 ? 'mt-3 text-xs text-ink-muted' : 'mt-0.5 text-xs text-ink-muted'}>
        {datesKnown ? 'First due, with their dates for this event:' : 'Choose a start date to see when they fall due.'}
      </p>
      <ul className="mt-3 space-y-2 text-sm" aria-live="polite">
        {preview.rows.map((row, index) => (
          <li key={index} className="flex flex-col gap-0.5 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
            <span className="min-w-0 break-words text-ink">{row.title}</span>
            <span className="flex shrink-0 items-center gap-2 text-ink-muted tabular-nums">
              {row.when}
              {row.pastDue && <Badge tone="danger">Past due</Badge>}
            </span>
          </li>
        ))}
      </ul>
      {preview.more > 0 && <p className="mt-2 text-sm text-ink-muted">{`and ${formatCount(preview.more)} more`}</p>}
      {preview.count === 0 && <p className="mt-2 text-sm text-ink-muted">No tasks: the event is created on its own.</p>}
    </section>
  );
}
