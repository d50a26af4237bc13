import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_MESSAGES, signInInputSchema, signUpInputSchema, userSchema } from '../../domain/auth.ts';
import type { Config } from '../config.ts';
import { clientKey } from '../http/client-address.ts';
import { errorResponses, HttpError } from '../http/errors.ts';
import { passwordResetRoutes, type PasswordResetRoutesOptions } from './password-reset-routes.ts';
import { upgradePasswordHash } from './password-upgrade.ts';
import { createPasswordHasher } from './passwords.ts';
import { createSession, deleteSession } from './sessions-repository.ts';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from './session-cookie.ts';
import { createAuthThrottle, type Refusal } from './throttle.ts';
import { createUser, EmailTakenError, findUserByEmail, toUser } from './users-repository.ts';
import { createPersonalWorkspace } from '../workspaces/workspaces-repository.ts';

const userResponseSchema = z.object({ user: userSchema });
const meResponseSchema = z.object({ user: userSchema.nullable() });

export interface AuthRoutesOptions {
  config: Pick<
    Config,
    'signUpRateLimit' | 'signInRateLimit' | 'signInFailuresBeforeDelay' | 'signInMaxDelaySeconds' | 'passwordHashConcurrency'
  > &
    PasswordResetRoutesOptions['config'];
  /** Epoch milliseconds for the auth limits and reset links' expiry; tests move it on instead of waiting. */
  clock?: () => number;
}

function tooManyRequests(reply: FastifyReply, refusal: Refusal): HttpError {
  reply.header('retry-after', String(refusal.retryAfterSeconds));
  return new HttpError(429, AUTH_MESSAGES.tooManyRequests);
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { config, clock }) => {
  const passwords = createPasswordHasher(config.passwordHashConcurrency);
  const throttle = createAuthThrottle(
    app.db,
    {
      signUpsPerAddressPerHour: config.signUpRateLimit,
      signInsPerAddressPerMinute: config.signInRateLimit,
      signInFailuresBeforeDelay: config.signInFailuresBeforeDelay,
      signInMaxDelayMs: config.signInMaxDelaySeconds * 1000,
    },
    clock,
  );
  await app.register(passwordResetRoutes, { config, passwords, throttle, clock: clock ?? Date.now });

  app.post(
    '/sign-up',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account and sign in',
        body: signUpInputSchema,
        response: { 201: userResponseSchema, ...errorResponses(400, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const { name, email, password, timeZone } = request.body;
      const refusal = await throttle.admitSignUp(clientKey(request));
      if (refusal) throw tooManyRequests(reply, refusal);
      if (await findUserByEmail(app.db, email)) throw new HttpError(409, AUTH_MESSAGES.emailTaken, { email: AUTH_MESSAGES.emailTaken });
      const passwordHash = await passwords.hash(password);
      let user, session;
      try {
        // One transaction, so an account never exists without its workspace and the session its sign-up promised.
        ({ user, session } = await app.db.transaction().execute(async (trx) => {
          const created = await createUser(trx, { name, email, passwordHash });
          await createPersonalWorkspace(trx, created, new Date(), timeZone);
          return { user: created, session: await createSession(trx, created.id) };
        }));
      } catch (error) {
        if (error instanceof EmailTakenError) throw new HttpError(409, AUTH_MESSAGES.emailTaken, { email: AUTH_MESSAGES.emailTaken });
        throw error;
      }
      setSessionCookie(request, reply, session.token, session.expiresAt);
      return reply.status(201).send({ user: toUser(user) });
    },
  );

  app.post(
    '/sign-in',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: signInInputSchema,
        response: { 200: userResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const refusal = await throttle.admitSignIn(clientKey(request), email);
      if (refusal) throw tooManyRequests(reply, refusal);
      const user = await findUserByEmail(app.db, email);
      if (!(await passwords.verify(user?.password_hash, password)) || !user) {
        throw new HttpError(401, AUTH_MESSAGES.invalidCredentials);
      }
      await throttle.signInSucceeded(email);
      await upgradePasswordHash(app.db, passwords, user, password);
      const session = await createSession(app.db, user.id);
      setSessionCookie(request, reply, session.token, session.expiresAt);
      return { user: toUser(user) };
    },
  );

  app.post(
    '/sign-out',
    { schema: { tags: ['auth'], summary: 'End the current session', response: { 204: z.null(), ...errorResponses(403) } } },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await deleteSession(app.db, token);
      clearSessionCookie(request, reply);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user, or null when signed out',
        response: { 200: meResponseSchema },
      },
    },
    async (request) => ({ user: request.user }),
  );
};
