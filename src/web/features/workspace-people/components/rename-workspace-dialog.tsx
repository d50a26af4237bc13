import { useId } from 'react';
import { WORKSPACE_NAME_MAX_LENGTH } from '../../../../domain/workspace-rules.ts';
import { workspaceInputSchema, type Workspace } from '../../../../domain/workspaces.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { FormDialogFooter } from '../../../components/ui/form-dialog-footer.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { ApiError, userMessage } from '../../../lib/api.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useRenameWorkspace } from '../api/rename-workspace.ts';

/** Renames the workspace (its owner): everyone in it sees the new name in their switcher. */
export function RenameWorkspaceDialog({ workspace, onClose, onRenamed }: { workspace: Workspace; onClose: () => void; onRenamed: (name: string) => void }) {
  const formId = useId();
  const rename = useRenameWorkspace();
  const form = useSchemaForm(workspaceInputSchema, { name: workspace.name });
  const { errors } = form.formState;
  const submit = form.handleSubmit((input) =>
    rename.mutate(input, {
      onSuccess: ({ workspace: renamed }) => onRenamed(renamed.name),
      onError: (error) => form.showServerFieldErrors(error, ['name']),
    }),
  );
  const fieldRefused = rename.error instanceof ApiError && Boolean(rename.error.fields?.name);

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Rename workspace"
      description="Everyone in the workspace sees the new name."
      preventClose={rename.isPending}
      size="sm"
      footer={<FormDialogFooter formId={formId} onCancel={onClose} busy={rename.isPending} submitLabel={rename.isPending ? 'Saving...' : 'Save name'} />}
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-4">
        {rename.isError && !fieldRefused && <Notice tone="danger">{`Could not rename the workspace: ${userMessage(rename.error)}`}</Notice>}
        <Field label="Workspace name" required error={errors.name?.message}>
          <Input autoComplete="off" autoFocus maxLength={WORKSPACE_NAME_MAX_LENGTH} {...form.field('name')} />
        </Field>
      </form>
    </Dialog>
  );
}
