import { useState } from 'react';
import { Send } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError, userMessage } from '../../../lib/api.ts';
import { useEmailEventMemberLinks } from '../api/email-event-member-links.ts';
import { eventLinksRecipients, eventLinksResult } from '../member-link-format.ts';

interface EmailEventLinksButtonProps {
  event: { id: number; name: string };
  /** Who gets a link, counted from the event's members; null while they are not all on hand (a search, more pages). */
  audience: { withEmail: number; withoutEmail: number } | null;
}

/** "E-mail every member their link": a new link to each member of the event who has an address, after a confirmation that counts them. */
export function EmailEventLinksButton({ event, audience }: EmailEventLinksButtonProps) {
  const [open, setOpen] = useState(false);
  const send = useEmailEventMemberLinks(event.id);
  const toast = useToast();
  const close = () => {
    setOpen(false);
    send.reset();
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Send className="size-4" aria-hidden="true" />
        E-mail every member their link
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => !next && close()}
        title="E-mail every member their link?"
        confirmLabel="E-mail the links"
        tone="primary"
        pending={send.isPending}
        error={send.isError ? `Could not send the links: ${send.error instanceof ApiError && send.error.detail ? send.error.detail : userMessage(send.error)}` : undefined}
        onConfirm={() => {
          send.mutate(undefined, {
            onSuccess: (result) => {
              const problem = result.failed > 0;
              (problem ? toast.error : toast.success)(problem ? 'Some links could not be sent' : 'Links sent', eventLinksResult(result));
              close();
            },
          });
        }}
      >
        <p>
          {audience === null
            ? `Every member of ${event.name} who has an e-mail address gets a new link to their own page; members without one are left out.`
            : `${event.name}: ${eventLinksRecipients(audience)}`}
        </p>
        <p>Each new link replaces the member’s link before, which stops working.</p>
        {audience?.withEmail === 0 && <p>Add addresses with Edit Member, or copy each member’s link from their menu.</p>}
      </ConfirmDialog>
    </>
  );
}
