import Fastify, { type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { databasePlugin } from './db/database-plugin.ts';
import { authPlugin } from './auth/auth-plugin.ts';
import { analyticsRoutes } from './analytics/analytics-routes.ts';
import { authRoutes } from './auth/auth-routes.ts';
import { calendarFeedRoutes } from './calendar-feeds/calendar-feeds-routes.ts';
import { calendarFeedRoute } from './calendar-feeds/feed-route.ts';
import { dashboardRoutes } from './dashboard/dashboard-routes.ts';
import { eventsRoutes } from './events/events-routes.ts';
import { eventGenieRoutes } from './event-genie/event-genie-routes.ts';
import { feedbackRoutes } from './feedback/feedback-routes.ts';
import { healthRoutes } from './health/health-routes.ts';
import { registerErrorHandling, sendNotFound, sendRouterError } from './http/errors.ts';
import { registerAnswerCache, type AnswerCache } from './http/answer-cache.ts';
import type { MemorySources } from './http/memory-in-use.ts';
import { fromTrustedProxy, proxyTrust } from './http/client-address.ts';
import { registerApiCompression } from './http/compression.ts';
import { registerCredentialUrls } from './http/credential-urls.ts';
import { registerPrivateAnswers } from './http/private-answers.ts';
import { requestIdGenerator, registerRequestIdHeader } from './http/request-id.ts';
import { registerDebugRequestLog, RequestLogController, requestLogValue } from './http/request-log.ts';
import { registerSameOriginGuard } from './http/same-origin.ts';
import { applySecurityHeaders, registerSecurityHeaders } from './http/security-headers.ts';
import { registerWebClient } from './http/web-client.ts';
import { memberLinksRoutes } from './member-links/member-links-routes.ts';
import { memberPageRoutes } from './member-links/member-page-routes.ts';
import { remindersRoutes } from './reminders/reminders-routes.ts';
import { unsubscribeRoutes } from './reminders/unsubscribe-routes.ts';
import { teamMailRoutes } from './team-mail/team-mail-routes.ts';
import { importsRoutes } from './imports/imports-routes.ts';
import { privateLinksRoutes } from './private-links/private-links-routes.ts';
import { sampleDataRoutes } from './sample-data/sample-data-routes.ts';
import { siteLinksRoutes } from './site-links/site-links-routes.ts';
import { taskExportRoutes, type ExportLimits } from './tasks/task-export-routes.ts';
import { tasksRoutes } from './tasks/tasks-routes.ts';
import { teamRoutes } from './team/team-routes.ts';
import { templatesRoutes } from './templates/templates-routes.ts';
import { invitationsRoutes } from './workspaces/invitations-routes.ts';
import { peopleRoutes } from './workspaces/people-routes.ts';
import { documentRouteAccess, registerRouteAccess, type RouteAccessTable } from './workspaces/workspace-access.ts';
import { workspacesRoutes } from './workspaces/workspaces-routes.ts';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Folder of the built web client; omitted in API tests. */
  webDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** Epoch milliseconds for the sign-up, sign-in and feedback limits; defaults to Date.now. */
  clock?: () => number;
  /** Overrides of the export limits (tasks/task-export-routes.ts); tests shorten the times. */
  exportLimits?: Partial<ExportLimits>;
}

/** `stream`: where the lines go; standard output when omitted. */
export function loggerOptions(level: string, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  return {
    level,
    stream,
    // A URL can hold a credential (a calendar feed's token): the logged URL of a route marked
    // credentialInUrl is its pattern, and any other URL's token-like runs are left out (http/credential-urls.ts).
    serializers: { req: requestLogValue },
    redact: {
      paths: [
        // Fastify's request and response lines
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        // the debug lines of http/request-log.ts
        'headers.cookie',
        'headers.authorization',
        'headers["proxy-authorization"]',
        'responseHeaders["set-cookie"]',
        // a password or token in a logged body or object
        '*.password',
        '*.confirmPassword',
        '*.token',
      ],
      censor: '[redacted]',
    },
  };
}

export async function buildApp({ config, database, webDir, logger, clock, exportLimits }: AppOptions) {
  // One trust function for the client's address (request.ip, and so every limit), the scheme and host
  // (Secure cookies, the same-origin guard) and the proxy's request id: see http/client-address.ts.
  const trust = proxyTrust(config.trustProxy);
  const app = Fastify({
    logger: logger ?? loggerOptions(config.logLevel),
    trustProxy: trust,
    genReqId: requestIdGenerator({ trustForwarded: (raw) => fromTrustedProxy(trust, raw) }),
    logController: new RequestLogController(),
    bodyLimit: 2 * 1024 * 1024,
    // Collection routes are registered as '' under their prefix, so the OpenAPI document names
    // them /api/events rather than /api/events/; the router still answers both spellings.
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: (error, request, reply) => {
      applySecurityHeaders(request.raw, reply.raw);
      return sendRouterError(error, request, reply);
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  let answerCache: AnswerCache | undefined;
  const memorySources: MemorySources = { statementCache: () => app.statementCacheStats(), answerCacheBytes: () => answerCache?.heldBytes ?? 0 };
  app.decorate('memorySources', memorySources);
  registerErrorHandling(app);
  registerRequestIdHeader(app);
  registerDebugRequestLog(app);
  registerCredentialUrls(app);

  registerSecurityHeaders(app);
  // Who may call each signed-in route, as the routes declare it (workspaces/workspace-access.ts).
  const routeAccess: RouteAccessTable = new Map();
  const withRouteAccess = documentRouteAccess(routeAccess);
  await app.register(cookie);
  await app.register(databasePlugin, { handle: database });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Eventry API', version: '1.0.0', description: 'Plan events, their tasks and the team who does them.' },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'eventry_session' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: (input) => withRouteAccess(jsonSchemaTransformObject(input)),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      // In the /api scope, not matched on request.url: they run for every route registered here and for
      // unknown /api paths, whatever spelling of the URL the router decoded (/%61pi/…). Guard first, so
      // a cross-origin request never touches its session.
      registerPrivateAnswers(api);
      registerSameOriginGuard(api, config.publicUrl);
      await api.register(authPlugin);
      registerRouteAccess(api, routeAccess);
      api.setNotFoundHandler(sendNotFound);
      // Registers the compression between its hooks: it keeps both the serialised body and its compressed form.
      answerCache = await registerAnswerCache(api, config.answerCacheBytes, registerApiCompression);
      await api.register(healthRoutes);
      await api.register(authRoutes, { prefix: '/auth', config, clock });
      await api.register(teamRoutes, { prefix: '/team-members' });
      await api.register(eventsRoutes, { prefix: '/events' });
      await api.register(tasksRoutes, { prefix: '/tasks' });
      await api.register(taskExportRoutes, { prefix: '/tasks/export', limits: exportLimits });
      await api.register(sampleDataRoutes, { prefix: '/sample-data' });
      await api.register(analyticsRoutes, { prefix: '/analytics' });
      await api.register(dashboardRoutes, { prefix: '/dashboard' });
      await api.register(feedbackRoutes, { prefix: '/feedback', config, clock });
      await api.register(siteLinksRoutes, { prefix: '/site-links', siteLinks: config.siteLinks });
      await api.register(calendarFeedRoutes, { publicOrigin: config.publicOrigin, clock });
      await api.register(calendarFeedRoute, { publicOrigin: config.publicOrigin, renders: config.feedRenders, clock });
      await api.register(memberLinksRoutes, { config, clock });
      await api.register(memberPageRoutes, { clock });
      await api.register(remindersRoutes, { config, clock });
      await api.register(unsubscribeRoutes, { clock });
      await api.register(teamMailRoutes, { clock });
      await api.register(importsRoutes, { clock });
      await api.register(privateLinksRoutes, { prefix: '/private-links' });
      await api.register(templatesRoutes, { prefix: '/templates' });
      await api.register(eventGenieRoutes, { prefix: '/event-genie', config, clock });
      await api.register(workspacesRoutes, { clock });
      await api.register(peopleRoutes, { clock });
      await api.register(invitationsRoutes, { config, clock });
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
