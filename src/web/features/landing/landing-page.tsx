import { Link } from 'react-router';
import { CalendarDays, CheckSquare, Users } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';

const HIGHLIGHTS = [
  { icon: CalendarDays, title: 'Events', text: 'Every event with its dates, status and details in one place.' },
  { icon: CheckSquare, title: 'Tasks', text: 'Plan, assign and track the work for each event — or create a whole list at once.' },
  { icon: Users, title: 'Team', text: 'Keep the people who do the work, with IDs, per event.' },
];

export function LandingPage() {
  return (
    <div className="min-h-screen bg-canvas text-ink">
      <header className="mx-auto flex max-w-6xl items-center justify-between px-4 py-5 sm:px-6">
        <Link to="/" className="flex items-center gap-2 text-xl font-bold">
          <img src="/favicon.svg" alt="" className="size-9" />
          Eventry
        </Link>
        <Button variant="secondary" asChild>
          <Link to="/auth">Sign In</Link>
        </Button>
      </header>
      <main>
        <section className="mx-auto max-w-4xl px-4 pt-16 pb-20 text-center sm:px-6">
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-6xl">Plan every event with your whole team</h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-ink-muted">
            Events, tasks, team members, exports and progress — one self-hosted planning tool for event organisers.
          </p>
          <div className="mt-10 flex flex-wrap justify-center gap-3">
            <Button size="lg" asChild>
              <Link to="/auth">Start Free Trial</Link>
            </Button>
            <Button size="lg" variant="secondary" asChild>
              <Link to="/auth">Schedule Demo</Link>
            </Button>
          </div>
        </section>
        <section aria-label="Highlights" className="mx-auto grid max-w-6xl gap-6 px-4 pb-24 sm:grid-cols-3 sm:px-6">
          {HIGHLIGHTS.map(({ icon: Icon, title, text }) => (
            <div key={title} className="rounded-2xl border border-line bg-surface p-6 shadow-sm">
              <Icon className="size-8 text-brand-600 dark:text-brand-400" aria-hidden="true" />
              <h2 className="mt-4 text-lg font-semibold">{title}</h2>
              <p className="mt-2 text-sm text-ink-muted">{text}</p>
            </div>
          ))}
        </section>
      </main>
    </div>
  );
}
