import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forgotPasswordInputSchema } from '../../domain/auth.ts';
import {
  checkResetLinkInputSchema,
  PASSWORD_RESET_MESSAGES,
  passwordResetDoneSchema,
  passwordResetSentSchema,
  resetLinkPath,
  resetLinkValidSchema,
  resetPasswordInputSchema,
  RESET_TOKEN_VALIDITY_MINUTES,
  tooManyResetRequestsMessage,
} from '../../domain/password-reset.ts';
import type { Config } from '../config.ts';
import { clientKey } from '../http/client-address.ts';
import { errorResponses, errorResponseSchema, HttpError } from '../http/errors.ts';
import { admitRequest, HOUR_MS } from '../http/request-limits.ts';
import { publicLink } from '../http/public-origin.ts';
import { createMailer, describeMailError } from '../mail/mailer.ts';
import { passwordResetMail } from './password-reset-mail.ts';
import { completeReset, deleteResetToken, findResetToken, issueResetToken, type ResetTokenLookup } from './password-resets-repository.ts';
import type { PasswordHasher } from './passwords.ts';
import { clearSessionCookie } from './session-cookie.ts';
import type { AuthThrottle } from './throttle.ts';
import { findUserByEmail } from './users-repository.ts';


export interface PasswordResetRoutesOptions {
  config: Pick<Config, 'publicOrigin' | 'mail' | 'passwordResetRateLimit' | 'passwordResetEmailRateLimit'>;
  passwords: PasswordHasher;
  throttle: AuthThrottle;
  clock: () => number;
}

/** Forgot password (a reset link by e-mail) and reset password (a new password for a link's token). */
export const passwordResetRoutes: FastifyPluginAsyncZod<PasswordResetRoutesOptions> = async (
  app,
  { config, passwords, throttle, clock },
) => {
  const mailer = createMailer(config.mail);

  /** Counts one request under `key`; refuses it (429, Retry-After) past `max` in an hour. */
  const admit = (reply: FastifyReply, key: string, max: number, nowMs: number) =>
    admitRequest(app.db, reply, [{ key, max, windowMs: HOUR_MS }], tooManyResetRequestsMessage, nowMs);

  app.post(
    '/forgot-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'E-mail a password reset link',
        description:
          `For a registered email: e-mails a link to the reset page that works for ${RESET_TOKEN_VALIDITY_MINUTES} minutes, ` +
          'until a link of the account is used (a reset uses up all of them). ' +
          `An account holds at most ${config.passwordResetEmailRateLimit} links that still work (PASSWORD_RESET_EMAIL_RATE_LIMIT): ` +
          'past that a request e-mails nothing and answers the same, and the links sent before keep working. An unknown email gets 404. ' +
          `At most ${config.passwordResetRateLimit} requests per client address an hour (PASSWORD_RESET_RATE_LIMIT), counted in the database; ` +
          'the next gets 429 with Retry-After. 503 when the e-mail could not be sent; the new link is then not left working.',
        body: forgotPasswordInputSchema,
        response: { 200: passwordResetSentSchema, ...errorResponses(400, 403, 404, 429), 503: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      const nowMs = clock();
      await admit(reply, `reset:ip:${clientKey(request)}`, config.passwordResetRateLimit, nowMs);

      const user = await findUserByEmail(app.db, email);
      if (!user) throw new HttpError(404, PASSWORD_RESET_MESSAGES.noAccount, { email: PASSWORD_RESET_MESSAGES.noAccount });

      const issued = await issueResetToken(app.db, user.id, new Date(nowMs), config.passwordResetEmailRateLimit);
      if (!issued) {
        // Whoever asks, even a flood for someone else's address, cannot lock the owner out: the links
        // already in their mailbox keep working, and the answer is the one a sent e-mail gets (decision 017).
        request.log.info({ userId: user.id }, 'password reset e-mail not sent: the account holds as many working links as allowed');
        return { message: PASSWORD_RESET_MESSAGES.sent };
      }
      const link = publicLink(config.publicOrigin, resetLinkPath(issued.token, user.email));
      try {
        await mailer.send(passwordResetMail({ name: user.name, email: user.email, link, expiresAt: issued.expiresAt }), request.log);
      } catch (error) {
        // The link never reached anyone: take its token back; the links sent before keep working.
        await deleteResetToken(app.db, issued.id);
        request.log.error({ userId: user.id, transport: mailer.transport, mailError: describeMailError(error) }, 'password reset e-mail could not be sent');
        throw new HttpError(503, PASSWORD_RESET_MESSAGES.sendFailed);
      }
      request.log.info({ userId: user.id, transport: mailer.transport }, 'password reset e-mail sent');
      return { message: PASSWORD_RESET_MESSAGES.sent };
    },
  );

  /**
   * Why a reset with this token and email would be refused (the messages the reset answers, in its order),
   * or undefined when it would go ahead. An unknown, used or expired token says nothing of the email.
   */
  const linkRefusal = (reset: ResetTokenLookup | undefined, email: string, now: Date): string | undefined => {
    if (!reset) return PASSWORD_RESET_MESSAGES.invalidToken;
    if (reset.expiresAt <= now) return PASSWORD_RESET_MESSAGES.expiredToken;
    if (reset.email !== email) return PASSWORD_RESET_MESSAGES.wrongEmail;
    return undefined;
  };

  app.post(
    '/reset-password/check',
    {
      schema: {
        tags: ['auth'],
        summary: 'Check the token of a reset link without using it',
        description:
          'For the reset page as it opens: 200 when a reset with this token and email would be accepted, else the 400 the reset would answer ' +
          '(unknown or used token, expired token, another account\'s email). Uses up and removes nothing. ' +
          `At most ${config.passwordResetRateLimit} checks per client address an hour (PASSWORD_RESET_RATE_LIMIT, counted apart from ` +
          'forgot-password requests); the next gets 429 with Retry-After.',
        body: checkResetLinkInputSchema,
        response: { 200: resetLinkValidSchema, ...errorResponses(400, 403, 429) },
      },
    },
    async (request, reply) => {
      const { token, email } = request.body;
      const nowMs = clock();
      await admit(reply, `reset-check:ip:${clientKey(request)}`, config.passwordResetRateLimit, nowMs);
      const refusal = linkRefusal(await findResetToken(app.db, token), email, new Date(nowMs));
      if (refusal) throw new HttpError(400, refusal);
      return { valid: true as const };
    },
  );

  app.post(
    '/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the token of a reset link',
        description:
          'The token and email come from the link. The new password follows the sign-up rules. On success the token is used up, ' +
          'every other reset link of the account stops working, and every session of the account ends (other browsers are signed out on their next request).',
        body: resetPasswordInputSchema,
        response: { 200: passwordResetDoneSchema, ...errorResponses(400, 403) },
      },
    },
    async (request, reply) => {
      const { token, email, password } = request.body;
      const now = new Date(clock());
      const reset = await findResetToken(app.db, token);
      const refusal = linkRefusal(reset, email, now);
      if (refusal || !reset) {
        if (reset && refusal === PASSWORD_RESET_MESSAGES.expiredToken) await deleteResetToken(app.db, reset.id);
        throw new HttpError(400, refusal ?? PASSWORD_RESET_MESSAGES.invalidToken);
      }

      const passwordHash = await passwords.hash(password);
      // Another request with the same token may have got there first while the hash was computed.
      if (!(await completeReset(app.db, reset, passwordHash, now))) throw new HttpError(400, PASSWORD_RESET_MESSAGES.invalidToken);
      // Whoever holds the link controls the mailbox: earlier failed sign-ins need not slow them down.
      await throttle.signInSucceeded(email);
      if (request.user?.id === reset.userId) clearSessionCookie(request, reply);
      request.log.info({ userId: reset.userId }, 'password reset: new password set, every session of the account ended');
      return { message: PASSWORD_RESET_MESSAGES.resetDone, email: reset.email };
    },
  );
};
