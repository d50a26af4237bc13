import { z } from 'zod';

/**
 * Calendar feeds: a private iCalendar (RFC 5545) subscription URL for an event or a team member, named
 * by a random token that its owner can replace (the old URL stops working) or revoke.
 */

/** Items one feed holds at most: an event's bulk-created task list can be this long. */
export const MAX_FEED_ITEMS = 5_000;

/** Seconds a calendar client (or a cache on the way) may keep a fetched feed before asking again. */
export const FEED_MAX_AGE_SECONDS = 300;

/** Seconds a calendar app is asked to wait (Retry-After) when too many feeds are being built at once. */
export const FEED_BUSY_RETRY_SECONDS = 30;

export const CALENDAR_FEED_MESSAGES = {
  notFound: 'Calendar feed not found',
  busy: 'Too many calendar feeds are being prepared right now. Please try again in a moment.',
} as const;

/** The kinds of record a feed lists the dated tasks of. */
export const CALENDAR_FEED_KINDS = ['event', 'member'] as const;
export type CalendarFeedKind = (typeof CALENDAR_FEED_KINDS)[number];

export const calendarFeedSchema = z
  .object({
    url: z.string().describe('The absolute subscription URL (…/api/calendar/{token}.ics); whoever has it can read the feed'),
    createdAt: z.string().describe('When this URL was made; a new link or turning the feed off makes it stop working'),
  })
  .meta({ id: 'CalendarFeed' });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** GET …/calendar-feed: the feed, or null when there is none. */
export const calendarFeedAnswerSchema = z.object({ feed: calendarFeedSchema.nullable() });
export type CalendarFeedAnswer = z.infer<typeof calendarFeedAnswerSchema>;

/** POST …/calendar-feed: the new feed. */
export const createdCalendarFeedAnswerSchema = z.object({ feed: calendarFeedSchema });

/** The token of a feed URL as the router hands it over; anything that names no live feed answers 404. */
export const calendarFeedTokenParamsSchema = z.object({
  token: z.string().describe('The random token of the feed URL (43 characters, base64url)'),
});
