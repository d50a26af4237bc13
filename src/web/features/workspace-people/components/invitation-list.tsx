import { MailX } from 'lucide-react';
import { ROLE_LABELS } from '../../../../domain/workspace-rules.ts';
import type { Invitation } from '../../../../domain/workspaces.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { expiresLabel, invitedByLabel } from '../utils/people-display.ts';

/** The invitations waiting to be accepted (the owner's), each with Cancel. */
export function InvitationList({ invitations, now, onCancel }: { invitations: Invitation[]; now: Date; onCancel: (invitation: Invitation) => void }) {
  return (
    <ul className="divide-y divide-line">
      {invitations.map((invitation) => (
        <li key={invitation.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:gap-4 sm:px-5">
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-medium break-all text-ink">{invitation.email}</span>
              <Badge tone="neutral">{ROLE_LABELS[invitation.role]}</Badge>
            </p>
            <p className="mt-0.5 text-sm text-ink-muted">
              {invitedByLabel(invitation.invitedBy)}
              <span aria-hidden="true"> · </span>
              <span className="sr-only">, </span>
              {expiresLabel(invitation.expiresAt, now)}
            </p>
          </div>
          <Button variant="secondary" size="sm" className="self-start sm:self-auto" onClick={() => onCancel(invitation)} aria-label={`Cancel invitation to ${invitation.email}`}>
            <MailX className="size-4" aria-hidden="true" />
            Cancel invitation
          </Button>
        </li>
      ))}
    </ul>
  );
}
