import { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { loggableUrl, withoutTokenSpellings } from './credential-urls.ts';

/**
 * The logger's `req` serializer: Fastify's own request fields (method, URL, host, address), with the
 * URL as `loggableUrl` gives it. Every line that shows the request goes through it: the debug 'incoming
 * request' line (written once the router has matched the route) and 'request completed' or 'request errored'.
 */
export function requestLogValue(request: FastifyRequest) {
  const version = request.headers?.['accept-version'];
  return {
    method: request.method,
    url: loggableUrl(request),
    version: Array.isArray(version) ? version.join(', ') : version,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * One line per request at the default level: 'request completed' (or 'request errored') with the
 * request (method, URL, host, remote address), the status and the response time. Fastify's
 * 'incoming request' line, which repeats the request, is kept for debug level: writing and
 * redacting a second line cost about as much as answering a health check.
 */
export class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/**
 * At debug level (LOG_LEVEL=debug or trace), each request is logged with its headers and body, and each
 * answer with its headers: what it takes to follow a request while debugging. Cookies, authorization
 * headers, passwords and tokens in these lines are censored by the logger's `redact` paths (see
 * loggerOptions in app.ts). Register it first, so a request refused by an early hook is logged too.
 * At other levels no hook is added.
 */
export function registerDebugRequestLog(app: FastifyInstance) {
  if (app.log.level !== 'debug' && app.log.level !== 'trace') return;
  app.addHook('onRequest', (request, _reply, done) => {
    // A page whose address holds a token (a member's page, /m/{token}) names it in the Referer of its requests.
    const { referer } = request.headers;
    const headers = referer === undefined ? request.headers : { ...request.headers, referer: withoutTokenSpellings(referer) };
    request.log.debug({ headers }, 'request headers');
    done();
  });
  // The body as parsed, before it is checked, so a refused body is seen too.
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.body !== undefined) request.log.debug({ body: request.body }, 'request body');
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    request.log.debug({ responseHeaders: reply.getHeaders() }, 'response headers');
    done();
  });
}
