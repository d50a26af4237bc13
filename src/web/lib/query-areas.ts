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

const refreshedByOtherWrites = (area: unknown) => area !== SESSION_AREA && area !== CALENDAR_FEEDS_AREA;

/** Marks the data of every area except `area`, the session and the feeds stale (what is on screen refetches now). */
export function invalidateOtherAreas(queryClient: QueryClient, area: string) {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => queryKey[0] !== area && refreshedByOtherWrites(queryKey[0]),
  });
}

/** Marks all of the account's data stale, for a write that touches every area (loading sample data). */
export function invalidateAccountData(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ predicate: ({ queryKey }) => refreshedByOtherWrites(queryKey[0]) });
}
