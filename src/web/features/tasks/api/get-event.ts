import { useQuery } from '@tanstack/react-query';
import type { EventDates } from '../../../../domain/countdown.ts';
import type { CalendarDate } from '../../../../domain/dates.ts';
import { api } from '../../../lib/api.ts';

/** An event's name and days: what relative due dates and the bulk preview are worked out from. */
export interface TaskEvent extends EventDates {
  id: number;
  name: string;
}

/**
 * One event as the server has it now (a 404 once it is gone): the Bulk Create checks the chosen
 * event still exists, and takes its current name, before sending the tasks. Never cached.
 */
export async function getEvent(id: number, today: CalendarDate, signal?: AbortSignal): Promise<TaskEvent> {
  const { event } = await api.get<{ event: TaskEvent }>(`/api/events/${id}`, { today }, signal);
  return { id: event.id, name: event.name, startDate: event.startDate, endDate: event.endDate };
}

/**
 * In the events area (see lib/query-areas.ts): editing an event, or any task write, refreshes the
 * dates a form or a preview computes from.
 */
export const taskEventQueryKey = (id: number) => ['events', 'task-event', id] as const;

/** The chosen event's dates, for the due date a relative offset gives; nothing asked while none is chosen. */
export function useTaskEvent(id: number | null, today: CalendarDate) {
  return useQuery({
    queryKey: [...taskEventQueryKey(id ?? 0), today] as const,
    queryFn: ({ signal }) => getEvent(id ?? 0, today, signal),
    enabled: id !== null,
  });
}
