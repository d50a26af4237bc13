import type { QueryClient } from '@tanstack/react-query';

/**
 * Every query key starts with the name of the area whose data it holds: ['events', …], ['tasks', …],
 * ['team', …], ['analytics', …], ['dashboard', …]; the session is ['auth', …]. That first element is
 * what the helpers below go by, so a feature can refresh what depends on its data without knowing
 * the other features' keys.
 *
 * Events own the rest of an account's data: deleting one deletes its tasks and team members,
 * renaming one changes the name shown beside them, and the dashboard and analytics count them.
 */
export const SESSION_AREA = 'auth';

/**
 * A calendar feed's address changes only through its own calls, never through other writes: refreshing
 * it after one would only ask again, and after deleting its event or member, get a 404.
 */
export const CALENDAR_FEEDS_AREA = 'calendar-feeds';

/**
 * An event's reminder settings: changed only through their own calls, and asked for afresh whenever
 * they are shown (their next send time follows the event's dates and the workspace's time zone), so
 * other writes need not refresh them, and deleting their event does not ask for them again (404).
 */
export const REMINDERS_AREA = 'reminders';

/**
 * The account's workspaces and its role in each (see workspaces.ts): about the account, not the
 * workspace's data, so no planning write changes them and switching workspace keeps them.
 */
export const WORKSPACES_AREA = 'workspaces';

const refreshedByOtherWrites = (area: unknown) =>
  area !== SESSION_AREA && area !== CALENDAR_FEEDS_AREA && area !== REMINDERS_AREA && area !== WORKSPACES_AREA;

/** Marks the data of every area except `area`, the session, the feeds and the workspaces stale (what is on screen refetches now). */
export function invalidateOtherAreas(queryClient: QueryClient, area: string) {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => queryKey[0] !== area && refreshedByOtherWrites(queryKey[0]),
  });
}

/** Marks all of the account's data stale, for a write that touches every area (loading sample data). */
export function invalidateAccountData(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ predicate: ({ queryKey }) => refreshedByOtherWrites(queryKey[0]) });
}

/**
 * Forgets the data of the workspace the tab was in (every area but the session and the workspaces),
 * stopping what is being fetched, when the tab moves to another workspace: nothing of the old one is
 * shown in the new one, and the pages ask again.
 */
export function forgetWorkspaceData(queryClient: QueryClient) {
  const predicate = ({ queryKey }: { queryKey: readonly unknown[] }) => queryKey[0] !== SESSION_AREA && queryKey[0] !== WORKSPACES_AREA;
  void queryClient.cancelQueries({ predicate });
  queryClient.removeQueries({ predicate });
}
