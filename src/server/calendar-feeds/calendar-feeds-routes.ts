import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CALENDAR_FEED_MESSAGES,
  calendarFeedAnswerSchema,
  calendarFeedTokenParamsSchema,
  createdCalendarFeedAnswerSchema,
  FEED_MAX_AGE_SECONDS,
  MAX_FEED_ITEMS,
  type CalendarFeedKind,
} from '../../domain/calendar-feeds.ts';
import { EVENT_MESSAGES, eventIdParamsSchema } from '../../domain/events.ts';
import { memberIdParamsSchema, TEAM_MESSAGES } from '../../domain/team.ts';
import { ownerId, sessionSecurity } from '../auth/auth-plugin.ts';
import { errorResponses, notFound } from '../http/errors.ts';
import { deleteFeed, findFeed, findFeedByToken, readFeedContent, saveFeed, type StoredFeed } from './calendar-feeds-repository.ts';
import { feedCalendar } from './feed-calendar.ts';
import { feedUrl, isFeedTokenShaped, newFeedToken } from './feed-token.ts';
import { formatCount } from '../../domain/english-format.ts';

export interface CalendarFeedRoutesOptions {
  /** PUBLIC_URL: where feed URLs point when set (otherwise the address each request was made to). */
  publicUrl: URL | undefined;
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
const ownerRoutes: FastifyPluginAsyncZod<CalendarFeedRoutesOptions> = async (app, { publicUrl, clock = Date.now }) => {
  app.addHook('onRequest', app.requireUser);

  for (const [kind, target] of Object.entries(TARGETS) as [CalendarFeedKind, (typeof TARGETS)[CalendarFeedKind]][]) {
    const answer = (request: Parameters<typeof feedUrl>[0], feed: StoredFeed) => ({
      url: feedUrl(request, publicUrl, feed.token),
      createdAt: feed.createdAt,
    });

    app.get(
      target.path,
      {
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
        const feed = await findFeed(app.db, ownerId(request), { kind, id: request.params.id });
        if (feed === undefined) throw notFound(target.notFound);
        return { feed: feed && answer(request, feed) };
      },
    );

    app.post(
      target.path,
      {
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
        const feed = await saveFeed(app.db, ownerId(request), { kind, id: request.params.id }, newFeedToken(), new Date(clock()));
        if (!feed) throw notFound(target.notFound);
        return reply.status(201).send({ feed: answer(request, feed) });
      },
    );

    app.delete(
      target.path,
      {
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
        if (!(await deleteFeed(app.db, ownerId(request), { kind, id: request.params.id }))) throw notFound(target.notFound);
        return reply.status(204).send(null);
      },
    );
  }
};

const feedResponseSchema = {
  description:
    'The feed, `text/calendar; charset=utf-8`, RFC 5545: all-day VEVENTs with stable UIDs (`event-{id}@eventry`, ' +
    '`task-{id}@eventry`), each task entry titled with the task and describing its status, priority, countdown ' +
    `(T-14, Event day, T+2; relative due dates only) and event. At most ${formatCount(MAX_FEED_ITEMS)} tasks, the ones due last. ` +
    'Answers 304 to an If-None-Match that holds its ETag.',
  content: { 'text/calendar': { schema: z.string() } },
};

/** GET /api/calendar/{token}.ics: the feed itself, for calendar apps, with no session. */
const publicFeedRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/calendar/:token.ics',
    {
      schema: {
        tags: TAGS,
        summary: 'A calendar feed, for Google Calendar, Apple Calendar, Thunderbird and other calendar apps',
        description:
          'Needs no session: the token in the URL is the credential. An unknown token, or one replaced or turned off, answers 404, ' +
          'as does a feed whose event or member was deleted. Calendar apps may keep an answer for ' +
          `${FEED_MAX_AGE_SECONDS / 60} minutes (Cache-Control: private).`,
        params: calendarFeedTokenParamsSchema,
        response: { 200: feedResponseSchema, 304: z.null().describe('Unchanged since the ETag sent'), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      const owner = isFeedTokenShaped(token) ? await findFeedByToken(app.db, token) : undefined;
      const content = owner && (await readFeedContent(app.db, owner));
      if (!content) throw notFound(CALENDAR_FEED_MESSAGES.notFound);

      const body = await feedCalendar(content);
      // Weak: the same feed may go out compressed or not.
      const etag = `W/"${createHash('sha256').update(body).digest('base64url')}"`;
      reply
        .header('cache-control', `private, max-age=${FEED_MAX_AGE_SECONDS}`)
        .header('etag', etag)
        // A feed URL is private: never in a search engine's index, wherever it was pasted.
        .header('x-robots-tag', 'noindex, nofollow');
      if (ifNoneMatch(request.headers['if-none-match'], etag)) return reply.status(304).send(null);
      return reply.type('text/calendar; charset=utf-8').send(body);
    },
  );
};

/** If-None-Match holds `etag` (compared weakly, as RFC 9110 asks for this header) or `*`. */
function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((candidate) => candidate.trim() === '*' || opaque(candidate) === opaque(etag));
}

/** The owner routes (…/events/{id}/calendar-feed, …/team-members/{id}/calendar-feed) and the public feed, under /api. */
export const calendarFeedRoutes: FastifyPluginAsyncZod<CalendarFeedRoutesOptions> = async (app, options) => {
  await app.register(ownerRoutes, options);
  await app.register(publicFeedRoute);
};
