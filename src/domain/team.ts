import { z } from 'zod';
import { idParamsSchema, idSchema, MAX_ID, SEARCH_MAX_LENGTH, searchQuerySchema, singleLineText } from './common.ts';
import { todaySchema } from './dates.ts';
import { emailAddressSchema } from './email.ts';
import { pageSchema, paginationQuerySchema } from './pagination.ts';
import { taskStatusCountsSchema } from './tasks.ts';

export * from './member-display.ts';

export const MEMBER_NAME_MIN_LENGTH = 2;
export const MEMBER_NAME_MAX_LENGTH = 50;
export const MEMBER_TEXT_MAX_LENGTH = 100;
export const MEMBER_SEARCH_MAX_LENGTH = SEARCH_MAX_LENGTH;

export const MEMBER_STATUSES = ['active', 'inactive', 'pending'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

const MEMBER_STATUS_LABELS: Record<MemberStatus, string> = { active: 'Active', inactive: 'Inactive', pending: 'Pending' };

/** Any stored value that is not a known status reads as active. */
export function normalizeMemberStatus(status: string | null | undefined): MemberStatus {
  return (MEMBER_STATUSES as readonly string[]).includes(status ?? '') ? (status as MemberStatus) : 'active';
}

export function memberStatusLabel(status: string | null | undefined): string {
  return MEMBER_STATUS_LABELS[normalizeMemberStatus(status)];
}

export const TEAM_MESSAGES = {
  memberNotFound: 'Team member not found',
  invalidCode: 'User ID must look like TC-12345678',
  codeUnavailable: 'Could not generate a unique user ID for this member. Please try again.',
} as const;

/** The messages of the member rules; the API and the forms word them differently (see Validation below). */
export interface MemberMessages {
  /** A blank or missing name. */
  nameRequired: string;
  /** A trimmed name shorter than MEMBER_NAME_MIN_LENGTH. */
  nameTooShort: string;
  /** A name longer than MEMBER_NAME_MAX_LENGTH. */
  nameTooLong: string;
  invalidEmail: string;
  eventRequired: string;
}

/** The team service's messages, which the API answers with. */
export const MEMBER_API_MESSAGES: MemberMessages = {
  nameRequired: `Name must be at least ${MEMBER_NAME_MIN_LENGTH} characters long`,
  nameTooShort: `Name must be at least ${MEMBER_NAME_MIN_LENGTH} characters long`,
  nameTooLong: `Name must be less than ${MEMBER_NAME_MAX_LENGTH} characters`,
  invalidEmail: 'Invalid email format',
  eventRequired: 'Please select an event',
};

/** The add form's and edit modal's messages. */
export const MEMBER_FORM_MESSAGES: MemberMessages = {
  ...MEMBER_API_MESSAGES,
  nameRequired: 'Name is required',
  nameTooShort: `Name must be at least ${MEMBER_NAME_MIN_LENGTH} characters`,
};

export const codePrefixMismatchMessage = (prefix: string) => `User ID must start with the event's prefix ${prefix}-`;

// ---------------------------------------------------------------------------------------------
// User IDs ("codes")

/**
 * The user ID the add form shows as soon as an event is chosen:
 * `{prefix}-{last 5 digits of the time in ms}{random 0–998, 3 digits}`, e.g. TC-12345042.
 * Two requests in the same millisecond differ only in the random part, so the server retries on a clash.
 */
export function generateMemberCode(prefix: string, now: number = Date.now(), random: () => number = Math.random): string {
  const time = String(Math.trunc(now) % 100_000).padStart(5, '0');
  const suffix = String(Math.min(998, Math.floor(random() * 999))).padStart(3, '0');
  return `${prefix}-${time}${suffix}`;
}

/** Any prefix eventPrefix() gives (ASCII letters and digits; one character for a one-letter event name), a dash, 8 digits. */
const MEMBER_CODE_PATTERN = /^[A-Z0-9]+-\d{8}$/;

export const memberCodeSchema = z.string({ error: TEAM_MESSAGES.invalidCode }).trim().regex(MEMBER_CODE_PATTERN, TEAM_MESSAGES.invalidCode);

export function memberCodeHasPrefix(code: string, prefix: string): boolean {
  return code.startsWith(`${prefix}-`);
}

// ---------------------------------------------------------------------------------------------
// Validation
//
// One set of rules, two sets of messages: the API answers with the team service's (MEMBER_API_MESSAGES),
// the add form and edit modal show the form's (MEMBER_FORM_MESSAGES); memberInputSchemas() builds both.

/** Optional free text such as company or role: '' means none. */
function optionalTextSchema(label: string) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(MEMBER_TEXT_MAX_LENGTH, { error: `${label} must be at most ${MEMBER_TEXT_MAX_LENGTH} characters`, abort: true })
    .check(singleLineText(label));
}

export const memberStatusSchema = z.enum(MEMBER_STATUSES, { error: 'Status must be active, inactive or pending' });

/** The create and update schemas of a member, with the given messages. */
export function memberInputSchemas(messages: MemberMessages) {
  const name = z
    .string({ error: messages.nameRequired })
    .trim()
    .min(1, { error: messages.nameRequired, abort: true })
    .min(MEMBER_NAME_MIN_LENGTH, { error: messages.nameTooShort, abort: true })
    .max(MEMBER_NAME_MAX_LENGTH, { error: messages.nameTooLong, abort: true })
    .check(singleLineText('Name'));

  /** Optional: '' means no email. Kept in the case it was typed in. */
  const email = emailAddressSchema({ invalid: messages.invalidEmail });

  const create = z.object({
    name,
    email: email.optional(),
    company: optionalTextSchema('Company').optional(),
    role: optionalTextSchema('Role').optional(),
    eventId: idSchema(messages.eventRequired),
    /**
     * The user ID the form showed. Kept when it is free; when another member of this owner already
     * has it, the server assigns a fresh one (the answer carries the code actually stored).
     */
    code: memberCodeSchema.optional(),
    /** The join date: the organiser's today, YYYY-MM-DD; the server's UTC date when omitted. */
    today: todaySchema.optional(),
  });

  /** The edit form changes name and email; status, company and role may change too. The user ID and the event never change. */
  const update = z.object({
    name,
    /** Omitted: unchanged; '': removed. The same for company and role. */
    email: email.optional(),
    status: memberStatusSchema.optional(),
    company: optionalTextSchema('Company').optional(),
    role: optionalTextSchema('Role').optional(),
  });

  return { create, update };
}

const apiSchemas = memberInputSchemas(MEMBER_API_MESSAGES);
const formSchemas = memberInputSchemas(MEMBER_FORM_MESSAGES);

/** POST /api/team-members. */
export const createMemberInputSchema = apiSchemas.create;
export type CreateMemberInput = z.infer<typeof createMemberInputSchema>;
/** PATCH /api/team-members/{id}. */
export const updateMemberInputSchema = apiSchemas.update;
export type UpdateMemberInput = z.infer<typeof updateMemberInputSchema>;

/** The add form: the rules of createMemberInputSchema with the form's messages. */
export const addMemberFormSchema = formSchemas.create;
/** The edit modal: the rules of updateMemberInputSchema with the form's messages. */
export const editMemberFormSchema = formSchemas.update;

export const memberIdParamsSchema = idParamsSchema('Invalid team member id');

export const listMembersQuerySchema = paginationQuerySchema.extend({
  /** Only members of this event. */
  eventId: z.coerce
    .number({ error: 'Event id must be a number' })
    .int('Event id must be a whole number')
    .min(1, 'Event id must be positive')
    .max(MAX_ID, 'Event id is too large')
    .optional(),
  /** Case-insensitive search in name, email, company, role and user ID. */
  q: searchQuerySchema,
});
export type ListMembersQuery = z.infer<typeof listMembersQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Answers

/** Tasks assigned to a member, in all and by status. */
export const memberTaskCountsSchema = taskStatusCountsSchema;
export type MemberTaskCounts = z.infer<typeof memberTaskCountsSchema>;

export const memberSchema = z
  .object({
    id: z.number().int(),
    /** The user ID shown in the app, e.g. TC-12345042. */
    code: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    company: z.string().nullable(),
    role: z.string().nullable(),
    eventId: z.number().int(),
    eventName: z.string(),
    status: memberStatusSchema,
    joinDate: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** Tasks assigned to the member, by status. */
    taskCounts: memberTaskCountsSchema,
  })
  .meta({ id: 'TeamMember' });
export type Member = z.infer<typeof memberSchema>;

/** `total` counts the members matching the filters. */
export const memberListSchema = pageSchema(memberSchema).extend({
  /** All of the owner's members, whatever the filters. */
  totalInSystem: z.number().int(),
  /** Active members among those matching the filters. */
  activeCount: z.number().int(),
  /** Distinct events among the members matching the filters. */
  eventCount: z.number().int(),
});
export type MemberList = z.infer<typeof memberListSchema>;

/**
 * GET /api/team-members/options: the member pickers' query. `q` matches the name or the user ID
 * anywhere, ignoring case; `eventId` keeps one event's members (none for an event that is not the
 * caller's); `id` asks for one member only (the name of a chosen member not on the page shown).
 */
export const memberOptionsQuerySchema = paginationQuerySchema.extend({
  eventId: listMembersQuerySchema.shape.eventId,
  id: memberIdParamsSchema.shape.id.optional().describe('Only this member (none when it is not one of yours)'),
  q: searchQuerySchema,
});
export type MemberOptionsQuery = z.infer<typeof memberOptionsQuerySchema>;

/** A team member as a picker offers one: "Jordan Lee (TC-12345042)", of which event. */
export const memberOptionSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    /** The user ID, e.g. TC-12345042. */
    code: z.string(),
    eventId: z.number().int(),
    eventName: z.string(),
  })
  .meta({ id: 'TeamMemberOption' });
export type MemberOption = z.infer<typeof memberOptionSchema>;

/** `total` counts the members matching the filters. */
export const memberOptionListSchema = pageSchema(memberOptionSchema);
export type MemberOptionList = z.infer<typeof memberOptionListSchema>;
