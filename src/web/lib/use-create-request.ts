import { useEffect, useRef } from 'react';
import { useSearchParamsUpdater } from './use-search-params-updater.ts';

/** The address parameter that asks the tasks page to open a form: /app/tasks?new=task or ?new=bulk. */
export const CREATE_REQUEST_PARAM = 'new';
export type CreateRequest = 'task' | 'bulk';

/** The address of the tasks page asking for a form, keeping the filters of `current` (when already on it). */
export function createRequestHref(request: CreateRequest, current = ''): string {
  const params = new URLSearchParams(current);
  params.set(CREATE_REQUEST_PARAM, request);
  return `/app/tasks?${params}`;
}

/**
 * For the tasks page: calls `onRequest` when the address asks for a form (a keyboard shortcut put
 * it there), then takes the request out of the address, so Back or a reload does not ask again.
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
    if (request === 'task' || request === 'bulk') latest.current(request);
    update({ [CREATE_REQUEST_PARAM]: null }, { replace: true });
  }, [request, update]);
}
