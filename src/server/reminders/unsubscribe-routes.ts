import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REMINDER_MESSAGES, unsubscribedSchema, unsubscribeInfoSchema, unsubscribeTokenParamsSchema } from '../../domain/reminders.ts';
import { clientKey } from '../http/client-address.ts';
import { errorResponses, notFound } from '../http/errors.ts';
import { admitRequest, MINUTE_MS } from '../http/request-limits.ts';
import { hashToken, isLinkTokenShaped } from '../private-links/link-token.ts';
import { findUnsubscribeTarget, unsubscribe } from './reminders-repository.ts';

const TAGS = ['reminders'];
/** Unsubscribe requests per client address a minute: far more than a person or a mail program makes. */
export const UNSUBSCRIBES_PER_ADDRESS_PER_MINUTE = 30;
const TOO_MANY = 'Too many requests. Please try again in a minute.';

/** The body of a mail program's one-click POST (RFC 8058), or the web page's JSON POST, which needs none. */
const oneClickBodySchema = z
  .object({ 'List-Unsubscribe': z.literal('One-Click').optional().describe("RFC 8058's one-click POST sends List-Unsubscribe=One-Click") })
  .nullish();

/**
 * The unsubscribe link of every digest: GET says what it stops, POST stops it. No session: the token
 * in the URL is the credential (stored as its hash; never logged, credentialInUrl). POST takes the
 * form body a mail program sends for List-Unsubscribe-Post (RFC 8058), which comes without an Origin
 * header and so passes the same-origin guard like any non-browser client; a cross-site browser POST
 * carries its Origin and is refused.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<{ clock?: () => number }> = async (app, { clock = Date.now }) => {
  // In this plugin's scope only: every other route keeps answering 415 to a form body.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  /** The link's recipient; 429 with Retry-After past the address's allowance, 404 for a token that names no digest. */
  const target = async (request: FastifyRequest, reply: FastifyReply, token: string) => {
    const nowMs = clock();
    const limit = { key: `unsubscribe:ip:${clientKey(request)}`, max: UNSUBSCRIBES_PER_ADDRESS_PER_MINUTE, windowMs: MINUTE_MS };
    await admitRequest(app.db, reply, [limit], TOO_MANY, nowMs);
    const found = isLinkTokenShaped(token) ? await findUnsubscribeTarget(app.db, hashToken(token)) : undefined;
    if (!found) throw notFound(REMINDER_MESSAGES.unsubscribeNotFound);
    return found;
  };

  const config = { credentialInUrl: { notFound: REMINDER_MESSAGES.unsubscribeNotFound } };

  app.get(
    '/unsubscribe/:token',
    {
      config,
      schema: {
        tags: TAGS,
        summary: 'What an unsubscribe link stops',
        description:
          "Needs no session: the token in the URL is the credential. `kind` member: a team member's task reminders of an event " +
          "(`scopeName`); organiser: an organiser's digest of a workspace. `unsubscribed` says whether they have stopped already. " +
          `Unknown token: 404. At most ${UNSUBSCRIBES_PER_ADDRESS_PER_MINUTE} requests a minute per client address.`,
        params: unsubscribeTokenParamsSchema,
        response: { 200: unsubscribeInfoSchema, ...errorResponses(404, 429) },
      },
    },
    async (request, reply) => {
      const found = await target(request, reply, request.params.token);
      return { kind: found.kind, recipientName: found.recipientName, scopeName: found.scopeName, unsubscribed: found.unsubscribed };
    },
  );

  app.post(
    '/unsubscribe/:token',
    {
      config,
      schema: {
        tags: TAGS,
        summary: 'Stop the e-mails an unsubscribe link is about',
        description:
          'Needs no session. Idempotent: a second time answers the same. Takes a JSON POST (the web page) or the one-click POST of ' +
          'a mail program (RFC 8058: `application/x-www-form-urlencoded`, `List-Unsubscribe=One-Click`). A member stops getting ' +
          "reminders of their event; an organiser stops getting the workspace's digest (turned on again in the app). Unknown token: 404.",
        params: unsubscribeTokenParamsSchema,
        body: oneClickBodySchema,
        response: { 200: unsubscribedSchema, ...errorResponses(400, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const found = await target(request, reply, request.params.token);
      await unsubscribe(app.db, found, new Date(clock()));
      if (!found.unsubscribed) request.log.info({ workspaceId: found.ownerId, kind: found.kind }, 'unsubscribed from reminder e-mails');
      return { unsubscribed: true as const };
    },
  );
};
