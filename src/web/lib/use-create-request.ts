import { useEffect, useRef } from 'react';
import { useSearchParamsUpdater } from './use-search-params-updater.ts';

/** The address parameter that asks a page to open its create form: /app/tasks?new=task, ?new=bulk, /app/events?new=event. */
export const CREATE_REQUEST_PARAM = 'new';
export type CreateRequest = 'task' | 'bulk' | 'event';

const PAGE_OF: Record<CreateRequest, string> = { task: '/app/tasks', bulk: '/app/tasks', event: '/app/events' };

function isCreateRequest(value: string | null): value is CreateRequest {
  return value !== null && Object.hasOwn(PAGE_OF, value);
}

/** The address of the page asking for its form, keeping the filters of `current` (when already on it). */
export function createRequestHref(request: CreateRequest, current = ''): string {
  const params = new URLSearchParams(current);
  params.set(CREATE_REQUEST_PARAM, request);
  return `${PAGE_OF[request]}?${params}`;
}

/**
 * For a page with create forms: calls `onRequest` when the address asks for one (a link or a
 * keyboard shortcut put it there), then takes the request out of the address, so Back or a reload
 * does not ask again.
 */
export function useCreateRequest(onRequest: (request: CreateRequest) => void) {
  const { params, update } = useSearchParamsUpdater();
  const request = params.get(CREATE_REQUEST_PARAM);
  const latest = useRef(onRequest);
  useEffect(() => {
    latest.current = onRequest;
  });
  useEffect(() => {
    if (request === null) return;
    if (isCreateRequest(request)) latest.current(request);
    update({ [CREATE_REQUEST_PARAM]: null }, { replace: true });
  }, [request, update]);
}
