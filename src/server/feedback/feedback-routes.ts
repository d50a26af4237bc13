import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FEEDBACK_MESSAGES, feedbackInputSchema, feedbackResponseSchema, type FeedbackDelivery } from '../../domain/feedback.ts';
import type { Config } from '../config.ts';
import { clientKey } from '../http/client-address.ts';
import { errorResponses } from '../http/errors.ts';
import { admitRequest, HOUR_MS } from '../http/request-limits.ts';
import { createMailer, describeMailError } from '../mail/mailer.ts';
import { feedbackMail } from './feedback-mail.ts';
import { createFeedback } from './feedback-repository.ts';


export interface FeedbackRoutesOptions {
  config: Pick<Config, 'feedbackRateLimit' | 'feedbackEmail' | 'mail' | 'publicOrigin'>;
  /** Epoch milliseconds for the rate limit; tests move it on instead of waiting. */
  clock?: () => number;
}

export const feedbackRoutes: FastifyPluginAsyncZod<FeedbackRoutesOptions> = async (app, { config, clock = Date.now }) => {
  // Feedback is always stored; with FEEDBACK_EMAIL and an SMTP server it is e-mailed to that address
  // too. Without SMTP it is not written to the outbox: the database already holds it.
  const mailTo = config.mail.smtpUrl ? config.feedbackEmail : undefined;
  const mailer = mailTo ? createMailer(config.mail) : null;
  const delivery: FeedbackDelivery = mailer ? 'emailed' : 'saved';
  if (config.feedbackEmail && !mailer) {
    app.log.warn('FEEDBACK_EMAIL is set but SMTP_URL is not: feedback is stored in the database only, not e-mailed');
  }
  // E-mails still on their way when the server stops are given the time to arrive (each send is bounded).
  const sending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(sending);
  });

  app.post(
    '',
    {
      schema: {
        tags: ['feedback'],
        summary: 'Send feedback about the app: a rating from 1 to 5, a message and, if you like, an email to reply to',
        description:
          'Signed in or not: feedback sent while signed in is stored with your account. ' +
          'It is stored for the administrators of the installation; when they set FEEDBACK_EMAIL and SMTP_URL it is also e-mailed to them, ' +
          'after the answer (a failed e-mail is logged, the feedback stays stored): `delivery` says which. ' +
          `At most ${config.feedbackRateLimit} per client address per hour (FEEDBACK_RATE_LIMIT), counted in the database so the limit holds across instances; ` +
          'the next gets 429 with Retry-After.',
        body: feedbackInputSchema,
        response: { 201: feedbackResponseSchema, ...errorResponses(400, 403, 429) },
      },
    },
    async (request, reply) => {
      const nowMs = clock();
      const limit = { key: `feedback:ip:${clientKey(request)}`, max: config.feedbackRateLimit, windowMs: HOUR_MS };
      await admitRequest(app.db, reply, [limit], FEEDBACK_MESSAGES.tooManyRequests, nowMs);
      const feedback = await createFeedback(app.db, request.body, request.user?.id ?? null);
      if (mailer && mailTo) {
        const { log } = request;
        const message = feedbackMail({ feedback, account: request.user, to: mailTo, origin: config.publicOrigin.href });
        const sent: Promise<void> = mailer
          .send(message, log)
          .then(
            () => log.info({ feedbackId: feedback.id }, 'feedback e-mailed'),
            (error: unknown) =>
              log.error({ feedbackId: feedback.id, mailError: describeMailError(error) }, 'feedback e-mail could not be sent; the feedback is stored'),
          )
          .finally(() => sending.delete(sent));
        sending.add(sent);
      }
      return reply.status(201).send({ feedback, message: FEEDBACK_MESSAGES.thanks, delivery });
    },
  );
};
