import { useMutation, useQueryClient } from '@tanstack/react-query';
import { todayIn } from '../../../../domain/dates.ts';
import type { Event, EventForm } from '../../../../domain/events.ts';
import { apiRequest } from '../../../lib/api.ts';
import { invalidateOtherAreas } from '../../../lib/query-areas.ts';
import { eventsQueryKeys } from './get-events.ts';

/** The event as saved, and how many of its tasks due relative to it got a new due date. */
export interface UpdatedEvent {
  event: Event;
  movedTasks: number;
}

export function updateEvent({ id, input }: { id: number; input: EventForm }) {
  return apiRequest<UpdatedEvent>(`/api/events/${id}`, { method: 'PATCH', body: input, query: { today: todayIn() } });
}

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEvent,
    // Other areas include the tasks: moved due dates show in their lists.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: eventsQueryKeys.all }),
        invalidateOtherAreas(queryClient, eventsQueryKeys.all[0]),
      ]),
  });
}
