import { describe, expect, it } from 'vitest';
import { teamLoadProblems, type TeamQuerySnapshot } from './team-load-state.ts';

const eventsDown = new Error('events down');
const membersDown = new Error('members down');

const loaded: TeamQuerySnapshot = { isError: false, hasData: true, error: null, attempts: 1 };
const loading: TeamQuerySnapshot = { isError: false, hasData: false, error: null, attempts: 0 };
const eventsNeverLoaded: TeamQuerySnapshot = { isError: true, hasData: false, error: eventsDown, attempts: 2 };
const eventsRefreshFailed: TeamQuerySnapshot = { isError: true, hasData: true, error: eventsDown, attempts: 3 };
const membersNeverLoaded: TeamQuerySnapshot = { isError: true, hasData: false, error: membersDown, attempts: 4 };
const membersRefreshFailed: TeamQuerySnapshot = { isError: true, hasData: true, error: membersDown, attempts: 5 };

describe('teamLoadProblems', () => {
  it('reports nothing when everything loaded, or is still loading', () => {
    const none = { panel: null, eventsNotice: null, staleMembers: null };
    expect(teamLoadProblems(loaded, loaded, true)).toEqual(none);
    expect(teamLoadProblems(loaded, loaded, false)).toEqual(none);
    expect(teamLoadProblems(loading, loading, false)).toEqual(none);
  });

  it('shows the error panel, counting the event list’s attempts, when the events fail and no event is chosen', () => {
    // the member counts loaded, but without events the page could only show a misleading "no events" state
    expect(teamLoadProblems(eventsNeverLoaded, loaded, false)).toEqual({
      panel: { source: 'events', error: eventsDown, attempts: 2 },
      eventsNotice: null,
      staleMembers: null,
    });
    expect(teamLoadProblems(eventsNeverLoaded, membersNeverLoaded, false).panel).toEqual({
      source: 'events',
      error: eventsDown,
      attempts: 2,
    });
  });

  it('keeps showing a chosen event’s members when only the events fail, with a notice', () => {
    expect(teamLoadProblems(eventsNeverLoaded, loaded, true)).toEqual({
      panel: null,
      eventsNotice: { error: eventsDown },
      staleMembers: null,
    });
  });

  it('shows the error panel for members that never loaded, with their attempts', () => {
    expect(teamLoadProblems(loaded, membersNeverLoaded, true)).toEqual({
      panel: { source: 'members', error: membersDown, attempts: 4 },
      eventsNotice: null,
      staleMembers: null,
    });
    expect(teamLoadProblems(eventsNeverLoaded, membersNeverLoaded, true)).toEqual({
      panel: { source: 'members', error: membersDown, attempts: 4 },
      eventsNotice: { error: eventsDown },
      staleMembers: null,
    });
  });

  it('says so when a refresh fails while members are on screen', () => {
    expect(teamLoadProblems(loaded, membersRefreshFailed, true)).toEqual({
      panel: null,
      eventsNotice: null,
      staleMembers: { error: membersDown },
    });
    expect(teamLoadProblems(eventsRefreshFailed, membersRefreshFailed, false)).toEqual({
      panel: null,
      eventsNotice: { error: eventsDown },
      staleMembers: { error: membersDown },
    });
  });

  it('does not call a refresh stale when the panel already replaces the page', () => {
    expect(teamLoadProblems(eventsNeverLoaded, membersRefreshFailed, false)).toEqual({
      panel: { source: 'events', error: eventsDown, attempts: 2 },
      eventsNotice: null,
      staleMembers: null,
    });
  });
});
