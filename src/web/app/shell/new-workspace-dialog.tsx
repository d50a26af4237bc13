import { useId } from 'react';
import { useMutation } from '@tanstack/react-query';
import { WORKSPACE_NAME_MAX_LENGTH } from '../../../domain/workspace-rules.ts';
import { workspaceInputSchema, type Workspace, type WorkspaceInput } from '../../../domain/workspaces.ts';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { FormDialogFooter } from '../../components/ui/form-dialog-footer.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { api, ApiError, userMessage } from '../../lib/api.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { saveWorkspaceChoice, useOpenWorkspace } from '../../lib/workspaces.ts';

/** POST /api/workspaces: a new workspace, which the account owns. */
function createWorkspace(input: WorkspaceInput) {
  return api.post<{ workspace: Workspace }>('/api/workspaces', input);
}

/** Names a new workspace; once made, the tab moves to it, ready for its events and its people. */
export function NewWorkspaceDialog({ onClose }: { onClose: () => void }) {
  const formId = useId();
  const openWorkspace = useOpenWorkspace();
  const toast = useToast();
  const form = useSchemaForm(workspaceInputSchema, { name: '' });
  const { errors } = form.formState;
  const create = useMutation({
    mutationFn: async (input: WorkspaceInput) => {
      const { workspace } = await createWorkspace(input);
      return saveWorkspaceChoice(workspace.id);
    },
    onSuccess: (workspace) => {
      onClose();
      toast.success(`Workspace “${workspace.name}” created`, 'Invite the people you plan with from People.');
      openWorkspace(workspace);
    },
    onError: (error) => form.showServerFieldErrors(error, ['name']),
  });
  const submit = form.handleSubmit((input) => create.mutate(input));
  // A refused name is said beside the field, once.
  const fieldRefused = create.error instanceof ApiError && Boolean(create.error.fields?.name);

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="New workspace"
      description="A separate place for other events, with its own people. You are its owner."
      preventClose={create.isPending}
      size="sm"
      footer={<FormDialogFooter formId={formId} onCancel={onClose} busy={create.isPending} submitLabel={create.isPending ? 'Creating...' : 'Create workspace'} />}
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-4">
        {create.isError && !fieldRefused && <Notice tone="danger">{`Could not create the workspace: ${userMessage(create.error)}`}</Notice>}
        <Field label="Workspace name" required error={errors.name?.message}>
          <Input autoComplete="off" autoFocus maxLength={WORKSPACE_NAME_MAX_LENGTH} placeholder="Harbour Events" {...form.field('name')} />
        </Field>
      </form>
    </Dialog>
  );
}
