import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Event } from '../../../../domain/events.ts';
import { api } from '../../../lib/api.ts';
import { eventsQueryKeys } from './get-events.ts';

/** Every cached copy of one event (one per calendar day it was read on). */
export function eventDetailQueryKey(id: number) {
  return [...eventsQueryKeys.all, 'detail', id] as const;
}

export function getEventQueryOptions(id: number, today: string) {
  return queryOptions({
    queryKey: [...eventDetailQueryKey(id), today] as const,
    queryFn: ({ signal }) => api.get<{ event: Event }>(`/api/events/${id}`, { today }, signal).then((answer) => answer.event),
  });
}

/**
 * The event as the server has it now (its task and member counts may have changed since the list
 * was loaded); the copy from the list until the answer comes, or if it fails.
 */
export function useCurrentEvent(event: Event, today: string): Event {
  const query = useQuery({ ...getEventQueryOptions(event.id, today), placeholderData: event, staleTime: 0 });
  return query.data ?? event;
}
