import { editMemberFormSchema, MEMBER_STATUSES, memberStatusLabel, type Member } from '../../../../domain/team.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { CalendarFeedPanel } from '../../../entities/calendar-feeds/components/calendar-feed-panel.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { FormDialogFooter } from '../../../components/ui/form-dialog-footer.tsx';
import { Input, Select } from '../../../components/ui/input.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { userMessage } from '../../../lib/api.ts';
import { useUpdateTeamMember } from '../api/update-team-member.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';

const FIELD_NAMES = ['name', 'email', 'status', 'company', 'role'] as const;
const FORM_ID = 'edit-member-form';

interface EditMemberDialogProps {
  member: Member | null;
  onClose: () => void;
}

/** Mounted while a member is being edited, so the form starts from that member's values. */
export function EditMemberDialog({ member, onClose }: EditMemberDialogProps) {
  const update = useUpdateTeamMember();
  const close = () => {
    update.reset();
    onClose();
  };
  return (
    <Dialog
      open={member !== null}
      onOpenChange={(open) => !open && close()}
      title="Edit Team Member"
      description={member ? `Update the details of ${member.name}.` : undefined}
      preventClose={update.isPending}
      footer={
        <FormDialogFooter formId={FORM_ID} onCancel={close} busy={update.isPending} submitLabel={update.isPending ? 'Saving...' : 'Save Changes'} />
      }
    >
      {member && <EditMemberForm key={member.id} member={member} update={update} onSaved={close} />}
      {member && (
        <CalendarFeedPanel className="mt-5" target={{ kind: 'member', id: member.id }} lists={`the tasks assigned to ${member.name} that have due dates`} />
      )}
    </Dialog>
  );
}

function EditMemberForm({
  member,
  update,
  onSaved,
}: {
  member: Member;
  update: ReturnType<typeof useUpdateTeamMember>;
  onSaved: () => void;
}) {
  const toast = useToast();
  const form = useSchemaForm(editMemberFormSchema, {
    name: member.name,
    email: member.email ?? '',
    status: member.status,
    company: member.company ?? '',
    role: member.role ?? '',
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((input) => {
    update.mutate(
      { id: member.id, input },
      {
        onSuccess: ({ member: saved }) => {
          toast.success('Team member updated', `${saved.name}'s details were saved.`);
          onSaved();
        },
        onError: (error) => form.showServerFieldErrors(error, FIELD_NAMES),
      },
    );
  });

  return (
    <form id={FORM_ID} onSubmit={submit} noValidate className="space-y-4">
      {update.isError && <Notice tone="danger">{`Failed to update team member: ${userMessage(update.error)}`}</Notice>}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="User ID" hint="Cannot be changed">
          <Input readOnly value={member.code} className="font-mono" />
        </Field>
        <Field label="Assigned Event" hint="Cannot be changed">
          <Input readOnly value={member.eventName} />
        </Field>
      </div>
      <Field label="Name" required error={errors.name?.message}>
        <Input autoComplete="off" {...form.field('name')} />
      </Field>
      <Field label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="off" {...form.field('email')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="Status" error={errors.status?.message}>
          <Select {...form.field('status')}>
            {MEMBER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {memberStatusLabel(status)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Company" error={errors.company?.message}>
          <Input autoComplete="off" {...form.field('company')} />
        </Field>
        <Field label="Role" error={errors.role?.message}>
          <Input autoComplete="off" {...form.field('role')} />
        </Field>
      </div>
    </form>
  );
}
