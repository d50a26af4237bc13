import { useState } from 'react';
import { AlertTriangle, CalendarRange, CheckCircle2, Dumbbell, Flame, Flag, ListTodo, Percent, Target, Trophy, Users, type LucideIcon } from 'lucide-react';
import type { AchievementKind, AnalyticsResponse } from '../../../../domain/analytics.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { countLabel, formatCount } from '../../../../domain/english-format.ts';
import { ACHIEVEMENT_ROWS_STEP, EVENT_ROWS_STEP, formatPercent } from '../utils/analytics-display.ts';
import { ChangeLabel } from './change-label.tsx';
import { SectionCard } from './section-card.tsx';
import { ShowMore } from './show-more.tsx';

interface StatProps {
  label: string;
  value: string;
  change: string;
  comparedWith: string;
  icon: LucideIcon;
  iconClassName: string;
}

function Stat({ label, value, change, comparedWith, icon: Icon, iconClassName }: StatProps) {
  return (
    <div className="flex min-w-0 flex-col rounded-xl border border-line bg-surface p-4 shadow-sm sm:p-5">
      <dt className="flex items-start justify-between gap-3 text-sm font-medium text-ink-muted">
        {label}
        <span className={`flex size-8 shrink-0 items-center justify-center rounded-lg sm:size-10 ${iconClassName}`}>
          <Icon className="size-4 sm:size-5" aria-hidden="true" />
        </span>
      </dt>
      <dd className="flex flex-col gap-3">
        <span className="text-2xl font-bold tracking-tight text-ink tabular-nums sm:text-3xl">{value}</span>
        <ChangeLabel label={change} comparedWith={comparedWith} />
      </dd>
    </div>
  );
}

const ACHIEVEMENT_ICONS: Record<AchievementKind, { icon: LucideIcon; className: string }> = {
  'week-warrior': { icon: Flame, className: 'bg-orange-50 text-orange-600 dark:bg-orange-900/30 dark:text-orange-300' },
  'perfect-score': { icon: Target, className: 'bg-emerald-50 text-emerald-600 dark:bg-emerald-900/30 dark:text-emerald-300' },
  'event-master': { icon: Flag, className: 'bg-brand-50 text-brand-600 dark:bg-brand-900/40 dark:text-brand-300' },
  'heavy-lifter': { icon: Dumbbell, className: 'bg-sky-50 text-sky-600 dark:bg-sky-900/30 dark:text-sky-300' },
};

export function OverviewView({ data }: { data: AnalyticsResponse }) {
  const { summary, events, achievements } = data;
  const comparedWith = `vs previous ${data.period} days`;
  const [eventsShown, setEventsShown] = useState(EVENT_ROWS_STEP);
  const [achievementsShown, setAchievementsShown] = useState(ACHIEVEMENT_ROWS_STEP);

  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <Stat
          label="Total Tasks"
          value={formatCount(summary.totalTasks)}
          change={summary.changes.totalTasks}
          comparedWith={comparedWith}
          icon={ListTodo}
          iconClassName="bg-brand-50 text-brand-600 dark:bg-brand-900/40 dark:text-brand-300"
        />
        <Stat
          label="Completed"
          value={formatCount(summary.completedTasks)}
          change={summary.changes.completedTasks}
          comparedWith={comparedWith}
          icon={CheckCircle2}
          iconClassName="bg-emerald-50 text-emerald-600 dark:bg-emerald-900/30 dark:text-emerald-300"
        />
        <Stat
          label="Completion Rate"
          value={formatPercent(summary.overallCompletion)}
          change={summary.changes.overallCompletion}
          comparedWith={comparedWith}
          icon={Percent}
          iconClassName="bg-amber-50 text-amber-600 dark:bg-amber-900/30 dark:text-amber-300"
        />
        <Stat
          label="Team Members"
          value={formatCount(summary.teamSize)}
          change={summary.changes.teamSize}
          comparedWith={comparedWith}
          icon={Users}
          iconClassName="bg-sky-50 text-sky-600 dark:bg-sky-900/30 dark:text-sky-300"
        />
      </dl>

      <div className="grid gap-6 lg:grid-cols-3">
        <SectionCard
          title="Event Progress"
          description="Each event's completed tasks out of all its tasks, whatever the period."
          aside={countLabel(events.length, 'event')}
          className="lg:col-span-2"
        >
          {events.length === 0 ? (
            <EmptyState icon={CalendarRange} title="No events yet" className="border-0 py-8">
              Create an event and add its tasks to follow its progress here.
            </EmptyState>
          ) : (
            <>
              <ul className="space-y-5">
                {events.slice(0, eventsShown).map((event) => (
                  <li key={event.id} className="min-w-0">
                    <div className="mb-2 flex items-baseline justify-between gap-3">
                      <h3 className="truncate text-sm font-semibold text-ink" title={event.title}>
                        {event.title}
                      </h3>
                      <span className="shrink-0 text-sm font-semibold text-ink tabular-nums">{formatPercent(event.progress)}</span>
                    </div>
                    <ProgressBar
                      value={event.progress}
                      label={`${event.title} progress`}
                      valueText={`${formatCount(event.tasksCompleted)} of ${countLabel(event.tasksTotal, 'task')} completed`}
                      tone={event.progress >= 90 ? 'success' : 'brand'}
                      className="h-2.5"
                    />
                    <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-muted">
                      <span className="inline-flex items-center gap-1">
                        <CheckCircle2 className="size-3.5 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
                        {event.tasksTotal === 0 ? 'No tasks yet' : `${formatCount(event.tasksCompleted)} of ${countLabel(event.tasksTotal, 'task')} completed`}
                      </span>
                      <span className="inline-flex items-center gap-1">
                        <Users className="size-3.5 text-ink-subtle" aria-hidden="true" />
                        {`Team of ${formatCount(event.teamSize)}`}
                      </span>
                      {event.tasksOverdue > 0 && (
                        <span className="inline-flex items-center gap-1 font-medium text-red-700 dark:text-red-300">
                          <AlertTriangle className="size-3.5" aria-hidden="true" />
                          {`${formatCount(event.tasksOverdue)} overdue`}
                        </span>
                      )}
                    </p>
                  </li>
                ))}
              </ul>
              <ShowMore
                shown={Math.min(eventsShown, events.length)}
                total={events.length}
                noun="events"
                step={EVENT_ROWS_STEP}
                onMore={() => setEventsShown((shown) => shown + EVENT_ROWS_STEP)}
              />
            </>
          )}
        </SectionCard>

        <SectionCard title="Achievements" description="In the period; events at 90% or more." aside={formatCount(achievements.length)}>
          {achievements.length === 0 ? (
            <div className="flex flex-1 flex-col items-center justify-center gap-2 py-6 text-center text-sm text-ink-muted">
              <Trophy className="size-8 text-ink-subtle" aria-hidden="true" />
              <p>No achievements in this period yet.</p>
              <p className="text-xs text-ink-subtle">Week Warrior, Perfect Score, Event Master and Heavy Lifter show up here when earned.</p>
            </div>
          ) : (
            <>
              <ul className="space-y-3">
                {achievements.slice(0, achievementsShown).map((achievement, index) => {
                  const { icon: Icon, className } = ACHIEVEMENT_ICONS[achievement.kind];
                  return (
                    <li key={`${achievement.kind}-${achievement.memberId ?? achievement.eventId ?? index}`} className="flex items-start gap-3">
                      <span className={`flex size-9 shrink-0 items-center justify-center rounded-lg ${className}`}>
                        <Icon className="size-4" aria-hidden="true" />
                      </span>
                      <div className="min-w-0">
                        <p className="text-sm font-semibold text-ink">{achievement.title}</p>
                        <p className="text-xs break-words text-ink-muted">{achievement.description}</p>
                      </div>
                    </li>
                  );
                })}
              </ul>
              <ShowMore
                shown={Math.min(achievementsShown, achievements.length)}
                total={achievements.length}
                noun="achievements"
                step={ACHIEVEMENT_ROWS_STEP}
                onMore={() => setAchievementsShown((shown) => shown + ACHIEVEMENT_ROWS_STEP)}
              />
            </>
          )}
        </SectionCard>
      </div>
    </div>
  );
}
