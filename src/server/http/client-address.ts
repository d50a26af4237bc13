import { BlockList, isIP, isIPv4, isIPv6 } from 'node:net';
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';

/**
 * The one place that knows who the client is: which proxies are trusted (TRUST_PROXY), and so which
 * X-Forwarded-* values count, and the key every per-address limit is counted under.
 *
 * - `false`: no proxy; X-Forwarded-For, -Proto, -Host and the proxy's X-Request-Id are ignored.
 * - `{ hops }`: that many proxies stand in front of the server; the address the last of them saw
 *   (the `hops`-th entry of X-Forwarded-For from the right) is the client. The addresses left of it
 *   were written by the client and are never read.
 * - `{ addresses }`: proxies are the peers in these addresses or networks; the right-most
 *   X-Forwarded-For entry that is not one of them is the client, and a peer that is not one of them
 *   is the client itself, whatever headers it sends.
 */
export type TrustProxy = false | { hops: number } | { addresses: readonly string[] };

/** Whether the peer at `address`, `hop` steps from the server (0: the socket's peer), is a trusted proxy. */
export type ProxyTrust = (address: string, hop: number) => boolean;

/** proxy-addr's (and so Fastify's) names for well-known ranges. */
const NAMED_RANGES: Record<string, readonly string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

const TRUST_PROXY_HELP =
  'must be the number of proxies in front of Eventry (such as 1) or a comma-separated list of their addresses or networks ' +
  '(such as 127.0.0.1,10.0.0.0/8)';

export class TrustProxyError extends Error {
  override name = 'TrustProxyError';
}

/** An address, or an address/prefix network, checked and split; undefined when it is neither. */
function parseRange(entry: string): { address: string; prefix: number; type: 'ipv4' | 'ipv6' } | undefined {
  const slash = entry.indexOf('/');
  const address = slash === -1 ? entry : entry.slice(0, slash);
  const version = isIP(address);
  if (version === 0) return undefined;
  const max = version === 4 ? 32 : 128;
  const prefixText = slash === -1 ? String(max) : entry.slice(slash + 1);
  if (!/^\d{1,3}$/.test(prefixText)) return undefined;
  const prefix = Number(prefixText);
  if (prefix > max) return undefined;
  return { address, prefix, type: version === 4 ? 'ipv4' : 'ipv6' };
}

/**
 * TRUST_PROXY's value: unset, `false`, `no`, `off` or `0` is no proxy; a whole number is a hop count; anything
 * else a comma-separated list of addresses, networks (CIDR) and the names loopback, linklocal, uniquelocal.
 * `true` is refused: it would trust every hop, so any client could choose the address it is counted under.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim().toLowerCase();
  if (['', 'false', 'no', 'off', '0'].includes(text)) return false;
  if (['true', 'yes', 'on'].includes(text)) {
    throw new TrustProxyError(
      `${TRUST_PROXY_HELP}: "true" would trust every X-Forwarded-For hop, so each client could pick the address its rate limits are counted under`,
    );
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 100) throw new TrustProxyError(`${TRUST_PROXY_HELP}: ${hops} proxies is more than any real chain`);
    return { hops };
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !(entry in NAMED_RANGES) && parseRange(entry) === undefined);
  if (bad.length > 0) throw new TrustProxyError(`${TRUST_PROXY_HELP}; ${bad.map((entry) => JSON.stringify(entry)).join(', ')} is neither`);
  return { addresses: entries };
}

/** An address as a socket or X-Forwarded-For gives it, ready for a BlockList: no zone, no IPv4-in-IPv6 wrapping. */
function plainAddress(address: string): { address: string; type: 'ipv4' | 'ipv6' } | undefined {
  const bare = address.trim().split('%')[0]!;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped) return { address: mapped[1]!, type: 'ipv4' };
  if (isIPv4(bare)) return { address: bare, type: 'ipv4' };
  if (isIPv6(bare)) return { address: bare, type: 'ipv6' };
  return undefined;
}

/** The trust function handed to Fastify (request.ip, protocol, host) and used for the proxy's request id. */
export function proxyTrust(setting: TrustProxy): ProxyTrust | false {
  if (setting === false) return false;
  if ('hops' in setting) {
    const { hops } = setting;
    return (_address, hop) => hop < hops;
  }
  const trusted = new BlockList();
  for (const entry of setting.addresses) {
    for (const range of NAMED_RANGES[entry] ?? [entry]) {
      const { address, prefix, type } = parseRange(range)!;
      trusted.addSubnet(address, prefix, type);
    }
  }
  return (address) => {
    const plain = plainAddress(address);
    return plain !== undefined && trusted.check(plain.address, plain.type);
  };
}

/** Whether the request came straight from a trusted proxy, so its X-Forwarded-* and X-Request-Id headers count. */
export function fromTrustedProxy(trust: ProxyTrust | false, request: IncomingMessage): boolean {
  const peer = request.socket?.remoteAddress;
  return trust !== false && peer !== undefined && trust(peer, 0);
}

/**
 * The part of a client address that one client controls: the address itself, or for IPv6 its /64
 * network, since one host is commonly handed a whole /64 to pick addresses from.
 */
export function addressKey(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const address = ip.split('%')[0]!.toLowerCase();
  const mappedIpv4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mappedIpv4) return mappedIpv4[1]!;
  const [head = '', tail] = address.split('::');
  const groups = (part: string) => (part ? part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : []);
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const full = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${full.slice(0, 4).map((group) => parseInt(group, 16).toString(16)).join(':')}::/64`;
}

/**
 * The key every per-client limit (sign-up, sign-in, password reset, feedback) is counted under: the
 * client's address as TRUST_PROXY lets the server know it (Fastify's request.ip, built with
 * `proxyTrust`), IPv6 folded to its /64. Limits read the client from here and nowhere else.
 */
export function clientKey(request: FastifyRequest): string {
  return addressKey(request.ip ?? 'unknown');
}
