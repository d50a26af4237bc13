import { z } from 'zod';
import { idParamsSchema, multiLineText, SEARCH_MAX_LENGTH, searchQuerySchema, singleLineText } from './common.ts';
import {
  addDays,
  calendarDateSchema,
  dateOutOfRangeMessage,
  daysBetween,
  isCalendarDate,
  isDateInRange,
  todayIn,
  todaySchema,
  type CalendarDate,
} from './dates.ts';
import { pageSchema, paginationQuerySchema } from './pagination.ts';

export const EVENT_NAME_MAX_LENGTH = 200;
export const EVENT_DESCRIPTION_MAX_LENGTH = 5000;
export const EVENT_SEARCH_MAX_LENGTH = SEARCH_MAX_LENGTH;

export const EVENT_MESSAGES = {
  nameRequired: 'Event name is required',
  nameTooLong: `Event name must be at most ${EVENT_NAME_MAX_LENGTH} characters`,
  descriptionRequired: 'Event description is required',
  descriptionTooLong: `Event description must be at most ${EVENT_DESCRIPTION_MAX_LENGTH} characters`,
  startDateRequired: 'Start date is required',
  startDateInvalid: 'Start date must be a valid date (YYYY-MM-DD)',
  startDateOutOfRange: dateOutOfRangeMessage('Start date'),
  endDateInvalid: 'End date must be a valid date (YYYY-MM-DD)',
  endDateOutOfRange: dateOutOfRangeMessage('End date'),
  endBeforeStart: 'End date cannot be before the start date',
  notFound: 'Event not found',
  invalidId: 'Event id must be a positive whole number',
  updateFailed: 'Failed to update event',
  noDescription: 'No description provided.',
} as const;

// ---------------------------------------------------------------------------------------------
// Status

export const EVENT_STATUSES = ['upcoming', 'active', 'past'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export const EVENT_STATUS_LABELS: Record<EventStatus, string> = {
  upcoming: 'Upcoming Event',
  active: 'Active Event',
  past: 'Past Event',
};

/**
 * Status from calendar days, compared with the viewer's `today`: an event is active from the
 * first moment of its start day to the last moment of its end day.
 */
export function eventStatus(
  startDate: CalendarDate | null | undefined,
  endDate: CalendarDate | null | undefined,
  today: CalendarDate,
): EventStatus {
  if (!startDate) return 'upcoming';
  if ((endDate || startDate) < today) return 'past';
  if (startDate > today) return 'upcoming';
  return 'active';
}

// ---------------------------------------------------------------------------------------------
// Duration

/**
 * Duration in whole days, rounded up, from the start to the end (2026-06-01..2026-06-03 lasts
 * 2 days). Null when there is nothing to show: no end date, an end on the start day, or an end
 * before the start.
 */
export function eventDurationDays(startDate: CalendarDate, endDate: CalendarDate | null | undefined): number | null {
  if (!endDate || endDate <= startDate) return null;
  return daysBetween(startDate, endDate);
}

/**
 * The end date once the start moves from `previousStart` to `nextStart`: the event keeps its length,
 * as in calendar applications, so a one-day event stays one day. An end that is empty (a one-day
 * event being created), not a date yet, or before the previous start is left as it is.
 */
export function endDateFollowingStart(previousStart: string, nextStart: string, endDate: string): string {
  if (!isCalendarDate(previousStart) || !isCalendarDate(nextStart) || !isCalendarDate(endDate) || endDate < previousStart) return endDate;
  const moved = addDays(endDate, daysBetween(previousStart, nextStart));
  return isCalendarDate(moved) ? moved : endDate;
}

/** "1 day", "3 days", or null when the end does not differ from the start. */
export function eventDurationLabel(startDate: CalendarDate, endDate: CalendarDate | null | undefined): string | null {
  const days = eventDurationDays(startDate, endDate);
  if (days === null) return null;
  return days === 1 ? '1 day' : `${days} days`;
}

// ---------------------------------------------------------------------------------------------
// Member-code prefix

export const DEFAULT_EVENT_PREFIX = 'EV';

/** A word reduced to ASCII letters and digits, accents folded (É → E), upper case. */
function codeCharacters(word: string): string {
  return word
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase();
}

/**
 * Prefix of the member codes of an event (TC in TC-12345678): the initials of the first two
 * words, upper case (Tech Conference → TC), so a single-word name gives one letter (Hackathon → H).
 * Only ASCII letters and digits count (accents folded, É → E), so codes stay plain; a word with
 * none is skipped, and a name with none gives EV.
 */
export function eventPrefix(name: string | null | undefined): string {
  const words = (name ?? '').split(/\s+/).map(codeCharacters).filter(Boolean);
  if (words.length === 0) return DEFAULT_EVENT_PREFIX;
  return words
    .slice(0, 2)
    .map((word) => word[0]!)
    .join('');
}

// ---------------------------------------------------------------------------------------------
// Input schemas

/** No `abort` here: an aborted field would keep the end-date check from running alongside it. */
function requiredText(required: string, max: number, tooLong: string, textCheck: z.core.$ZodCheck<string>) {
  return z.string({ error: required }).trim().min(1, required).max(max, tooLong).check(textCheck);
}

const startDateSchema = calendarDateSchema(EVENT_MESSAGES.startDateInvalid, {
  required: EVENT_MESSAGES.startDateRequired,
  outOfRange: EVENT_MESSAGES.startDateOutOfRange,
});

/** Optional: empty, null or missing all mean "same day as the start". */
const endDateSchema = z
  .string({ error: EVENT_MESSAGES.endDateInvalid })
  .trim()
  .refine((value) => value === '' || isCalendarDate(value), { error: EVENT_MESSAGES.endDateInvalid, abort: true })
  .refine((value) => value === '' || isDateInRange(value), EVENT_MESSAGES.endDateOutOfRange)
  .nullish();

const hasComparableDates = (value: unknown): value is { startDate: string; endDate: string } => {
  if (typeof value !== 'object' || value === null) return false;
  const { startDate, endDate } = value as Record<string, unknown>;
  return (
    typeof startDate === 'string' &&
    typeof endDate === 'string' &&
    isCalendarDate(startDate.trim()) &&
    isCalendarDate(endDate.trim())
  );
};

/**
 * The create and edit event forms. No transforms beyond trimming, so a form's values and the
 * schema's output have the same shape; the end-date check runs as soon as both dates are valid,
 * even while other fields still have errors.
 */
export const eventFormSchema = z
  .object({
    name: requiredText(
      EVENT_MESSAGES.nameRequired,
      EVENT_NAME_MAX_LENGTH,
      EVENT_MESSAGES.nameTooLong,
      singleLineText('Event name'),
    ),
    description: requiredText(
      EVENT_MESSAGES.descriptionRequired,
      EVENT_DESCRIPTION_MAX_LENGTH,
      EVENT_MESSAGES.descriptionTooLong,
      multiLineText('Event description'),
    ),
    startDate: startDateSchema,
    endDate: endDateSchema,
  })
  .refine((event) => !event.endDate || event.endDate >= event.startDate, {
    path: ['endDate'],
    message: EVENT_MESSAGES.endBeforeStart,
    when: (payload) => hasComparableDates(payload.value),
  });
export type EventForm = z.input<typeof eventFormSchema>;

const withEndDateDefault = eventFormSchema.transform(({ endDate, ...event }) => ({
  ...event,
  endDate: endDate || event.startDate,
}));

/** Body of POST /api/events. Unknown keys (id, ownerId, timestamps) are dropped. */
export const createEventInputSchema = withEndDateDefault;
export type CreateEventInput = z.infer<typeof createEventInputSchema>;

/** Body of PATCH /api/events/{id}: the whole editable event, as the edit form sends it. */
export const updateEventInputSchema = withEndDateDefault;
export type UpdateEventInput = z.infer<typeof updateEventInputSchema>;

// ---------------------------------------------------------------------------------------------
// Responses and queries

export const eventSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    status: z.enum(EVENT_STATUSES),
    /** The owner's name. */
    /** The name of the account that created the event; null once that account is gone. */
    createdBy: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    taskCount: z.number().int(),
    memberCount: z.number().int(),
  })
  .meta({ id: 'Event' });
export type Event = z.infer<typeof eventSchema>;

export const eventIdParamsSchema = idParamsSchema(EVENT_MESSAGES.invalidId);

export const EVENT_STATUS_FILTERS = ['all', ...EVENT_STATUSES] as const;
export type EventStatusFilter = (typeof EVENT_STATUS_FILTERS)[number];

/**
 * The `today` query parameter of the event routes: statuses are derived from it, so that an event
 * is active on the organiser's own calendar day. The server's UTC date by default.
 */
export const todayQuerySchema = z.object({
  today: todaySchema
    .default(() => todayIn('UTC'))
    .describe("The caller's local date (YYYY-MM-DD) that statuses are derived from; the server's UTC date when omitted"),
});
export type TodayQuery = z.infer<typeof todayQuerySchema>;

export const listEventsQuerySchema = paginationQuerySchema.extend({
  q: searchQuerySchema,
  status: z
    .enum(EVENT_STATUS_FILTERS, { error: `Status must be one of ${EVENT_STATUS_FILTERS.join(', ')}` })
    .default('all'),
  today: todayQuerySchema.shape.today,
});
export type ListEventsQuery = z.infer<typeof listEventsQuerySchema>;

/**
 * GET /api/events/options: the pickers' query. `q` matches the name anywhere, ignoring case; `id`
 * asks for one event only (the name of a chosen event that is not on the page the picker shows).
 */
export const eventOptionsQuerySchema = paginationQuerySchema.extend({
  q: searchQuerySchema,
  id: eventIdParamsSchema.shape.id.optional().describe('Only this event (none when it is not one of yours)'),
});
export type EventOptionsQuery = z.infer<typeof eventOptionsQuerySchema>;

/** An event as a picker offers it: no dates, no counts. */
export const eventOptionSchema = z.object({ id: z.number().int(), name: z.string() }).meta({ id: 'EventOption' });
export type EventOption = z.infer<typeof eventOptionSchema>;

/** `total` counts the events matching `q` (and `id`). */
export const eventOptionListSchema = pageSchema(eventOptionSchema);
export type EventOptionList = z.infer<typeof eventOptionListSchema>;
