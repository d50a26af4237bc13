import type { TaskFilterValues } from '../hooks/use-task-filters.ts';

/**
 * How many of the filters folded behind the phone's Filters button are on: event, member, status,
 * and Hide completed while it applies. The search box stays in sight, so it is not counted.
 */
export function activeFilterCount(filters: Pick<TaskFilterValues, 'eventId' | 'member' | 'status'>, hidingCompleted: boolean): number {
  return [filters.eventId, filters.member, filters.status].filter((value) => value !== null).length + (hidingCompleted ? 1 : 0);
}
