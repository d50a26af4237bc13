import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CALENDAR_FEED_MESSAGES,
  calendarFeedTokenParamsSchema,
  FEED_BUSY_RETRY_SECONDS,
  FEED_MAX_AGE_SECONDS,
  MAX_FEED_ITEMS,
} from '../../domain/calendar-feeds.ts';
import { formatCount } from '../../domain/english-format.ts';
import type { Config } from '../config.ts';
import { errorResponses, errorResponseSchema, HttpError, notFound } from '../http/errors.ts';
import { createFairSlots, SlotRefusedError } from '../http/fair-slots.ts';
import { findFeedByToken, markFeedUsed, readFeedContent, type FeedByToken } from './calendar-feeds-repository.ts';
import { feedCalendar, feedUidDomain } from './feed-calendar.ts';
import { isFeedTokenShaped } from './feed-token.ts';

export interface CalendarFeedRouteOptions {
  /** config.publicOrigin: the entries' UIDs end with its host and path (feedUidDomain), unique to this installation. */
  publicOrigin: URL;
  /** How many feed documents are built at once (config.feedRenders). */
  /** Documents built at once, fetches that may wait for one, and how long (config.feedRenders). */
  renders: Config['feedRenders'];
  /** Epoch milliseconds for a feed's last use; defaults to Date.now. */
  clock?: () => number;
}

/**
 * What, besides the feed row and the owner's data, decides the document: raise it whenever
 * feed-calendar.ts (or the content the repository reads for it) writes something else for the same data,
 * so calendars that hold the old document fetch the new one.
 */
const FEED_DOCUMENT_FORMAT = `2 ${MAX_FEED_ITEMS}`;

/** Last use is kept to this precision: a feed fetched every few minutes writes once an hour. */
const LAST_USED_PRECISION_MS = 60 * 60 * 1000;

/**
 * The ETag of a feed's document, known before it is built: the document is a function of the feed row
 * (its id and when its token was made) and the owner's events, members and tasks, whose every change
 * raises the owner's data version (triggers on all three tables, cascades included; a rolled-back
 * change rolls it back) — and the UIDs' domain, which follows the configured public origin. It does not
 * depend on the day or the time: every entry is stamped with its record's last change. Read before the
 * content, so a document built from newer data than its ETag says is fetched again at worst, never kept
 * as current.
 */
export function feedEtag(feed: Pick<FeedByToken, 'id' | 'createdAt' | 'dataVersion'>, uidDomain: string): string {
  const digest = createHash('sha256')
    .update(`${FEED_DOCUMENT_FORMAT} ${feed.id} ${feed.createdAt} ${feed.dataVersion} ${uidDomain}`)
    .digest('base64url');
  // Weak: the same feed may go out compressed or not.
  return `W/"${digest.slice(0, 32)}"`;
}

/** If-None-Match holds `etag` (compared weakly, as RFC 9110 asks for this header) or `*`. */
function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((candidate) => candidate.trim() === '*' || opaque(candidate) === opaque(etag));
}

const feedResponseSchema = {
  description:
    'The feed, `text/calendar; charset=utf-8`, RFC 5545 (every line ending with CRLF): all-day VEVENTs with stable UIDs ' +
    'unique to the installation (`event-{id}@{host}`, `task-{id}@{host}`: the host, port and path of PUBLIC_URL), each task entry titled with the task and describing its status, priority, countdown ' +
    `(T-14, Event day, T+2; relative due dates only) and event. At most ${formatCount(MAX_FEED_ITEMS)} tasks, the ones due last. ` +
    'Answers 304 to an If-None-Match that holds its ETag, without building the document.',
  content: { 'text/calendar': { schema: z.string() } },
};

/**
 * GET /api/calendar/{token}.ics: the feed itself, for calendar apps, with no session. Only this exact
 * spelling of the URL is answered, and the log shows it as /api/calendar/[redacted].ics
 * (config.credentialInUrl, http/credential-urls.ts).
 */
export const calendarFeedRoute: FastifyPluginAsyncZod<CalendarFeedRouteOptions> = async (app, { publicOrigin, renders, clock = Date.now }) => {
  // A feed of 5,000 tasks takes most of a second of CPU and tens of megabytes to build: a bounded
  // number are built at once, the same slots exports use, keyed by the feed's owner.
  const renderSlots = createFairSlots({
    total: renders.concurrency,
    perKey: renders.concurrency,
    maxWaitMs: renders.waitMs,
    maxWaiting: renders.queue,
    maxWaitingPerKey: renders.queue,
  });
  const uidDomain = feedUidDomain(publicOrigin);

  app.get(
    '/calendar/:token.ics',
    {
      config: { credentialInUrl: { notFound: CALENDAR_FEED_MESSAGES.notFound } },
      schema: {
        tags: ['calendar feeds'],
        summary: 'A calendar feed, for Google Calendar, Apple Calendar, Thunderbird and other calendar apps',
        description:
          'Needs no session: the token in the URL is the credential. An unknown token, or one replaced or turned off, answers 404, ' +
          'as does a feed whose event or member was deleted, and any other spelling of the URL (a trailing slash, an escaped ' +
          `character, another case). Calendar apps may keep an answer for ${FEED_MAX_AGE_SECONDS / 60} minutes (Cache-Control: private). ` +
          `While too many feeds are being built at once, answers 503 with Retry-After (${FEED_BUSY_RETRY_SECONDS} seconds).`,
        params: calendarFeedTokenParamsSchema,
        response: {
          200: feedResponseSchema,
          304: z.null().describe('Unchanged since the ETag sent'),
          ...errorResponses(404),
          503: errorResponseSchema.describe('Too many feeds are being built right now: try again after Retry-After seconds'),
        },
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      const feed = isFeedTokenShaped(token) ? await findFeedByToken(app.db, token) : undefined;
      if (!feed) throw notFound(CALENDAR_FEED_MESSAGES.notFound);
      await recordUse(feed);

      const etag = feedEtag(feed, uidDomain);
      const cacheHeaders = {
        'cache-control': `private, max-age=${FEED_MAX_AGE_SECONDS}`,
        etag,
        // A feed URL is private: never in a search engine's index, wherever it was pasted.
        'x-robots-tag': 'noindex, nofollow',
      };
      if (ifNoneMatch(request.headers['if-none-match'], etag)) return reply.headers(cacheHeaders).status(304).send(null);

      const release = await renderSlots.acquire(feed.ownerId).catch((error: unknown) => {
        if (!(error instanceof SlotRefusedError)) throw error;
        reply.header('retry-after', String(FEED_BUSY_RETRY_SECONDS));
        throw new HttpError(503, CALENDAR_FEED_MESSAGES.busy);
      });
      let body: string | undefined;
      try {
        const content = await readFeedContent(app.db, feed);
        body = content && (await feedCalendar(content, uidDomain));
      } finally {
        release();
      }
      if (body === undefined) throw notFound(CALENDAR_FEED_MESSAGES.notFound);
      return reply.headers(cacheHeaders).type('text/calendar; charset=utf-8').send(body);
    },
  );

  /** Last use, to the hour; a failure to write it is logged and never fails the fetch. */
  async function recordUse(feed: FeedByToken) {
    const now = clock();
    if (feed.lastUsedAt !== null && Date.parse(feed.lastUsedAt) > now - LAST_USED_PRECISION_MS) return;
    try {
      await markFeedUsed(app.db, feed.id, new Date(now), new Date(now - LAST_USED_PRECISION_MS));
    } catch (error) {
      app.log.warn({ err: error, feedId: feed.id }, 'could not record the use of a calendar feed');
    }
  }
};
