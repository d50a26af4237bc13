import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calendarFeedAnswerSchema, createdCalendarFeedAnswerSchema, type CalendarFeedKind } from '../../domain/calendar-feeds.ts';
import { EVENT_MESSAGES, eventIdParamsSchema } from '../../domain/events.ts';
import { memberIdParamsSchema, TEAM_MESSAGES } from '../../domain/team.ts';
import { sessionSecurity } from '../auth/auth-plugin.ts';
import { errorResponses, notFound } from '../http/errors.ts';
import { deleteFeed, findFeed, saveFeed, type StoredFeed } from './calendar-feeds-repository.ts';
import { feedUrl, newFeedToken } from './feed-token.ts';
import { workspaceId } from '../workspaces/workspace-access.ts';

export interface CalendarFeedRoutesOptions {
  /** config.publicOrigin: where feed URLs point (PUBLIC_URL, or the address the server listens on). */
  publicOrigin: URL;
  /** Epoch milliseconds for a feed's createdAt; defaults to Date.now. */
  clock?: () => number;
}

const TARGETS: Record<
  CalendarFeedKind,
  { path: string; params: typeof eventIdParamsSchema; notFound: string; what: string; lists: string }
> = {
  event: {
    path: '/events/:id/calendar-feed',
    params: eventIdParamsSchema,
    notFound: EVENT_MESSAGES.notFound,
    what: 'event',
    lists: 'the event itself (all its days) and each of its tasks that has a due date',
  },
  member: {
    path: '/team-members/:id/calendar-feed',
    params: memberIdParamsSchema,
    notFound: TEAM_MESSAGES.memberNotFound,
    what: 'team member',
    lists: 'each task assigned to the member that has a due date',
  },
};

const TAGS = ['calendar feeds'];

/** GET, POST and DELETE …/calendar-feed of the signed-in owner's events and team members. */
const ownerRoutes: FastifyPluginAsyncZod<CalendarFeedRoutesOptions> = async (app, { publicOrigin, clock = Date.now }) => {
  for (const [kind, target] of Object.entries(TARGETS) as [CalendarFeedKind, (typeof TARGETS)[CalendarFeedKind]][]) {
    const answer = (feed: StoredFeed) => ({
      url: feedUrl(publicOrigin, feed.token),
      createdAt: feed.createdAt,
    });

    app.get(
      target.path,
      {
        config: { access: 'viewer' },
        schema: {
          tags: TAGS,
          security: sessionSecurity,
          summary: `The calendar feed of one of your ${target.what}s: its subscription URL, or null when it has none`,
          description:
            `The URL (GET /api/calendar/{token}.ics) lists ${target.lists}, as all-day entries. ` +
            `Another user's ${target.what} answers 404 exactly as one that does not exist.`,
          params: target.params,
          response: { 200: calendarFeedAnswerSchema, ...errorResponses(400, 401, 404) },
        },
      },
      async (request) => {
        const feed = await findFeed(app.db, workspaceId(request), { kind, id: request.params.id });
        if (feed === undefined) throw notFound(target.notFound);
        return { feed: feed && answer(feed) };
      },
    );

    app.post(
      target.path,
      {
        config: { access: 'editor' },
        schema: {
          tags: TAGS,
          security: sessionSecurity,
          summary: `Create the calendar feed of one of your ${target.what}s, or give it a new URL`,
          description:
            'The URL holds a new random token (256 bits). When the feed existed, its old URL stops working at once: ' +
            'calendars subscribed to it must subscribe to the new one.',
          params: target.params,
          response: { 201: createdCalendarFeedAnswerSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const feed = await saveFeed(app.db, workspaceId(request), { kind, id: request.params.id }, newFeedToken(), new Date(clock()));
        if (!feed) throw notFound(target.notFound);
        return reply.status(201).send({ feed: answer(feed) });
      },
    );

    app.delete(
      target.path,
      {
        config: { access: 'editor' },
        schema: {
          tags: TAGS,
          security: sessionSecurity,
          summary: `Turn the calendar feed of one of your ${target.what}s off`,
          description: 'Its URL answers 404 from then on. Also 204 when the feed was already off.',
          params: target.params,
          response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        if (!(await deleteFeed(app.db, workspaceId(request), { kind, id: request.params.id }))) throw notFound(target.notFound);
        return reply.status(204).send(null);
      },
    );
  }
};

/** The owner routes …/events/{id}/calendar-feed and …/team-members/{id}/calendar-feed, under /api (the feed itself: feed-route.ts). */
export const calendarFeedRoutes: FastifyPluginAsyncZod<CalendarFeedRoutesOptions> = async (app, options) => {
  await app.register(ownerRoutes, options);
};
