import { useId, type ReactNode } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { FormDialogFooter } from '../../../components/ui/form-dialog-footer.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { refusalMessage, templateNameFormSchema, TEMPLATE_NAME_MAX_LENGTH } from '../template-form.ts';

interface NameRequest {
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

interface TemplateNameDialogProps {
  title: string;
  description: string;
  initialName: string;
  submitLabel: string;
  /** What the request in flight is: its state shows on the buttons and above the form. */
  request: NameRequest;
  /** Put before the server's explanation when the request is refused. */
  failurePrefix?: string;
  children?: ReactNode;
  /** Sends the name; `showFieldErrors` puts a refusal's field message under the name and says whether it did. */
  onSave: (name: string, showFieldErrors: (error: unknown) => boolean) => void;
  onClose: () => void;
}

/** The one-field dialog that names a template: saving an event as one, and renaming one. */
export function TemplateNameDialog({ title, description, initialName, submitLabel, request, failurePrefix = '', children, onSave, onClose }: TemplateNameDialogProps) {
  const formId = useId();
  const form = useSchemaForm(templateNameFormSchema, { name: initialName });
  const { errors } = form.formState;
  const submit = form.handleSubmit(({ name }) => onSave(name, (error) => form.showServerFieldErrors(error, ['name'])));

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={description}
      preventClose={request.isPending}
      size="sm"
      footer={
        <FormDialogFooter formId={formId} onCancel={onClose} busy={request.isPending} submitLabel={request.isPending ? 'Saving...' : submitLabel} />
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-4">
        {request.isError && <Notice tone="danger">{`${failurePrefix}${refusalMessage(request.error)}`}</Notice>}
        {children}
        <Field label="Template name" required error={errors.name?.message}>
          <Input autoComplete="off" maxLength={TEMPLATE_NAME_MAX_LENGTH} {...form.field('name')} />
        </Field>
      </form>
    </Dialog>
  );
}
