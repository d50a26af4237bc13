import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiDownload, attachmentFilename } from './api-download.ts';
import { ApiError, NETWORK_MESSAGE, setUnauthorizedHandler, setWorkspaceLostHandler } from './api.ts';
import { resetTabWorkspaceForTests, setTabWorkspaceId } from './tab-workspace.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthorizedHandler(undefined);
  setWorkspaceLostHandler(undefined);
  resetTabWorkspaceForTests();
});

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the download to fail');
}

describe('attachment file names', () => {
  it.each([
    ['attachment; filename="tasks_export_2026-11-23.csv"', 'tasks_export_2026-11-23.csv'],
    ['attachment; filename=tasks_worksheet_2026-11-23.txt', 'tasks_worksheet_2026-11-23.txt'],
    ['attachment; filename="a \\"quoted\\" name.csv"', 'a "quoted" name.csv'],
    ["attachment; filename=\"plain.csv\"; filename*=UTF-8''t%C3%A2ches.csv", 'tâches.csv'],
    ['inline', null],
    [null, null],
  ])('%s → %s', (header, expected) => {
    expect(attachmentFilename(header)).toBe(expected);
  });
});

describe('downloads', () => {
  it('gives the file whole, with its type and the name the server gave it', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response('ID,Title\n1,Boats\n', {
          status: 200,
          headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="tasks_export_2026-11-23.csv"' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const file = await apiDownload('/api/tasks/export', { query: { format: 'csv', eventId: 3, q: '' } });
    expect(await file.blob.text()).toBe('ID,Title\n1,Boats\n');
    expect(file.blob.type).toBe('text/csv; charset=utf-8');
    expect(file.filename).toBe('tasks_export_2026-11-23.csv');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/tasks/export?format=csv&eventId=3');
    expect(init.credentials).toBe('same-origin');
  });

  it("fails with the server's reason when it refuses", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ error: { message: 'Event not found' } }), { status: 404 })));
    const error = await failureOf(apiDownload('/api/tasks/export'));
    expect(error.status).toBe(404);
    expect(error.detail).toBe('Event not found');
  });

  it('tells the app that the session ended on a 401', async () => {
    const ended = vi.fn();
    setUnauthorizedHandler(ended);
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ error: { message: 'Sign in' } }), { status: 401 })));
    await failureOf(apiDownload('/api/tasks/export'));
    expect(ended).toHaveBeenCalledOnce();
  });

  it('reports a lost connection as a network error', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    expect((await failureOf(apiDownload('/api/tasks/export'))).message).toBe(NETWORK_MESSAGE);
  });
});

describe("downloads in the tab's workspace", () => {
  it('name the workspace, so the export is of the list it was chosen from', async () => {
    setTabWorkspaceId(7);
    const fetchMock = vi.fn(async () => new Response('ID\n', { status: 200, headers: { 'content-type': 'text/csv' } }));
    vi.stubGlobal('fetch', fetchMock);
    await apiDownload('/api/tasks/export');
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(new Headers(init.headers).get('x-workspace-id')).toBe('7');
  });

  it('report the workspace lost when it answers 404 Workspace not found', async () => {
    const lost = vi.fn();
    setWorkspaceLostHandler(lost);
    setTabWorkspaceId(7);
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ error: { message: 'Workspace not found' } }), { status: 404 })));
    expect((await failureOf(apiDownload('/api/tasks/export'))).status).toBe(404);
    expect(lost).toHaveBeenCalledWith(7);
  });
});
