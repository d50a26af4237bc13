import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  endedPrivateLinksSchema,
  listPrivateLinksQuerySchema,
  PRIVATE_LINK_MESSAGES,
  privateLinkIdParamsSchema,
  privateLinkListSchema,
} from '../../domain/private-links.ts';
import { sessionSecurity } from '../auth/auth-plugin.ts';
import { errorResponses, notFound } from '../http/errors.ts';
import { endAllPrivateLinks, endCalendarFeed, endMemberPageLink, listPrivateLinks } from './private-links-repository.ts';
import { workspaceId } from '../workspaces/workspace-access.ts';

const TAGS = ['private links'];

/**
 * /api/private-links: the signed-in owner's links that work without an account (calendar feeds and
 * team members' own pages), to
 * review them and end one or all of them, as after a lost device. Each kind of link has its own DELETE
 * under /api/private-links/{kind}/{id}; DELETE /api/private-links ends every kind.
 */
export const privateLinksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      config: { access: 'viewer' },
      schema: {
        tags: TAGS,
        security: sessionSecurity,
        summary: "Your private links: the calendar feeds and team members' pages that work without signing in",
        description:
          'Newest first, each with the event or team member it shows, when it was made and when it was last used (to the hour). ' +
          'The addresses themselves are not listed: open the event or member to copy a calendar feed, or make a member a new page link.',
        querystring: listPrivateLinksQuerySchema,
        response: { 200: privateLinkListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => listPrivateLinks(app.db, workspaceId(request), request.query),
  );

  app.delete(
    '',
    {
      config: { access: 'editor' },
      schema: {
        tags: TAGS,
        security: sessionSecurity,
        summary: 'End all your private links at once',
        description:
          "Every calendar feed of every event and team member, and every team member's page link, stops working at once (its address answers 404), in one transaction. " +
          'Answers how many links ended; 0 when there were none.',
        response: { 200: endedPrivateLinksSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ ended: await endAllPrivateLinks(app.db, workspaceId(request)) }),
  );

  app.delete(
    '/calendar-feeds/:id',
    {
      config: { access: 'editor' },
      schema: {
        tags: TAGS,
        security: sessionSecurity,
        summary: 'End one calendar feed from the list',
        description:
          "Its address answers 404 from then on. Another user's link, or one already ended, answers 404 exactly as one that never existed.",
        params: privateLinkIdParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      if (!(await endCalendarFeed(app.db, workspaceId(request), request.params.id))) throw notFound(PRIVATE_LINK_MESSAGES.notFound);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/member-pages/:id',
    {
      config: { access: 'editor' },
      schema: {
        tags: TAGS,
        security: sessionSecurity,
        summary: "End one team member's page link from the list",
        description:
          "The member's page answers 404 from then on. Another user's link, or one already ended, answers 404 exactly as one that never existed.",
        params: privateLinkIdParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      if (!(await endMemberPageLink(app.db, workspaceId(request), request.params.id))) throw notFound(PRIVATE_LINK_MESSAGES.notFound);
      return reply.status(204).send(null);
    },
  );
};
