import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { EventReminders, ReminderSchedule } from '../../../../domain/reminders.ts';
import { remindersQueryKeys } from './get-event-reminders.ts';

/** PUT /api/events/{id}/reminders: turns the event's reminders off, or on weekly or daily (an owner or editor). */
export function updateEventReminders(eventId: number, schedule: ReminderSchedule) {
  return api.put<EventReminders>(`/api/events/${eventId}/reminders`, { schedule });
}

export function useUpdateEventReminders(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (schedule: ReminderSchedule) => updateEventReminders(eventId, schedule),
    // One change after the other, in the order chosen: the last choice is the one saved.
    scope: { id: `event-reminders-${eventId}` },
    onSuccess: (saved) => queryClient.setQueryData(remindersQueryKeys.event(eventId), saved),
  });
}
