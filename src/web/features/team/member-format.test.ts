import { describe, expect, it } from 'vitest';
import { formatJoinDate, teamBanner } from './member-format.ts';

const britishDate = new Intl.DateTimeFormat('en-GB', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

describe('formatJoinDate', () => {
  it('formats a calendar day without shifting it by the time zone', () => {
    expect(formatJoinDate('2026-03-05', britishDate)).toBe('5 Mar 2026');
    expect(formatJoinDate('2025-12-31', britishDate)).toBe('31 Dec 2025');
  });

  it('reads the day of a timestamp', () => {
    expect(formatJoinDate('2026-01-09T23:30:00.000Z', britishDate)).toBe('9 Jan 2026');
  });

  it("says 'Unknown' when there is no date", () => {
    expect(formatJoinDate(null, britishDate)).toBe('Unknown');
    expect(formatJoinDate(undefined, britishDate)).toBe('Unknown');
    expect(formatJoinDate('  ', britishDate)).toBe('Unknown');
  });

  it("says 'Invalid Date' when the date cannot be read", () => {
    expect(formatJoinDate('yesterday', britishDate)).toBe('Invalid Date');
    expect(formatJoinDate('2026-02-30', britishDate)).toBe('Invalid Date');
    expect(formatJoinDate('05/03/2026', britishDate)).toBe('Invalid Date');
  });
});

describe('teamBanner', () => {
  it("uses the spec's templates, whatever the counts", () => {
    expect(teamBanner(3, 12)).toBe('Showing 3 members for selected event (12 total members in system)');
    expect(teamBanner(1, 1)).toBe('Showing 1 members for selected event (1 total members in system)');
    expect(teamBanner(null, 2500)).toBe('Total 2,500 members in system');
  });
});
