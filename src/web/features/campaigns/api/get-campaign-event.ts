import { queryOptions } from '@tanstack/react-query';
import type { Event } from '../../../../domain/events.ts';
import { api } from '../../../lib/api.ts';

/**
 * The event a campaign is written from, as the server has it now. In the events area (see
 * lib/query-areas.ts): editing the event refreshes the draft's facts.
 */
export function campaignEventQueryOptions(id: number, today: string) {
  return queryOptions({
    queryKey: ['events', 'campaign-event', id, today] as const,
    queryFn: ({ signal }) => api.get<{ event: Event }>(`/api/events/${id}`, { today }, signal).then((answer) => answer.event),
  });
}
