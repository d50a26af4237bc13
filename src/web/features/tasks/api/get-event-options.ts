import { queryOptions, useQuery } from '@tanstack/react-query';
import { todayIn } from '../../../../domain/dates.ts';
import { MAX_PAGE_SIZE } from '../../../../domain/pagination.ts';
import { api } from '../../../lib/api.ts';
import { tasksQueryKeys } from './get-tasks.ts';

export interface EventOption {
  id: number;
  name: string;
}

interface EventPage {
  items: EventOption[];
  total: number;
  offset: number;
}

/** Every event of the account, A to Z, for the selectors (page by page when there are many). */
export async function getEventOptions(signal?: AbortSignal): Promise<EventOption[]> {
  const events: EventOption[] = [];
  for (let offset = 0; ; offset += MAX_PAGE_SIZE) {
    const page = await api.get<EventPage>('/api/events', { limit: MAX_PAGE_SIZE, offset, today: todayIn() }, signal);
    events.push(...page.items.map(({ id, name }) => ({ id, name })));
    if (page.items.length < MAX_PAGE_SIZE || events.length >= page.total) break;
  }
  return events.sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));
}

export const eventOptionsQueryOptions = queryOptions({
  queryKey: tasksQueryKeys.eventOptions(),
  queryFn: ({ signal }) => getEventOptions(signal),
});

export function useEventOptions() {
  return useQuery(eventOptionsQueryOptions);
}
