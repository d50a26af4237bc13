import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import { AlertTriangle, CalendarClock, CalendarDays, CalendarRange, ChevronRight, ListTodo, Users } from 'lucide-react';
import type { Dashboard } from '../../../../domain/dashboard.ts';
import { cn } from '../../../lib/cn.ts';
import { formatCount } from '../../../../domain/english-format.ts';

interface FigureProps {
  label: string;
  value: number;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  tone: string;
  to: string;
  hint?: ReactNode;
}

function Figure({ label, value, icon: Icon, tone, to, hint }: FigureProps) {
  return (
    <li>
      <Link
        to={to}
        className="group flex h-full items-start gap-3 rounded-xl border border-line bg-surface p-4 shadow-sm transition-[box-shadow,border-color] hover:border-line-strong hover:shadow-md focus-visible:border-line-strong"
      >
        <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-lg', tone)}>
          <Icon className="size-5" aria-hidden />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block text-sm text-ink-muted">{label}</span>
          <span className="block text-2xl font-bold text-ink tabular-nums" data-testid="figure-value">
            {formatCount(value)}
          </span>
          {hint && <span className="block text-xs text-ink-subtle">{hint}</span>}
        </span>
        {/* Each figure opens the list of exactly what it counts. */}
        <ChevronRight
          className="size-4 shrink-0 self-center text-ink-subtle transition-transform group-hover:translate-x-0.5 group-hover:text-ink-muted motion-reduce:transition-none"
          aria-hidden
        />
      </Link>
    </li>
  );
}

/**
 * The account's figures as GET /api/dashboard counts them, each leading to the list of exactly the
 * records it counts: the events by status, the tasks by the status filter's Open, Due this week and
 * Past due (the task list's `due` choices), the team.
 */
export function DashboardFigures({ dashboard }: { dashboard: Dashboard }) {
  const { events, tasks, teamMembers } = dashboard;
  return (
    <ul aria-label="Figures" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-6">
      <Figure
        label="Upcoming events"
        value={events.upcoming}
        icon={CalendarDays}
        tone="bg-brand-50 text-brand-600 dark:bg-brand-900/40 dark:text-brand-300"
        to="/app/events?status=upcoming"
      />
      <Figure
        label="Active events"
        value={events.active}
        icon={CalendarClock}
        tone="bg-emerald-50 text-emerald-600 dark:bg-emerald-900/30 dark:text-emerald-300"
        to="/app/events?status=active"
      />
      <Figure
        label="Open tasks"
        value={tasks.open}
        icon={ListTodo}
        tone="bg-sky-50 text-sky-600 dark:bg-sky-900/30 dark:text-sky-300"
        to="/app/tasks?due=open"
      />
      <Figure
        label="Due this week"
        value={tasks.dueThisWeek}
        icon={CalendarRange}
        tone="bg-amber-50 text-amber-700 dark:bg-amber-900/30 dark:text-amber-300"
        to="/app/tasks?due=week"
      />
      <Figure
        label="Overdue tasks"
        value={tasks.overdue}
        icon={AlertTriangle}
        tone="bg-red-50 text-red-600 dark:bg-red-900/30 dark:text-red-300"
        to="/app/tasks?due=past"
      />
      <Figure label="Team members" value={teamMembers} icon={Users} tone="bg-violet-50 text-violet-600 dark:bg-violet-900/30 dark:text-violet-300" to="/app/team" />
    </ul>
  );
}

/** Placeholders of the figures' size while they load, so nothing moves when they arrive. */
export function DashboardFiguresSkeleton() {
  return (
    <div role="status" aria-label="Loading figures" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-6">
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className="h-[88px] animate-pulse rounded-xl border border-line bg-surface motion-reduce:animate-none" />
      ))}
    </div>
  );
}
