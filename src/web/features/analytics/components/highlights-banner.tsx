import { Award, Flame, Gauge, Trophy, type LucideIcon } from 'lucide-react';
import type { AnalyticsResponse } from '../../../../domain/analytics.ts';
import { memberDisplayName } from '../../../../domain/team.ts';
import { countLabel, formatCount } from '../../../../domain/english-format.ts';
import { formatPercent } from '../utils/analytics-display.ts';

function Highlight({ icon: Icon, label, value, title }: { icon: LucideIcon; label: string; value: string; title?: string }) {
  return (
    <div className="relative min-w-0 sm:pl-13">
      <dt className="text-xs font-medium tracking-wide text-brand-100 uppercase">
        <span
          className="absolute top-1/2 left-0 hidden size-10 -translate-y-1/2 items-center justify-center rounded-lg bg-white/15 text-white sm:flex"
          aria-hidden="true"
        >
          <Icon className="size-5" />
        </span>
        {label}
      </dt>
      <dd className="truncate text-lg font-bold" title={title}>
        {value}
      </dd>
    </div>
  );
}

/** The closing banner: the period's top performer, best streak, achievements and average workload. */
export function HighlightsBanner({ data }: { data: AnalyticsResponse }) {
  const { highlights } = data;
  return (
    <section
      aria-labelledby="analytics-highlights"
      className="mt-8 overflow-hidden rounded-2xl bg-gradient-to-br from-brand-600 via-brand-700 to-indigo-800 p-5 text-white shadow-md sm:p-8"
    >
      <h2 id="analytics-highlights" className="text-lg font-semibold">
        {`Highlights of the last ${data.period} days`}
      </h2>
      <dl className="mt-5 grid grid-cols-2 gap-5 lg:grid-cols-4">
        <Highlight
          icon={Trophy}
          label="Top Performer"
          value={highlights.topPerformer ? memberDisplayName(highlights.topPerformer) : 'Nobody yet'}
          title={highlights.topPerformer ?? undefined}
        />
        <Highlight icon={Flame} label="Best Streak" value={countLabel(highlights.bestStreak, 'day')} />
        <Highlight icon={Award} label="Achievements" value={formatCount(highlights.achievementsCount)} />
        <Highlight icon={Gauge} label="Average Workload" value={formatPercent(highlights.averageWorkload)} />
      </dl>
    </section>
  );
}
