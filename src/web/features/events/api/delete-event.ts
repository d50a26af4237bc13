import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { invalidateOtherAreas } from '../../../lib/query-areas.ts';
import { eventsQueryKeys } from './get-events.ts';

export function deleteEvent(id: number) {
  return api.delete(`/api/events/${id}`);
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: eventsQueryKeys.all }),
        invalidateOtherAreas(queryClient, eventsQueryKeys.all[0]),
      ]),
  });
}
