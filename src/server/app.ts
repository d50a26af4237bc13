import Fastify, { type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { AUTH_MESSAGES } from '../domain/auth.ts';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { databasePlugin } from './db/database-plugin.ts';
import { authPlugin } from './auth/auth-plugin.ts';
import { authRoutes } from './auth/auth-routes.ts';
import { eventsRoutes } from './events/events-routes.ts';
import { healthRoutes } from './health/health-routes.ts';
import { HttpError, registerErrorHandling, sendNotFound } from './http/errors.ts';
import { registerSameOriginGuard } from './http/same-origin.ts';
import { registerWebClient } from './http/web-client.ts';
import { sampleDataRoutes } from './sample-data/sample-data-routes.ts';
import { tasksRoutes } from './tasks/tasks-routes.ts';
import { teamRoutes } from './team/team-routes.ts';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Folder of the built web client; omitted in API tests. */
  webDir?: string;
  logger?: FastifyServerOptions['logger'];
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password', '*.token'],
      censor: '[redacted]',
    },
  };
}

export async function buildApp({ config, database, webDir, logger }: AppOptions) {
  const app = Fastify({
    logger: logger ?? loggerOptions(config.logLevel),
    trustProxy: config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    // Collection routes are registered as '' under their prefix, so the OpenAPI document names
    // them /api/events rather than /api/events/; the router still answers both spellings.
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
  });
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new HttpError(429, AUTH_MESSAGES.tooManyRequests),
  });
  await app.register(databasePlugin, { handle: database });
  await app.register(authPlugin);
  registerSameOriginGuard(app, config.publicUrl);

  await app.register(swagger, {
    openapi: {
      info: { title: 'Eventry API', version: '1.0.0', description: 'Plan events, their tasks and the team who does them.' },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'eventry_session' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes, { prefix: '/auth', signInRateLimit: config.signInRateLimit });
      await api.register(teamRoutes, { prefix: '/team-members' });
      await api.register(eventsRoutes, { prefix: '/events' });
      await api.register(tasksRoutes, { prefix: '/tasks' });
      await api.register(sampleDataRoutes, { prefix: '/sample-data' });
    },
    { prefix: '/api' },
  );

  const sendIndex = webDir ? await registerWebClient(app, webDir) : undefined;
  app.setNotFoundHandler((request, reply) => {
    if (sendIndex && isClientRoute(request.method, request.url)) return sendIndex(reply);
    return sendNotFound(request, reply);
  });

  return app;
}

/**
 * A page of the React app (/app/tasks, /auth…) that the browser asks for by address: answered with
 * index.html. A missing file (/assets/gone.js, /policies/none.html) is a 404, not the app.
 */
function isClientRoute(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const pathname = url.split(/[?#]/)[0]!;
  if (pathname === '/api' || pathname.startsWith('/api/')) return false;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}

export type App = Awaited<ReturnType<typeof buildApp>>;
