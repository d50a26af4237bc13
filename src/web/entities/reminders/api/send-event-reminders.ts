import { useMutation } from '@tanstack/react-query';
import type { SentReminders } from '../../../../domain/reminders.ts';
import { api } from '../../../lib/api.ts';

/**
 * POST /api/events/{id}/reminders/send: the event's member reminders now, by the same path as the
 * scheduled ones; a few times an hour at most (429 beyond, with the server's explanation).
 */
export function sendEventReminders(eventId: number) {
  return api.post<SentReminders>(`/api/events/${eventId}/reminders/send`);
}

export function useSendEventReminders(eventId: number) {
  return useMutation({ mutationFn: () => sendEventReminders(eventId) });
}
