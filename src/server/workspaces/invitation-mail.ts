import { INVITATION_LIFETIME_DAYS, ROLE_DESCRIPTIONS, ROLE_LABELS, type InvitableRole } from '../../domain/workspaces.ts';
import { escapeHtml } from '../auth/password-reset-mail.ts';
import type { MailMessage } from '../mail/mailer.ts';

const APP_NAME = 'Eventry';

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

  const href = escapeHtml(link);
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a;">
  <div style="max-width:520px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px;padding:32px;">
    <p style="margin:0 0 16px;font-size:20px;font-weight:bold;">${APP_NAME}</p>
    <p style="margin:0 0 16px;">Hello,</p>
    <p style="margin:0 0 16px;">${escapeHtml(inviterName)} invited you (${escapeHtml(email)}) to join the workspace <strong>${escapeHtml(workspaceName)}</strong> in ${APP_NAME} as ${escapeHtml(roleText)}.</p>
    <p style="margin:0 0 24px;"><a href="${href}" style="display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:8px;">Open the invitation</a></p>
    <p style="margin:0 0 16px;font-size:14px;color:#475569;">Or copy this address into your browser:<br><a href="${href}" style="color:#4338ca;word-break:break-all;">${href}</a></p>
    <p style="margin:0 0 16px;">Sign in, or create an account with this e-mail address, to accept. The link works once, for ${INVITATION_LIFETIME_DAYS} days: until ${escapeHtml(until)}.</p>
    <p style="margin:0;">If you do not know the sender, ignore this e-mail: nothing happens unless the link is opened and accepted.</p>
  </div>
</body>
</html>
`;
  return { to: email, subject, text, html };
}
