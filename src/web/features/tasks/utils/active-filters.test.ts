import { describe, expect, it } from 'vitest';
import { activeFilterCount } from './active-filters.ts';

const none = { eventId: null, member: null, status: null, due: null } as const;

describe('active filter count', () => {
  it('is 0 with no filter on', () => {
    expect(activeFilterCount(none, false)).toBe(0);
  });

  it('counts the event, the member (Unassigned too) and the status, each once', () => {
    expect(activeFilterCount({ ...none, eventId: 3 }, false)).toBe(1);
    expect(activeFilterCount({ ...none, member: 'unassigned' }, false)).toBe(1);
    expect(activeFilterCount({ eventId: 3, member: 9, status: 'completed', due: null }, false)).toBe(3);
  });

  it('counts a due choice as the status filter it is chosen in', () => {
    expect(activeFilterCount({ ...none, due: 'past' }, false)).toBe(1);
    expect(activeFilterCount({ ...none, eventId: 3, due: 'open' }, false)).toBe(2);
    // Both in a hand-written address still make one status filter.
    expect(activeFilterCount({ ...none, status: 'overdue', due: 'week' }, false)).toBe(1);
  });

  it('counts Hide completed while it applies', () => {
    expect(activeFilterCount(none, true)).toBe(1);
    expect(activeFilterCount({ ...none, eventId: 3 }, true)).toBe(2);
  });
});
