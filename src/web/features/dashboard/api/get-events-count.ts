import { queryOptions, useQuery } from '@tanstack/react-query';
import { todayIn } from '../../../../domain/dates.ts';
import { api } from '../../../lib/api.ts';

/** The dashboard only needs to know how many events the account has. */
export const eventsCountQueryOptions = queryOptions({
  queryKey: ['dashboard', 'events-count'],
  queryFn: ({ signal }) =>
    api.get<{ total: number }>('/api/events', { limit: 1, today: todayIn() }, signal).then((page) => page.total),
});

export function useEventsCount() {
  return useQuery(eventsCountQueryOptions);
}
