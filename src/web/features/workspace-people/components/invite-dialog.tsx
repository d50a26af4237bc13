import { useId } from 'react';
import { INVITABLE_ROLES, INVITATION_LIFETIME_DAYS, ROLE_DESCRIPTIONS, ROLE_LABELS } from '../../../../domain/workspace-rules.ts';
import { inviteInputSchema, type Invitation } from '../../../../domain/workspaces.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { FormDialogFooter } from '../../../components/ui/form-dialog-footer.tsx';
import { Input, Select } from '../../../components/ui/input.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { ApiError, userMessage } from '../../../lib/api.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useInvitePerson } from '../api/invite-person.ts';

/** What went wrong, in the server's words: a refused address, or too many invitations sent (with when to try again). */
function inviteErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 429 && error.detail) return error.detail;
  return userMessage(error);
}

interface InviteDialogProps {
  workspaceName: string;
  onClose: () => void;
  /** The invitation was made; `mailed` says whether its e-mail went out. */
  onInvited: (invitation: Invitation, mailed: boolean) => void;
}

/** Invites someone by e-mail to the workspace as an editor or a viewer: a link that works once, for seven days. */
export function InviteDialog({ workspaceName, onClose, onInvited }: InviteDialogProps) {
  const formId = useId();
  const invite = useInvitePerson();
  const form = useSchemaForm(inviteInputSchema, { email: '', role: 'editor' });
  const { errors } = form.formState;
  const role = form.watch('role');
  const submit = form.handleSubmit((input) =>
    invite.mutate(input, {
      onSuccess: ({ invitation, mailed }) => onInvited(invitation, mailed),
      onError: (error) => form.showServerFieldErrors(error, ['email', 'role']),
    }),
  );
  const fieldRefused = invite.error instanceof ApiError && Boolean(invite.error.fields?.email || invite.error.fields?.role);

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Invite people"
      description={`We e-mail them a link that joins “${workspaceName}”. It works once, for ${INVITATION_LIFETIME_DAYS} days.`}
      preventClose={invite.isPending}
      size="sm"
      footer={<FormDialogFooter formId={formId} onCancel={onClose} busy={invite.isPending} submitLabel={invite.isPending ? 'Sending...' : 'Send invitation'} />}
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-4">
        {invite.isError && !fieldRefused && <Notice tone="danger">{`Could not send the invitation: ${inviteErrorMessage(invite.error)}`}</Notice>}
        <Field label="Email" required error={errors.email?.message} hint="They accept with the account that uses this address, or sign up with it.">
          <Input type="email" autoComplete="off" autoFocus placeholder="colleague@example.com" {...form.field('email')} />
        </Field>
        <Field label="Role" required error={errors.role?.message} hint={INVITABLE_ROLES.includes(role) ? ROLE_DESCRIPTIONS[role] : undefined}>
          <Select {...form.field('role')}>
            {INVITABLE_ROLES.map((value) => (
              <option key={value} value={value}>
                {ROLE_LABELS[value]}
              </option>
            ))}
          </Select>
        </Field>
      </form>
    </Dialog>
  );
}
