import type { Member } from '../../../../domain/team.ts';
import { ConfirmDialog, confirmProgress } from '../../../components/ui/confirm-dialog.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { countLabel } from '../../../lib/count-label.ts';
import { useDeleteTeamMember } from '../api/delete-team-member.ts';

export function RemoveMemberDialog({ member, onClose }: { member: Member | null; onClose: () => void }) {
  const remove = useDeleteTeamMember();
  const toast = useToast();
  const close = () => {
    remove.reset();
    onClose();
  };
  const tasks = member?.taskCounts.total ?? 0;
  return (
    <ConfirmDialog
      open={member !== null}
      onOpenChange={(open) => !open && close()}
      title="Remove Team Member"
      confirmLabel="Remove Member"
      {...confirmProgress(remove, 'Failed to delete team member')}
      onConfirm={() => {
        if (!member) return;
        remove.mutate(member.id, {
          onSuccess: () => {
            toast.success('Team member removed', `${member.name} is no longer on the team.`);
            close();
          },
        });
      }}
    >
      <p>{`Are you sure you want to remove ${member?.name ?? ''} from the team?`}</p>
      {tasks > 0 && <p>{`Their ${countLabel(tasks, 'assigned task')} will become unassigned.`}</p>}
    </ConfirmDialog>
  );
}
