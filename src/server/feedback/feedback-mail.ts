import { FEEDBACK_RATING_MAX, type Feedback } from '../../domain/feedback.ts';
import type { MailMessage } from '../mail/mailer.ts';

export interface FeedbackMailInput {
  feedback: Feedback;
  /** The signed-in sender's account; null when sent signed out. */
  account: { id: number; name: string; email: string } | null;
  /** FEEDBACK_EMAIL. */
  to: string;
  /** The installation's public address, so that a team running several knows which one it came from. */
  origin: string;
}

/**
 * The plain-text e-mail that passes one feedback message on to the administrators. A reply goes to
 * the address the sender left, if any. The subject holds nothing the sender wrote.
 */
export function feedbackMail({ feedback, account, to, origin }: FeedbackMailInput): MailMessage {
  const sender = account ? `${account.name} <${account.email}> (signed in, account ${account.id})` : 'someone who was not signed in';
  const text = [
    `New feedback on Eventry at ${origin}`,
    '',
    `Rating: ${feedback.rating} of ${FEEDBACK_RATING_MAX}`,
    `From: ${sender}`,
    `Reply to: ${feedback.email ?? 'no address given'}`,
    `Sent: ${feedback.createdAt}`,
    `Stored as feedback ${feedback.id}`,
    '',
    feedback.message,
    '',
    '— Eventry',
    '',
  ].join('\n');
  return {
    to,
    subject: `Eventry feedback ${feedback.id}: ${feedback.rating} of ${FEEDBACK_RATING_MAX}`,
    text,
    ...(feedback.email ? { replyTo: feedback.email } : {}),
  };
}
