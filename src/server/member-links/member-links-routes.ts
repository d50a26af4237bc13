import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EVENT_MESSAGES, eventIdParamsSchema } from '../../domain/events.ts';
import {
  createdMemberLinkSchema,
  EVENT_LINK_EMAILS_PER_EVENT_PER_HOUR,
  eventMemberLinksSentSchema,
  MEMBER_LINK_EMAILS_PER_MEMBER_PER_HOUR,
  MEMBER_LINK_MESSAGES,
  memberLinkSentSchema,
  memberLinkStatusSchema,
  memberPagePath,
} from '../../domain/member-page.ts';
import { memberIdParamsSchema, TEAM_MESSAGES } from '../../domain/team.ts';
import { sessionSecurity } from '../auth/auth-plugin.ts';
import type { Config } from '../config.ts';
import { errorResponses, errorResponseSchema, HttpError, notFound } from '../http/errors.ts';
import { publicLink } from '../http/public-origin.ts';
import { admitRequest, HOUR_MS } from '../http/request-limits.ts';
import { createMailer, describeMailError } from '../mail/mailer.ts';
import { hashToken, newLinkToken } from '../private-links/link-token.ts';
import { workspaceId } from '../workspaces/workspace-access.ts';
import { memberLinkMail } from './member-link-mail.ts';
import {
  deleteMemberLink,
  findEventLinkMembers,
  findLinkMember,
  findMemberLinkStatus,
  replaceMemberLink,
  restoreMemberLink,
  type LinkMember,
} from './member-links-repository.ts';

export interface MemberLinksRoutesOptions {
  config: Pick<Config, 'publicOrigin' | 'mail'>;
  /** Epoch milliseconds for a link's createdAt; defaults to Date.now. */
  clock?: () => number;
}

const TAGS = ['member pages'];
const LINK_PATH = '/team-members/:id/member-link';

/**
 * The organiser's control of each team member's private page (…/m/{token}): whether the member has a
 * working link, a new one (shown once: only its hash is kept), e-mailing it, and turning it off.
 */
export const memberLinksRoutes: FastifyPluginAsyncZod<MemberLinksRoutesOptions> = async (app, { config, clock = Date.now }) => {
  const mailer = createMailer(config.mail);

  /** A new link for the member: its token's hash stored, the link it replaced returned so it can be put back. */
  const makeLink = async (ownerId: number, memberId: number) => {
    const token = newLinkToken();
    const tokenHash = hashToken(token);
    const replaced = await replaceMemberLink(app.db, ownerId, memberId, tokenHash, new Date(clock()));
    return replaced && { ...replaced, tokenHash, url: publicLink(config.publicOrigin, memberPagePath(token)) };
  };

  /**
   * E-mails the member a new link; true once the mail is handed over. When it cannot be sent the new
   * link is undone, so the one sent before keeps working.
   */
  const mailNewLink = async (ownerId: number, member: LinkMember & { email: string }, organiserName: string, log: FastifyBaseLogger) => {
    const link = await makeLink(ownerId, member.id);
    if (!link) return false;
    try {
      await mailer.send(
        memberLinkMail({ memberName: member.name, email: member.email, eventName: member.eventName, organiserName, link: link.url }),
        log,
      );
      log.info({ memberId: member.id, transport: mailer.transport }, "member's link e-mailed");
      return true;
    } catch (error) {
      await restoreMemberLink(app.db, member.id, link.tokenHash, link.previous);
      log.error({ memberId: member.id, transport: mailer.transport, mailError: describeMailError(error) }, "member's link could not be e-mailed");
      return false;
    }
  };

  const organiserName = (request: { user: { name: string } | null }) => request.user?.name ?? '';

  app.get(
    LINK_PATH,
    {
      config: { access: 'viewer' },
      schema: {
        tags: TAGS,
        security: sessionSecurity,
        summary: "Whether one of your team members has a working link to their own page",
        description:
          'The link itself is not stored (only its hash), so it cannot be shown again: make a new one to copy it. ' +
          "Another workspace's member answers 404 exactly as one that does not exist.",
        params: memberIdParamsSchema,
        response: { 200: memberLinkStatusSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const status = await findMemberLinkStatus(app.db, workspaceId(request), request.params.id);
      if (!status) throw notFound(TEAM_MESSAGES.memberNotFound);
      return status;
    },
  );

  app.post(
    LINK_PATH,
    {
      config: { access: 'editor' },
      schema: {
        tags: TAGS,
        security: sessionSecurity,
        summary: 'Make a new link to a team member\'s own page, replacing any they had',
        description:
          'The link (…/m/{token}, a random 256-bit token) opens a page of the member\'s own tasks, where they can move each one ' +
          'between To Do, In Progress and Completed without an account. The link they had stops working at once. ' +
          'Only the token\'s hash is kept: the link is shown in this answer only.',
        params: memberIdParamsSchema,
        response: { 201: createdMemberLinkSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const link = await makeLink(workspaceId(request), request.params.id);
      if (!link) throw notFound(TEAM_MESSAGES.memberNotFound);
      return reply.status(201).send({ url: link.url, createdAt: link.createdAt });
    },
  );

  app.delete(
    LINK_PATH,
    {
      config: { access: 'editor' },
      schema: {
        tags: TAGS,
        security: sessionSecurity,
        summary: "Turn a team member's link off",
        description: 'Their page answers 404 from then on. 404 also when the member has no link.',
        params: memberIdParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const result = await deleteMemberLink(app.db, workspaceId(request), request.params.id);
      if (result === 'noMember') throw notFound(TEAM_MESSAGES.memberNotFound);
      if (result === 'noLink') throw notFound(MEMBER_LINK_MESSAGES.linkNotFound);
      return reply.status(204).send(null);
    },
  );

  app.post(
    `${LINK_PATH}/email`,
    {
      config: { access: 'editor' },
      schema: {
        tags: TAGS,
        security: sessionSecurity,
        summary: 'E-mail a team member a new link to their own page',
        description:
          'Makes a new link (the one they had stops working) and e-mails it to the member, from MAIL_FROM, naming you as its sender. ' +
          '400 when the member has no e-mail address. 503 when the e-mail could not be sent: nothing changes, the link sent before still works. ' +
          `At most ${MEMBER_LINK_EMAILS_PER_MEMBER_PER_HOUR} an hour per member (429 with Retry-After beyond).`,
        params: memberIdParamsSchema,
        response: { 200: memberLinkSentSchema, ...errorResponses(400, 401, 403, 404, 429), 503: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const ownerId = workspaceId(request);
      const member = await findLinkMember(app.db, ownerId, request.params.id);
      if (!member) throw notFound(TEAM_MESSAGES.memberNotFound);
      const { email } = member;
      if (!email) throw new HttpError(400, MEMBER_LINK_MESSAGES.noEmail(member.name));
      const limit = { key: `member-link-email:member:${member.id}`, max: MEMBER_LINK_EMAILS_PER_MEMBER_PER_HOUR, windowMs: HOUR_MS };
      await admitRequest(app.db, reply, [limit], MEMBER_LINK_MESSAGES.tooManyMemberEmails, clock());
      if (!(await mailNewLink(ownerId, { ...member, email }, organiserName(request), request.log))) {
        // Gone meanwhile, or the mail failed.
        if (!(await findLinkMember(app.db, ownerId, member.id))) throw notFound(TEAM_MESSAGES.memberNotFound);
        throw new HttpError(503, MEMBER_LINK_MESSAGES.sendFailed);
      }
      return { sentTo: email };
    },
  );

  app.post(
    '/events/:id/member-links/email',
    {
      config: { access: 'editor' },
      schema: {
        tags: TAGS,
        security: sessionSecurity,
        summary: 'E-mail every team member of an event a new link to their own page',
        description:
          'For each member of the event who has an e-mail address: a new link (the one they had stops working), e-mailed as ' +
          'POST /api/team-members/{id}/member-link/email does. A member whose e-mail could not be sent keeps the link they had. ' +
          'Answers how many were sent, how many members have no address, and how many failed. ' +
          `At most ${EVENT_LINK_EMAILS_PER_EVENT_PER_HOUR} an hour per event (429 with Retry-After beyond).`,
        params: eventIdParamsSchema,
        response: { 200: eventMemberLinksSentSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const ownerId = workspaceId(request);
      const members = await findEventLinkMembers(app.db, ownerId, request.params.id);
      if (!members) throw notFound(EVENT_MESSAGES.notFound);
      const limit = { key: `member-link-email:event:${request.params.id}`, max: EVENT_LINK_EMAILS_PER_EVENT_PER_HOUR, windowMs: HOUR_MS };
      await admitRequest(app.db, reply, [limit], MEMBER_LINK_MESSAGES.tooManyEventEmails, clock());
      const answer = { sent: 0, withoutEmail: 0, failed: 0 };
      for (const member of members) {
        const { email } = member;
        if (!email) answer.withoutEmail += 1;
        else if (await mailNewLink(ownerId, { ...member, email }, organiserName(request), request.log)) answer.sent += 1;
        else answer.failed += 1;
      }
      return answer;
    },
  );
};
