import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { addressKey, fromTrustedProxy, parseTrustProxy, proxyTrust, TrustProxyError } from './client-address.ts';

describe('parseTrustProxy', () => {
  it('is off when unset, false, no, off or 0', () => {
    for (const value of [undefined, '', 'false', 'FALSE', 'no', 'off', '0']) expect(parseTrustProxy(value), String(value)).toBe(false);
  });

  it('reads a whole number as the number of proxies in front of the server', () => {
    expect(parseTrustProxy('1')).toEqual({ hops: 1 });
    expect(parseTrustProxy(' 2 ')).toEqual({ hops: 2 });
  });

  it('reads a comma-separated list of addresses, networks and named ranges', () => {
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback,uniquelocal,linklocal')).toEqual({
      addresses: ['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', 'loopback', 'uniquelocal', 'linklocal'],
    });
  });

  it('refuses true, which would trust every hop, saying what to give instead', () => {
    for (const value of ['true', 'yes', 'on', 'True']) {
      expect(() => parseTrustProxy(value), value).toThrow(TrustProxyError);
      expect(() => parseTrustProxy(value), value).toThrow(/number of proxies in front of Eventry \(such as 1\).*127\.0\.0\.1,10\.0\.0\.0\/8/);
    }
  });

  it('refuses what is neither a number nor addresses, naming the bad entries', () => {
    expect(() => parseTrustProxy('proxy.local')).toThrow(/"proxy\.local" is neither/);
    expect(() => parseTrustProxy('10.0.0.0/33,127.0.0.1')).toThrow(/"10\.0\.0\.0\/33" is neither/);
    expect(() => parseTrustProxy('127.0.0.1,,10.0.0.1')).toThrow(/"" is neither/);
    expect(() => parseTrustProxy('1.5')).toThrow(TrustProxyError);
    expect(() => parseTrustProxy('-1')).toThrow(TrustProxyError);
    expect(() => parseTrustProxy('::1/129')).toThrow(TrustProxyError);
    expect(() => parseTrustProxy('1000')).toThrow(TrustProxyError);
  });
});

describe('proxyTrust', () => {
  it('trusts nothing when off', () => {
    expect(proxyTrust(false)).toBe(false);
  });

  it('trusts the first N hops of a hop count, whatever their address', () => {
    const trust = proxyTrust({ hops: 1 });
    if (!trust) throw new Error('expected a trust function');
    expect(trust('203.0.113.5', 0)).toBe(true);
    expect(trust('203.0.113.5', 1)).toBe(false);
  });

  it('trusts the listed addresses and networks at any hop, IPv4-mapped and zoned spellings included', () => {
    const trust = proxyTrust({ addresses: ['127.0.0.1', '10.0.0.0/8', 'fd00::/8'] });
    if (!trust) throw new Error('expected a trust function');
    expect(trust('127.0.0.1', 0)).toBe(true);
    expect(trust('::ffff:127.0.0.1', 0)).toBe(true);
    expect(trust('10.20.30.40', 3)).toBe(true);
    expect(trust('fd12::1', 0)).toBe(true);
    expect(trust('127.0.0.2', 0)).toBe(false);
    expect(trust('11.0.0.1', 0)).toBe(false);
    expect(trust('not-an-address', 0)).toBe(false);

    const named = proxyTrust({ addresses: ['loopback'] });
    if (!named) throw new Error('expected a trust function');
    expect(named('127.8.9.10', 0)).toBe(true);
    expect(named('::1', 0)).toBe(true);
    expect(named('192.168.1.1', 0)).toBe(false);
  });

  it('tells whether a request came straight from a trusted proxy', () => {
    const from = (remoteAddress: string) => ({ socket: { remoteAddress } }) as unknown as IncomingMessage;
    const trust = proxyTrust({ addresses: ['10.0.0.0/8'] });
    expect(fromTrustedProxy(trust, from('10.1.1.1'))).toBe(true);
    expect(fromTrustedProxy(trust, from('192.0.2.1'))).toBe(false);
    expect(fromTrustedProxy(false, from('10.1.1.1'))).toBe(false);
  });
});

describe('addressKey', () => {
  it('keeps an IPv4 address as it is, also when IPv6-mapped', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('groups an IPv6 address by its /64 network, however it is written', () => {
    expect(addressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0DB8:0001:0002::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
  });

  it('leaves anything that is not an IP address alone', () => {
    expect(addressKey('unknown')).toBe('unknown');
  });
});
