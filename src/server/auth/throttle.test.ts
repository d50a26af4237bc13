import { describe, expect, it } from 'vitest';
import { addressKey, signInDelays } from './throttle.ts';
import { delayAfter } from './throttle-repository.ts';

describe('signInDelays', () => {
  it('doubles from one second and ends at the cap', () => {
    expect(signInDelays(60_000)).toEqual([1000, 2000, 4000, 8000, 16_000, 32_000, 60_000]);
    expect(signInDelays(8000)).toEqual([1000, 2000, 4000, 8000]);
    expect(signInDelays(1000)).toEqual([1000]);
  });
});

describe('delayAfter', () => {
  const backoff = { freeFailures: 3, delaysMs: [1000, 2000, 3000], memoryMs: 900_000 };

  it('is nothing for the free failures, then each delay in turn, then the last one for good', () => {
    expect([1, 2, 3, 4, 5, 6, 50].map((failures) => delayAfter(failures, backoff))).toEqual([0, 0, 1000, 2000, 3000, 3000, 3000]);
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
