import { z } from 'zod';
import { multiLineText } from './common.ts';
import { EMAIL_TOO_LONG_MESSAGE, emailAddressSchema } from './email.ts';
import { formatCount } from './english-format.ts';

export const FEEDBACK_RATING_MIN = 1;
export const FEEDBACK_RATING_MAX = 5;
export const FEEDBACK_MESSAGE_MAX_LENGTH = 4000;

export const FEEDBACK_MESSAGES = {
  ratingRequired: 'Please choose a rating from 1 to 5',
  ratingInvalid: 'Rating must be a whole number from 1 to 5',
  messageRequired: 'Please enter your feedback',
  messageTooLong: `Feedback must be at most ${formatCount(FEEDBACK_MESSAGE_MAX_LENGTH)} characters`,
  emailInvalid: 'Please enter a valid email address',
  emailTooLong: EMAIL_TOO_LONG_MESSAGE,
  tooManyRequests: 'Too much feedback from your address for now. Please wait a while and try again.',
  thanks: 'Thank you for your feedback!',
} as const;

const ratingSchema = z
  .number({ error: FEEDBACK_MESSAGES.ratingRequired })
  .int({ error: FEEDBACK_MESSAGES.ratingInvalid, abort: true })
  .min(FEEDBACK_RATING_MIN, FEEDBACK_MESSAGES.ratingInvalid)
  .max(FEEDBACK_RATING_MAX, FEEDBACK_MESSAGES.ratingInvalid);

const messageSchema = z
  .string({ error: FEEDBACK_MESSAGES.messageRequired })
  .trim()
  .min(1, { error: FEEDBACK_MESSAGES.messageRequired, abort: true })
  .max(FEEDBACK_MESSAGE_MAX_LENGTH, FEEDBACK_MESSAGES.messageTooLong)
  .check(multiLineText('Feedback'));

/** Optional: blank, null or missing all mean no email. */
const emailSchema = emailAddressSchema({ invalid: FEEDBACK_MESSAGES.emailInvalid, tooLong: FEEDBACK_MESSAGES.emailTooLong }, { lowerCase: true }).nullish();

/**
 * Body of POST /api/feedback, and the feedback form's schema. No transforms beyond trimming, so the
 * form's values and the schema's output have the same shape.
 */
export const feedbackInputSchema = z.object({
  rating: ratingSchema,
  message: messageSchema,
  email: emailSchema,
});
export type FeedbackInput = z.infer<typeof feedbackInputSchema>;
export type FeedbackForm = z.input<typeof feedbackInputSchema>;

export const feedbackSchema = z
  .object({
    id: z.number().int(),
    rating: z.number().int(),
    message: z.string(),
    email: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Feedback' });
export type Feedback = z.infer<typeof feedbackSchema>;

/**
 * Where a feedback message went: `saved` in the installation's database, where its administrators
 * read it; `emailed` too, to the address they configured (FEEDBACK_EMAIL, with SMTP).
 */
export const FEEDBACK_DELIVERIES = ['saved', 'emailed'] as const;
export type FeedbackDelivery = (typeof FEEDBACK_DELIVERIES)[number];

export const FEEDBACK_DESTINATIONS: Record<FeedbackDelivery, string> = {
  saved: 'Your message was saved for the team that runs this Eventry.',
  emailed: 'Your message was saved and e-mailed to the administrators of this Eventry.',
};

/** The confirmation's words on where the message went, and where a reply would go. */
export function feedbackConfirmation(delivery: FeedbackDelivery, replyEmail: string | null | undefined): string {
  const destination = FEEDBACK_DESTINATIONS[delivery];
  return replyEmail ? `${destination} Any reply will go to ${replyEmail}.` : destination;
}

export const feedbackResponseSchema = z.object({
  feedback: feedbackSchema,
  message: z.string(),
  delivery: z.enum(FEEDBACK_DELIVERIES).meta({
    description: '`saved`: stored for the administrators; `emailed`: stored and also e-mailed to them (FEEDBACK_EMAIL, with SMTP_URL).',
  }),
});
export type FeedbackResponse = z.infer<typeof feedbackResponseSchema>;
