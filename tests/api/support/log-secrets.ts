import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { loggerOptions, type App } from '../../../src/server/app.ts';

const SESSION_COOKIE_IN_LOG = /eventry_session=[^;\s"\\]/;
/** A password reset link with its token, as e-mailed: `…/reset-password#reset-password?token=…`. */
const RESET_LINK_IN_LOG = /[#?&]token=[\w-]{16}/;
/** The token of a calendar feed address in an answer. */
const FEED_TOKEN_IN_URL = /\/api\/calendar\/([A-Za-z0-9_-]{43})\.ics/g;
/** The token of a member's page: in the link an answer hands out (…/m/{token}) and in the page's API URLs. */
const MEMBER_PAGE_TOKEN_IN_URL = /\/m(?:ember-pages)?\/([A-Za-z0-9_-]{43})(?![A-Za-z0-9_-])/g;
/** Body fields whose values are secrets. */
const SECRET_FIELDS = new Set(['password', 'confirmPassword', 'currentPassword', 'newPassword', 'token', 'resetToken']);
/** Shorter values are refused by the API anyway, and could turn up in a log by chance. */
const MIN_SECRET_LENGTH = 6;

/**
 * The log of a test app, kept in memory at debug level (headers and bodies included), and every secret
 * the suite sent or received through that app: passwords and reset tokens in bodies, cookies sent, session
 * tokens set, calendar feed and member page tokens in the addresses answered, member page tokens in the
 * URLs requested. `assertNoSecretLogged` fails when one of them, any session cookie or any reset link
 * shows in the log.
 */
export class LogSecretWatch {
  private readonly lines: string[] = [];
  private readonly secrets = new Map<string, string>();

  readonly logger = loggerOptions('debug', { write: (line: string) => void this.lines.push(line) });

  /** Makes every `app.inject(options)` record the secrets of its request and response. */
  watch(app: App) {
    const inject = app.inject.bind(app) as (...args: unknown[]) => unknown;
    const recorded = async (options: InjectOptions | string) => {
      if (typeof options === 'object') this.recordRequest(options);
      const response = (await inject(options)) as LightMyRequestResponse;
      this.recordResponse(response);
      return response;
    };
    // The chained (`inject().get(…)`) and callback forms are passed through unrecorded; the suite uses neither.
    app.inject = ((options?: InjectOptions | string, callback?: unknown) =>
      options === undefined || callback !== undefined ? inject(options, callback) : recorded(options)) as unknown as App['inject'];
  }

  recordRequest(options: InjectOptions) {
    const url = typeof options.url === 'string' ? options.url : '';
    for (const [, token] of url.matchAll(MEMBER_PAGE_TOKEN_IN_URL)) this.add("member's page token sent", token!);
    const headers = (options.headers ?? {}) as Record<string, unknown>;
    const cookieHeader = headers.cookie ?? headers.Cookie;
    if (typeof cookieHeader === 'string') {
      for (const pair of cookieHeader.split(';')) this.add('cookie sent', pair.slice(pair.indexOf('=') + 1).trim());
    }
    for (const cookie of Object.values(options.cookies ?? {}) as (string | { value: string })[]) {
      this.add('cookie sent', typeof cookie === 'string' ? cookie : cookie.value);
    }
    let payload: unknown = options.payload ?? options.body;
    if (typeof payload === 'string') {
      try {
        payload = JSON.parse(payload);
      } catch {
        return;
      }
    }
    this.recordFields(payload);
  }

  recordResponse(response: LightMyRequestResponse) {
    for (const cookie of response.cookies) this.add(`cookie ${cookie.name} set`, cookie.value);
    // A calendar feed address handed out: its token is a credential too.
    if (String(response.headers['content-type'] ?? '').startsWith('application/json') && response.body.includes('/api/calendar/')) {
      for (const [, token] of response.body.matchAll(FEED_TOKEN_IN_URL)) this.add('calendar feed token received', token!);
    }
    // A member's page link handed out.
    if (String(response.headers['content-type'] ?? '').startsWith('application/json') && response.body.includes('/m/')) {
      for (const [, token] of response.body.matchAll(MEMBER_PAGE_TOKEN_IN_URL)) this.add("member's page token received", token!);
    }
  }

  assertNoSecretLogged() {
    const log = this.lines.join('');
    const leaks: string[] = [];
    if (SESSION_COOKIE_IN_LOG.test(log)) leaks.push(`a session cookie: …${excerpt(log, log.search(SESSION_COOKIE_IN_LOG))}…`);
    if (RESET_LINK_IN_LOG.test(log)) leaks.push(`a password reset link: …${excerpt(log, log.search(RESET_LINK_IN_LOG))}…`);
    for (const [secret, kind] of this.secrets) {
      const at = [secret, JSON.stringify(secret).slice(1, -1)].map((form) => log.indexOf(form)).find((index) => index !== -1);
      if (at !== undefined) leaks.push(`a ${kind}: …${excerpt(log, at)}…`);
    }
    if (leaks.length > 0) throw new Error(`The debug log holds ${leaks.length} secrets, e.g.:\n${leaks.slice(0, 5).join('\n')}`);
  }

  private recordFields(value: unknown) {
    if (typeof value !== 'object' || value === null) return;
    for (const [key, field] of Object.entries(value)) {
      if (SECRET_FIELDS.has(key) && typeof field === 'string') this.add(`${key} sent`, field);
      else this.recordFields(field);
    }
  }

  private add(kind: string, secret: string) {
    if (secret.length >= MIN_SECRET_LENGTH && !this.secrets.has(secret)) this.secrets.set(secret, kind);
  }
}

function excerpt(log: string, at: number): string {
  return log.slice(Math.max(0, at - 80), at + 40);
}
