import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarDate } from '../../../../domain/dates.ts';
import { MAX_PAGE_SIZE } from '../../../../domain/pagination-rules.ts';
import type { ImportResult, UndoImportResult } from '../../../../domain/task-import/import-api.ts';
import { IMPORT_MESSAGES } from '../../../../domain/task-import/import-rules.ts';
import type { ExistingMember } from '../../../../domain/task-import/import-types.ts';
import type { MemberList } from '../../../../domain/team.ts';
import { api, ApiError, NETWORK_MESSAGE, refusal, TIMEOUT_MESSAGE } from '../../../lib/api.ts';
import { invalidateAccountData } from '../../../lib/query-areas.ts';
import { tabWorkspaceId, workspaceHeaders } from '../../../lib/tab-workspace.ts';
import type { ImportKind } from '../worker/import-protocol.ts';

/** An import may carry 40 MB: it is given longer than the usual 20 seconds. */
export const IMPORT_TIMEOUT_MS = 5 * 60_000;
/** The most members of an event the screen matches assignees against (the API's last page). */
const MEMBER_PAGES = 21;

export interface ImportEvent {
  id: number;
  name: string;
  startDate: CalendarDate;
  endDate: CalendarDate;
}

/** In the events area, so editing the event refreshes the dates relative due dates are worked out from. */
export const importEventQueryKey = (id: number) => ['events', 'import-event', id] as const;
/** In the team area: an import or a change of the team refreshes whom assignees are matched against. */
export const importMembersQueryKey = (eventId: number) => ['team', 'import-members', eventId] as const;

export function useImportEvent(id: number | null, today: CalendarDate) {
  return useQuery({
    queryKey: [...importEventQueryKey(id ?? 0), today] as const,
    queryFn: async ({ signal }) => {
      const { event } = await api.get<{ event: ImportEvent }>(`/api/events/${id}`, { today }, signal);
      return { id: event.id, name: event.name, startDate: event.startDate, endDate: event.endDate } satisfies ImportEvent;
    },
    enabled: id !== null,
  });
}

/** The event's team, every page of it: the people assignees and imported members are matched against. */
export function useImportMembers(eventId: number | null) {
  return useQuery({
    queryKey: importMembersQueryKey(eventId ?? 0),
    queryFn: async ({ signal }): Promise<ExistingMember[]> => {
      const members: ExistingMember[] = [];
      for (let page = 0; page < MEMBER_PAGES; page += 1) {
        const list = await api.get<MemberList>('/api/team-members', { eventId, limit: MAX_PAGE_SIZE, offset: page * MAX_PAGE_SIZE }, signal);
        members.push(...list.items.map(({ id, name, email, code }) => ({ id, name, email, code })));
        if (members.length >= list.total || list.items.length === 0) break;
      }
      return members;
    },
    enabled: eventId !== null,
  });
}

/** An import stopped by its user before the server had all of it: nothing was imported. */
export class ImportCancelled extends Error {
  override name = 'ImportCancelled';
  constructor() {
    super('Import cancelled.');
  }
}

/**
 * Sends an import's body (JSON text made by the worker) with XMLHttpRequest, whose upload events tell
 * how much of it has been sent; errors as the app's HTTP client words them (lib/api.ts). `signal`
 * cancels it (ImportCancelled) while it is being sent; once the server has all of it, it is saved
 * whole, and the signal changes nothing.
 */
export function sendImport(
  kind: ImportKind,
  eventId: number,
  json: string,
  onUpload: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<ImportResult> {
  const path = `/api/events/${eventId}/imports/${kind}`;
  const workspaceId = tabWorkspaceId();
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new ImportCancelled());
      return;
    }
    const request = new XMLHttpRequest();
    let sent = false;
    const cancel = () => {
      if (sent) return;
      request.abort();
      reject(new ImportCancelled());
    };
    signal?.addEventListener('abort', cancel, { once: true });
    request.onloadend = () => signal?.removeEventListener('abort', cancel);
    request.open('POST', path);
    request.timeout = IMPORT_TIMEOUT_MS;
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Content-Type', 'application/json');
    for (const [name, value] of Object.entries(workspaceHeaders(workspaceId))) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onUpload(event.loaded / event.total);
    };
    request.upload.onload = () => {
      sent = true;
      onUpload(1);
    };
    request.onload = () => {
      if (request.status < 200 || request.status >= 300) {
        const error = refusal(request.status, path, request.responseText, workspaceId);
        // A body refused for its size by a proxy in front of the app comes without the app's explanation.
        const tooLarge = request.status === 413 && !error.detail;
        reject(tooLarge ? new ApiError(IMPORT_MESSAGES.bodyTooLarge, 'http', 413, IMPORT_MESSAGES.bodyTooLarge) : error);
        return;
      }
      try {
        resolve(JSON.parse(request.responseText) as ImportResult);
      } catch {
        reject(new ApiError('The server answered, but its answer could not be read. Check the task list before importing again.', 'parse', request.status));
      }
    };
    request.ontimeout = () => reject(new ApiError(TIMEOUT_MESSAGE, 'timeout'));
    request.onerror = () => reject(new ApiError(NETWORK_MESSAGE, 'network'));
    request.send(json);
  });
}

/** After an import or its undo, every list, count and picker of the workspace may have changed. */
function useRefreshAll() {
  const queryClient = useQueryClient();
  return () => invalidateAccountData(queryClient);
}

export function useSendImport() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: ({ kind, eventId, json, onUpload, signal }: { kind: ImportKind; eventId: number; json: string; onUpload: (fraction: number) => void; signal?: AbortSignal }) =>
      sendImport(kind, eventId, json, onUpload, signal),
    onSuccess: () => refresh(),
  });
}

export function useUndoImport() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (importId: number) => api.post<UndoImportResult>(`/api/imports/${importId}/undo`),
    onSuccess: () => refresh(),
  });
}
