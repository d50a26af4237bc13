import { describe, expect, it } from 'vitest';
import { coveredLabel, createdLabel, lastUsedLabel } from './link-display.ts';

/** Noon local time on a day: the same calendar day in any time zone the tests run in. */
const localNoon = (day: string) => new Date(`${day}T12:00:00`).toISOString();

describe('link labels', () => {
  it('name the day a link was made and last used on the viewer’s calendar', () => {
    const today = '2026-11-27';
    expect(createdLabel({ createdAt: localNoon('2026-11-27') }, today)).toBe('Created today');
    expect(createdLabel({ createdAt: localNoon('2026-11-26') }, today)).toBe('Created yesterday');
    expect(createdLabel({ createdAt: localNoon('2026-03-05') }, today)).toBe('Created Mar 5, 2026');
    expect(lastUsedLabel({ lastUsedAt: null }, today)).toBe('Never used');
    expect(lastUsedLabel({ lastUsedAt: localNoon('2026-11-27') }, today)).toBe('Last used today');
    expect(lastUsedLabel({ lastUsedAt: localNoon('2025-12-31') }, today)).toBe('Last used Dec 31, 2025');
  });

  it('say what a link shows', () => {
    expect(coveredLabel({ kind: 'calendarFeed', covers: { type: 'event', id: 1, name: 'Harbour Gala', eventName: null } })).toEqual({
      name: 'Harbour Gala',
      detail: 'Event calendar feed',
    });
    expect(coveredLabel({ kind: 'calendarFeed', covers: { type: 'member', id: 2, name: 'Ada Byron', eventName: 'Harbour Gala' } })).toEqual({
      name: 'Ada Byron',
      detail: 'Team member calendar feed · Harbour Gala',
    });
    expect(coveredLabel({ kind: 'memberPage', covers: { type: 'member', id: 2, name: 'Ada Byron', eventName: 'Harbour Gala' } })).toEqual({
      name: 'Ada Byron',
      detail: "Team member's task page · Harbour Gala",
    });
  });
});
