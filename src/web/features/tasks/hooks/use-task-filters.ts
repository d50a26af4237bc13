import { useCallback } from 'react';
import { TASK_STATUSES, type TaskStatus } from '../../../../domain/tasks.ts';
import { useSearchParamsUpdater } from '../../../lib/use-search-params-updater.ts';

export interface TaskFilterValues {
  q: string;
  eventId: number | null;
  member: number | 'unassigned' | null;
  status: TaskStatus | null;
  page: number;
}

export type TaskFilterChanges = Partial<Record<'q' | 'event' | 'member' | 'status' | 'page', string | null>>;

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 && number <= 2_147_483_647 ? number : null;
}

/** Parses the page's search params; anything malformed reads as "no filter". */
export function parseTaskFilters(params: URLSearchParams): TaskFilterValues {
  const member = params.get('member');
  const status = params.get('status');
  return {
    q: params.get('q')?.trim() ?? '',
    eventId: positiveInt(params.get('event')),
    member: member === 'unassigned' ? 'unassigned' : positiveInt(member),
    status: (TASK_STATUSES as readonly string[]).includes(status ?? '') ? (status as TaskStatus) : null,
    page: positiveInt(params.get('page')) ?? 1,
  };
}

/**
 * Search, filters and page live in the URL (?q=…&event=…&member=…&status=…&page=…), so reload, back
 * and shared links keep them. Changing a filter goes back to the first page.
 */
export function useTaskFilters() {
  const { params, update: updateParams } = useSearchParamsUpdater();
  const filters = parseTaskFilters(params);

  const update = useCallback(
    (changes: TaskFilterChanges, options: { replace?: boolean } = {}) =>
      updateParams('page' in changes ? changes : { ...changes, page: null }, options),
    [updateParams],
  );

  return { filters, update };
}
