import { z } from 'zod';
import { TEAM_MAIL_KINDS, TEAM_MAIL_MESSAGES, TEAM_MAIL_SUBJECT_MAX, TEAM_MAIL_TEXT_MAX } from './campaigns.ts';
import { hasNoControlCharacters } from './text-rules.ts';

// The rules without zod (kinds, limits, templates) live in campaigns.ts; re-exported here with the schemas.
export * from './campaigns.ts';

const memberRef = { memberId: z.number().int(), name: z.string() };

/** Who an e-mail to the event's team reaches, and who it leaves out. */
export const teamMailRecipientsSchema = z
  .object({
    recipients: z.array(z.object({ ...memberRef, email: z.string() })).describe('Members with an e-mail address who have not unsubscribed'),
    withoutAddress: z.array(z.object(memberRef)).describe('Members without an e-mail address'),
    unsubscribed: z.array(z.object(memberRef)).describe('Members who unsubscribed from e-mails about this event'),
  })
  .meta({ id: 'TeamMailRecipients' });
export type TeamMailRecipients = z.infer<typeof teamMailRecipientsSchema>;
export type TeamMailRecipient = TeamMailRecipients['recipients'][number];

export const teamMailInputSchema = z.object({
  kind: z.enum(TEAM_MAIL_KINDS, { error: TEAM_MAIL_MESSAGES.kindInvalid }).describe('What the e-mail is: a campaign or a meeting agenda'),
  subject: z
    .string({ error: TEAM_MAIL_MESSAGES.subjectRequired })
    .trim()
    .min(1, TEAM_MAIL_MESSAGES.subjectRequired)
    .max(TEAM_MAIL_SUBJECT_MAX, TEAM_MAIL_MESSAGES.subjectTooLong)
    .refine((value) => hasNoControlCharacters(value), TEAM_MAIL_MESSAGES.subjectInvalid),
  text: z
    .string({ error: TEAM_MAIL_MESSAGES.textRequired })
    .refine((value) => value.trim().length > 0, TEAM_MAIL_MESSAGES.textRequired)
    .refine((value) => value.length <= TEAM_MAIL_TEXT_MAX, TEAM_MAIL_MESSAGES.textTooLong)
    .refine((value) => hasNoControlCharacters(value, { multiLine: true }), TEAM_MAIL_MESSAGES.textInvalid)
    .describe('Plain text; the HTML part is built from it (paragraphs, line breaks, "- " lines as a list)'),
});
export type TeamMailInput = z.infer<typeof teamMailInputSchema>;

export const teamMailQueuedSchema = z
  .object({
    queued: z.number().int().describe('E-mails planned, one per recipient; they go out in the background within a minute or so'),
    skipped: z.object({
      withoutAddress: z.number().int().describe('Members left out: no e-mail address'),
      unsubscribed: z.number().int().describe('Members left out: unsubscribed'),
    }),
  })
  .meta({ id: 'TeamMailQueued' });
export type TeamMailQueued = z.infer<typeof teamMailQueuedSchema>;
