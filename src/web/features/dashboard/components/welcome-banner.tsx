import { Layers, PartyPopper } from 'lucide-react';

/** The banner at the top of the dashboard. */
export function WelcomeBanner() {
  return (
    <section
      aria-labelledby="welcome-title"
      className="relative mb-8 overflow-hidden rounded-2xl bg-gradient-to-br from-brand-600 via-brand-700 to-violet-800 px-6 py-7 text-white shadow-md sm:px-8"
    >
      <div className="pointer-events-none absolute -top-16 -right-10 size-56 rounded-full bg-white/10" aria-hidden="true" />
      <div className="pointer-events-none absolute -right-24 -bottom-24 size-64 rounded-full bg-white/5" aria-hidden="true" />
      <div className="relative flex flex-col gap-5 md:flex-row md:items-end md:justify-between">
        <div className="max-w-2xl">
          <p className="flex items-center gap-2 text-sm font-medium text-brand-100">
            <PartyPopper className="size-4" aria-hidden="true" />
            Welcome to Eventry
          </p>
          <h2 id="welcome-title" className="mt-2 text-xl font-bold tracking-tight sm:text-2xl">
            Everything for your events, in one place
          </h2>
          <p className="mt-2 text-sm leading-relaxed text-brand-50">
            Plan each event, hand out its tasks, keep your team in step and watch the progress — the figures below are
            always today&apos;s.
          </p>
        </div>
        <div className="flex max-w-sm items-start gap-3 rounded-xl bg-white/10 p-4 ring-1 ring-white/20 ring-inset">
          <Layers className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <div>
            <h3 className="text-sm font-semibold">Multi-Project Management</h3>
            <p className="mt-1 text-xs leading-relaxed text-brand-50">
              Run several events at once: every task and team member belongs to one event, so you can filter the Tasks and Team
              pages to a single project.
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
