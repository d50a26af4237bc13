import { Link } from 'react-router';
import { BarChart3, CalendarPlus, CheckSquare, Users } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { userMessage } from '../../lib/api.ts';
import { useSession } from '../../lib/session.ts';
import { useToday } from '../../lib/use-today.ts';
import { useDashboard } from './api/get-dashboard.ts';
import { DashboardFigures, DashboardFiguresSkeleton } from './components/dashboard-figures.tsx';
import { NextEventCard } from './components/next-event-card.tsx';
import { SampleDataCard } from './components/sample-data-card.tsx';
import { SoonestTasks } from './components/soonest-tasks.tsx';
import { WelcomeBanner } from './components/welcome-banner.tsx';
import { greetingFor } from './utils/dashboard-display.ts';
import { createRequestHref } from '../../lib/use-create-request.ts';
import { useCanEdit } from '../../lib/workspaces.ts';

const QUICK_ACTIONS = [
  { to: createRequestHref('event'), label: 'Create Event', icon: CalendarPlus, creates: true },
  { to: '/app/tasks', label: 'Manage Tasks', icon: CheckSquare, creates: false },
  { to: '/app/team', label: 'Team Management', icon: Users, creates: false },
  { to: '/app/analytics', label: 'View Analytics', icon: BarChart3, creates: false },
];

export function DashboardPage() {
  // The greeting is the signed-in person's own, whichever workspace the figures are from.
  const { user } = useSession();
  const canEdit = useCanEdit();
  const firstName = user?.name.split(' ')[0] ?? '';
  const today = useToday();
  const dashboard = useDashboard(today);
  return (
    <>
      <PageHeader title={`${greetingFor(new Date().getHours())}, ${firstName}!`} subtitle="Here is where your events stand today." />
      <WelcomeBanner />
      {canEdit && dashboard.data?.events.total === 0 && <SampleDataCard />}
      {dashboard.isError && !dashboard.data ? (
        <Notice
          tone="danger"
          title="Could not load your figures"
          className="mb-8"
          action={
            <Button size="sm" variant="secondary" onClick={() => void dashboard.refetch()}>
              Try Again
            </Button>
          }
        >
          {userMessage(dashboard.error)}
        </Notice>
      ) : (
        <div className="mb-8 flex flex-col gap-4">
          {dashboard.data ? <DashboardFigures dashboard={dashboard.data} /> : <DashboardFiguresSkeleton />}
          {dashboard.data && (
            <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
              <NextEventCard event={dashboard.data.nextEvent} />
              <SoonestTasks tasks={dashboard.data.soonestTasks} today={dashboard.data.today} />
            </div>
          )}
        </div>
      )}
      <h2 className="mb-3 text-sm font-semibold tracking-wide text-ink-muted uppercase">Quick actions</h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {QUICK_ACTIONS.filter((action) => canEdit || !action.creates).map(({ to, label, icon: Icon }) => (
          <Link key={label} to={to} className="group rounded-xl focus-visible:outline-2">
            <Card className="flex items-center gap-3 p-5 transition-shadow group-hover:shadow-md">
              <span className="flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-600 dark:bg-brand-900/40 dark:text-brand-300">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="font-semibold text-ink">{label}</span>
            </Card>
          </Link>
        ))}
      </div>
    </>
  );
}
