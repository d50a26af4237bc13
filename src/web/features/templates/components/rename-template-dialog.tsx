import type { TemplateSummary } from '../../../entities/templates/api/templates.ts';
import { TemplateNameDialog } from '../../../entities/templates/components/template-name-dialog.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useUpdateTemplate } from '../api/template-mutations.ts';

/** Mounted while open, so the form starts from the template's name. */
export function RenameTemplateDialog({ template, onClose }: { template: TemplateSummary; onClose: () => void }) {
  const update = useUpdateTemplate();
  const toast = useToast();

  return (
    <TemplateNameDialog
      title="Rename template"
      description={`Give ${template.name} a new name.`}
      initialName={template.name}
      submitLabel="Rename"
      request={update}
      failurePrefix="Failed to rename the template: "
      onClose={onClose}
      onSave={(name, showFieldErrors) =>
        update.mutate(
          { id: template.id, input: { name } },
          {
            onSuccess: ({ template: saved }) => {
              toast.success('Template renamed', `It is now called "${saved.name}".`);
              onClose();
            },
            onError: (error) => {
              if (showFieldErrors(error)) update.reset();
            },
          },
        )
      }
    />
  );
}
