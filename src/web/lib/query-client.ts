import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api.ts';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) => {
          // A refused request (4xx) will be refused again; network hiccups and 5xx get two more tries.
          if (error instanceof ApiError && error.status !== null && error.status < 500) return false;
          return failureCount < 2;
        },
      },
      mutations: { retry: false },
    },
  });
}
