import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { setUnauthorizedHandler, setWorkspaceLostHandler } from '../lib/api.ts';
import { onAuthChange } from '../lib/auth-channel.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { sessionQueryOptions } from '../lib/session.ts';
import { setTabWorkspaceId } from '../lib/tab-workspace.ts';
import { leaveLostWorkspace } from '../lib/workspaces.ts';

/**
 * The query client, already asking who is signed in: every first page needs to know, so it need not
 * wait for its code. Made before the router, whose routes start loading their page's data with it.
 */
export function startQueryClient() {
  const queryClient = createQueryClient();
  void queryClient.prefetchQuery(sessionQueryOptions);
  return queryClient;
}

export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  useEffect(() => {
    const forgetAccountData = () =>
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryOptions.queryKey[0] });
    // Another tab signed in or out: forget this account's data and workspace, and ask the server who is signed in now.
    const stopListening = onAuthChange(() => {
      forgetAccountData();
      setTabWorkspaceId(null);
      void queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey });
    });
    // A call answered 401: the session has ended, so whoever signs in next starts from nothing;
    // the route guard sends the user to /auth.
    setUnauthorizedHandler(() => {
      forgetAccountData();
      queryClient.setQueryData(sessionQueryOptions.queryKey, { user: null });
    });
    // The tab's workspace is gone for this account: show its own, saying why (see leaveLostWorkspace).
    setWorkspaceLostHandler((workspaceId) => leaveLostWorkspace(queryClient, workspaceId));
    return () => {
      stopListening();
      setUnauthorizedHandler(undefined);
      setWorkspaceLostHandler(undefined);
    };
  }, [queryClient]);

  return (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
}
