import { useId, type FormEvent, type ReactNode } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormDialogFooter } from '../../../components/ui/form-dialog-footer.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { RetryNotice } from '../../../components/ui/retry-notice.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { userMessage } from '../../../lib/api.ts';
import { countLabel } from '../../../../domain/english-format.ts';
import type { TeamMailKind, TeamMailQueued } from '../../../../domain/campaigns-schema.ts';
import { useSendTeamMail, useTeamMailRecipients } from '../api/team-mail.ts';

interface SendToTeamDialogProps {
  eventId: number;
  kind: TeamMailKind;
  subject: string;
  /** Plain text; the e-mail's HTML part is built from it. */
  text: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After the server has planned the e-mails (the dialog has closed and said so in a toast). */
  onSent?: (result: TeamMailQueued) => void;
}

/** "3 team members" / "1 team member". */
const members = (count: number) => countLabel(count, 'team member');

/** What the toast says once the e-mails are planned. */
export function queuedMessage({ queued, skipped }: TeamMailQueued): string {
  const left = skipped.withoutAddress + skipped.unsubscribed;
  return `On its way to ${members(queued)}.${left > 0 ? ` ${countLabel(left, 'member')} left out (no address or unsubscribed).` : ''}`;
}

/**
 * The confirmation before an e-mail goes to an event's team: who will receive it (name and address),
 * who has no address, who unsubscribed; Cancel or Send. Used by the campaign and agenda pages.
 */
export function SendToTeamDialog({ eventId, kind, subject, text, open, onOpenChange, onSent }: SendToTeamDialogProps) {
  const formId = useId();
  const toast = useToast();
  const recipients = useTeamMailRecipients(eventId, { enabled: open });
  const send = useSendTeamMail(eventId);
  const count = recipients.data?.recipients.length ?? 0;

  const close = (next: boolean) => {
    if (!next) send.reset();
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (count === 0 || send.isPending) return;
    send.mutate(
      { kind, subject, text },
      {
        onSuccess: (result) => {
          toast.success('E-mail sent to the team', queuedMessage(result));
          close(false);
          onSent?.(result);
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      preventClose={send.isPending}
      title="Send to the team"
      description={`“${subject}” goes to each member below, in their own e-mail, with a link to unsubscribe.`}
      size="md"
      footer={
        <FormDialogFooter
          formId={formId}
          onCancel={() => close(false)}
          busy={send.isPending}
          submitLabel={count > 0 ? `Send to ${members(count)}` : 'Send'}
          submitDisabled={!recipients.data || count === 0}
        />
      }
    >
      <form id={formId} onSubmit={submit} className="space-y-4" noValidate>
        {recipients.isPending && (
          <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
            <Spinner /> Finding who will receive it…
          </p>
        )}
        {recipients.isError && !recipients.data && (
          <RetryNotice retrying={recipients.isFetching} onRetry={() => void recipients.refetch()}>
            {`Could not load the team: ${userMessage(recipients.error)}`}
          </RetryNotice>
        )}
        {recipients.data && (
          <>
            {count === 0 ? (
              <Notice tone="warning" title="No one can receive it yet">
                No member of this event's team has an e-mail address they can be reached at. Add addresses on the Team page.
              </Notice>
            ) : (
              <PeopleList title={`Will receive it (${count})`}>
                {recipients.data.recipients.map((member) => (
                  <li key={member.memberId} className="flex flex-wrap justify-between gap-x-3">
                    <span className="font-medium text-ink">{member.name}</span>
                    <span className="break-all text-ink-muted">{member.email}</span>
                  </li>
                ))}
              </PeopleList>
            )}
            {recipients.data.withoutAddress.length > 0 && (
              <PeopleList title={`No e-mail address (${recipients.data.withoutAddress.length})`} muted>
                {recipients.data.withoutAddress.map((member) => (
                  <li key={member.memberId}>{member.name}</li>
                ))}
              </PeopleList>
            )}
            {recipients.data.unsubscribed.length > 0 && (
              <PeopleList title={`Unsubscribed (${recipients.data.unsubscribed.length})`} muted>
                {recipients.data.unsubscribed.map((member) => (
                  <li key={member.memberId}>{member.name}</li>
                ))}
              </PeopleList>
            )}
          </>
        )}
        {send.isError && (
          <Notice tone="danger" title="Not sent">
            {userMessage(send.error)}
          </Notice>
        )}
      </form>
    </Dialog>
  );
}

function PeopleList({ title, muted = false, children }: { title: string; muted?: boolean; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-sm font-semibold text-ink">
        {title}
      </h3>
      <ul className={`mt-1.5 max-h-48 space-y-1 overflow-y-auto rounded-md border border-line bg-surface-muted px-3 py-2 text-sm ${muted ? 'text-ink-muted' : ''}`}>
        {children}
      </ul>
      {muted && <p className="sr-only">These members will not receive it.</p>}
    </section>
  );
}
