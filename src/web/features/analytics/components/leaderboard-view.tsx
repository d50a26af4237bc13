import { useState, type ReactNode } from 'react';
import { AlertOctagon, AlertTriangle, Crown, Flame, Info, Medal, Trophy, Users } from 'lucide-react';
import {
  BADGES,
  POINTS_PER_COMPLETED,
  POINTS_PER_IN_PROGRESS,
  POINTS_PER_LEVEL,
  POINTS_PER_TODO,
  STREAK_CAP,
  type AnalyticsResponse,
  type MemberStats,
} from '../../../../domain/analytics.ts';
import { memberDisplayName } from '../../../../domain/team.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { countLabel, formatCount } from '../../../../domain/english-format.ts';
import { cn } from '../../../lib/cn.ts';
import {
  MEMBER_ROWS_STEP,
  WORKLOAD_HIGH_ABOVE,
  WORKLOAD_LEVEL_LABELS,
  WORKLOAD_VERY_HIGH_ABOVE,
  formatPercent,
  ordinal,
  workloadBase,
  workloadLevelOf,
} from '../utils/analytics-display.ts';
import { MemberAvatar } from '../../../entities/team-members/components/member-avatar.tsx';
import { MemberBadge } from './member-badge.tsx';
import { NoMembers } from './no-members.tsx';
import { SectionCard } from './section-card.tsx';
import { ShowMore } from './show-more.tsx';

const PODIUM_LOOKS = [
  {
    icon: Crown,
    medal: 'bg-amber-400 text-amber-950',
    card: 'border-amber-300 ring-2 ring-amber-300/60 sm:pt-10 sm:pb-8 dark:border-amber-500/60 dark:ring-amber-500/30',
    band: 'from-amber-100 dark:from-amber-500/20',
    order: 'sm:order-2',
  },
  {
    icon: Medal,
    medal: 'bg-slate-300 text-slate-900 dark:bg-slate-400',
    card: 'border-line sm:pt-8 sm:pb-5',
    band: 'from-slate-100 dark:from-slate-500/20',
    order: 'sm:order-1',
  },
  {
    icon: Medal,
    medal: 'bg-orange-300 text-orange-950',
    card: 'border-line sm:pt-6 sm:pb-5',
    band: 'from-orange-100 dark:from-orange-500/20',
    order: 'sm:order-3',
  },
] as const;

function Podium({ performers }: { performers: MemberStats[] }) {
  return (
    <ol className={cn('grid items-end gap-4', performers.length === 1 ? 'sm:mx-auto sm:max-w-sm' : performers.length === 2 ? 'sm:grid-cols-2' : 'sm:grid-cols-3')}>
      {performers.map((member, index) => {
        const look = PODIUM_LOOKS[index]!;
        const Icon = look.icon;
        return (
          <li
            key={member.id}
            className={cn(
              'relative grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-3 gap-y-2 overflow-hidden rounded-xl border bg-surface p-4 shadow-sm',
              'sm:flex sm:flex-col sm:items-center sm:gap-0 sm:px-4 sm:text-center',
              look.card,
              performers.length > 1 && look.order,
            )}
          >
            <div className={cn('pointer-events-none absolute inset-x-0 top-0 h-20 bg-gradient-to-b to-transparent', look.band)} aria-hidden="true" />
            <span
              className={cn(
                'relative col-span-3 inline-flex items-center gap-1 justify-self-start rounded-full px-2.5 py-0.5 text-xs font-bold shadow-sm sm:mb-3',
                look.medal,
              )}
            >
              <Icon className="size-3.5" aria-hidden="true" />
              {`${ordinal(index + 1)} place`}
            </span>
            <MemberAvatar name={member.name} size={index === 0 ? 'lg' : 'md'} className="relative max-sm:size-12 max-sm:text-base" />
            <div className="relative min-w-0 sm:mt-3 sm:max-w-full">
              <h3 className="truncate font-semibold text-ink" title={member.name}>
                {memberDisplayName(member.name)}
              </h3>
              <p className="truncate text-xs text-ink-muted" title={member.assignedEvent}>
                {member.assignedEvent}
              </p>
            </div>
            <p className="relative text-right text-2xl font-bold tracking-tight text-ink tabular-nums sm:mt-3 sm:text-center sm:text-3xl">
              {formatCount(member.points)}
              <span className="ml-1 block text-xs font-medium text-ink-muted sm:inline sm:text-sm">points</span>
            </p>
            <div className="relative col-span-3 flex flex-wrap items-center gap-x-3 gap-y-2 sm:mt-1 sm:flex-col sm:gap-3">
              <p className="text-xs text-ink-muted">{`Level ${member.level} · ${formatPercent(member.completionRate)} completed`}</p>
              <MemberBadge badge={member.badge} />
            </div>
          </li>
        );
      })}
    </ol>
  );
}

const workloadLooks = {
  normal: { className: 'text-ink', icon: null },
  high: { className: 'text-amber-700 dark:text-amber-300', icon: AlertTriangle },
  'very-high': { className: 'text-red-700 dark:text-red-300', icon: AlertOctagon },
} as const;

/**
 * A member's share of the tasks: yellow with a warning sign above 25%, red above 40%, with the word
 * (on a phone, where the ranking's row has no room for it, the sign's shape and the word read out
 * say it: a triangle for high, an octagon for very high).
 */
export function WorkloadFigure({ value }: { value: number }) {
  const level = workloadLevelOf(value);
  const { className, icon: Icon } = workloadLooks[level];
  const word = WORKLOAD_LEVEL_LABELS[level];
  return (
    <span className={cn('inline-flex flex-wrap items-center gap-x-1 font-semibold tabular-nums', className)}>
      {Icon && <Icon className="size-3 shrink-0 sm:size-3.5" aria-hidden="true" />}
      {formatPercent(value)}
      {word && <span className="text-xs font-medium max-sm:sr-only">{` ${word}`}</span>}
    </span>
  );
}

/**
 * One figure of a ranked member. On a phone the figures run on as "Completion 60%" pairs, two lines
 * for the seven; from lg up each is a column, label over value, on the member's one row.
 */
function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 items-center gap-1 lg:flex-col lg:items-start lg:gap-0">
      <dt className="truncate text-ink-muted lg:text-xs">{label}</dt>
      <dd className="font-semibold whitespace-nowrap text-ink tabular-nums lg:text-sm">{children}</dd>
    </div>
  );
}

/**
 * A member of the Team Ranking, compact so that twenty fit in a screen or two: on a phone a row of
 * rank, name (user ID, event and badge under it) and points, with the figures in two short lines
 * below; from lg up all of it on one row.
 */
function RankedMember({ member, rank }: { member: MemberStats; rank: number }) {
  return (
    <li className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-3 gap-y-0.5 py-1.5 first:pt-0 last:pb-0 lg:grid-cols-[auto_auto_minmax(0,17rem)_minmax(0,1fr)_auto] lg:gap-x-4 lg:py-2">
      <span
        className={cn(
          'flex h-6 min-w-6 shrink-0 items-center justify-center rounded-full px-1 text-xs font-bold tabular-nums lg:h-8 lg:min-w-8 lg:px-1.5 lg:text-sm',
          rank <= 3 && member.points > 0 ? 'bg-amber-100 text-amber-900 dark:bg-amber-500/20 dark:text-amber-200' : 'bg-surface-muted text-ink-muted',
        )}
      >
        <span className="sr-only">Rank </span>
        {rank}
      </span>
      <span className="hidden lg:block">
        <MemberAvatar name={member.name} size="sm" />
      </span>
      <div className="min-w-0">
        <h3 className="truncate text-sm leading-5 font-semibold text-ink" title={member.name}>
          {memberDisplayName(member.name)}
        </h3>
        <div className="flex min-w-0 items-center gap-2 text-xs leading-4 text-ink-muted">
          <p className="min-w-0 truncate">
            {/* On a phone the event has the line: the user ID is not among the ranking's figures. */}
            <span className="font-mono max-sm:hidden">{member.userId}</span>
            <span aria-hidden="true" className="max-sm:hidden">
              {' · '}
            </span>
            <span className="sr-only">, event </span>
            <span title={member.assignedEvent}>{member.assignedEvent}</span>
          </p>
          <MemberBadge badge={member.badge} className="-my-0.5 shrink-0" />
        </div>
      </div>
      <dl className="col-span-3 row-start-2 flex flex-wrap gap-x-2 text-[0.6875rem] leading-[0.875rem] sm:gap-x-3 lg:col-span-1 lg:col-start-4 lg:row-start-1 lg:grid lg:grid-cols-[1fr_1.7fr_1fr_1fr_1fr_0.8fr_0.9fr] lg:gap-x-3 lg:text-sm lg:leading-5">
        <Stat label="Completion">{formatPercent(member.completionRate)}</Stat>
        <Stat label="Workload">
          <WorkloadFigure value={member.workloadPercentage} />
        </Stat>
        <Stat label="Streak">
          <span className="inline-flex items-center gap-0.5">
            {member.streak > 0 && <Flame className="size-3.5 text-orange-500 max-sm:hidden" aria-hidden="true" />}
            {countLabel(member.streak, 'day')}
          </span>
        </Stat>
        <Stat label="Completed">
          <span className="text-emerald-700 dark:text-emerald-300">{formatCount(member.tasksCompleted)}</span>
        </Stat>
        <Stat label="In Progress">
          <span className="text-sky-700 dark:text-sky-300">{formatCount(member.tasksInProgress)}</span>
        </Stat>
        <Stat label="To Do">{formatCount(member.tasksTodo)}</Stat>
        <Stat label="Overdue">
          <span className={member.tasksOverdue > 0 ? 'text-red-700 dark:text-red-300' : undefined}>{formatCount(member.tasksOverdue)}</span>
        </Stat>
      </dl>
      <div className="col-start-3 row-start-1 text-right lg:col-start-5">
        <p className="text-xs leading-5 whitespace-nowrap text-ink-muted">
          <span className="text-base leading-5 font-bold text-ink tabular-nums">{formatCount(member.points)}</span> points
        </p>
        <dl className="flex justify-end gap-1 text-xs leading-4 whitespace-nowrap text-ink-muted">
          <dt>Level</dt>
          <dd className="font-semibold text-ink tabular-nums">{member.level}</dd>
        </dl>
      </div>
    </li>
  );
}

function HowItWorks({ allEvents }: { allEvents: boolean }) {
  return (
    <details className="group rounded-xl border border-line bg-surface px-5 py-4 text-sm shadow-sm">
      <summary className="flex cursor-pointer items-center gap-2 font-medium text-ink marker:content-none">
        <Info className="size-4 text-brand-600 dark:text-brand-300" aria-hidden="true" />
        How points, levels and badges work
      </summary>
      <div className="mt-4 grid gap-6 text-ink-muted md:grid-cols-2">
        <div className="space-y-2">
          <p>
            {`Points: ${POINTS_PER_COMPLETED} per completed task, ${POINTS_PER_IN_PROGRESS} per task in progress and ${POINTS_PER_TODO} per task to do, counting the tasks in the period. Every ${POINTS_PER_LEVEL} points is a level.`}
          </p>
          <p>{`Streak: days in a row, up to ${STREAK_CAP}, on which the member completed a task.`}</p>
          <p>
            {`Workload: the member's share of ${workloadBase(allEvents)} in the period${allEvents ? ', so each member is compared with their own team' : ''}. ` +
              `It turns yellow above ${WORKLOAD_HIGH_ABOVE}% and red above ${WORKLOAD_VERY_HIGH_ABOVE}%.`}
          </p>
        </div>
        <div>
          <p className="mb-2">Each member gets the first badge they qualify for:</p>
          <ul className="space-y-1.5">
            {BADGES.map((badge) => (
              <li key={badge.name} className="flex flex-wrap items-center gap-2">
                <MemberBadge badge={badge.name} />
                <span className="text-xs">{badge.description}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </details>
  );
}

export function LeaderboardView({ data }: { data: AnalyticsResponse }) {
  const [shown, setShown] = useState(MEMBER_ROWS_STEP);
  const { members, topPerformers } = data;
  if (members.length === 0) return <NoMembers eventName={data.selectedEventName} />;

  return (
    <div className="space-y-6">
      <SectionCard title="Top Performers" description="The three members with the most points in the period.">
        {topPerformers.length === 0 ? (
          <EmptyState icon={Trophy} title="No performers to rank yet" className="border-0 py-8">
            {`Members earn points from the tasks assigned to them in the period: ${POINTS_PER_COMPLETED} for each completed, ${POINTS_PER_IN_PROGRESS} in progress and ${POINTS_PER_TODO} to do.`}
          </EmptyState>
        ) : (
          <Podium performers={topPerformers} />
        )}
      </SectionCard>

      <SectionCard
        title="Team Ranking"
        description="Every member in scope, by points."
        aside={
          <span className="inline-flex items-center gap-1.5">
            <Users className="size-4" aria-hidden="true" />
            {countLabel(members.length, 'member')}
          </span>
        }
      >
        <ol className="divide-y divide-line">
          {members.slice(0, shown).map((member, index) => (
            <RankedMember key={member.id} member={member} rank={index + 1} />
          ))}
        </ol>
        <ShowMore
          shown={Math.min(shown, members.length)}
          total={members.length}
          noun="members"
          step={MEMBER_ROWS_STEP}
          onMore={() => setShown((count) => count + MEMBER_ROWS_STEP)}
        />
      </SectionCard>

      <HowItWorks allEvents={data.selectedEventName === null} />
    </div>
  );
}
