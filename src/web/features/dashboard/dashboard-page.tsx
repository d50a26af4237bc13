import { Link } from 'react-router';
import { BarChart3, CalendarPlus, CheckSquare, Users } from 'lucide-react';
import { Card } from '../../components/ui/card.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useSession } from '../../lib/session.ts';
import { useEventsCount } from './api/get-events-count.ts';
import { SampleDataCard } from './components/sample-data-card.tsx';

export function greetingFor(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

const QUICK_ACTIONS = [
  { to: '/app/events?create=1', label: 'Create Event', icon: CalendarPlus },
  { to: '/app/tasks', label: 'Manage Tasks', icon: CheckSquare },
  { to: '/app/team', label: 'Team Management', icon: Users },
  { to: '/app/analytics', label: 'View Analytics', icon: BarChart3 },
];

export function DashboardPage() {
  const { user } = useSession();
  const firstName = user?.name.split(' ')[0] ?? '';
  const eventsCount = useEventsCount();
  return (
    <>
      <PageHeader title={`${greetingFor(new Date().getHours())}, ${firstName}!`} subtitle="Here is where your events stand today." />
      {eventsCount.data === 0 && <SampleDataCard />}
      <h2 className="mb-3 text-sm font-semibold tracking-wide text-ink-muted uppercase">Quick actions</h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {QUICK_ACTIONS.map(({ to, label, icon: Icon }) => (
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
