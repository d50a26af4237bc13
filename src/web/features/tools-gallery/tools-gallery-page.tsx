import { Link } from 'react-router';
import {
  ArrowRight,
  BarChart3,
  BellRing,
  CalendarClock,
  CalendarDays,
  Columns3,
  FileDown,
  GanttChart,
  LayoutTemplate,
  ListPlus,
  Smartphone,
  type LucideIcon,
} from 'lucide-react';
import { Card } from '../../components/ui/card.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useCanEdit } from '../../lib/workspaces.ts';

interface ToolLink {
  label: string;
  to: string;
}

interface GalleryTool {
  id: string;
  name: string;
  icon: LucideIcon;
  /** What the tool does, and where it is. */
  text: string;
  links: ToolLink[];
  /** Only owners and editors of the workspace can use it. */
  editorsOnly?: boolean;
}

interface GallerySection {
  id: string;
  title: string;
  tools: GalleryTool[];
}

/** Eventry's planning tools, each with the address that opens it where it lives. */
export const GALLERY_SECTIONS: GallerySection[] = [
  {
    id: 'plan',
    title: 'Plan',
    tools: [
      {
        id: 'templates',
        name: 'Templates',
        icon: LayoutTemplate,
        text: 'Start an event from a ready-made plan (a conference, a wedding, a meetup) with every task due a set number of days before or after the event.',
        links: [{ label: 'Browse templates', to: '/app/templates' }],
      },
      {
        id: 'bulk-create',
        name: 'Bulk create with T- lines',
        icon: ListPlus,
        text: 'Paste a whole list of tasks, one per line. Start a line with T-14 to make it due 14 days before the event starts, or T+1 for the day after it ends.',
        links: [{ label: 'Open bulk create', to: '/app/tasks?new=bulk' }],
        editorsOnly: true,
      },
    ],
  },
  {
    id: 'see',
    title: 'See the work',
    tools: [
      {
        id: 'timeline',
        name: 'Timeline',
        icon: GanttChart,
        text: 'Follow one event’s tasks week by week, before, during and after it, with a line marking today, to spot the busy weeks.',
        links: [{ label: 'Open the timeline', to: '/app/tasks?view=timeline' }],
      },
      {
        id: 'board',
        name: 'Board',
        icon: Columns3,
        text: 'A column for each status: drag a card, or use its Move to menu, as the work moves from To do to Completed.',
        links: [{ label: 'Open the board', to: '/app/tasks?view=board' }],
      },
      {
        id: 'calendar',
        name: 'Calendar',
        icon: CalendarDays,
        text: 'The month at a glance with each task on its due day; move a task to another day to change its due date.',
        links: [{ label: 'Open the calendar', to: '/app/tasks?view=calendar' }],
      },
    ],
  },
  {
    id: 'share',
    title: 'Share with the team',
    tools: [
      {
        id: 'calendar-feeds',
        name: 'Calendar feeds',
        icon: CalendarClock,
        text: 'Subscribe to an event’s or a member’s tasks in Google Calendar, Apple Calendar or Thunderbird. Make a feed from an event’s details (View on the Events page) or a member’s actions on the Team page; every feed is listed under Private links.',
        links: [
          { label: 'Open Events', to: '/app/events' },
          { label: 'See private links', to: '/app/private-links' },
        ],
      },
      {
        id: 'member-links',
        name: 'Member pages',
        icon: Smartphone,
        text: 'Give each team member a private page of their tasks, which they open on their phone without an account. Choose Member’s page in the member’s actions on the Team page.',
        links: [{ label: 'Open Team', to: '/app/team' }],
      },
      {
        id: 'reminders',
        name: 'Reminders',
        icon: BellRing,
        text: 'E-mail each team member their overdue tasks and those due within a week. Turn reminders on in an event’s details (View on the Events page); your own digest is on the People page.',
        links: [
          { label: 'Open Events', to: '/app/events' },
          { label: 'Your digest', to: '/app/people' },
        ],
      },
    ],
  },
  {
    id: 'report',
    title: 'Report',
    tools: [
      {
        id: 'exports',
        name: 'Exports',
        icon: FileDown,
        text: 'Export the tasks shown, with their filters, as a PDF, a CSV file or a worksheet from the Export menu on the Tasks page.',
        links: [{ label: 'Open Tasks', to: '/app/tasks' }],
      },
      {
        id: 'analytics',
        name: 'Analytics',
        icon: BarChart3,
        text: 'Points, levels, workload and weekly trends for your team, to see who carries what and how the plan is moving.',
        links: [{ label: 'Open Analytics', to: '/app/analytics' }],
      },
    ],
  },
];

function ToolCard({ tool, canEdit }: { tool: GalleryTool; canEdit: boolean }) {
  const Icon = tool.icon;
  const headingId = `tool-${tool.id}`;
  return (
    <Card className="flex flex-col p-5" role="article" aria-labelledby={headingId}>
      <span className="flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-600 dark:bg-brand-900/40 dark:text-brand-300">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <h3 id={headingId} className="mt-3 text-base font-semibold text-ink">
        {tool.name}
      </h3>
      <p className="mt-1 flex-1 text-sm leading-relaxed text-ink-muted">{tool.text}</p>
      {tool.editorsOnly && !canEdit && <p className="mt-2 text-xs text-ink-subtle">Owners and editors of the workspace can use it.</p>}
      <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-2">
        {tool.links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:text-brand-300"
            >
              {link.label}
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** Event Tools Gallery: every planning tool of Eventry on one page, each a link to where it lives. */
export function ToolsGalleryPage() {
  const canEdit = useCanEdit();
  return (
    <>
      <PageHeader title="Event Tools Gallery" subtitle="Every planning tool in Eventry, with where to find it." />
      <div className="space-y-8">
        {GALLERY_SECTIONS.map((section) => (
          <section key={section.id} aria-labelledby={`gallery-${section.id}`}>
            <h2 id={`gallery-${section.id}`} className="mb-3 text-lg font-semibold text-ink">
              {section.title}
            </h2>
            <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {section.tools.map((tool) => (
                <ToolCard key={tool.id} tool={tool} canEdit={canEdit} />
              ))}
            </div>
          </section>
        ))}
      </div>
    </>
  );
}
