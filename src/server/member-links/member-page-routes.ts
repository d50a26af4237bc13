import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MEMBER_LINK_MESSAGES,
  MEMBER_PAGE_REQUESTS_PER_ADDRESS_PER_MINUTE,
  MEMBER_PAGE_REQUESTS_PER_LINK_PER_MINUTE,
  memberPageParamsSchema,
  memberPageSchema,
  memberPageTaskParamsSchema,
  memberPageTaskSchema,
  memberTaskStatusInputSchema,
} from '../../domain/member-page.ts';
import { todayIn } from '../../domain/today.ts';
import { clientKey } from '../http/client-address.ts';
import { errorResponses, notFound } from '../http/errors.ts';
import { admitRequest, MINUTE_MS } from '../http/request-limits.ts';
import { hashToken, isLinkTokenShaped } from '../private-links/link-token.ts';
import { setTaskStatus } from '../tasks/tasks-repository.ts';
import { findMemberPageOwner, listMemberTasks, markMemberLinkUsed, type MemberPageOwner } from './member-links-repository.ts';

export interface MemberPageRoutesOptions {
  /** Epoch milliseconds for the limits, today and the link's last use; defaults to Date.now. */
  clock?: () => number;
}

const TAGS = ['member pages'];
/** Last use is kept to this precision: a page opened every few minutes writes once an hour. */
const LAST_USED_PRECISION_MS = 60 * 60 * 1000;

const PAGE_NOT_FOUND = { notFound: MEMBER_LINK_MESSAGES.pageNotFound };

const ACCESS_DESCRIPTION =
  'Needs no session: the token in the URL is the credential, and the log shows it as [redacted]. An unknown token, one replaced ' +
  'or turned off, and one whose member or event was deleted all answer 404, as does any other spelling of the URL. ' +
  `At most ${MEMBER_PAGE_REQUESTS_PER_LINK_PER_MINUTE} requests a minute per link and ${MEMBER_PAGE_REQUESTS_PER_ADDRESS_PER_MINUTE} per client address; ` +
  'past that 429 with Retry-After.';

/** Today in the workspace's zone; its stored zone is checked when set, UTC should it ever not be one this server knows. */
function workspaceToday(timeZone: string, now: Date): string {
  try {
    return todayIn(timeZone, now);
  } catch {
    return todayIn('UTC', now);
  }
}

/**
 * A team member's own page, reached by the token of their private link (no session): GET the member's
 * tasks, PATCH the status of one of them. Nothing else of the workspace is reachable with the token.
 */
export const memberPageRoutes: FastifyPluginAsyncZod<MemberPageRoutesOptions> = async (app, { clock = Date.now }) => {
  /** Counts the request against `key`; 429 with Retry-After past `max` a minute. */
  const admit = (reply: FastifyReply, key: string, max: number, nowMs: number) =>
    admitRequest(app.db, reply, [{ key, max, windowMs: MINUTE_MS }], MEMBER_LINK_MESSAGES.tooManyRequests, nowMs);

  /** The link's member, event and workspace, after the client's and the link's limits; 404 for a token that names no working link. */
  const openLink = async (request: FastifyRequest, reply: FastifyReply, token: string, nowMs: number): Promise<MemberPageOwner> => {
    await admit(reply, `member-page:ip:${clientKey(request)}`, MEMBER_PAGE_REQUESTS_PER_ADDRESS_PER_MINUTE, nowMs);
    const owner = isLinkTokenShaped(token) ? await findMemberPageOwner(app.db, hashToken(token)) : undefined;
    if (!owner) throw notFound(MEMBER_LINK_MESSAGES.pageNotFound);
    await admit(reply, `member-page:link:${owner.linkId}`, MEMBER_PAGE_REQUESTS_PER_LINK_PER_MINUTE, nowMs);
    // Never in a search engine's index, wherever the link was pasted.
    reply.header('x-robots-tag', 'noindex, nofollow');
    return owner;
  };

  /** Last use, to the hour; a failure to write it is logged and never fails the request. */
  const recordUse = async (owner: MemberPageOwner, nowMs: number) => {
    if (owner.lastUsedAt !== null && Date.parse(owner.lastUsedAt) > nowMs - LAST_USED_PRECISION_MS) return;
    try {
      await markMemberLinkUsed(app.db, owner.linkId, new Date(nowMs), new Date(nowMs - LAST_USED_PRECISION_MS));
    } catch (error) {
      app.log.warn({ err: error, memberLinkId: owner.linkId }, "could not record the use of a member's link");
    }
  };

  app.get(
    '/member-pages/:token',
    {
      config: { credentialInUrl: PAGE_NOT_FOUND },
      schema: {
        tags: TAGS,
        summary: "A team member's own page: their name and event, and the tasks assigned to them",
        description: `Only the member's own tasks, and nothing else of the workspace. \`today\` is the workspace's local date. ${ACCESS_DESCRIPTION}`,
        params: memberPageParamsSchema,
        response: { 200: memberPageSchema, ...errorResponses(404, 429) },
      },
    },
    async (request, reply) => {
      const nowMs = clock();
      const owner = await openLink(request, reply, request.params.token, nowMs);
      const tasks = await listMemberTasks(app.db, owner.ownerId, owner.memberId);
      await recordUse(owner, nowMs);
      return {
        member: { name: owner.memberName },
        event: owner.event,
        today: workspaceToday(owner.timeZone, new Date(nowMs)),
        timeZone: owner.timeZone,
        tasks,
      };
    },
  );

  app.patch(
    '/member-pages/:token/tasks/:taskId',
    {
      config: { credentialInUrl: PAGE_NOT_FOUND },
      schema: {
        tags: TAGS,
        summary: "Move one of the member's own tasks to To Do, In Progress or Completed",
        description:
          "The change is recorded in the task's status history as the member's (the organiser's history shows their name). " +
          "A task not assigned to the link's member answers 404, as one that does not exist. Refused from another site, as every " +
          `write is (403). ${ACCESS_DESCRIPTION}`,
        params: memberPageTaskParamsSchema,
        body: memberTaskStatusInputSchema,
        response: { 200: memberPageTaskSchema, ...errorResponses(400, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const nowMs = clock();
      const owner = await openLink(request, reply, request.params.token, nowMs);
      const task = await setTaskStatus(app.db, owner.ownerId, request.params.taskId, request.body.status, { memberId: owner.memberId });
      if (!task) throw notFound(MEMBER_LINK_MESSAGES.taskNotFound);
      await recordUse(owner, nowMs);
      const { id, title, description, status, priority, dueDate, dueAnchor, dueOffsetDays } = task;
      return { id, title, description, status, priority, dueDate, dueAnchor, dueOffsetDays };
    },
  );
};
