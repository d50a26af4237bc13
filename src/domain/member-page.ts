import { z } from 'zod';
import { coercedIdSchema } from './common.ts';
import { DUE_ANCHORS } from './countdown.ts';
import { MEMBER_LINK_MESSAGES, MEMBER_TASK_STATUSES } from './member-page-rules.ts';
import { taskPrioritySchema, taskStatusSchema } from './tasks.ts';

export * from './member-page-rules.ts';

/**
 * A team member's own page: a private link (`/m/<token>`) that shows the member their tasks and lets
 * them move each one between To Do, In Progress and Completed, without an account. The organiser
 * makes, replaces, e-mails and turns off the link; the token is kept only as its hash.
 */

/** GET /api/team-members/{id}/member-link. */
export const memberLinkStatusSchema = z
  .object({
    active: z.boolean().describe('Whether the member has a link that works'),
    createdAt: z.string().nullable().describe('When the working link was made; null without one'),
    lastUsedAt: z.string().nullable().describe('When the member last opened their page, to the hour; null when never or without a link'),
  })
  .meta({ id: 'MemberLinkStatus' });
export type MemberLinkStatus = z.infer<typeof memberLinkStatusSchema>;

/** POST /api/team-members/{id}/member-link: the new link, shown only in this answer (only its hash is kept). */
export const createdMemberLinkSchema = z
  .object({
    url: z.string().describe("The absolute address of the member's page (…/m/{token}); whoever has it sees and updates the member's tasks"),
    createdAt: z.string().describe('When the link was made'),
  })
  .meta({ id: 'CreatedMemberLink' });
export type CreatedMemberLink = z.infer<typeof createdMemberLinkSchema>;

/** POST /api/team-members/{id}/member-link/email. */
export const memberLinkSentSchema = z
  .object({ sentTo: z.string().describe('The address the new link was e-mailed to') })
  .meta({ id: 'MemberLinkSent' });
export type MemberLinkSent = z.infer<typeof memberLinkSentSchema>;

/** POST /api/events/{id}/member-links/email. */
export const eventMemberLinksSentSchema = z
  .object({
    sent: z.number().int().describe('Members e-mailed a new link'),
    withoutEmail: z.number().int().describe('Members left out because they have no e-mail address'),
    failed: z.number().int().describe('Members whose e-mail could not be sent; their earlier link still works'),
  })
  .meta({ id: 'EventMemberLinksSent' });
export type EventMemberLinksSent = z.infer<typeof eventMemberLinksSentSchema>;

export const memberPageTaskSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    status: taskStatusSchema,
    priority: taskPrioritySchema,
    dueDate: z.string().nullable(),
    dueAnchor: z.enum(DUE_ANCHORS).nullable().describe("Set for a due date relative to the event's start or end"),
    dueOffsetDays: z.number().int().nullable().describe('Days from the anchor (negative before), with dueAnchor'),
  })
  .meta({ id: 'MemberPageTask' });

export const memberPageSchema = z
  .object({
    member: z.object({ name: z.string() }),
    event: z.object({ name: z.string(), startDate: z.string(), endDate: z.string() }),
    today: z.string().describe("Today in the workspace's time zone (YYYY-MM-DD): what overdue and this week count from"),
    timeZone: z.string().describe("The workspace's IANA time zone"),
    tasks: z.array(memberPageTaskSchema).describe('The tasks assigned to the member, and no others'),
  })
  .meta({ id: 'MemberPage' });
export type MemberPage = z.infer<typeof memberPageSchema>;

/** PATCH /api/member-pages/{token}/tasks/{taskId}. */
export const memberTaskStatusInputSchema = z.object({
  status: z.enum(MEMBER_TASK_STATUSES, { error: MEMBER_LINK_MESSAGES.statusInvalid }),
});
export type MemberTaskStatusInput = z.infer<typeof memberTaskStatusInputSchema>;

const tokenSchema = z.string().describe("The random token of the member's link (43 characters, base64url)");

export const memberPageParamsSchema = z.object({ token: tokenSchema });

export const memberPageTaskParamsSchema = z.object({ token: tokenSchema, taskId: coercedIdSchema('Invalid task id') });
