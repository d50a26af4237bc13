import { lazy, Suspense } from 'react';
import { AlertTriangle, CalendarRange, Info } from 'lucide-react';
import { ANALYTICS_PERIODS, isAnalyticsPeriod } from '../../../domain/analytics.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Select } from '../../components/ui/input.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { LoadingState, Spinner } from '../../components/ui/spinner.tsx';
import { RetryNotice } from '../../components/ui/retry-notice.tsx';
import { useEventOption } from '../../entities/events/api/get-event-options.ts';
import { EventPicker } from '../../entities/events/components/event-picker.tsx';
import { userMessage } from '../../lib/api.ts';
import { cn } from '../../lib/cn.ts';
import { useToday } from '../../lib/use-today.ts';
import { useAnalytics } from './api/get-analytics.ts';
import { HighlightsBanner } from './components/highlights-banner.tsx';
import { LeaderboardView } from './components/leaderboard-view.tsx';
import { OverviewView } from './components/overview-view.tsx';
import { panelId, tabId, ViewTabs } from './components/view-tabs.tsx';
import { WorkloadView } from './components/workload-view.tsx';
import { useAnalyticsParams, type AnalyticsView } from './hooks/use-analytics-params.ts';
import { periodLabel, rangeLabel } from './utils/analytics-display.ts';

// The charts (and the chart library) load only when the Trends view is first wanted.
const loadTrends = () => import('./components/trends-view.tsx');
const TrendsView = lazy(() => loadTrends().then((module) => ({ default: module.TrendsView })));

const LOADING_MESSAGE = 'Calculating analytics...';
/** What the period changes, and what it does not. */
export const PERIOD_NOTE =
  'The period picks the tasks created or given a new status in those days, compared with the same number of days before. ' +
  'Event progress and team size count everything, whatever the period.';

export function AnalyticsPage() {
  const { view, period, eventId: eventParam, setView, setPeriod, setEventId } = useAnalyticsParams();
  const today = useToday();

  // An event in the address that is not one of the user's (deleted, a stale link) counts as All Events.
  const addressEvent = useEventOption(eventParam);
  const unknownEvent = eventParam !== null && addressEvent.isSuccess && addressEvent.data === null;
  const eventId = unknownEvent ? null : eventParam;
  const eventValue = eventParam === null || unknownEvent ? null : addressEvent.isPending ? undefined : (addressEvent.data ?? null);

  const analytics = useAnalytics({ period, eventId, today });
  const data = analytics.data;
  // Until the address's event is known, its "Event not found" is not an error to show.
  const settlingEvent = eventParam !== null && addressEvent.isPending;
  const recalculating = analytics.isPlaceholderData;

  const onIntent = (next: AnalyticsView) => {
    if (next === 'trends') void loadTrends();
  };

  let content;
  if (!data && (analytics.isPending || settlingEvent)) {
    content = <LoadingState message={LOADING_MESSAGE} />;
  } else if (!data) {
    content = (
      <Card role="alert" className="flex flex-col items-center px-6 py-14 text-center">
        <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-red-50 text-red-600 dark:bg-red-950/60 dark:text-red-300">
          <AlertTriangle className="size-6" aria-hidden="true" />
        </div>
        <h2 className="text-lg font-semibold text-ink">Error Loading Analytics</h2>
        <p className="mt-2 max-w-lg text-sm break-words text-ink-muted">{userMessage(analytics.error)}</p>
        <Button variant="secondary" className="mt-6" loading={analytics.isFetching} onClick={() => void analytics.refetch()}>
          Try Again
        </Button>
      </Card>
    );
  } else {
    content = (
      <>
        <div
          role="tabpanel"
          id={panelId(view)}
          aria-labelledby={tabId(view)}
          aria-busy={recalculating || undefined}
          tabIndex={0}
          className={cn('rounded-xl transition-opacity focus-visible:outline-offset-4', recalculating && 'opacity-60')}
        >
          {view === 'overview' && <OverviewView data={data} />}
          {view === 'leaderboard' && <LeaderboardView data={data} />}
          {view === 'workload' && <WorkloadView data={data} />}
          {view === 'trends' && (
            <Suspense fallback={<LoadingState message="Loading charts..." />}>
              <TrendsView data={data} />
            </Suspense>
          )}
        </div>
        <HighlightsBanner data={data} />
      </>
    );
  }

  return (
    <>
      <PageHeader title="Analytics Dashboard" subtitle="Points, levels, workload and weekly trends for your team." />

      <Card className="mb-4 p-4">
        <div className="flex flex-col gap-4 md:flex-row md:items-end">
          <Field label="Event" className="md:w-80">
            <EventPicker value={eventValue} onChange={(event) => setEventId(event?.id ?? null)} nullOption="All Events" />
          </Field>
          <Field label="Period" className="md:w-48">
            <Select
              value={String(period)}
              onChange={(event) => {
                const next = Number(event.target.value);
                if (isAnalyticsPeriod(next)) setPeriod(next);
              }}
            >
              {ANALYTICS_PERIODS.map((days) => (
                <option key={days} value={days}>
                  {periodLabel(days)}
                </option>
              ))}
            </Select>
          </Field>
          {data && (
            <p className="flex items-center gap-2 text-sm text-ink-muted md:ml-auto md:h-10">
              <CalendarRange className="size-4 shrink-0 text-ink-subtle" aria-hidden="true" />
              <span>
                <span className="font-medium text-ink">{data.selectedEventName ?? 'All Events'}</span>
                {` · ${rangeLabel(data.range)}`}
              </span>
            </p>
          )}
        </div>
        <p className="mt-3 flex items-start gap-2 border-t border-line pt-3 text-xs text-ink-muted">
          <Info className="mt-px size-3.5 shrink-0 text-ink-subtle" aria-hidden="true" />
          {PERIOD_NOTE}
        </p>
      </Card>

      {unknownEvent && (
        <Notice tone="warning" className="mb-4">
          The event in this link was not found, so every event is counted.
        </Notice>
      )}

      <div className="mb-6 flex flex-wrap items-center gap-x-4 gap-y-3">
        <ViewTabs view={view} onChange={setView} onIntent={onIntent} />
        <div role="status" className="flex items-center gap-2 text-sm text-ink-muted">
          {recalculating && (
            <>
              <Spinner className="text-brand-600 dark:text-brand-400" />
              {LOADING_MESSAGE}
            </>
          )}
        </div>
      </div>

      {analytics.isError && data && !recalculating && (
        <RetryNotice className="mb-4" retrying={analytics.isFetching} onRetry={() => void analytics.refetch()}>
          {`Could not refresh the analytics: ${userMessage(analytics.error)}`}
        </RetryNotice>
      )}

      {content}
    </>
  );
}
