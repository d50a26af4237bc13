import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserTimeZone, timeZoneChoices, timeZoneName, timeZoneOffset } from './time-zones.ts';

afterEach(() => vi.restoreAllMocks());

describe('browserTimeZone', () => {
  it("answers the zone the browser reports at the moment it is asked", () => {
    const resolved = vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions');
    resolved.mockReturnValue({ ...new Intl.DateTimeFormat().resolvedOptions(), timeZone: 'Europe/Paris' });
    expect(browserTimeZone()).toBe('Europe/Paris');
    resolved.mockReturnValue({ ...new Intl.DateTimeFormat().resolvedOptions(), timeZone: 'Asia/Tokyo' });
    expect(browserTimeZone()).toBe('Asia/Tokyo');
  });

  it('answers nothing when the browser names no zone', () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({ ...new Intl.DateTimeFormat().resolvedOptions(), timeZone: '' });
    expect(browserTimeZone()).toBeUndefined();
  });
});

describe('timeZoneChoices', () => {
  it('starts with UTC, which the browser leaves out of its list, then the zones A to Z, each once', () => {
    const choices = timeZoneChoices();
    expect(choices[0]).toBe('UTC');
    expect(choices.filter((zone) => zone === 'UTC')).toHaveLength(1);
    expect(choices).toContain('Europe/London');
    expect(choices).toContain('America/New_York');
    const rest = choices.slice(1);
    expect(rest).toEqual([...rest].sort());
  });

  it('lists the chosen zone even when the browser knows it by another name', () => {
    const choices = timeZoneChoices('Etc/GMT+5');
    expect(choices).toContain('Etc/GMT+5');
    expect(choices[0]).toBe('UTC');
    expect(choices.slice(1)).toEqual([...choices.slice(1)].sort());
    expect(timeZoneChoices('Europe/London')).toEqual(timeZoneChoices());
  });
});

describe('timeZoneName and timeZoneOffset', () => {
  it('writes the name with spaces for underscores', () => {
    expect(timeZoneName('America/New_York')).toBe('America/New York');
    expect(timeZoneName('UTC')).toBe('UTC');
  });

  it("gives the offset of the day asked about, across a daylight-saving change", () => {
    expect(timeZoneOffset('Europe/London', new Date('2026-01-15T12:00:00Z'))).toBe('UTC+00:00');
    expect(timeZoneOffset('Europe/London', new Date('2026-07-15T12:00:00Z'))).toBe('UTC+01:00');
    expect(timeZoneOffset('America/New_York', new Date('2026-01-15T12:00:00Z'))).toBe('UTC-05:00');
    expect(timeZoneOffset('Asia/Kolkata', new Date('2026-01-15T12:00:00Z'))).toBe('UTC+05:30');
    expect(timeZoneOffset('UTC', new Date('2026-01-15T12:00:00Z'))).toBe('UTC+00:00');
  });

  it('gives nothing for a zone the browser does not know', () => {
    expect(timeZoneOffset('Mars/Olympus_Mons', new Date('2026-01-15T12:00:00Z'))).toBe('');
  });
});
