import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalyticsPeriod, AnalyticsResponse } from '../../../../domain/analytics.ts';
import type { CalendarDate } from '../../../../domain/dates.ts';
import { api } from '../../../lib/api.ts';

export interface AnalyticsFilters {
  period: AnalyticsPeriod;
  /** null: all events. */
  eventId: number | null;
  /** The viewer's calendar day, the period's last day. */
  today: CalendarDate;
}

/** Every key of this area starts with 'analytics' (see lib/query-areas.ts). */
export const analyticsQueryKeys = {
  all: ['analytics'] as const,
  report: (filters: AnalyticsFilters) => ['analytics', 'report', filters] as const,
};

export function getAnalytics(filters: AnalyticsFilters, signal?: AbortSignal) {
  return api.get<AnalyticsResponse>('/api/analytics', { period: filters.period, eventId: filters.eventId ?? undefined, today: filters.today }, signal);
}

export function getAnalyticsQueryOptions(filters: AnalyticsFilters) {
  return queryOptions({
    queryKey: analyticsQueryKeys.report(filters),
    queryFn: ({ signal }) => getAnalytics(filters, signal),
    // While another period or event is calculated, the figures on screen stay (dimmed) instead of
    // the page falling back to its loading state.
    placeholderData: keepPreviousData,
  });
}

export function useAnalytics(filters: AnalyticsFilters) {
  return useQuery(getAnalyticsQueryOptions(filters));
}
