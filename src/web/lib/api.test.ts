import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, buildUrl, NETWORK_MESSAGE, setUnauthorizedHandler, setWorkspaceLostHandler, userMessage } from './api.ts';
import { resetTabWorkspaceForTests, setTabWorkspaceId } from './tab-workspace.ts';

function respondWith(status: number, body: string, contentType = 'application/json') {
  const fetchMock = vi.fn(async () => new Response(body === '' ? null : body, { status, headers: { 'content-type': contentType } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthorizedHandler(undefined);
  setWorkspaceLostHandler(undefined);
  resetTabWorkspaceForTests();
});

describe('status catalogue', () => {
  const errorBody = (message: string) => JSON.stringify({ error: { message } });

  it.each([
    [404, 'Not here', 'API endpoint not found (404). Please check the endpoint: /api/things. Response: Not here'],
    [401, 'x', 'Authentication failed (401). Please check your API token.'],
    [403, 'x', 'Access forbidden (403). Please check your permissions.'],
    [400, 'Title is required', 'Invalid request (400). Please check your data. Details: Title is required'],
    [422, 'Bad shape', 'Validation error (422). Please check your data. Details: Bad shape'],
    [429, 'x', 'Too many requests (429). Please wait a moment and try again.'],
    [500, 'x', 'Server error (500). The service is temporarily unavailable. Please try again later.'],
    [503, 'x', 'Server error (503). The service is temporarily unavailable. Please try again later.'],
    [409, 'Already there', 'Request failed with status: 409. Details: Already there'],
  ])('%i → catalogue message', async (status, serverMessage, expected) => {
    respondWith(status, errorBody(serverMessage));
    const error = await failureOf(apiRequest('/api/things'));
    expect(error.message).toBe(expected);
    expect(error.status).toBe(status);
    expect(error.detail).toBe(serverMessage);
  });

  it('uses the raw text as details when the body is not our JSON error', async () => {
    respondWith(400, 'plain words', 'text/plain');
    const error = await failureOf(apiRequest('/api/x'));
    expect(error.message).toBe('Invalid request (400). Please check your data. Details: plain words');
    expect(error.detail).toBeUndefined();
  });

  it('carries field messages of a validation error', async () => {
    respondWith(400, JSON.stringify({ error: { message: 'Title is required', fields: { title: 'Title is required' } } }));
    expect((await failureOf(apiRequest('/api/x'))).fields).toEqual({ title: 'Title is required' });
  });
});

describe('the message a screen shows', () => {
  const errorBody = (message: string) => JSON.stringify({ error: { message } });

  it("is the server's explanation of a refused request", async () => {
    respondWith(404, errorBody('Event not found'));
    expect(userMessage(await failureOf(apiRequest('/api/events/9')))).toBe('Event not found');
    respondWith(400, errorBody('Event name is required'));
    expect(userMessage(await failureOf(apiRequest('/api/events')))).toBe('Event name is required');
  });

  it('says a body over the limit is too large, as the server words it', async () => {
    respondWith(413, errorBody('The request is too large: at most 2 MB can be sent at once'));
    const error = await failureOf(apiRequest('/api/tasks/bulk', { method: 'POST', body: { text: 'x'.repeat(3_000_000) } }));
    expect(error.kind).toBe('http');
    expect(userMessage(error)).toBe('The request is too large: at most 2 MB can be sent at once');
  });

  it('is the catalogue wording for a failing or overloaded server', async () => {
    respondWith(500, errorBody('Something went wrong on our side. Please try again later.'));
    expect(userMessage(await failureOf(apiRequest('/api/events')))).toBe(
      'Server error (500). The service is temporarily unavailable. Please try again later.',
    );
    respondWith(500, JSON.stringify({ error: { message: 'Something went wrong on our side.', requestId: '5f0c2a1e-3b7d-4c4e-9a51-0d6b7e2f9c13' } }));
    expect(userMessage(await failureOf(apiRequest('/api/events')))).toBe(
      'Server error (500). The service is temporarily unavailable. Please try again later.',
    );
    respondWith(429, errorBody('Slow down'));
    expect(userMessage(await failureOf(apiRequest('/api/events')))).toBe('Too many requests (429). Please wait a moment and try again.');
  });

  it('is the catalogue wording when the server gave no explanation', async () => {
    respondWith(400, 'plain words', 'text/plain');
    expect(userMessage(await failureOf(apiRequest('/api/x')))).toBe('Invalid request (400). Please check your data. Details: plain words');
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    expect(userMessage(await failureOf(apiRequest('/api/x')))).toBe(NETWORK_MESSAGE);
  });

  it('falls back for errors that are not from the API', () => {
    expect(userMessage(new Error('boom'))).toBe('boom');
    expect(userMessage('??', 'Failed to create task')).toBe('Failed to create task');
  });
});

describe('transport failures', () => {
  it('times out after the given time with the time-out message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason))),
      ),
    );
    const error = await failureOf(apiRequest('/api/slow', { timeoutMs: 20 }));
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('Request timed out. Please check your connection and try again.');
  });

  it('uses a 20 second time-out by default', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    respondWith(200, '{}');
    await apiRequest('/api/x');
    expect(timeout).toHaveBeenCalledWith(20_000);
    timeout.mockRestore();
  });

  it('reports a failed fetch as a network error', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const error = await failureOf(apiRequest('/api/x'));
    expect(error.kind).toBe('network');
    expect(error.message).toBe('Network error. Please check your internet connection and try again.');
  });

  it('reports unparsable JSON with the reason', async () => {
    respondWith(200, '{"items": [');
    const error = await failureOf(apiRequest('/api/x'));
    expect(error.kind).toBe('parse');
    expect(error.message).toMatch(/^Failed to parse server response: .+/);
  });
});

describe('successful replies', () => {
  it('parses JSON', async () => {
    respondWith(200, '{"items":[1,2]}');
    expect(await apiRequest('/api/x')).toEqual({ items: [1, 2] });
  });

  it('treats an empty body as success', async () => {
    respondWith(204, '');
    expect(await apiRequest('/api/x', { method: 'DELETE' })).toEqual({ message: 'Operation completed successfully' });
  });

  it('treats non-JSON text as a success message', async () => {
    respondWith(200, 'Saved.', 'text/plain');
    expect(await apiRequest('/api/x')).toEqual({ message: 'Saved.' });
  });

  it('sends JSON bodies and query strings, skipping empty values', async () => {
    const fetchMock = respondWith(200, '{}');
    await apiRequest('/api/tasks', { method: 'POST', body: { title: 'A' }, query: { eventId: 3, q: '', memberId: undefined } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/tasks?eventId=3');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"title":"A"}');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
  });

  it('builds URLs', () => {
    expect(buildUrl('/api/x', { a: 'b c', n: 0, f: false })).toBe('/api/x?a=b+c&n=0&f=false');
  });
});

describe('expired sessions', () => {
  it('calls the unauthorized handler on a 401 outside /api/auth', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    respondWith(401, JSON.stringify({ error: { message: 'Authentication required. Please sign in to continue.' } }));
    await failureOf(apiRequest('/api/events'));
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('does not treat a refused sign-in as an expired session', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    respondWith(401, JSON.stringify({ error: { message: 'Invalid email or password.' } }));
    await failureOf(apiRequest('/api/auth/sign-in', { method: 'POST', body: {} }));
    expect(handler).not.toHaveBeenCalled();
  });
});

describe("the tab's workspace", () => {
  const sentHeaders = (fetchMock: ReturnType<typeof respondWith>) => new Headers((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].headers);

  it('is named in every request, as x-workspace-id, once the tab has one', async () => {
    setTabWorkspaceId(12);
    const fetchMock = respondWith(200, '{"items":[]}');
    await apiRequest('/api/events');
    expect(sentHeaders(fetchMock).get('x-workspace-id')).toBe('12');
  });

  it('is not named while the tab has none: the account’s choice applies', async () => {
    const fetchMock = respondWith(200, '{}');
    await apiRequest('/api/workspaces');
    expect(sentHeaders(fetchMock).has('x-workspace-id')).toBe(false);
  });

  it('gives way to the workspace a request names itself', async () => {
    setTabWorkspaceId(12);
    const fetchMock = respondWith(200, '{}');
    await apiRequest('/api/workspaces/choice', { method: 'PUT', body: { workspaceId: 40 }, workspaceId: 40 });
    expect(sentHeaders(fetchMock).get('x-workspace-id')).toBe('40');
  });

  it('is reported lost when a request in it answers 404 Workspace not found', async () => {
    const lost = vi.fn();
    setWorkspaceLostHandler(lost);
    setTabWorkspaceId(12);
    respondWith(404, JSON.stringify({ error: { message: 'Workspace not found' } }));
    const error = await failureOf(apiRequest('/api/events'));
    expect(error.status).toBe(404);
    expect(error.detail).toBe('Workspace not found');
    expect(lost).toHaveBeenCalledWith(12);
  });

  it('is not reported lost for another 404, nor for a request that named no workspace', async () => {
    const lost = vi.fn();
    setWorkspaceLostHandler(lost);
    setTabWorkspaceId(12);
    respondWith(404, JSON.stringify({ error: { message: 'Event not found' } }));
    await failureOf(apiRequest('/api/events/9'));
    setTabWorkspaceId(null);
    respondWith(404, JSON.stringify({ error: { message: 'Workspace not found' } }));
    await failureOf(apiRequest('/api/events'));
    expect(lost).not.toHaveBeenCalled();
  });
});
