import { useId } from 'react';
import { useFieldArray, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { TASK_PRIORITIES, TASK_PRIORITY_LABELS } from '../../../../domain/task-rules.ts';
import { TEMPLATE_MAX_TASKS, TEMPLATE_NAME_MAX_LENGTH } from '../../../../domain/template-rules.ts';
import { useTemplate, type Template, type TemplateSummary } from '../../../entities/templates/api/templates.ts';
import { refusalMessage } from '../../../entities/templates/template-form.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { FormDialogFooter } from '../../../components/ui/form-dialog-footer.tsx';
import { Input, Select } from '../../../components/ui/input.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { RetryNotice } from '../../../components/ui/retry-notice.tsx';
import { userMessage } from '../../../lib/api.ts';
import { countLabel } from '../../../lib/count-label.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useUpdateTemplate } from '../api/template-mutations.ts';
import {
  DUE_CHOICE_LABELS,
  DUE_CHOICES,
  EMPTY_TASK_ROW,
  fromTaskRow,
  templateEditFormSchema,
  toTaskRow,
  type TemplateEditForm,
} from '../utils/template-task-rows.ts';
import { formatCount } from '../../../../domain/english-format.ts';

interface EditTemplateDialogProps {
  template: TemplateSummary;
  onClose: () => void;
}

/** Renames a template and edits its task list (saved as a whole). Mounted while open. */
export function EditTemplateDialog({ template: summary, onClose }: EditTemplateDialogProps) {
  const formId = useId();
  const template = useTemplate(summary.id);
  const update = useUpdateTemplate();
  const saving = update.isPending;

  let content;
  if (template.isPending) content = <LoadingState message="Loading the template..." />;
  else if (template.isError) {
    content = (
      <RetryNotice retrying={template.isFetching} onRetry={() => void template.refetch()}>
        {`Failed to load the template: ${userMessage(template.error)}`}
      </RetryNotice>
    );
  } else content = <EditTemplateForm formId={formId} template={template.data} update={update} onSaved={onClose} />;

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Edit template"
      description={`Change the name and the tasks of ${summary.name}. Events already created from it keep their tasks.`}
      preventClose={saving}
      size="xl"
      footer={
        <FormDialogFooter
          formId={formId}
          onCancel={onClose}
          busy={saving}
          submitLabel={saving ? 'Saving...' : 'Save template'}
          submitDisabled={!template.isSuccess}
        />
      }
    >
      {content}
    </Dialog>
  );
}

function EditTemplateForm({
  formId,
  template,
  update,
  onSaved,
}: {
  formId: string;
  template: Template;
  update: ReturnType<typeof useUpdateTemplate>;
  onSaved: () => void;
}) {
  const toast = useToast();
  const form = useSchemaForm(templateEditFormSchema, { name: template.name, tasks: template.tasks.map(toTaskRow) });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'tasks' });
  const { errors } = form.formState;
  const listError = errors.tasks?.root?.message ?? errors.tasks?.message;

  const submit = form.handleSubmit(({ name, tasks }) =>
    update.mutate(
      { id: template.id, input: { name, tasks: tasks.map(fromTaskRow) } },
      {
        onSuccess: ({ template: saved }) => {
          toast.success('Template saved', `"${saved.name}" holds ${countLabel(saved.tasks.length, 'task')}.`);
          onSaved();
        },
        onError: (error) => {
          if (form.showServerFieldErrors(error, ['name', 'tasks'])) update.reset();
        },
      },
    ),
  );

  const addRow = () => append({ ...EMPTY_TASK_ROW }, { shouldFocus: true, focusName: `tasks.${fields.length}.title` });

  return (
    <form id={formId} onSubmit={submit} noValidate className="space-y-5">
      {update.isError && <Notice tone="danger">{`Failed to save the template: ${refusalMessage(update.error)}`}</Notice>}
      <div className="space-y-5">
        <Field label="Template name" required error={errors.name?.message} className="max-w-md">
          <Input autoComplete="off" maxLength={TEMPLATE_NAME_MAX_LENGTH} {...form.field('name')} />
        </Field>
        <div>
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="text-sm font-semibold text-ink">{`Tasks (${formatCount(fields.length)})`}</h3>
            <p className="text-xs text-ink-subtle">Due dates are counted from the start or the end of each new event.</p>
          </div>
          {listError && (
            <p role="alert" className="mt-2 text-sm text-red-600 dark:text-red-400">
              {listError}
            </p>
          )}
          <ol className="mt-3 space-y-3" aria-label="Template tasks">
            {fields.map((row, index) => (
              <TaskRow
                key={row.id}
                index={index}
                control={form.control}
                register={form.register}
                errors={errors}
                clear={(name) => form.clearErrors([`tasks.${index}.${name}`, 'tasks'])}
                onRemove={() => remove(index)}
              />
            ))}
          </ol>
          <Button variant="secondary" size="sm" className="mt-3" onClick={addRow} disabled={fields.length >= TEMPLATE_MAX_TASKS}>
            <Plus className="size-4" aria-hidden="true" />
            Add task
          </Button>
        </div>
      </div>
    </form>
  );
}

type RowField = 'title' | 'priority' | 'due' | 'days';

function TaskRow({
  index,
  control,
  register,
  errors,
  clear,
  onRemove,
}: {
  index: number;
  control: Control<TemplateEditForm>;
  register: UseFormRegister<TemplateEditForm>;
  errors: FieldErrors<TemplateEditForm>;
  clear: (name: RowField) => void;
  onRemove: () => void;
}) {
  const errorId = useId();
  const number = index + 1;
  const title = useWatch({ control, name: `tasks.${index}.title` });
  const due = useWatch({ control, name: `tasks.${index}.due` });
  const rowErrors = errors.tasks?.[index];
  const messages = [rowErrors?.title?.message, rowErrors?.days?.message, rowErrors?.priority?.message].filter(Boolean);
  const invalid = (name: RowField) =>
    rowErrors?.[name] ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {};
  const field = (name: RowField) => register(`tasks.${index}.${name}`, { onChange: () => clear(name) });

  return (
    <li className="rounded-lg border border-line p-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="w-6 shrink-0 text-right text-xs text-ink-subtle tabular-nums" aria-hidden="true">
          {number}.
        </span>
        <div className="min-w-0 flex-1 basis-56">
          <Input aria-label={`Title of task ${number}`} placeholder="Task title" autoComplete="off" {...invalid('title')} {...field('title')} />
        </div>
        <div className="flex w-full flex-wrap items-center gap-2 pl-8 sm:w-auto sm:flex-nowrap sm:pl-0">
          {due !== 'none' && (
            <div className="w-20 shrink-0">
              <Input aria-label={`Days of task ${number}`} inputMode="numeric" autoComplete="off" className="tabular-nums" {...invalid('days')} {...field('days')} />
            </div>
          )}
          <div className="min-w-0 flex-1 basis-40 sm:w-44 sm:flex-none sm:basis-auto">
            <Select aria-label={`When task ${number} is due`} {...field('due')}>
              {DUE_CHOICES.map((choice) => (
                <option key={choice} value={choice}>
                  {DUE_CHOICE_LABELS[choice]}
                </option>
              ))}
            </Select>
          </div>
          <div className="min-w-0 flex-1 basis-32 sm:w-36 sm:flex-none sm:basis-auto">
            <Select aria-label={`Priority of task ${number}`} {...invalid('priority')} {...field('priority')}>
              {TASK_PRIORITIES.map((priority) => (
                <option key={priority} value={priority}>
                  {`${TASK_PRIORITY_LABELS[priority]} priority`}
                </option>
              ))}
            </Select>
          </div>
          <Button variant="ghost" size="icon" onClick={onRemove} aria-label={`Remove task ${number}${title ? `: ${title}` : ''}`}>
            <Trash2 className="size-4" aria-hidden="true" />
          </Button>
        </div>
      </div>
      {messages.length > 0 && (
        <div id={errorId} className="mt-2 space-y-0.5 pl-8 text-sm text-red-600 dark:text-red-400">
          {messages.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
    </li>
  );
}
