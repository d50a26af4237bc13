import { z } from 'zod';
import { REMINDER_MESSAGES, REMINDER_SCHEDULES } from './reminder-rules.ts';
import { isKnownTimeZone } from './today.ts';

// The rules without zod (schedules, labels, messages, digest selection) live in reminder-rules.ts, for
// client code that needs no schemas; re-exported here with the schemas.
export * from './reminder-rules.ts';

export const reminderScheduleSchema = z.enum(REMINDER_SCHEDULES, { error: REMINDER_MESSAGES.scheduleInvalid });

/** The shape of an IANA zone name; the runtime's Intl then says whether it knows the zone. */
const TIME_ZONE_SHAPE = /^[A-Za-z][A-Za-z0-9_+\-/]*$/;

/** A time zone the server knows, such as Europe/Berlin; anything else is refused with the one message. */
export const timeZoneSchema = z
  .string({ error: REMINDER_MESSAGES.timeZoneInvalid })
  .max(64, REMINDER_MESSAGES.timeZoneInvalid)
  .regex(TIME_ZONE_SHAPE, REMINDER_MESSAGES.timeZoneInvalid)
  .refine(isKnownTimeZone, REMINDER_MESSAGES.timeZoneInvalid)
  .describe('An IANA time zone, such as Europe/Berlin');

/**
 * At sign-up the browser's zone. One the server does not know (a newer zone database in the browser)
 * is ignored and the workspace starts in UTC; text that is no zone name at all is refused.
 */
export const signUpTimeZoneSchema = z
  .string({ error: REMINDER_MESSAGES.timeZoneInvalid })
  .max(64, REMINDER_MESSAGES.timeZoneInvalid)
  .regex(TIME_ZONE_SHAPE, REMINDER_MESSAGES.timeZoneInvalid)
  .transform((zone) => (isKnownTimeZone(zone) ? zone : undefined))
  .optional()
  .describe("The browser's IANA time zone; one the server does not know is ignored and the workspace starts in UTC");

export const eventRemindersSchema = z
  .object({
    schedule: reminderScheduleSchema,
    timeZone: z.string().describe("The workspace's time zone, which digests are sent in (at 08:00)"),
    nextSendAt: z.string().nullable().describe('When the next digest goes out (ISO instant); null when off, or no send day is left before the event ends'),
  })
  .meta({ id: 'EventReminders' });
export type EventReminders = z.infer<typeof eventRemindersSchema>;

export const eventRemindersInputSchema = z.object({ schedule: reminderScheduleSchema });
export type EventRemindersInput = z.infer<typeof eventRemindersInputSchema>;

export const sentRemindersSchema = z.object({
  planned: z.number().int().describe('Member digests planned now; each goes out within a minute or so'),
});
export type SentReminders = z.infer<typeof sentRemindersSchema>;

export const previewSentSchema = z.object({ sentTo: z.string().describe('The address the preview went to: yours') });
export type PreviewSent = z.infer<typeof previewSentSchema>;

export const digestSettingSchema = z.object({ enabled: z.boolean({ error: 'Enabled must be true or false' }) });
export type DigestSetting = z.infer<typeof digestSettingSchema>;

/** The token of an unsubscribe link as the router hands it over; anything that names no digest answers 404. */
export const unsubscribeTokenParamsSchema = z.object({
  token: z.string().describe('The random token of the unsubscribe link (43 characters, base64url)'),
});

export const unsubscribeInfoSchema = z
  .object({
    kind: z.enum(['member', 'organiser']).describe("member: a team member's task reminders; organiser: an organiser's digest of a workspace"),
    recipientName: z.string(),
    scopeName: z.string().describe("The event's name (member) or the workspace's (organiser)"),
    unsubscribed: z.boolean(),
  })
  .meta({ id: 'UnsubscribeInfo' });
export type UnsubscribeInfo = z.infer<typeof unsubscribeInfoSchema>;

export const unsubscribedSchema = z.object({ unsubscribed: z.literal(true) });
