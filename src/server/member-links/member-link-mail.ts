import { APP_NAME, escapeHtml, mailButton, mailPage, mailParagraph } from '../mail/mail-html.ts';
import type { MailMessage } from '../mail/mailer.ts';

export interface MemberLinkMailInput {
  memberName: string;
  email: string;
  eventName: string;
  /** The organiser who sent the link: the account that asked for the e-mail. */
  organiserName: string;
  link: string;
}

/** The e-mail carrying a member's link to their own tasks: short, plain text and HTML saying the same. */
export function memberLinkMail({ memberName, email, eventName, organiserName, link }: MemberLinkMailInput): MailMessage {
  const subject = `Your tasks for ${eventName}`;
  const text = [
    `Hello ${memberName},`,
    '',
    `${organiserName} shares your tasks for ${eventName} with you. Open this link to see what is due and mark each task as you go; no account needed:`,
    '',
    link,
    '',
    `The link is yours alone: whoever has it can see and update your tasks. If it stops working, ask ${organiserName} for a new one.`,
    '',
    `— ${APP_NAME}`,
    '',
  ].join('\n');

  const html = mailPage(
    subject,
    [
      mailParagraph(`Hello ${escapeHtml(memberName)},`),
      mailParagraph(
        `${escapeHtml(organiserName)} shares your tasks for <strong>${escapeHtml(eventName)}</strong> with you. Open this link to see what is due and mark each task as you go; no account needed.`,
      ),
      mailButton(link, 'Open my tasks'),
      mailParagraph(
        `The link is yours alone: whoever has it can see and update your tasks. If it stops working, ask ${escapeHtml(organiserName)} for a new one.`,
        { last: true },
      ),
    ].join('\n'),
  );
  return { to: email, subject, text, html };
}
