import { BlockList, isIP } from 'node:net';

/**
 * Absolute URLs the server hands out (password reset links, calendar feed addresses, member links) all
 * start with one configured public origin, `config.publicOrigin`: PUBLIC_URL, or else the address the
 * server listens on. Never a request header: a request's Host or X-Forwarded-Host is chosen by whoever
 * sends it, and a link built from it would carry a token to their site.
 */

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

const EVERY_INTERFACE = new Set(['0.0.0.0', '::']);

/** HOST without the brackets an IPv6 address may be written with. */
function bareHost(host: string): string {
  return /^\[.*\]$/.test(host) ? host.slice(1, -1) : host;
}

/** Whether HOST is a loopback address (127.0.0.0/8, ::1, or IPv4 loopback written as IPv6) or `localhost`. */
export function isLoopbackHost(host: string): boolean {
  const bare = bareHost(host).toLowerCase();
  if (bare === 'localhost' || bare.endsWith('.localhost')) return true;
  const version = isIP(bare);
  return version !== 0 && LOOPBACK.check(bare, version === 4 ? 'ipv4' : 'ipv6');
}

/** Whether HOST means every interface of the machine (0.0.0.0, ::). */
export function isEveryInterfaceHost(host: string): boolean {
  const bare = bareHost(host);
  if (EVERY_INTERFACE.has(bare)) return true;
  return isIP(bare) === 6 && new URL(`http://[${bare}]/`).hostname === '[::]';
}

/**
 * The origin of the address the server listens on, for when PUBLIC_URL is unset: `http://localhost:PORT`
 * when HOST is every interface or a loopback address, otherwise `http://HOST:PORT` (IPv6 in brackets).
 * Throws a TypeError when HOST cannot be part of a URL.
 */
export function listeningOrigin(host: string, port: number): URL {
  if (isEveryInterfaceHost(host) || isLoopbackHost(host)) return new URL(`http://localhost:${port}/`);
  const bare = bareHost(host);
  return new URL(`http://${isIP(bare) === 6 ? `[${bare}]` : bare}:${port}/`);
}

/**
 * An absolute URL for `path` (starting with `/`, it may carry a query and a hash) under the public
 * origin, after PUBLIC_URL's own path when it has one. The only way the server builds one.
 */
export function publicLink(publicOrigin: URL, path: string): string {
  if (!path.startsWith('/')) throw new Error(`publicLink takes a path starting with /, not ${JSON.stringify(path)}`);
  // Without its trailing slashes, counted from the end (/\/+$/ would rescan a run of them from each one).
  const { href } = publicOrigin;
  let end = href.length;
  while (href[end - 1] === '/') end -= 1;
  return `${href.slice(0, end)}${path}`;
}

/**
 * The start-up warning when PUBLIC_URL is unset but links may leave this machine: the server listens
 * beyond localhost, or sends real e-mail (SMTP_URL). Undefined when there is nothing to warn about.
 */
export function publicUrlWarning(config: { publicUrl?: URL; publicOrigin: URL; host: string; mail: { smtpUrl?: string } }): string | undefined {
  if (config.publicUrl) return undefined;
  const beyondLocalhost = !isLoopbackHost(config.host);
  const realMail = config.mail.smtpUrl !== undefined;
  if (!beyondLocalhost && !realMail) return undefined;
  const why = [beyondLocalhost && `the server listens on ${config.host}`, realMail && 'e-mail is sent by SMTP (SMTP_URL)']
    .filter(Boolean)
    .join(' and ');
  return (
    `PUBLIC_URL is not set while ${why}: password reset links and calendar feed addresses point at ${config.publicOrigin.origin}, ` +
    "which users on other machines may not be able to open, and the same-origin check goes by each request's own Host header. " +
    'Set PUBLIC_URL to the address users reach Eventry at, such as https://events.example.com.'
  );
}
