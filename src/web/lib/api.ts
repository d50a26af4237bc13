import { WORKSPACE_MESSAGES } from '../../domain/workspace-rules.ts';
import { tabWorkspaceId, workspaceHeaders } from './tab-workspace.ts';

/**
 * The one HTTP client of the web app: same-origin JSON calls to /api with the session cookie and
 * the tab's workspace (see tab-workspace.ts), a 20-second time-out, and the spec's status → message
 * catalogue.
 */

export const REQUEST_TIMEOUT_MS = 20_000;
export const EMPTY_BODY_MESSAGE = 'Operation completed successfully';

export type ApiErrorKind = 'http' | 'timeout' | 'network' | 'parse';

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    readonly status: number | null = null,
    /** The server's own explanation (its `error.message`), when it gave one. */
    readonly detail?: string,
    /** Field → message, for validation errors. */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

/** The user-facing message for a failed response, as the spec's error catalogue words it. */
export function messageForStatus(status: number, path: string, text: string): string {
  if (status === 404) return `API endpoint not found (404). Please check the endpoint: ${path}. Response: ${text}`;
  if (status === 401) return 'Authentication failed (401). Please check your API token.';
  if (status === 403) return 'Access forbidden (403). Please check your permissions.';
  if (status === 400) return `Invalid request (400). Please check your data. Details: ${text}`;
  if (status === 422) return `Validation error (422). Please check your data. Details: ${text}`;
  if (status === 429) return 'Too many requests (429). Please wait a moment and try again.';
  if (status >= 500) return `Server error (${status}). The service is temporarily unavailable. Please try again later.`;
  return `Request failed with status: ${status}. Details: ${text}`;
}

export const TIMEOUT_MESSAGE = 'Request timed out. Please check your connection and try again.';
export const NETWORK_MESSAGE = 'Network error. Please check your internet connection and try again.';

/**
 * The message to show a user for any error: the server's explanation of a refused request
 * ("Event not found"), the catalogue's wording for an overloaded or failing server, a time-out
 * or a lost connection.
 */
export function userMessage(error: unknown, fallback = 'An unexpected error occurred. Please try again.'): string {
  if (error instanceof ApiError) {
    const refused = error.status !== null && error.status < 500 && error.status !== 429;
    return (refused && error.detail) || error.message;
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

type UnauthorizedListener = () => void;
let onUnauthorized: UnauthorizedListener | undefined;

/** Called when a call outside /api/auth answers 401: the session has ended. */
export function setUnauthorizedHandler(listener: UnauthorizedListener | undefined) {
  onUnauthorized = listener;
}

type WorkspaceLostListener = (workspaceId: number) => void;
let onWorkspaceLost: WorkspaceLostListener | undefined;

/**
 * Called when a request made in the tab's workspace answers 404 "Workspace not found": the account
 * is no longer in it (removed, or the workspace deleted), or never was (an old link).
 */
export function setWorkspaceLostHandler(listener: WorkspaceLostListener | undefined) {
  onWorkspaceLost = listener;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** The workspace the request works in, when not the tab's (moving the tab to another): null for none. */
  workspaceId?: number | null;
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function parseErrorBody(text: string): { detail?: string; fields?: Record<string, string> } {
  try {
    const body = JSON.parse(text) as { error?: { message?: unknown; fields?: unknown } };
    const message = body.error?.message;
    const fields = body.error?.fields;
    return {
      detail: typeof message === 'string' ? message : undefined,
      fields: fields && typeof fields === 'object' ? (fields as Record<string, string>) : undefined,
    };
  } catch {
    return {};
  }
}

/**
 * The error for a response the server refused (its body read as `text`); a 401 ends the session, and
 * a workspace not found, for a request that named one (`workspaceId`), ends the tab's stay in it.
 */
export function refusal(status: number, path: string, text: string, workspaceId: number | null = null): ApiError {
  const { detail, fields } = parseErrorBody(text);
  if (status === 401 && !path.startsWith('/api/auth/')) onUnauthorized?.();
  if (status === 404 && detail === WORKSPACE_MESSAGES.notFound && workspaceId !== null) onWorkspaceLost?.(workspaceId);
  return new ApiError(messageForStatus(status, path, detail ?? text), 'http', status, detail, fields);
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal, timeoutMs = REQUEST_TIMEOUT_MS, workspaceId = tabWorkspaceId() } = options;
  const timeout = AbortSignal.timeout(timeoutMs);
  const url = buildUrl(path, query);

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...workspaceHeaders(workspaceId),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
      cache: 'no-store',
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    if (timeout.aborted) throw new ApiError(TIMEOUT_MESSAGE, 'timeout');
    if (signal?.aborted) throw error;
    throw new ApiError(NETWORK_MESSAGE, 'network');
  }

  let text: string;
  try {
    text = await response.text();
  } catch {
    throw new ApiError(timeout.aborted ? TIMEOUT_MESSAGE : NETWORK_MESSAGE, timeout.aborted ? 'timeout' : 'network');
  }

  if (!response.ok) throw refusal(response.status, path, text, workspaceId);

  if (text.trim() === '') return { message: EMPTY_BODY_MESSAGE } as T;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return { message: text } as T;
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ApiError(`Failed to parse server response: ${reason}`, 'parse', response.status);
  }
}

export const api = {
  get: <T>(path: string, query?: RequestOptions['query'], signal?: AbortSignal) =>
    apiRequest<T>(path, { query, signal }),
  post: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'POST', body: body ?? {} }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PUT', body: body ?? {} }),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PATCH', body: body ?? {} }),
  delete: <T = { message: string }>(path: string) => apiRequest<T>(path, { method: 'DELETE' }),
};
