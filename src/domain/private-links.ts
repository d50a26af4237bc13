import { z } from 'zod';
import { idParamsSchema } from './common.ts';
import { pageSchema, paginationQuerySchema } from './pagination.ts';

/**
 * Private links: addresses that work without an account because they hold a random token (calendar
 * feeds, and team members' own task pages). The account lists the live ones, so that after a lost
 * device or a leaked link its owner can end one, or all of them at once.
 */

/** The kinds of private link; each has its own table and its own DELETE /api/private-links/{kind path}/{id}. */
export const PRIVATE_LINK_KINDS = ['calendarFeed', 'memberPage'] as const;
export type PrivateLinkKind = (typeof PRIVATE_LINK_KINDS)[number];

export const PRIVATE_LINK_MESSAGES = {
  notFound: 'Private link not found',
  invalidId: 'Private link ID must be a positive whole number',
} as const;

export const privateLinkSchema = z
  .object({
    kind: z
      .enum(PRIVATE_LINK_KINDS)
      .describe("calendarFeed: a calendar subscription address (…/api/calendar/{token}.ics); memberPage: a team member's own task page (…/m/{token})"),
    id: z.number().int().describe('The id of the link within its kind'),
    covers: z
      .object({
        type: z.enum(['event', 'member']).describe('What the link shows: one event, or one team member'),
        id: z.number().int(),
        name: z.string().describe("The event's or the member's name"),
        eventName: z.string().nullable().describe("A member's event; null for an event"),
      })
      .describe('The record whose data the link shows'),
    createdAt: z.string().describe('When the link was made'),
    lastUsedAt: z.string().nullable().describe('When the link was last used, to the hour; null when never'),
  })
  .meta({ id: 'PrivateLink' });
export type PrivateLink = z.infer<typeof privateLinkSchema>;

export const privateLinkListSchema = pageSchema(privateLinkSchema);
export type PrivateLinkList = z.infer<typeof privateLinkListSchema>;

export const listPrivateLinksQuerySchema = paginationQuerySchema;

export const privateLinkIdParamsSchema = idParamsSchema(PRIVATE_LINK_MESSAGES.invalidId);

/** DELETE /api/private-links: how many links stopped working. */
export const endedPrivateLinksSchema = z.object({ ended: z.number().int().describe('Links that stopped working') });
export type EndedPrivateLinks = z.infer<typeof endedPrivateLinksSchema>;
