import { queryOptions, useQuery } from '@tanstack/react-query';
import { todayIn } from '../../../../domain/dates.ts';
import type { Event } from '../../../../domain/events.ts';
import { MAX_PAGE_SIZE } from '../../../../domain/pagination.ts';
import { api } from '../../../lib/api.ts';
import { teamQueryKeys } from './get-team-members.ts';

export interface EventOption {
  id: number;
  name: string;
  memberCount: number;
}

interface EventPage {
  items: Event[];
  total: number;
}

/**
 * The events the selectors offer, A to Z. Not retried automatically, like the member list: the page
 * shows a failure with its own Try Again and Force Retry buttons and counts every attempt.
 */
export const eventOptionsQueryOptions = queryOptions({
  queryKey: teamQueryKeys.eventOptions,
  retry: false,
  queryFn: async ({ signal }): Promise<EventOption[]> => {
    const page = await api.get<EventPage>('/api/events', { limit: MAX_PAGE_SIZE, offset: 0, today: todayIn() }, signal);
    return page.items
      .map(({ id, name, memberCount }) => ({ id, name, memberCount }))
      .sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));
  },
});

export function useEventOptions() {
  return useQuery(eventOptionsQueryOptions);
}
