import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createdInvitationAnswerSchema,
  INVITATION_LIFETIME_DAYS,
  INVITATIONS_PER_HOUR,
  invitationLinkPath,
  invitationParamsSchema,
  invitationPreviewAnswerSchema,
  invitationTokenParamsSchema,
  inviteInputSchema,
  tooManyInvitationsMessage,
  WORKSPACE_MESSAGES,
  workspaceAnswerSchema,
} from '../../domain/workspaces.ts';
import { accountId, sessionSecurity } from '../auth/auth-plugin.ts';
import type { Config } from '../config.ts';
import { clientKey } from '../http/client-address.ts';
import { errorResponses, HttpError, notFound } from '../http/errors.ts';
import { admitRequest, HOUR_MS } from '../http/request-limits.ts';
import { publicLink } from '../http/public-origin.ts';
import { createMailer, describeMailError } from '../mail/mailer.ts';
import { invitationMail } from './invitation-mail.ts';
import { acceptInvitation, createInvitation, deleteInvitation, findInvitationByToken } from './invitations-repository.ts';
import { workspaceId } from './workspace-access.ts';
import { findWorkspace } from './workspaces-repository.ts';

const TAGS = ['workspaces'];

export interface InvitationsRoutesOptions {
  config: Pick<Config, 'publicOrigin' | 'mail'>;
  /** Epoch milliseconds for expiry and the rate limit; tests move it on instead of waiting. */
  clock?: () => number;
}

/**
 * Invitations to the request's workspace (its owner sends and cancels them), and the link's two
 * calls: GET shows what it invites to, without a session; POST …/accept joins with the signed-in
 * account. The link's token is a credential: stored as its hash, and never logged (credentialInUrl).
 */
export const invitationsRoutes: FastifyPluginAsyncZod<InvitationsRoutesOptions> = async (app, { config, clock = Date.now }) => {
  const mailer = createMailer(config.mail);

  /** Counts one invitation for the workspace and for the client's address; 429 with Retry-After past the hour's allowance of either. */
  const admit = (reply: FastifyReply, keys: string[], nowMs: number) =>
    admitRequest(app.db, reply, keys.map((key) => ({ key, max: INVITATIONS_PER_HOUR, windowMs: HOUR_MS })), tooManyInvitationsMessage, nowMs);

  app.post(
    '/workspace/invitations',
    {
      config: { access: 'owner' },
      schema: {
        tags: TAGS,
        security: sessionSecurity,
        summary: 'Invite someone to the workspace by e-mail',
        description:
          `E-mails a link that works once, for ${INVITATION_LIFETIME_DAYS} days, to join with \`role\` (editor or viewer) the account that ` +
          'has this address, existing or made from the link. 409 when that account is already in the workspace, or an invitation ' +
          "to the address is still waiting. `mailed` says whether the e-mail went out: when it could not be sent the invitation still waits " +
          `(cancel it and invite again). At most ${INVITATIONS_PER_HOUR} invitations per workspace and per client address an hour; ` +
          'the next gets 429 with Retry-After.',
        body: inviteInputSchema,
        response: { 201: createdInvitationAnswerSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const id = workspaceId(request);
      const now = new Date(clock());
      await admit(reply, [`invite:workspace:${id}`, `invite:ip:${clientKey(request)}`], now.getTime());

      const { email, role } = request.body;
      const created = await createInvitation(app.db, { workspaceId: id, email, role, invitedBy: accountId(request) }, now);
      if ('refused' in created) throw new HttpError(409, WORKSPACE_MESSAGES[created.refused], { email: WORKSPACE_MESSAGES[created.refused] });

      const { invitation, token, expiresAt } = created;
      const workspace = await findWorkspace(app.db, accountId(request), id);
      const link = publicLink(config.publicOrigin, invitationLinkPath(token));
      const mail = invitationMail({ email, inviterName: request.user!.name, workspaceName: workspace?.name ?? '', role, link, expiresAt });
      let mailed = false;
      try {
        await mailer.send(mail, request.log);
        mailed = true;
        request.log.info({ workspaceId: id, invitationId: invitation.id, transport: mailer.transport }, 'invitation e-mail sent');
      } catch (error) {
        // The invitation stays: the owner sees it waiting, and may cancel it and invite again.
        request.log.error(
          { workspaceId: id, invitationId: invitation.id, transport: mailer.transport, mailError: describeMailError(error) },
          'invitation e-mail could not be sent',
        );
      }
      return reply.status(201).send({ invitation, mailed });
    },
  );

  app.delete(
    '/workspace/invitations/:id',
    {
      config: { access: 'owner' },
      schema: {
        tags: TAGS,
        security: sessionSecurity,
        summary: 'Cancel an invitation',
        description: 'Its link stops working at once (404).',
        params: invitationParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      if (!(await deleteInvitation(app.db, workspaceId(request), request.params.id))) throw notFound(WORKSPACE_MESSAGES.invitationNotFound);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/invitations/:token',
    {
      config: { credentialInUrl: { notFound: WORKSPACE_MESSAGES.invitationNotFound } },
      schema: {
        tags: TAGS,
        summary: 'What an invitation link invites to, before accepting it',
        description:
          'Needs no session: the token in the URL is the credential. `state` is open, used or expired; a cancelled invitation, ' +
          'an unknown token, and any other spelling of the URL answer 404.',
        params: invitationTokenParamsSchema,
        response: { 200: invitationPreviewAnswerSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const invitation = await findInvitationByToken(app.db, request.params.token, new Date(clock()));
      if (!invitation) throw notFound(WORKSPACE_MESSAGES.invitationNotFound);
      const { workspaceName, invitedBy, email, role, state } = invitation;
      return { invitation: { workspaceName, invitedBy, email, role, state } };
    },
  );

  app.post(
    '/invitations/:token/accept',
    {
      config: { access: 'account', credentialInUrl: { notFound: WORKSPACE_MESSAGES.invitationNotFound } },
      schema: {
        tags: TAGS,
        security: sessionSecurity,
        summary: 'Accept an invitation: join its workspace with its role',
        description:
          "With the account that has the invitation's address (403 for another account). Joins with the role the invitation gives; " +
          'nothing in the request can change it. Works once: 409 when used or expired, 404 when cancelled. An account already in ' +
          'the workspace keeps its role (200) and the invitation is used up. The workspace becomes your choice for requests that name none.',
        params: invitationTokenParamsSchema,
        response: { 200: workspaceAnswerSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = request.user!;
      const now = new Date(clock());
      const invitation = await findInvitationByToken(app.db, request.params.token, now);
      if (!invitation) throw notFound(WORKSPACE_MESSAGES.invitationNotFound);
      if (invitation.state === 'used') throw new HttpError(409, WORKSPACE_MESSAGES.invitationUsed);
      if (invitation.state === 'expired') throw new HttpError(409, WORKSPACE_MESSAGES.invitationExpired);
      if (invitation.email !== user.email) throw new HttpError(403, WORKSPACE_MESSAGES.invitationForAnotherAccount);

      const result = await acceptInvitation(app.db, invitation, user.id, now);
      if (!result.accepted) {
        if (result.state === 'expired') throw new HttpError(409, WORKSPACE_MESSAGES.invitationExpired);
        if (result.state === 'gone') throw notFound(WORKSPACE_MESSAGES.invitationNotFound);
        throw new HttpError(409, WORKSPACE_MESSAGES.invitationUsed);
      }
      request.log.info({ workspaceId: invitation.workspaceId, invitationId: invitation.id, userId: user.id }, 'invitation accepted');
      const workspace = await findWorkspace(app.db, accountId(request), invitation.workspaceId);
      if (!workspace) throw notFound(WORKSPACE_MESSAGES.notFound);
      return { workspace };
    },
  );
};
