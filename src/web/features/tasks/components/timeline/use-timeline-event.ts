import { useQuery } from '@tanstack/react-query';
import type { CalendarDate } from '../../../../../domain/calendar-dates.ts';
import type { Event } from '../../../../../domain/events.ts';
import { api } from '../../../../lib/api.ts';

/**
 * The event a timeline is laid out around: its dates, and how many tasks it has. In the events area
 * (lib/query-areas.ts), under the key the events page reads one event by, so that moving the event
 * or adding a task to it refreshes the timeline.
 */
export function useTimelineEvent(id: number | null, today: CalendarDate) {
  return useQuery({
    queryKey: ['events', 'detail', id, today] as const,
    queryFn: ({ signal }) => api.get<{ event: Event }>(`/api/events/${id}`, { today }, signal).then((answer) => answer.event),
    enabled: id !== null,
  });
}
