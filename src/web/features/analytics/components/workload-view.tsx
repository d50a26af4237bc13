import { useState } from 'react';
import { BatteryLow, CheckCircle2, Lightbulb, Scale, TriangleAlert, type LucideIcon } from 'lucide-react';
import {
  WORKLOAD_BALANCED_MAX,
  WORKLOAD_BALANCED_MIN,
  WORKLOAD_BAND_LABELS,
  workloadBandOf,
  type AnalyticsResponse,
  type MemberStats,
  type WorkloadBand,
} from '../../../../domain/analytics.ts';
import { countLabel } from '../../../../domain/english-format.ts';
import { memberDisplayName } from '../../../../domain/team.ts';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { cn } from '../../../lib/cn.ts';
import { MEMBER_ROWS_STEP, formatPercent, workloadBase, workloadRecommendation } from '../utils/analytics-display.ts';
import { MemberAvatar } from '../../../entities/team-members/components/member-avatar.tsx';
import { NoMembers } from './no-members.tsx';
import { SectionCard } from './section-card.tsx';
import { ShowMore } from './show-more.tsx';

interface BandLook {
  icon: LucideIcon;
  range: (base: string) => string;
  iconClassName: string;
  valueClassName: string;
  bar: 'success' | 'danger' | 'brand';
}

const BAND_LOOKS: Record<WorkloadBand, BandLook> = {
  balanced: {
    icon: Scale,
    range: (base) => `${WORKLOAD_BALANCED_MIN}–${WORKLOAD_BALANCED_MAX}% of ${base} each`,
    iconClassName: 'bg-emerald-50 text-emerald-600 dark:bg-emerald-900/30 dark:text-emerald-300',
    valueClassName: 'text-emerald-700 dark:text-emerald-300',
    bar: 'success',
  },
  overloaded: {
    icon: TriangleAlert,
    range: (base) => `Over ${WORKLOAD_BALANCED_MAX}% of ${base} each`,
    iconClassName: 'bg-red-50 text-red-600 dark:bg-red-900/30 dark:text-red-300',
    valueClassName: 'text-red-700 dark:text-red-300',
    bar: 'danger',
  },
  underutilized: {
    icon: BatteryLow,
    range: (base) => `Under ${WORKLOAD_BALANCED_MIN}% of ${base} each`,
    iconClassName: 'bg-brand-50 text-brand-600 dark:bg-brand-900/40 dark:text-brand-300',
    valueClassName: 'text-brand-700 dark:text-brand-300',
    bar: 'brand',
  },
};

const BAND_ORDER: WorkloadBand[] = ['balanced', 'overloaded', 'underutilized'];

function MemberWorkload({ member, base }: { member: MemberStats; base: string }) {
  const band = workloadBandOf(member.workloadPercentage);
  return (
    <li className="flex items-center gap-3">
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
            valueText={`${formatPercent(member.workloadPercentage)} of ${base}, ${WORKLOAD_BAND_LABELS[band].toLowerCase()}`}
            tone={BAND_LOOKS[band].bar}
            className="h-2.5"
          />
          {[WORKLOAD_BALANCED_MIN, WORKLOAD_BALANCED_MAX].map((mark) => (
            <span key={mark} aria-hidden="true" className="absolute -top-0.5 h-3.5 w-px bg-ink-subtle/70" style={{ left: `${mark}%` }} />
          ))}
        </div>
        <div className="mt-1 flex justify-between gap-3 text-xs">
          <span className="text-ink-muted">{countLabel(member.tasksTotal, 'task')}</span>
          <span className={cn('font-medium', BAND_LOOKS[band].valueClassName)}>{WORKLOAD_BAND_LABELS[band]}</span>
        </div>
      </div>
    </li>
  );
}

/**
 * With All Events the bars come in groups, one per event (A to Z), each member against the event's
 * own tasks in the period; with one event chosen, one list. Members keep the order given (points).
 */
function groupByEvent(members: readonly MemberStats[], events: AnalyticsResponse['events']) {
  const order = new Map(events.map((event, index) => [event.id, index]));
  const groups: { event: AnalyticsResponse['events'][number] | undefined; eventId: number; name: string; members: MemberStats[] }[] = [];
  const sorted = [...members].sort((a, b) => (order.get(a.eventId) ?? 0) - (order.get(b.eventId) ?? 0));
  for (const member of sorted) {
    const last = groups.at(-1);
    if (last?.eventId === member.eventId) last.members.push(member);
    else groups.push({ event: events.find((event) => event.id === member.eventId), eventId: member.eventId, name: member.assignedEvent, members: [member] });
  }
  return groups;
}

export function WorkloadView({ data }: { data: AnalyticsResponse }) {
  const [shown, setShown] = useState(MEMBER_ROWS_STEP);
  const { members, workloadDistribution, summary } = data;
  if (members.length === 0) return <NoMembers eventName={data.selectedEventName} />;
  const allEvents = data.selectedEventName === null;
  const base = workloadBase(allEvents);
  const advice = workloadRecommendation(members, allEvents);
  const AdviceIcon = advice.tone === 'success' ? CheckCircle2 : Lightbulb;
  const groups = allEvents ? groupByEvent(members, data.events) : null;
  const listed = groups ? groups.flatMap((group) => group.members) : members;
  const shownIds = new Set(listed.slice(0, shown).map((member) => member.id));

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
                <span className="block text-xs text-ink-subtle">{range(base)}</span>
              </dd>
            </div>
          );
        })}
      </dl>

      <div className="grid items-start gap-6 lg:grid-cols-3">
        <SectionCard
          title="Individual Workload"
          description={
            allEvents
              ? `Each member's share of their own event's tasks in the period, so members are compared within their team. Average ${formatPercent(summary.averageWorkload)}.`
              : `Each member's share of the ${countLabel(summary.totalTasks, 'task')} in the period. Average ${formatPercent(summary.averageWorkload)}.`
          }
          aside={
            <span className="inline-flex items-center gap-2 text-xs">
              <span className="inline-block h-3 w-px bg-ink-subtle" aria-hidden="true" />
              {`Marks at ${WORKLOAD_BALANCED_MIN}% and ${WORKLOAD_BALANCED_MAX}%`}
            </span>
          }
          className="lg:col-span-2"
        >
          {groups ? (
            <div className="space-y-6">
              {groups
                .filter((group) => group.members.some((member) => shownIds.has(member.id)))
                .map((group) => (
                  <div key={group.eventId}>
                    <h3 className="mb-3 flex flex-wrap items-baseline justify-between gap-x-3 border-b border-line pb-1.5 text-sm font-semibold text-ink">
                      <span className="min-w-0 truncate" title={group.name}>
                        {group.name}
                      </span>
                      <span className="shrink-0 text-xs font-normal text-ink-muted">
                        {`${countLabel(group.event?.tasksInPeriod ?? 0, 'task')} in the period · team of ${group.event?.teamSize ?? group.members.length}`}
                      </span>
                    </h3>
                    <ul className="space-y-4">
                      {group.members
                        .filter((member) => shownIds.has(member.id))
                        .map((member) => (
                          <MemberWorkload key={member.id} member={member} base={base} />
                        ))}
                    </ul>
                  </div>
                ))}
            </div>
          ) : (
            <ul className="space-y-4">
              {members.slice(0, shown).map((member) => (
                <MemberWorkload key={member.id} member={member} base={base} />
              ))}
            </ul>
          )}
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
          {advice.lines.map((line) => (
            <p key={line} className="mt-2 text-sm leading-relaxed break-words">
              {line}
            </p>
          ))}
        </section>
      </div>
    </div>
  );
}
