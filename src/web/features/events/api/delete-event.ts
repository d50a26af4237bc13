import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { invalidateOtherAreas } from '../../../lib/query-areas.ts';
import { eventDetailQueryKey } from './get-event.ts';
import { eventsQueryKeys } from './get-events.ts';

export function deleteEvent(id: number) {
  return api.delete(`/api/events/${id}`);
}

function isPrefix(prefix: readonly unknown[], key: readonly unknown[]) {
  return prefix.every((part, index) => key[index] === part);
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: async (_answer, id) => {
      // The deleted event's own query is still on screen (its dialogs close after this): stop it, and
      // leave it out of the refresh, which would otherwise ask the server for the event again (404).
      const gone = eventDetailQueryKey(id);
      await queryClient.cancelQueries({ queryKey: gone });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: eventsQueryKeys.all, predicate: ({ queryKey }) => !isPrefix(gone, queryKey) }),
        invalidateOtherAreas(queryClient, eventsQueryKeys.all[0]),
      ]);
    },
  });
}

/** Drops the cached copies of a deleted event, once nothing on screen reads them (the dialogs have closed). */
export function forgetDeletedEvent(queryClient: QueryClient, id: number) {
  queryClient.removeQueries({ queryKey: eventDetailQueryKey(id) });
}
