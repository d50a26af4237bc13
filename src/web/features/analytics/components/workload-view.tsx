import { useState } from 'react';
import { BatteryLow, CheckCircle2, Lightbulb, Scale, TriangleAlert, type LucideIcon } from 'lucide-react';
import {
  WORKLOAD_BALANCED_MAX,
  WORKLOAD_BALANCED_MIN,
  WORKLOAD_BAND_LABELS,
  workloadBandOf,
  type AnalyticsResponse,
  type WorkloadBand,
} from '../../../../domain/analytics.ts';
import { memberDisplayName } from '../../../../domain/team.ts';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { countLabel } from '../../../lib/count-label.ts';
import { cn } from '../../../lib/cn.ts';
import { MEMBER_ROWS_STEP, formatPercent, workloadRecommendation } from '../utils/analytics-display.ts';
import { MemberAvatar } from '../../../entities/team-members/components/member-avatar.tsx';
import { NoMembers } from './no-members.tsx';
import { SectionCard } from './section-card.tsx';
import { ShowMore } from './show-more.tsx';

interface BandLook {
  icon: LucideIcon;
  range: string;
  iconClassName: string;
  valueClassName: string;
  bar: 'success' | 'danger' | 'brand';
}

const BAND_LOOKS: Record<WorkloadBand, BandLook> = {
  balanced: {
    icon: Scale,
    range: `${WORKLOAD_BALANCED_MIN}–${WORKLOAD_BALANCED_MAX}% of the tasks each`,
    iconClassName: 'bg-emerald-50 text-emerald-600 dark:bg-emerald-900/30 dark:text-emerald-300',
    valueClassName: 'text-emerald-700 dark:text-emerald-300',
    bar: 'success',
  },
  overloaded: {
    icon: TriangleAlert,
    range: `Over ${WORKLOAD_BALANCED_MAX}% of the tasks each`,
    iconClassName: 'bg-red-50 text-red-600 dark:bg-red-900/30 dark:text-red-300',
    valueClassName: 'text-red-700 dark:text-red-300',
    bar: 'danger',
  },
  underutilized: {
    icon: BatteryLow,
    range: `Under ${WORKLOAD_BALANCED_MIN}% of the tasks each`,
    iconClassName: 'bg-brand-50 text-brand-600 dark:bg-brand-900/40 dark:text-brand-300',
    valueClassName: 'text-brand-700 dark:text-brand-300',
    bar: 'brand',
  },
};

const BAND_ORDER: WorkloadBand[] = ['balanced', 'overloaded', 'underutilized'];

export function WorkloadView({ data }: { data: AnalyticsResponse }) {
  const [shown, setShown] = useState(MEMBER_ROWS_STEP);
  const { members, workloadDistribution, summary } = data;
  if (members.length === 0) return <NoMembers eventName={data.selectedEventName} />;
  const advice = workloadRecommendation(members);
  const AdviceIcon = advice.tone === 'success' ? CheckCircle2 : Lightbulb;

  return (
    <div className="space-y-6">
      <dl className="grid gap-3 sm:gap-4 md:grid-cols-3">
        {BAND_ORDER.map((band) => {
          const { icon: Icon, range, iconClassName, valueClassName } = BAND_LOOKS[band];
          const share = workloadDistribution[band];
          return (
            <div key={band} className="relative min-w-0 rounded-xl border border-line bg-surface p-4 pl-18 shadow-sm sm:p-5 sm:pl-21">
              <dt className="text-sm font-semibold text-ink">
                <span
                  className={cn('absolute top-1/2 left-4 flex size-10 -translate-y-1/2 items-center justify-center rounded-xl sm:left-5 sm:size-12', iconClassName)}
                  aria-hidden="true"
                >
                  <Icon className="size-6" />
                </span>
                {WORKLOAD_BAND_LABELS[band]}
              </dt>
              <dd>
                <span className={cn('text-2xl font-bold tabular-nums', valueClassName)}>{formatPercent(share.percentage)}</span>
                <span className="ml-2 text-sm text-ink-muted">{countLabel(share.count, 'member')}</span>
                <span className="block text-xs text-ink-subtle">{range}</span>
              </dd>
            </div>
          );
        })}
      </dl>

      <div className="grid items-start gap-6 lg:grid-cols-3">
        <SectionCard
          title="Individual Workload"
          description={`Each member's share of the ${countLabel(summary.totalTasks, 'task')} in the period. Average ${formatPercent(summary.averageWorkload)}.`}
          aside={
            <span className="inline-flex items-center gap-2 text-xs">
              <span className="inline-block h-3 w-px bg-ink-subtle" aria-hidden="true" />
              {`Marks at ${WORKLOAD_BALANCED_MIN}% and ${WORKLOAD_BALANCED_MAX}%`}
            </span>
          }
          className="lg:col-span-2"
        >
          <ul className="space-y-4">
            {members.slice(0, shown).map((member) => {
              const band = workloadBandOf(member.workloadPercentage);
              return (
                <li key={member.id} className="flex items-center gap-3">
                  <MemberAvatar name={member.name} size="sm" />
                  <div className="min-w-0 flex-1">
                    <div className="mb-1.5 flex items-baseline justify-between gap-3">
                      <p className="min-w-0 truncate text-sm font-medium text-ink" title={member.name}>
                        {memberDisplayName(member.name)}
                      </p>
                      <p className="shrink-0 text-sm font-semibold text-ink tabular-nums">{formatPercent(member.workloadPercentage)}</p>
                    </div>
                    <div className="relative">
                      <ProgressBar
                        value={member.workloadPercentage}
                        label={`${member.name} workload`}
                        valueText={`${formatPercent(member.workloadPercentage)} of the tasks, ${WORKLOAD_BAND_LABELS[band].toLowerCase()}`}
                        tone={BAND_LOOKS[band].bar}
                        className="h-2.5"
                      />
                      {[WORKLOAD_BALANCED_MIN, WORKLOAD_BALANCED_MAX].map((mark) => (
                        <span
                          key={mark}
                          aria-hidden="true"
                          className="absolute -top-0.5 h-3.5 w-px bg-ink-subtle/70"
                          style={{ left: `${mark}%` }}
                        />
                      ))}
                    </div>
                    <div className="mt-1 flex justify-between gap-3 text-xs">
                      <span className="text-ink-muted">{countLabel(member.tasksTotal, 'task')}</span>
                      <span className={cn('font-medium', BAND_LOOKS[band].valueClassName)}>{WORKLOAD_BAND_LABELS[band]}</span>
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
          <ShowMore
            shown={Math.min(shown, members.length)}
            total={members.length}
            noun="members"
            step={MEMBER_ROWS_STEP}
            onMore={() => setShown((count) => count + MEMBER_ROWS_STEP)}
          />
        </SectionCard>

        <section
          aria-labelledby="workload-advice"
          className={cn(
            'rounded-xl border p-5 shadow-sm sm:p-6 lg:sticky lg:top-20',
            advice.tone === 'success'
              ? 'border-emerald-200 bg-emerald-50 text-emerald-950 dark:border-emerald-900 dark:bg-emerald-950/40 dark:text-emerald-50'
              : 'border-amber-200 bg-amber-50 text-amber-950 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-50',
          )}
        >
          <div className="flex items-center gap-2">
            <AdviceIcon className="size-5 shrink-0" aria-hidden="true" />
            <h2 id="workload-advice" className="font-semibold">
              Recommendation
            </h2>
          </div>
          <p className="mt-3 text-sm font-semibold">{advice.title}</p>
          <p className="mt-1 text-sm leading-relaxed">{advice.text}</p>
        </section>
      </div>
    </div>
  );
}
