import { useRef, useState } from 'react';
import { Copy, Link2, Link2Off, Mail } from 'lucide-react';
import type { Member } from '../../../../domain/team.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog, confirmProgress } from '../../../components/ui/confirm-dialog.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { RetryNotice } from '../../../components/ui/retry-notice.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError, userMessage } from '../../../lib/api.ts';
import { cn } from '../../../lib/cn.ts';
import { useToday } from '../../../lib/use-today.ts';
import { useCanEdit } from '../../../lib/workspaces.ts';
import { useCreateMemberLink } from '../api/create-member-link.ts';
import { useEmailMemberLink } from '../api/email-member-link.ts';
import { useMemberLink } from '../api/get-member-link.ts';
import { useTurnOffMemberLink } from '../api/turn-off-member-link.ts';
import { memberLinkSummary } from '../member-link-format.ts';

/** The server's own words for a mail that could not be sent (503), which the catalogue would replace with a generic line. */
function sendFailure(error: unknown): string {
  return error instanceof ApiError && error.status === 503 && error.detail ? error.detail : userMessage(error);
}

/**
 * A team member's own page, from the member's menu: whether their private link works, and for an
 * owner or editor, a new link to copy, the link e-mailed to them, or the link turned off. Only a
 * fingerprint of the link is kept, so a link is shown once, when it is made; making one replaces the last.
 */
export function MemberPageLinkDialog({ member, onClose }: { member: Member | null; onClose: () => void }) {
  return (
    <Dialog
      open={member !== null}
      onOpenChange={(open) => !open && onClose()}
      title={member ? `Member’s page for ${member.name}` : 'Member’s page'}
      description={
        member
          ? `A private page where ${member.name} sees their tasks for ${member.eventName} and marks them To Do, In Progress or Completed, on a phone, without an account.`
          : undefined
      }
      footer={
        <Button variant="secondary" onClick={onClose}>
          Done
        </Button>
      }
    >
      {member && <MemberPageLinkPanel key={member.id} member={member} />}
    </Dialog>
  );
}

type Confirming = 'copy' | 'email' | 'off' | null;

/** The dialog's body: the link's state and, for an owner or editor, what can be done with it. */
export function MemberPageLinkPanel({ member }: { member: Member }) {
  const canEdit = useCanEdit();
  const today = useToday();
  const link = useMemberLink(member.id);
  const create = useCreateMemberLink(member.id);
  const email = useEmailMemberLink(member.id);
  const turnOff = useTurnOffMemberLink(member.id);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [newUrl, setNewUrl] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const urlRef = useRef<HTMLInputElement>(null);
  const active = link.data?.active ?? false;
  const address = member.email?.trim() ?? '';

  const resetAll = () => {
    create.reset();
    email.reset();
    turnOff.reset();
  };
  const closeConfirm = () => {
    setConfirming(null);
    resetAll();
  };

  const copyToClipboard = async (url: string) => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(url);
      setMessage(`New link copied. Send it to ${member.name}: it opens their page.`);
    } catch {
      urlRef.current?.focus();
      urlRef.current?.select();
      setMessage('Copying is not available here: the link is selected, press Ctrl+C (⌘C on a Mac) to copy it.');
    }
  };

  const makeAndCopy = () => {
    setMessage('');
    create.mutate(undefined, {
      onSuccess: ({ url }) => {
        setConfirming(null);
        setNewUrl(url);
        // The field is there on the next render: copy after it, so a failed copy can select it.
        requestAnimationFrame(() => void copyToClipboard(url));
      },
    });
  };

  const sendByEmail = () => {
    setMessage('');
    email.mutate(undefined, {
      onSuccess: ({ sentTo }) => {
        setConfirming(null);
        setNewUrl(null);
        setMessage(`A new link was e-mailed to ${sentTo}.`);
      },
    });
  };

  const off = () =>
    turnOff.mutate(undefined, {
      onSuccess: () => {
        setConfirming(null);
        setNewUrl(null);
        setMessage(`The link is off: ${member.name}’s page no longer opens.`);
      },
    });

  return (
    <div className="space-y-4">
      <section aria-labelledby={`member-link-${member.id}`} className="rounded-lg border border-line p-4">
        <div className="flex items-start gap-3">
          {active ? (
            <Link2 className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-400" aria-hidden="true" />
          ) : (
            <Link2Off className="mt-0.5 size-5 shrink-0 text-ink-subtle" aria-hidden="true" />
          )}
          <div className="min-w-0">
            <h3 id={`member-link-${member.id}`} className="text-sm font-semibold text-ink">
              {link.isPending ? 'Link' : active ? 'Link on' : 'Link off'}
            </h3>
            {link.isPending && (
              <p role="status" className="mt-0.5 flex items-center gap-2 text-sm text-ink-muted">
                <Spinner /> Loading…
              </p>
            )}
            {link.data && <p className="mt-0.5 text-sm text-ink-muted">{memberLinkSummary(link.data, today)}</p>}
          </div>
        </div>
        {link.isError && (
          <RetryNotice className="mt-3" retrying={link.isFetching} onRetry={() => void link.refetch()}>
            {`Could not load the link: ${userMessage(link.error)}`}
          </RetryNotice>
        )}
      </section>

      {newUrl && (
        <Field label="New link" hint="Shown only this once: Eventry keeps only a fingerprint of the link, so it cannot show it again.">
          <Input ref={urlRef} readOnly value={newUrl} onFocus={(event) => event.currentTarget.select()} className="font-mono text-xs" />
        </Field>
      )}

      {canEdit ? (
        <div className="space-y-3">
          {create.isError && !confirming && <Notice tone="danger">{`Could not make a new link: ${userMessage(create.error)}`}</Notice>}
          {email.isError && !confirming && <Notice tone="danger">{`Could not e-mail the link: ${sendFailure(email.error)}`}</Notice>}
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => (active ? setConfirming('copy') : makeAndCopy())} loading={create.isPending && !confirming} disabled={!link.data}>
              {!(create.isPending && !confirming) && <Copy className="size-4" aria-hidden="true" />}
              Copy a new link
            </Button>
            <Button
              variant="secondary"
              onClick={() => (active ? setConfirming('email') : sendByEmail())}
              loading={email.isPending && !confirming}
              disabled={!link.data || !address}
              aria-describedby={address ? undefined : `member-link-no-email-${member.id}`}
            >
              {!(email.isPending && !confirming) && <Mail className="size-4" aria-hidden="true" />}
              {`E-mail the link to ${member.name}`}
            </Button>
            {active && (
              <Button variant="secondary" onClick={() => setConfirming('off')}>
                <Link2Off className="size-4" aria-hidden="true" />
                Turn off
              </Button>
            )}
          </div>
          {!address && (
            <p id={`member-link-no-email-${member.id}`} className="text-sm text-ink-muted">
              {`${member.name} has no e-mail address: add one with Edit Member to send the link from here.`}
            </p>
          )}
          {!newUrl && (
            <p className="text-sm text-ink-muted">
              Eventry keeps only a fingerprint of the link, so it is shown only once, when it is made. A new link replaces the one before, which stops working at once.
            </p>
          )}
        </div>
      ) : (
        <p className="text-sm text-ink-muted">Only the workspace&apos;s owner or an editor can make, send or turn off the link.</p>
      )}

      <p role="status" className={cn('text-sm text-ink', !message && 'sr-only')}>
        {message}
      </p>

      <ConfirmDialog
        open={confirming === 'copy'}
        onOpenChange={(open) => !open && closeConfirm()}
        title="Make a new link?"
        confirmLabel="Make and copy new link"
        tone="primary"
        onConfirm={makeAndCopy}
        {...confirmProgress(create, 'Could not make a new link')}
      >
        <p>{`${member.name}’s current link stops working at once: send them the new one.`}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming === 'email'}
        onOpenChange={(open) => !open && closeConfirm()}
        title="E-mail a new link?"
        confirmLabel="E-mail new link"
        tone="primary"
        onConfirm={sendByEmail}
        pending={email.isPending}
        error={email.isError ? `Could not e-mail the link: ${sendFailure(email.error)}` : undefined}
      >
        <p>{`${member.name} gets a new link at ${address}. The link they have now stops working once it is sent.`}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming === 'off'}
        onOpenChange={(open) => !open && closeConfirm()}
        title="Turn off the link?"
        confirmLabel="Turn off link"
        onConfirm={off}
        {...confirmProgress(turnOff, 'Could not turn the link off')}
      >
        <p>{`${member.name}’s page stops opening at once. You can make a new link later.`}</p>
      </ConfirmDialog>
    </div>
  );
}
