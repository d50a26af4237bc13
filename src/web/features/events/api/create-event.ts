import { useMutation, useQueryClient } from '@tanstack/react-query';
import { todayIn } from '../../../../domain/dates.ts';
import type { Event, EventForm } from '../../../../domain/events.ts';
import { apiRequest } from '../../../lib/api.ts';
import { invalidateOtherAreas } from '../../../lib/query-areas.ts';
import { eventsQueryKeys } from './get-events.ts';

export function createEvent(input: EventForm) {
  return apiRequest<{ event: Event }>('/api/events', { method: 'POST', body: input, query: { today: todayIn() } });
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: eventsQueryKeys.all }),
        invalidateOtherAreas(queryClient, eventsQueryKeys.all[0]),
      ]),
  });
}
