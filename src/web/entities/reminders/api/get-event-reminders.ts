import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { REMINDERS_AREA } from '../../../lib/query-areas.ts';
import type { EventReminders } from '../../../../domain/reminders.ts';

/** An area of its own (see lib/query-areas.ts), which other writes leave alone. */
export const remindersQueryKeys = {
  all: [REMINDERS_AREA] as const,
  event: (eventId: number) => [...remindersQueryKeys.all, 'event', eventId] as const,
};

/** GET /api/events/{id}/reminders: the event's schedule, the workspace's time zone, and when the next reminders go. */
export function getEventReminders(eventId: number, signal?: AbortSignal) {
  return api.get<EventReminders>(`/api/events/${eventId}/reminders`, undefined, signal);
}

export function eventRemindersQueryOptions(eventId: number) {
  return queryOptions({
    queryKey: remindersQueryKeys.event(eventId),
    queryFn: ({ signal }) => getEventReminders(eventId, signal),
    // Asked afresh each time it is shown: the next send time follows the event's dates (none once it
    // has ended) and the workspace's time zone, which other pages change.
    staleTime: 0,
  });
}

export function useEventReminders(eventId: number) {
  return useQuery(eventRemindersQueryOptions(eventId));
}
