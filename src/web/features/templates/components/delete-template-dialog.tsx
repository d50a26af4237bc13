import type { TemplateSummary } from '../../../entities/templates/api/templates.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { userMessage } from '../../../lib/api.ts';
import { countLabel } from '../../../lib/count-label.ts';
import { useDeleteTemplate } from '../api/template-mutations.ts';

export function DeleteTemplateDialog({ template, onClose }: { template: TemplateSummary; onClose: () => void }) {
  const remove = useDeleteTemplate();
  const toast = useToast();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Delete template"
      confirmLabel="Delete template"
      pending={remove.isPending}
      error={remove.isError ? userMessage(remove.error) : undefined}
      onConfirm={() =>
        remove.mutate(template.id, {
          onSuccess: () => {
            toast.success('Template deleted', `"${template.name}" was deleted.`);
            onClose();
          },
        })
      }
    >
      <p>{`"${template.name}" and its ${countLabel(template.taskCount, 'task')} will be deleted. Events created from it keep their tasks.`}</p>
    </ConfirmDialog>
  );
}
