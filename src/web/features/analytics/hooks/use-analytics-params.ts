import { useCallback } from 'react';
import { DEFAULT_ANALYTICS_PERIOD, isAnalyticsPeriod, type AnalyticsPeriod } from '../../../../domain/analytics.ts';
import { useSearchParamsUpdater } from '../../../lib/use-search-params-updater.ts';

export const ANALYTICS_VIEWS = ['overview', 'leaderboard', 'workload', 'trends'] as const;
export type AnalyticsView = (typeof ANALYTICS_VIEWS)[number];
export const DEFAULT_ANALYTICS_VIEW: AnalyticsView = 'overview';

export interface AnalyticsParams {
  view: AnalyticsView;
  period: AnalyticsPeriod;
  eventId: number | null;
}

function isAnalyticsView(value: unknown): value is AnalyticsView {
  return (ANALYTICS_VIEWS as readonly unknown[]).includes(value);
}

/** Reads the page's address; anything malformed reads as the default (overview, 7 days, all events). */
export function parseAnalyticsParams(params: URLSearchParams): AnalyticsParams {
  const view = params.get('view');
  const period = Number(params.get('period'));
  const event = params.get('event');
  const eventId = event !== null && /^\d{1,10}$/.test(event) ? Number(event) : null;
  return {
    view: isAnalyticsView(view) ? view : DEFAULT_ANALYTICS_VIEW,
    period: isAnalyticsPeriod(period) ? period : DEFAULT_ANALYTICS_PERIOD,
    eventId: eventId !== null && eventId >= 1 && eventId <= 2_147_483_647 ? eventId : null,
  };
}

/**
 * What the page shows lives in the address (?view=trends&period=30&event=12), defaults left out,
 * so reload, back and shared links keep it. Each change is a new history entry.
 */
export function useAnalyticsParams() {
  const { params, update } = useSearchParamsUpdater();
  const values = parseAnalyticsParams(params);

  const setView = useCallback((view: AnalyticsView) => update({ view: view === DEFAULT_ANALYTICS_VIEW ? null : view }), [update]);
  const setPeriod = useCallback(
    (period: AnalyticsPeriod) => update({ period: period === DEFAULT_ANALYTICS_PERIOD ? null : String(period) }),
    [update],
  );
  const setEventId = useCallback(
    (eventId: number | null, options?: { replace?: boolean }) => update({ event: eventId === null ? null : String(eventId) }, options),
    [update],
  );

  return { ...values, setView, setPeriod, setEventId };
}
