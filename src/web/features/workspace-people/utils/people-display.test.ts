import { describe, expect, it } from 'vitest';
import { expiresLabel, invitedByLabel, joinedLabel } from './people-display.ts';

/** A local time on 2026-11-27, the day the tests take as today. */
const at = (hours: number, day = 27) => new Date(2026, 10, day, hours, 0, 0);

describe('when a member joined', () => {
  it('says today, yesterday, or the day', () => {
    expect(joinedLabel(at(9).toISOString(), '2026-11-27')).toBe('Joined today');
    expect(joinedLabel(at(23, 26).toISOString(), '2026-11-27')).toBe('Joined yesterday');
    expect(joinedLabel(at(12, 3).toISOString(), '2026-11-27')).toBe('Joined Nov 3, 2026');
    expect(joinedLabel('not a date', '2026-11-27')).toBe('');
  });
});

describe('when an invitation expires', () => {
  const now = at(10);
  it('counts calendar days from today', () => {
    // Sent now, it works seven days: until Dec 4, 10:00.
    expect(expiresLabel(new Date(2026, 11, 4, 10).toISOString(), now)).toBe('Expires in 7 days');
    expect(expiresLabel(at(1, 28).toISOString(), now)).toBe('Expires tomorrow');
    expect(expiresLabel(at(23).toISOString(), now)).toBe('Expires today');
  });

  it('says Expired once past, and nothing for a date it cannot read', () => {
    expect(expiresLabel(at(10).toISOString(), now)).toBe('Expired');
    expect(expiresLabel(at(9).toISOString(), now)).toBe('Expired');
    expect(expiresLabel('soon', now)).toBe('');
  });
});

describe('who invited', () => {
  it('names the account, or says Invited when it is gone', () => {
    expect(invitedByLabel('Riley Organiser')).toBe('Invited by Riley Organiser');
    expect(invitedByLabel(null)).toBe('Invited');
  });
});
