/** What the Team page knows of one of its queries (the events, or the members on screen). */
export interface TeamQuerySnapshot {
  /** The last fetch failed. For the member list, a failed "Load more" does not count (it has its own notice). */
  isError: boolean;
  /** Data from an earlier fetch is on hand. */
  hasData: boolean;
  error: unknown;
  /** Fetches finished so far, failed or not: the n of 'Force Retry (n)'. */
  attempts: number;
}

export interface TeamLoadProblems {
  /** The page has nothing to show: the 'Error Loading Team Data' panel takes the list's place. */
  panel: { source: 'events' | 'members'; error: unknown; attempts: number } | null;
  /** The events could not be (re)loaded, but the page can go on: an event is chosen, or earlier events are on hand. */
  eventsNotice: { error: unknown } | null;
  /** A refresh of the members failed while the earlier ones stay on screen: the user is told they may be out of date. */
  staleMembers: { error: unknown } | null;
}

/**
 * Which failures the Team page shows, and how. Without an event chosen the page needs the event list,
 * so failing to load it is an error panel, never a "no events" empty state; a failed refresh of data
 * already on screen keeps that data and says so.
 */
export function teamLoadProblems(events: TeamQuerySnapshot, members: TeamQuerySnapshot, eventChosen: boolean): TeamLoadProblems {
  let panel: TeamLoadProblems['panel'] = null;
  if (events.isError && !events.hasData && !eventChosen) {
    panel = { source: 'events', error: events.error, attempts: events.attempts };
  } else if (members.isError && !members.hasData) {
    panel = { source: 'members', error: members.error, attempts: members.attempts };
  }
  return {
    panel,
    eventsNotice: events.isError && panel?.source !== 'events' ? { error: events.error } : null,
    staleMembers: panel === null && members.isError && members.hasData ? { error: members.error } : null,
  };
}
