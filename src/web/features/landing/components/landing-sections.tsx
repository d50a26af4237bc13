import { BarChart3, CalendarDays, CheckSquare, Gift, LayoutDashboard, Target, Users, type LucideIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { PolicyLinks } from '../../../entities/site-links/components/policy-links.tsx';
import { APP_VERSION } from '../../../lib/app-version.ts';
import { SIGN_IN_PATH, SIGN_UP_PATH } from '../auth-links.ts';
import { LandingVideo } from './landing-video.tsx';
import { PricingCard } from './pricing-card.tsx';

/** The clips and their posters ship with the app (scripts/make-landing-media.mjs makes them). */
const MEDIA = {
  commercial: { src: '/media/commercial.mp4', poster: '/media/commercial-poster.jpg', captions: '/media/commercial.vtt' },
  toolsOverview: { src: '/media/tools-overview.mp4', poster: '/media/tools-overview-poster.jpg', captions: '/media/tools-overview.vtt' },
} as const;
const VIDEO_WIDTH = 1280;
const VIDEO_HEIGHT = 720;

function TrialButtons({ className }: { className?: string }) {
  return (
    <div className={className}>
      <Button size="lg" asChild>
        <a href={SIGN_UP_PATH}>Start Free Trial</a>
      </Button>
      <Button size="lg" variant="secondary" asChild>
        <a href={SIGN_IN_PATH}>Schedule Demo</a>
      </Button>
    </div>
  );
}

function SectionHeading({ id, eyebrow, title, children }: { id: string; eyebrow: string; title: string; children?: string }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl">
        {title}
      </h2>
      {children && <p className="mt-4 text-lg text-pretty text-ink-muted">{children}</p>}
    </div>
  );
}

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-40 -z-10 mx-auto h-[36rem] max-w-5xl rounded-full bg-gradient-to-tr from-brand-200 via-violet-200 to-sky-200 opacity-60 blur-3xl dark:from-brand-900 dark:via-violet-950 dark:to-sky-950 dark:opacity-50"
      />
      <div className="mx-auto max-w-4xl px-4 pt-14 pb-12 text-center sm:px-6 sm:pt-20">
        <p className="inline-flex items-center gap-2 rounded-full border border-line bg-surface/80 px-3 py-1 text-xs font-medium text-ink-muted shadow-sm">
          <span className="size-1.5 rounded-full bg-emerald-500" aria-hidden="true" />
          Self-hosted event planning for organisers and their teams
        </p>
        <h1 id="hero-title" className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-ink sm:text-6xl">
          Plan every event with your whole team
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-ink-muted">
          Events, tasks, team members, exports and progress in one place — so nothing slips between the planning meeting and the
          big day.
        </p>
        <TrialButtons className="mt-10 flex flex-wrap justify-center gap-3" />
      </div>
      <div className="mx-auto max-w-5xl px-4 pb-20 sm:px-6">
        <LandingVideo
          {...MEDIA.commercial}
          title="Eventry commercial"
          fallbackTitle="Commercial Preview"
          fallbackLinkLabel="Watch Commercial"
          description="A 20-second walk through Eventry with sample data: the dashboard, the events list, tasks, the team and analytics."
          width={VIDEO_WIDTH}
          height={VIDEO_HEIGHT}
        />
      </div>
    </section>
  );
}

const FEATURES: { icon: LucideIcon; title: string; text: string; tone: string }[] = [
  {
    icon: LayoutDashboard,
    title: 'Dashboard',
    text: 'Today at a glance: upcoming and active events, the countdown to the next one, open and overdue tasks, and what is due soonest.',
    tone: 'bg-brand-50 text-brand-600 dark:bg-brand-900/40 dark:text-brand-300',
  },
  {
    icon: CalendarDays,
    title: 'Events',
    text: 'Every event with its dates and status — upcoming, active or past — searchable, with its details one click away.',
    tone: 'bg-sky-50 text-sky-600 dark:bg-sky-900/30 dark:text-sky-300',
  },
  {
    icon: CheckSquare,
    title: 'Tasks',
    text: 'Plan, assign and track the work for each event. Filter by event, person or status, or create a whole list at once.',
    tone: 'bg-emerald-50 text-emerald-600 dark:bg-emerald-900/30 dark:text-emerald-300',
  },
  {
    icon: Users,
    title: 'Team',
    text: 'The people who do the work, per event, with member IDs and roles — in cards or a table, and their tasks in a PDF.',
    tone: 'bg-amber-50 text-amber-700 dark:bg-amber-900/30 dark:text-amber-300',
  },
  {
    icon: BarChart3,
    title: 'Analytics',
    text: 'Progress, weekly trends, workload and a leaderboard with points, levels and badges that keeps everyone going.',
    tone: 'bg-violet-50 text-violet-600 dark:bg-violet-900/30 dark:text-violet-300',
  },
  {
    icon: Gift,
    title: 'Bonus Tools',
    text: 'Complimentary extras for your events, from instant browser games to an AI theme generator, one click away.',
    tone: 'bg-rose-50 text-rose-600 dark:bg-rose-900/30 dark:text-rose-300',
  },
];

export function Features() {
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-8 bg-surface py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="features-title" eyebrow="Features" title="Everything your event needs, nothing it doesn't">
          Six parts that work together, so the whole team sees the same plan.
        </SectionHeading>
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text, tone }) => (
            <li key={title} className="rounded-2xl border border-line bg-canvas p-6 transition-shadow hover:shadow-md">
              <span className={`flex size-11 items-center justify-center rounded-xl ${tone}`}>
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-ink">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-ink-muted">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function ToolsOverview() {
  return (
    <section aria-labelledby="tour-title" className="py-20 sm:py-24">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">Tools overview</p>
          <h2 id="tour-title" className="mt-2 text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl">
            From first idea to final checklist
          </h2>
          <p className="mt-4 text-lg text-ink-muted">
            Create an event, add its tasks in one go, hand them to your team and export a worksheet for the day — then watch the
            progress come in.
          </p>
          <ul className="mt-6 space-y-2 text-sm text-ink">
            {['Bulk task creation, one line per task', 'CSV, text worksheet and PDF exports', 'Dark mode, keyboard and screen reader friendly'].map(
              (item) => (
                <li key={item} className="flex items-center gap-2">
                  <span className="size-1.5 rounded-full bg-brand-500" aria-hidden="true" />
                  {item}
                </li>
              ),
            )}
          </ul>
        </div>
        <div className="lg:col-span-3">
          <LandingVideo
            {...MEDIA.toolsOverview}
            title="Eventry tools overview"
            fallbackTitle="Tools Overview"
            fallbackLinkLabel="Watch the tools overview"
            description="A short tour of the tools: creating tasks in bulk, exporting them, and the Bonuses and Community tools."
            width={VIDEO_WIDTH}
            height={VIDEO_HEIGHT}
          />
        </div>
      </div>
    </section>
  );
}

export function Pricing() {
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-8 bg-surface py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="pricing-title" eyebrow="Pricing" title="One simple plan">
          Start free today. Professional, for teams that run many events, is on its way.
        </SectionHeading>
        <div className="mt-14">
          <PricingCard />
        </div>
      </div>
    </section>
  );
}

const GOALS = [
  { value: '1,000', label: 'events', text: 'planned and run with Eventry' },
  { value: '20,000', label: 'attendees', text: 'at events organised with Eventry' },
];

export function Vision() {
  return (
    <section id="vision" aria-labelledby="vision-title" className="scroll-mt-8 py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="vision-title" eyebrow="Our vision" title="Our five-year goals">
          Small teams deserve the tools big event companies have. Within five years we want Eventry behind:
        </SectionHeading>
        <ul className="mx-auto mt-12 grid max-w-3xl gap-5 sm:grid-cols-2">
          {GOALS.map((goal) => (
            <li key={goal.label} className="rounded-2xl border border-line bg-surface p-8 text-center shadow-sm">
              <Target className="mx-auto size-7 text-brand-600 dark:text-brand-400" aria-hidden="true" />
              <p className="mt-4 text-5xl font-extrabold tracking-tight text-ink tabular-nums">{goal.value}</p>
              <p className="mt-1 text-lg font-semibold text-ink">{goal.label}</p>
              <p className="mt-1 text-sm text-ink-muted">{goal.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function FinalCallToAction() {
  return (
    <section aria-labelledby="cta-title" className="px-4 pb-20 sm:px-6 sm:pb-24">
      <div className="mx-auto max-w-5xl rounded-3xl bg-gradient-to-br from-brand-600 via-brand-700 to-violet-800 px-6 py-14 text-center text-white shadow-xl sm:px-12">
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          Ready to plan your next event?
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-brand-50">
          Create your account in a minute, load the sample data, and see your event come together.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <a
            href={SIGN_UP_PATH}
            className="inline-flex h-12 items-center rounded-lg bg-white px-6 text-base font-semibold text-brand-700 shadow-sm hover:bg-brand-50"
          >
            Start Free Trial
          </a>
          <a
            href={SIGN_IN_PATH}
            className="inline-flex h-12 items-center rounded-lg px-6 text-base font-semibold text-white ring-1 ring-white/60 ring-inset hover:bg-white/10"
          >
            Schedule Demo
          </a>
        </div>
      </div>
    </section>
  );
}

export function LandingFooter() {
  return (
    <footer className="border-t border-line bg-surface">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 text-sm text-ink-muted sm:px-6 md:flex-row md:items-center md:justify-between">
        <div>
          <a href="/" className="flex items-center gap-2 text-base font-bold text-ink">
            <img src="/favicon.svg" alt="" width={28} height={28} className="size-7" />
            Eventry
          </a>
          <p className="mt-2">
            © {new Date().getFullYear()} Eventry · <span>{APP_VERSION}</span> ·{' '}
            <a href="/feedback" className="rounded-sm hover:text-ink hover:underline">
              Beta Feedback
            </a>
          </p>
        </div>
        <PolicyLinks />
      </div>
    </footer>
  );
}
