import { mailBodyHtml } from '../../domain/campaigns.ts';
import { APP_NAME, escapeHtml, mailPage } from '../mail/mail-html.ts';
import type { MailMessage } from '../mail/mailer.ts';
import type { UnsubscribeLinks } from '../reminders/reminder-mail.ts';

export interface TeamMailInputForMember {
  email: string;
  eventName: string;
  subject: string;
  /** The plain text the organiser wrote. */
  body: string;
  unsubscribe: UnsubscribeLinks;
  /** The organiser's address, where a reply goes; none when the account is gone. */
  replyTo?: string;
}

/** Why the member gets it, and how to stop: the same words as the reminders, since one opt-out stops both. */
const why = (eventName: string) => `You get this because you are on the team of ${eventName}.`;

/**
 * One member's copy of a team e-mail: the organiser's text as written (plain text part), the same as
 * HTML (escaped: paragraphs, line breaks, "- " lines as a list) in the product's mail frame, and the
 * member's own unsubscribe link, in the body and as RFC 8058 List-Unsubscribe headers.
 */
export function teamMail({ email, eventName, subject, body, unsubscribe, replyTo }: TeamMailInputForMember): MailMessage {
  const text = [
    body.replace(/\r\n?/g, '\n').trimEnd(),
    '',
    '--',
    `${why(eventName)} To stop e-mails about it: ${unsubscribe.page}`,
    `— ${APP_NAME}`,
    '',
  ].join('\n');
  const html = mailPage(
    subject,
    [
      mailBodyHtml(body),
      `    <p style="margin:24px 0 0;font-size:13px;color:#475569;">${escapeHtml(why(eventName))} <a href="${escapeHtml(unsubscribe.page)}" style="color:#4338ca;">Unsubscribe</a></p>`,
    ].join('\n'),
  );
  return {
    to: email,
    subject,
    text,
    html,
    ...(replyTo ? { replyTo } : {}),
    headers: { 'List-Unsubscribe': `<${unsubscribe.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
