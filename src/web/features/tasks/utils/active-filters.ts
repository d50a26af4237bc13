import type { TaskFilterValues } from '../hooks/use-task-filters.ts';

/**
 * How many of the filters folded behind the phone's Filters button are on: event, member, the status
 * filter (a status or a due choice, one select), and Hide completed while it applies. The search box
 * stays in sight, so it is not counted.
 */
export function activeFilterCount(filters: Pick<TaskFilterValues, 'eventId' | 'member' | 'status' | 'due'>, hidingCompleted: boolean): number {
  const statusFilter = filters.status !== null || filters.due !== null;
  return [filters.eventId, filters.member].filter((value) => value !== null).length + (statusFilter ? 1 : 0) + (hidingCompleted ? 1 : 0);
}
