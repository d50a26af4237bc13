import { Link } from 'react-router';
import { AlertTriangle, ChevronRight, ClipboardList } from 'lucide-react';
import type { CalendarDate } from '../../../../domain/dates.ts';
import type { DashboardTask } from '../../../../domain/dashboard.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { dueLabel, taskLink } from '../utils/dashboard-display.ts';

/** The five open tasks due soonest, each leading to the tasks page filtered to it. */
export function SoonestTasks({ tasks, today }: { tasks: DashboardTask[]; today: CalendarDate }) {
  return (
    <Card className="min-w-0 p-5 lg:col-span-2">
      <section aria-labelledby="soonest-tasks-title">
        <div className="flex items-center justify-between gap-3">
          <h2 id="soonest-tasks-title" className="flex items-center gap-2 text-base font-semibold text-ink">
            <ClipboardList className="size-4 text-brand-600 dark:text-brand-400" aria-hidden="true" />
            Due soonest
          </h2>
          <Link to="/app/tasks" className="rounded text-sm font-medium text-brand-700 hover:underline dark:text-brand-300">
            All tasks
          </Link>
        </div>
        {tasks.length === 0 ? (
          <p className="mt-4 text-sm text-ink-muted">No open tasks with a due date. Tasks you add to your events show up here.</p>
        ) : (
          <ul className="mt-3 divide-y divide-line">
            {tasks.map((task) => {
              const pastDue = task.dueDate < today;
              return (
                <li key={task.id}>
                  <Link
                    to={taskLink(task)}
                    className="-mx-2 flex flex-wrap items-center gap-x-3 gap-y-1.5 rounded-lg px-2 py-3 hover:bg-surface-muted sm:flex-nowrap"
                  >
                    {/* On a phone the badge goes below, so the title has the row's width (all of it but the arrow). */}
                    <span className="min-w-0 flex-1 max-sm:basis-[calc(100%-1.75rem)]">
                      <span className="block truncate font-medium text-ink">{task.title}</span>
                      <span className="block truncate text-xs text-ink-muted">
                        {task.eventName}
                        {task.assigneeName ? ` · ${task.assigneeName}` : ' · Unassigned'}
                      </span>
                    </span>
                    {pastDue ? (
                      <Badge tone="danger" className="shrink-0 max-sm:order-last">
                        <AlertTriangle className="size-3" aria-hidden="true" />
                        {dueLabel(task.dueDate, today)}
                        {task.countdown && ` · ${task.countdown}`}
                      </Badge>
                    ) : (
                      <Badge tone={task.dueDate === today ? 'warning' : 'neutral'} className="shrink-0 max-sm:order-last">
                        {dueLabel(task.dueDate, today)}
                        {task.countdown && ` · ${task.countdown}`}
                      </Badge>
                    )}
                    <ChevronRight className="size-4 shrink-0 text-ink-subtle" aria-hidden="true" />
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </Card>
  );
}
