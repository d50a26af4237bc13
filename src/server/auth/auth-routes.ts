import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_MESSAGES, signInInputSchema, signUpInputSchema, userSchema } from '../../domain/auth.ts';
import { errorResponses, HttpError } from '../http/errors.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { createSession, deleteSession } from './sessions-repository.ts';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from './session-cookie.ts';
import { createUser, EmailTakenError, findUserByEmail, toUser } from './users-repository.ts';

const userResponseSchema = z.object({ user: userSchema });
const meResponseSchema = z.object({ user: userSchema.nullable() });

export interface AuthRoutesOptions {
  signInRateLimit: number;
}

function emailKey(body: unknown): string {
  const email = typeof body === 'object' && body !== null && 'email' in body ? String(body.email) : '';
  return email.trim().toLowerCase();
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  app.post(
    '/sign-up',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account and sign in',
        body: signUpInputSchema,
        response: { 201: userResponseSchema, ...errorResponses(400, 403, 409) },
      },
    },
    async (request, reply) => {
      const { name, email, password } = request.body;
      if (await findUserByEmail(app.db, email)) throw new HttpError(409, AUTH_MESSAGES.emailTaken, { email: AUTH_MESSAGES.emailTaken });
      let user;
      try {
        user = await createUser(app.db, { name, email, passwordHash: await hashPassword(password) });
      } catch (error) {
        if (error instanceof EmailTakenError) throw new HttpError(409, AUTH_MESSAGES.emailTaken, { email: AUTH_MESSAGES.emailTaken });
        throw error;
      }
      const session = await createSession(app.db, user.id);
      setSessionCookie(request, reply, session.token, session.expiresAt);
      return reply.status(201).send({ user: toUser(user) });
    },
  );

  app.post(
    '/sign-in',
    {
      config: {
        rateLimit: {
          max: options.signInRateLimit,
          timeWindow: '1 minute',
          hook: 'preValidation',
          keyGenerator: (request) => `${request.ip}|${emailKey(request.body)}`,
        },
      },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: signInInputSchema,
        response: { 200: userResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const user = await findUserByEmail(app.db, email);
      if (!(await verifyPassword(user?.password_hash, password)) || !user) {
        throw new HttpError(401, AUTH_MESSAGES.invalidCredentials);
      }
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
