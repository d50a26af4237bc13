import { RESET_TOKEN_VALIDITY_MINUTES } from '../../domain/password-reset.ts';
import type { MailMessage } from '../mail/mailer.ts';

const APP_NAME = 'Eventry';

const expiryFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe to put in the HTML of an e-mail. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

export interface PasswordResetMailInput {
  name: string;
  email: string;
  link: string;
  expiresAt: Date;
}

/** The e-mail carrying a reset link: plain text and HTML saying the same. */
export function passwordResetMail({ name, email, link, expiresAt }: PasswordResetMailInput): MailMessage {
  const until = `${expiryFormat.format(expiresAt)} UTC`;
  const subject = `Reset your ${APP_NAME} password`;
  const text = [
    `Hello ${name},`,
    '',
    `Someone asked to reset the password of your ${APP_NAME} account (${email}).`,
    'To choose a new password, open this link:',
    '',
    link,
    '',
    `The link works once, for ${RESET_TOKEN_VALIDITY_MINUTES} minutes: until ${until}.`,
    '',
    'If you did not ask for this, ignore this e-mail: your password stays as it is.',
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
    <p style="margin:0 0 16px;">Hello ${escapeHtml(name)},</p>
    <p style="margin:0 0 16px;">Someone asked to reset the password of your ${APP_NAME} account (${escapeHtml(email)}). To choose a new password, open this link:</p>
    <p style="margin:0 0 24px;"><a href="${href}" style="display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:8px;">Choose a new password</a></p>
    <p style="margin:0 0 16px;font-size:14px;color:#475569;">Or copy this address into your browser:<br><a href="${href}" style="color:#4338ca;word-break:break-all;">${href}</a></p>
    <p style="margin:0 0 16px;">The link works once, for ${RESET_TOKEN_VALIDITY_MINUTES} minutes: until ${escapeHtml(until)}.</p>
    <p style="margin:0;">If you did not ask for this, ignore this e-mail: your password stays as it is.</p>
  </div>
</body>
</html>
`;
  return { to: email, subject, text, html };
}
