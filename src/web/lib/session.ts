import { queryOptions, useQuery } from '@tanstack/react-query';
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
