import { useRef, type KeyboardEvent } from 'react';
import { LayoutDashboard, Scale, TrendingUp, Trophy } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { ANALYTICS_VIEWS, type AnalyticsView } from '../hooks/use-analytics-params.ts';

export const VIEW_LABELS: Record<AnalyticsView, string> = {
  overview: 'Overview',
  leaderboard: 'Leaderboard',
  workload: 'Workload',
  trends: 'Trends',
};

const VIEW_ICONS = { overview: LayoutDashboard, leaderboard: Trophy, workload: Scale, trends: TrendingUp } as const;

export const tabId = (view: AnalyticsView) => `analytics-tab-${view}`;
export const panelId = (view: AnalyticsView) => `analytics-panel-${view}`;

interface ViewTabsProps {
  view: AnalyticsView;
  onChange: (view: AnalyticsView) => void;
  /** The pointer or focus is on a view's tab: a chance to fetch what it needs. */
  onIntent?: (view: AnalyticsView) => void;
}

/**
 * The four views as tabs (the WAI-ARIA tabs pattern): one tab stop, arrow keys, Home and End move
 * between tabs and show the view at once.
 */
export function ViewTabs({ view, onChange, onIntent }: ViewTabsProps) {
  const refs = useRef<Partial<Record<AnalyticsView, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = ANALYTICS_VIEWS.indexOf(view);
    const last = ANALYTICS_VIEWS.length - 1;
    let next: number | null = null;
    if (event.key === 'ArrowRight') next = index === last ? 0 : index + 1;
    else if (event.key === 'ArrowLeft') next = index === 0 ? last : index - 1;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = last;
    if (next === null) return;
    event.preventDefault();
    const target = ANALYTICS_VIEWS[next]!;
    onChange(target);
    refs.current[target]?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label="Analytics views"
      onKeyDown={onKeyDown}
      className="flex w-full gap-1 rounded-xl border border-line bg-surface-muted p-1 sm:inline-flex sm:w-auto"
    >
      {ANALYTICS_VIEWS.map((value) => {
        const Icon = VIEW_ICONS[value];
        const selected = value === view;
        return (
          <button
            key={value}
            ref={(node) => {
              refs.current[value] = node;
            }}
            id={tabId(value)}
            type="button"
            role="tab"
            aria-selected={selected}
            // Only the chosen view's panel is rendered.
            aria-controls={selected ? panelId(value) : undefined}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(value)}
            onPointerEnter={() => onIntent?.(value)}
            onFocus={() => onIntent?.(value)}
            className={cn(
              'inline-flex flex-auto items-center justify-center gap-2 rounded-lg px-1.5 py-2 text-[0.8125rem] font-medium whitespace-nowrap transition-colors sm:px-4 sm:text-sm',
              selected ? 'bg-surface text-ink shadow-sm ring-1 ring-line' : 'text-ink-muted hover:bg-surface/60 hover:text-ink',
            )}
          >
            <Icon className={cn('hidden size-4 shrink-0 sm:block', selected && 'text-brand-600 dark:text-brand-300')} aria-hidden="true" />
            {VIEW_LABELS[value]}
          </button>
        );
      })}
    </div>
  );
}
