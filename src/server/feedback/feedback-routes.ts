import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FEEDBACK_MESSAGES, feedbackInputSchema, feedbackResponseSchema } from '../../domain/feedback.ts';
import { countHit } from '../auth/throttle-repository.ts';
import type { Config } from '../config.ts';
import { clientKey } from '../http/client-address.ts';
import { errorResponses, HttpError } from '../http/errors.ts';
import { createFeedback } from './feedback-repository.ts';

const HOUR_MS = 60 * 60 * 1000;

export interface FeedbackRoutesOptions {
  config: Pick<Config, 'feedbackRateLimit'>;
  /** Epoch milliseconds for the rate limit; tests move it on instead of waiting. */
  clock?: () => number;
}

export const feedbackRoutes: FastifyPluginAsyncZod<FeedbackRoutesOptions> = async (app, { config, clock = Date.now }) => {
  app.post(
    '',
    {
      schema: {
        tags: ['feedback'],
        summary: 'Send feedback about the app: a rating from 1 to 5, a message and, if you like, an email to reply to',
        description:
          'Signed in or not: feedback sent while signed in is stored with your account. ' +
          `At most ${config.feedbackRateLimit} per client address per hour (FEEDBACK_RATE_LIMIT), counted in the database so the limit holds across instances; ` +
          'the next gets 429 with Retry-After.',
        body: feedbackInputSchema,
        response: { 201: feedbackResponseSchema, ...errorResponses(400, 403, 429) },
      },
    },
    async (request, reply) => {
      const nowMs = clock();
      const { hits, resetsAtMs } = await countHit(app.db, `feedback:ip:${clientKey(request)}`, HOUR_MS, nowMs);
      if (hits > config.feedbackRateLimit) {
        reply.header('retry-after', String(Math.max(1, Math.ceil((resetsAtMs - nowMs) / 1000))));
        throw new HttpError(429, FEEDBACK_MESSAGES.tooManyRequests);
      }
      const feedback = await createFeedback(app.db, request.body, request.user?.id ?? null);
      return reply.status(201).send({ feedback, message: FEEDBACK_MESSAGES.thanks });
    },
  );
};
