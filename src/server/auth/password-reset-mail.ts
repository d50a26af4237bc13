import { RESET_TOKEN_VALIDITY_MINUTES } from '../../domain/password-reset.ts';
import { APP_NAME, escapeHtml, mailButton, mailPage, mailParagraph } from '../mail/mail-html.ts';
import type { MailMessage } from '../mail/mailer.ts';

const expiryFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });

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

  const html = mailPage(
    subject,
    [
      mailParagraph(`Hello ${escapeHtml(name)},`),
      mailParagraph(`Someone asked to reset the password of your ${APP_NAME} account (${escapeHtml(email)}). To choose a new password, open this link:`),
      mailButton(link, 'Choose a new password'),
      mailParagraph(`The link works once, for ${RESET_TOKEN_VALIDITY_MINUTES} minutes: until ${escapeHtml(until)}.`),
      mailParagraph('If you did not ask for this, ignore this e-mail: your password stays as it is.', { last: true }),
    ].join('\n'),
  );
  return { to: email, subject, text, html };
}
