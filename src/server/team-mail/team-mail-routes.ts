import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  TEAM_MAIL_MESSAGES,
  TEAM_MAIL_SENDS_PER_EVENT_PER_HOUR,
  TEAM_MAIL_SENDS_PER_WORKSPACE_PER_DAY,
  teamMailInputSchema,
  teamMailQueuedSchema,
  teamMailRecipientsSchema,
  tooManyTeamMailsMessage,
} from '../../domain/campaigns-schema.ts';
import { EVENT_MESSAGES, eventIdParamsSchema } from '../../domain/events.ts';
import { accountId, sessionSecurity } from '../auth/auth-plugin.ts';
import { errorResponses, HttpError, notFound } from '../http/errors.ts';
import { admitRequest, HOUR_MS } from '../http/request-limits.ts';
import { workspaceId } from '../workspaces/workspace-access.ts';
import { hasEvent, planTeamMail, teamMailRecipients } from './team-mail-repository.ts';

const TAGS = ['team mail'];
const DAY_MS = 24 * HOUR_MS;

export interface TeamMailRoutesOptions {
  /** Epoch milliseconds: the limits' windows and the rows' times; tests move it on. */
  clock?: () => number;
}

/**
 * E-mails to an event's team (the campaign and meeting agenda pages): who they reach, and sending one.
 * A send plans one row per recipient and answers at once; the reminder job sends them
 * (team-mail-sender.ts), so the request never waits for the mail server.
 */
export const teamMailRoutes: FastifyPluginAsyncZod<TeamMailRoutesOptions> = async (app, { clock = Date.now }) => {
  const recipientsOf = async (ownerId: number, eventId: number) => {
    if (!(await hasEvent(app.db, ownerId, eventId))) throw notFound(EVENT_MESSAGES.notFound);
    return teamMailRecipients(app.db, ownerId, eventId);
  };

  app.get(
    '/events/:id/team-mail/recipients',
    {
      config: { access: 'viewer' },
      schema: {
        tags: TAGS,
        security: sessionSecurity,
        summary: 'Who an e-mail to the event’s team reaches',
        description:
          '`recipients`: the event’s team members with an e-mail address who have not unsubscribed (and are not inactive); ' +
          '`withoutAddress` and `unsubscribed`: the members it leaves out, and why. Unsubscribing is the one opt-out of the ' +
          'reminders and team e-mails of the event.',
        params: eventIdParamsSchema,
        response: { 200: teamMailRecipientsSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => recipientsOf(workspaceId(request), request.params.id),
  );

  app.post(
    '/events/:id/team-mail',
    {
      config: { access: 'editor' },
      schema: {
        tags: TAGS,
        security: sessionSecurity,
        summary: 'E-mail the event’s team',
        description:
          'Sends the subject and plain text to each recipient (see the recipients route) in an e-mail of their own, with an HTML ' +
          'part built from the text and the member’s unsubscribe link (also as RFC 8058 List-Unsubscribe headers). The e-mails ' +
          'are planned now and go out in the background within a minute or so; `queued` says how many, `skipped` who was left out. ' +
          `At most ${TEAM_MAIL_SENDS_PER_EVENT_PER_HOUR} sends per event an hour and ${TEAM_MAIL_SENDS_PER_WORKSPACE_PER_DAY} per ` +
          'workspace a day (429 with Retry-After beyond); 409 when no member can receive it.',
        params: eventIdParamsSchema,
        body: teamMailInputSchema,
        response: { 202: teamMailQueuedSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const ownerId = workspaceId(request);
      const eventId = request.params.id;
      const nowMs = clock();
      const recipients = await recipientsOf(ownerId, eventId);
      if (recipients.recipients.length === 0) throw new HttpError(409, TEAM_MAIL_MESSAGES.noRecipients);
      // One after the other, so a send the event's hourly allowance refuses does not use up the workspace's day.
      await admitRequest(app.db, reply, [{ key: `team-mail:event:${eventId}`, max: TEAM_MAIL_SENDS_PER_EVENT_PER_HOUR, windowMs: HOUR_MS }], tooManyTeamMailsMessage, nowMs);
      await admitRequest(
        app.db,
        reply,
        [{ key: `team-mail:workspace:${ownerId}`, max: TEAM_MAIL_SENDS_PER_WORKSPACE_PER_DAY, windowMs: DAY_MS }],
        tooManyTeamMailsMessage,
        nowMs,
      );
      const memberIds = recipients.recipients.map((member) => member.memberId);
      const queued = await planTeamMail(app.db, ownerId, eventId, accountId(request), request.body, memberIds, new Date(nowMs));
      request.log.info({ workspaceId: ownerId, eventId, kind: request.body.kind, queued }, 'team e-mail planned');
      reply.code(202);
      return { queued, skipped: { withoutAddress: recipients.withoutAddress.length, unsubscribed: recipients.unsubscribed.length } };
    },
  );
};
