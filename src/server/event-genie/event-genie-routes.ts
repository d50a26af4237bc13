import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applyThemeInputSchema,
  appliedThemeSchema,
  composedThemeSchema,
  composeTheme,
  composeThemeInputSchema,
  GENIE_MESSAGES,
  newGenieSeed,
  themeWithModelAnswer,
  type ComposedTheme,
} from '../../domain/event-genie.ts';
import { EVENT_MESSAGES } from '../../domain/events.ts';
import { accountId, sessionSecurity } from '../auth/auth-plugin.ts';
import type { Config } from '../config.ts';
import { errorResponses, HttpError, notFound } from '../http/errors.ts';
import { admitRequest, HOUR_MS } from '../http/request-limits.ts';
import { workspaceId } from '../workspaces/workspace-access.ts';
import { applyTheme, findGenieEvent, GenieInputError } from './event-genie-repository.ts';
import { requestCompletion, wordingMessages } from './llm-client.ts';

const TAGS = ['event-genie'];

/** Themes one account may compose in an hour: fewer when each asks the language model. */
export const CURATED_THEMES_PER_HOUR = 600;
export const MODEL_THEMES_PER_HOUR = 60;

export interface EventGenieRoutesOptions {
  config: Pick<Config, 'llm'>;
  /** Epoch milliseconds, for the limit. */
  clock?: () => number;
}

/**
 * EventGenie: a theme for one of the workspace's events, composed from the curated sets that ship
 * with Eventry and, when a language model is configured, worded by it (validated, with the curated
 * theme on any failure); and applying a theme's tagline and run-of-day tasks to the event.
 */
export const eventGenieRoutes: FastifyPluginAsyncZod<EventGenieRoutesOptions> = async (app, { config, clock = Date.now }) => {
  const llm = config.llm;

  app.post(
    '/themes',
    {
      config: { access: 'viewer' },
      schema: {
        tags: TAGS,
        security: sessionSecurity,
        summary: 'Compose a theme for one of your events',
        description:
          'A name and tagline, a colour palette whose text pairs meet WCAG AA (each with its ratio), a font pairing of ' +
          'system fonts, decoration and activity ideas, and the run of day (the last week, the day and the day after) of ' +
          'the built-in template for the kind of event. Composed from the curated sets that ship with Eventry; the same ' +
          '`seed` gives the same theme. When a language model is configured (LLM_BASE_URL), it is asked for the wording ' +
          '(name, tagline, ideas), which must fit a schema; on any error or after LLM_TIMEOUT_MS the curated theme is ' +
          `answered (\`source: curated\`). ${CURATED_THEMES_PER_HOUR} themes an hour per account, ${MODEL_THEMES_PER_HOUR} when a model is configured; changes no event.`,
        body: composeThemeInputSchema,
        response: { 200: composedThemeSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply): Promise<ComposedTheme> => {
      const { eventId, mood, eventType, seed = newGenieSeed() } = request.body;
      const event = await findGenieEvent(app.db, workspaceId(request), eventId);
      if (!event) throw notFound(EVENT_MESSAGES.notFound);
      await admitRequest(
        app.db,
        reply,
        [{ key: `event-genie:account:${accountId(request)}`, max: llm ? MODEL_THEMES_PER_HOUR : CURATED_THEMES_PER_HOUR, windowMs: HOUR_MS }],
        GENIE_MESSAGES.tooManyRequests,
        clock(),
      );
      const curated = composeTheme(event, mood, seed, eventType);
      const about = { id: event.id, name: event.name, startDate: event.startDate, endDate: event.endDate };
      if (!llm) return { theme: curated, event: about, source: 'curated', model: null };
      const answer = await requestCompletion(llm, wordingMessages(event, curated));
      const result = answer.ok ? themeWithModelAnswer(curated, answer.body) : { theme: curated, source: 'curated' as const, reason: answer.reason };
      if (result.source === 'curated') {
        // The reason names what went wrong, never the endpoint's address or key.
        request.log.warn({ model: llm.model, reason: result.reason }, 'EventGenie answered the curated theme: the language model gave no usable wording');
        return { theme: curated, event: about, source: 'curated', model: null };
      }
      return { theme: result.theme, event: about, source: 'model', model: llm.model };
    },
  );

  app.post(
    '/apply',
    {
      config: { access: 'editor' },
      schema: {
        tags: TAGS,
        security: sessionSecurity,
        summary: "Apply a theme's tagline and run-of-day tasks to one of your events",
        description:
          "`tagline` goes first in the event's description (unchanged when it already starts with it); `tasks` (the " +
          "theme's skeleton, up to 50) are created as To Do tasks due relative to the event, as one batch " +
          '(GET /api/tasks?batch=…), except those whose title a task of the event already has: these are counted in ' +
          '`skippedTasks`, so applying the same theme twice creates its tasks once. One transaction: all of it or, on any error, nothing.',
        body: applyThemeInputSchema,
        response: { 200: appliedThemeSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { eventId, tagline, tasks } = request.body;
      try {
        const applied = await applyTheme(app.db, workspaceId(request), eventId, { tagline, tasks });
        return { eventId, ...applied };
      } catch (error) {
        if (!(error instanceof GenieInputError)) throw error;
        if (error.status === 404) throw notFound(error.message);
        throw new HttpError(400, error.message, { [error.field]: error.message });
      }
    },
  );
};
