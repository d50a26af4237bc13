import { queryOptions, useQuery, type FetchQueryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { User } from '../../domain/auth.ts';
import { api } from './api.ts';

/** Who is signed in, as the server says; `user` is null when nobody is. */
export const sessionQueryOptions = queryOptions({
  queryKey: ['auth', 'me'],
  queryFn: ({ signal }) => api.get<{ user: User | null }>('/api/auth/me', undefined, signal),
  staleTime: 5 * 60_000,
});

export function useSession() {
  const query = useQuery(sessionQueryOptions);
  return { ...query, user: query.data?.user ?? null };
}

/**
 * Starts loading a page's query as soon as the session says someone is signed in, while the page's
 * code is still on its way; a visitor, whom the route guard sends to /auth, asks for nothing. A failed
 * request is the page's to report: the page asks again.
 */
export async function prefetchWhenSignedIn<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  query: (user: User) => FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): Promise<void> {
  const session = await queryClient.ensureQueryData(sessionQueryOptions).catch(() => null);
  if (session?.user) await queryClient.prefetchQuery(query(session.user));
}
