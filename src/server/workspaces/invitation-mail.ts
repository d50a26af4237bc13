import { INVITATION_LIFETIME_DAYS, ROLE_DESCRIPTIONS, ROLE_LABELS, type InvitableRole } from '../../domain/workspaces.ts';
import { APP_NAME, escapeHtml, mailButton, mailPage, mailParagraph } from '../mail/mail-html.ts';
import type { MailMessage } from '../mail/mailer.ts';

const expiryFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });

export interface InvitationMailInput {
  email: string;
  inviterName: string;
  workspaceName: string;
  role: InvitableRole;
  link: string;
  expiresAt: Date;
}

/** The e-mail carrying an invitation link: plain text and HTML saying the same. */
export function invitationMail({ email, inviterName, workspaceName, role, link, expiresAt }: InvitationMailInput): MailMessage {
  const until = `${expiryFormat.format(expiresAt)} UTC`;
  const roleText = `${ROLE_LABELS[role]} (${ROLE_DESCRIPTIONS[role].toLowerCase()})`;
  const subject = `${inviterName} invited you to plan together in ${APP_NAME}`;
  const text = [
    'Hello,',
    '',
    `${inviterName} invited you (${email}) to join the workspace "${workspaceName}" in ${APP_NAME} as ${roleText}.`,
    'To accept, open this link and sign in, or create an account with this e-mail address:',
    '',
    link,
    '',
    `The link works once, for ${INVITATION_LIFETIME_DAYS} days: until ${until}.`,
    '',
    'If you do not know the sender, ignore this e-mail: nothing happens unless the link is opened and accepted.',
    '',
    `— ${APP_NAME}`,
    '',
  ].join('\n');

  const html = mailPage(
    subject,
    [
      mailParagraph('Hello,'),
      mailParagraph(
        `${escapeHtml(inviterName)} invited you (${escapeHtml(email)}) to join the workspace <strong>${escapeHtml(workspaceName)}</strong> in ${APP_NAME} as ${escapeHtml(roleText)}.`,
      ),
      mailButton(link, 'Open the invitation'),
      mailParagraph(
        `Sign in, or create an account with this e-mail address, to accept. The link works once, for ${INVITATION_LIFETIME_DAYS} days: until ${escapeHtml(until)}.`,
      ),
      mailParagraph('If you do not know the sender, ignore this e-mail: nothing happens unless the link is opened and accepted.', { last: true }),
    ].join('\n'),
  );
  return { to: email, subject, text, html };
}
