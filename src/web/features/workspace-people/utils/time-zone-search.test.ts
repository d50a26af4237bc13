import { describe, expect, it } from 'vitest';
import { matchTimeZones } from './time-zone-search.ts';

const ZONES = ['UTC', 'America/New_York', 'America/North_Dakota/New_Salem', 'Europe/London', 'Europe/Paris', 'Pacific/Auckland'];

describe('matchTimeZones', () => {
  it('finds a zone by any part of its name, whatever the case, with spaces for underscores', () => {
    expect(matchTimeZones(ZONES, 'london')).toEqual(['Europe/London']);
    expect(matchTimeZones(ZONES, 'New York')).toEqual(['America/New_York']);
    expect(matchTimeZones(ZONES, 'new_york')).toEqual(['America/New_York']);
    expect(matchTimeZones(ZONES, 'utc')).toEqual(['UTC']);
  });

  it('keeps the zones holding every word typed, in their order', () => {
    expect(matchTimeZones(ZONES, 'new')).toEqual(['America/New_York', 'America/North_Dakota/New_Salem']);
    expect(matchTimeZones(ZONES, 'europe par')).toEqual(['Europe/Paris']);
    expect(matchTimeZones(ZONES, 'europe/paris')).toEqual(['Europe/Paris']);
    expect(matchTimeZones(ZONES, 'auckland europe')).toEqual([]);
  });

  it('keeps them all when nothing is typed', () => {
    expect(matchTimeZones(ZONES, '')).toEqual(ZONES);
    expect(matchTimeZones(ZONES, '   ')).toEqual(ZONES);
  });
});
