import { useQueryClient } from '@tanstack/react-query';
import type { Event } from '../../../../domain/events.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { userMessage } from '../../../lib/api.ts';
import { forgetDeletedEvent, useDeleteEvent } from '../api/delete-event.ts';
import { useCurrentEvent } from '../api/get-event.ts';
import { deleteEventWarning } from '../utils/event-display.ts';

interface DeleteEventDialogProps {
  event: Event;
  today: string;
  onCancel: () => void;
  onDeleted: () => void;
}

export function DeleteEventDialog({ event: listed, today, onCancel, onDeleted }: DeleteEventDialogProps) {
  // The warning names what goes with the event as it is now, not as the list last saw it.
  const event = useCurrentEvent(listed, today);
  const deleteEvent = useDeleteEvent();
  const queryClient = useQueryClient();
  const toast = useToast();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onCancel()}
      title="Delete Event"
      confirmLabel="Delete Event"
      pending={deleteEvent.isPending}
      error={deleteEvent.isError ? userMessage(deleteEvent.error) : undefined}
      onConfirm={() =>
        deleteEvent.mutate(event.id, {
          onSuccess: () => {
            toast.success('Event deleted', `"${event.name}" was deleted.`);
            onDeleted();
            forgetDeletedEvent(queryClient, event.id);
          },
        })
      }
    >
      <p>{deleteEventWarning(event)}</p>
    </ConfirmDialog>
  );
}
