import type { CalendarDate } from '../../../../domain/dates.ts';
import { api } from '../../../lib/api.ts';
import type { EventOption } from '../../../entities/events/api/get-event-options.ts';

/**
 * One event as the server has it now (a 404 once it is gone): the Bulk Create checks the chosen
 * event still exists, and takes its current name, before sending the tasks. Never cached.
 */
export async function getEvent(id: number, today: CalendarDate, signal?: AbortSignal): Promise<EventOption> {
  const { event } = await api.get<{ event: EventOption }>(`/api/events/${id}`, { today }, signal);
  return { id: event.id, name: event.name };
}
