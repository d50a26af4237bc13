import type { Event } from '../../../../domain/events.ts';
import { useToast } from '../../../components/ui/toast.tsx';
import { countLabel } from '../../../lib/count-label.ts';
import { useSaveEventAsTemplate } from '../api/templates.ts';
import { TemplateNameDialog } from './template-name-dialog.tsx';

interface SaveTemplateDialogProps {
  event: Event;
  onClose: () => void;
}

/** Saves an event's tasks as a template of the user's own. Mounted while open, so every opening starts afresh. */
export function SaveTemplateDialog({ event, onClose }: SaveTemplateDialogProps) {
  const save = useSaveEventAsTemplate();
  const toast = useToast();

  return (
    <TemplateNameDialog
      title="Save as template"
      description={`Keep the tasks of ${event.name} as a plan to start other events from.`}
      initialName={`${event.name} plan`}
      submitLabel="Save template"
      request={save}
      onClose={onClose}
      onSave={(name, showFieldErrors) =>
        save.mutate(
          { name, eventId: event.id },
          {
            onSuccess: ({ template }) => {
              toast.success('Template saved', `"${template.name}" holds ${countLabel(template.tasks.length, 'task')}. Find it under Templates.`);
              onClose();
            },
            onError: (error) => {
              if (showFieldErrors(error)) save.reset();
            },
          },
        )
      }
    >
      <p className="text-sm text-ink-muted">
        {`Each of its ${countLabel(event.taskCount, 'task')} keeps its title, description and priority; due dates are kept as days before or after the event.`}
      </p>
    </TemplateNameDialog>
  );
}
