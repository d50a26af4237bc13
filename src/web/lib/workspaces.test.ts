import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WorkspaceList } from '../../domain/workspaces.ts';
import { resetTabWorkspaceForTests, setTabWorkspaceId, tabWorkspaceId } from './tab-workspace.ts';
import {
  adoptAddressWorkspace,
  canEditWith,
  dismissLostWorkspaceNotice,
  leaveLostWorkspace,
  reconcileTabWorkspace,
  workspacesQueryKeys,
  workspacesQueryOptions,
} from './workspaces.ts';
import { sessionQueryOptions } from './session.ts';

const LIST: WorkspaceList = {
  items: [
    { id: 1, name: "Riley's workspace", role: 'owner', personal: true },
    { id: 5, name: 'Harbour Events', role: 'editor', personal: false },
    { id: 9, name: 'City Marathon', role: 'viewer', personal: false },
  ],
  currentId: 5,
};

afterEach(() => {
  vi.unstubAllGlobals();
  resetTabWorkspaceForTests();
  dismissLostWorkspaceNotice();
});

/** Answers each fetch with the next of `bodies` (status 200 unless given), recording what was asked. */
function serve(...answers: { status?: number; body: unknown }[]) {
  const fetchMock = vi.fn(async () => {
    const { status = 200, body } = answers.shift() ?? { body: {} };
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const request = (fetchMock: ReturnType<typeof serve>, index: number) => {
  const [url, init] = fetchMock.mock.calls[index] as unknown as [string, RequestInit];
  return { url, method: init.method, workspace: new Headers(init.headers).get('x-workspace-id'), body: init.body };
};

describe('which workspace a tab shows', () => {
  it('its own, while the account is in it', () => {
    expect(reconcileTabWorkspace(9, LIST)).toEqual({ id: 9, lost: false });
  });

  it("the account's choice, for a tab that has none yet", () => {
    expect(reconcileTabWorkspace(null, LIST)).toEqual({ id: 5, lost: false });
  });

  it("the account's own workspace once the account is no longer in the tab's", () => {
    expect(reconcileTabWorkspace(12, LIST)).toEqual({ id: 1, lost: true });
  });
});

describe('what a role allows', () => {
  it('lets owners and editors change things, not viewers; an unknown role leaves the refusing to the server', () => {
    expect(canEditWith('owner')).toBe(true);
    expect(canEditWith('editor')).toBe(true);
    expect(canEditWith('viewer')).toBe(false);
    expect(canEditWith(undefined)).toBe(true);
  });
});

describe('the workspaces query', () => {
  it("fixes a new tab on the account's choice, keeping what loaded meanwhile", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['events', 'list'], { items: [] });
    serve({ body: LIST });
    await queryClient.fetchQuery(workspacesQueryOptions);
    expect(tabWorkspaceId()).toBe(5);
    expect(queryClient.getQueryData(['events', 'list'])).toEqual({ items: [] });
  });

  it("moves a tab whose workspace is gone to the account's own, forgetting the old one's data", async () => {
    const queryClient = new QueryClient();
    setTabWorkspaceId(12);
    queryClient.setQueryData(['events', 'list'], { items: [] });
    serve({ body: LIST });
    await queryClient.fetchQuery(workspacesQueryOptions);
    expect(tabWorkspaceId()).toBe(1);
    expect(queryClient.getQueryData(['events', 'list'])).toBeUndefined();
  });
});

describe('a workspace lost while the tab is in it', () => {
  it("moves the tab to the account's own workspace and forgets the lost one's data, once", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(workspacesQueryKeys.list(), LIST);
    queryClient.setQueryData(sessionQueryOptions.queryKey, { user: null });
    queryClient.setQueryData(['tasks', 'list'], { items: [] });
    setTabWorkspaceId(9);
    leaveLostWorkspace(queryClient, 9);
    expect(tabWorkspaceId()).toBe(1);
    expect(queryClient.getQueryData(['tasks', 'list'])).toBeUndefined();
    expect(queryClient.getQueryData(sessionQueryOptions.queryKey)).toEqual({ user: null });
    // A second failed request of the old workspace finds the tab moved already.
    leaveLostWorkspace(queryClient, 9);
    expect(tabWorkspaceId()).toBe(1);
  });
});

describe('an address that names a workspace', () => {
  const signedIn = (queryClient: QueryClient) =>
    queryClient.setQueryData(sessionQueryOptions.queryKey, { user: { id: 1, name: 'Riley', email: 'riley@example.com', createdAt: '' } });

  it("opens it in the tab, forgets the other workspace's data and saves the account's choice", async () => {
    const queryClient = new QueryClient();
    signedIn(queryClient);
    setTabWorkspaceId(5);
    queryClient.setQueryData(['events', 'list'], { items: [] });
    const fetchMock = serve({ body: { workspace: LIST.items[2] } });
    adoptAddressWorkspace(queryClient, new URL('http://localhost/app/tasks?workspace=9&q=gala'));
    expect(tabWorkspaceId()).toBe(9);
    expect(queryClient.getQueryData(['events', 'list'])).toBeUndefined();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(request(fetchMock, 0)).toEqual({ url: '/api/workspaces/choice', method: 'PUT', workspace: '9', body: JSON.stringify({ workspaceId: 9 }) });
  });

  it('changes nothing when it names the tab’s own workspace, or none', () => {
    const queryClient = new QueryClient();
    signedIn(queryClient);
    setTabWorkspaceId(5);
    queryClient.setQueryData(['events', 'list'], { items: [] });
    const fetchMock = serve();
    adoptAddressWorkspace(queryClient, new URL('http://localhost/app/dashboard?workspace=5'));
    adoptAddressWorkspace(queryClient, new URL('http://localhost/app/dashboard'));
    adoptAddressWorkspace(queryClient, new URL('http://localhost/app/dashboard?workspace=abc'));
    expect(tabWorkspaceId()).toBe(5);
    expect(queryClient.getQueryData(['events', 'list'])).toEqual({ items: [] });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves no choice for a visitor, who signs in first', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(sessionQueryOptions.queryKey, { user: null });
    const fetchMock = serve();
    adoptAddressWorkspace(queryClient, new URL('http://localhost/app/dashboard?workspace=9'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(tabWorkspaceId()).toBe(9);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
