import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarDate } from '../../../../domain/dates.ts';
import type { Dashboard } from '../../../../domain/dashboard.ts';
import { api } from '../../../lib/api.ts';

/** In the dashboard area (see lib/query-areas.ts): a write to events, tasks or the team refreshes it. */
export const dashboardQueryKeys = {
  all: ['dashboard'] as const,
  figures: (today: CalendarDate) => ['dashboard', 'figures', today] as const,
};

/** The figures as counted from the viewer's own calendar day. */
export function dashboardQueryOptions(today: CalendarDate) {
  return queryOptions({
    queryKey: dashboardQueryKeys.figures(today),
    queryFn: ({ signal }) => api.get<Dashboard>('/api/dashboard', { today }, signal),
    placeholderData: keepPreviousData,
  });
}

export function useDashboard(today: CalendarDate) {
  return useQuery(dashboardQueryOptions(today));
}
