import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { DueAnchor, EventDates } from '../../../../domain/countdown.ts';
import { taskCsvRecord, TASK_CSV_COLUMNS } from '../../../../domain/task-export.ts';
import { taskCountdown, type TaskStatus } from '../../../../domain/task-rules.ts';
import type { Task, TaskTotals } from '../../../../domain/tasks.ts';
import { ToastProvider } from '../../../components/ui/toast.tsx';
import { TasksTable } from './tasks-table.tsx';
import { TimelineTask } from './timeline/timeline-task.tsx';

/**
 * The countdown chip follows one rule in the task table, the timeline and the CSV export: each shows
 * what `taskCountdown` gives (the list's `countdown`, which the server works out with it), so a task
 * due on a fixed date has no chip in any of them, even on the timeline, which is laid out around the event.
 */

const TODAY = '2030-05-01';
const EVENT: EventDates = { startDate: '2030-06-10', endDate: '2030-06-12' };

const CASES: { name: string; dueDate: string | null; dueAnchor: DueAnchor | null; status: TaskStatus; chip: string | null }[] = [
  { name: 'relative, before the event', dueDate: '2030-05-27', dueAnchor: 'start', status: 'todo', chip: 'T-14' },
  { name: 'relative, on the event day', dueDate: '2030-06-11', dueAnchor: 'start', status: 'todo', chip: 'Event day' },
  { name: 'relative, after the event', dueDate: '2030-06-14', dueAnchor: 'end', status: 'todo', chip: 'T+2' },
  { name: 'relative and completed', dueDate: '2030-05-27', dueAnchor: 'start', status: 'completed', chip: 'T-14' },
  { name: 'fixed, before the event', dueDate: '2030-05-27', dueAnchor: null, status: 'todo', chip: null },
  { name: 'fixed, on the event day', dueDate: '2030-06-10', dueAnchor: null, status: 'todo', chip: null },
  { name: 'fixed, after the event', dueDate: '2030-06-14', dueAnchor: null, status: 'todo', chip: null },
  { name: 'no due date', dueDate: null, dueAnchor: null, status: 'todo', chip: null },
];

/** A task as the list answers it: its countdown worked out by the server's rule. */
function listedTask(row: (typeof CASES)[number]): Task {
  return {
    id: 1,
    title: 'Book the venue',
    description: '',
    status: row.status,
    priority: 'medium',
    dueDate: row.dueDate,
    dueAnchor: row.dueAnchor,
    dueOffsetDays: row.dueAnchor === null ? null : 0,
    countdown: taskCountdown(row, EVENT),
    eventId: 3,
    eventName: 'Music Summit',
    assigneeId: null,
    assigneeName: null,
    assigneeCode: null,
    createdAt: '2030-01-01T09:00:00.000Z',
    updatedAt: '2030-01-01T09:00:00.000Z',
  };
}

function html(children: ReactNode) {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ToastProvider>{children}</ToastProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const totals: TaskTotals = { total: 1, todo: 1, inprogress: 0, completed: 0, overdue: 0, assigned: 0, unassigned: 1, pastDue: 0 };

/** The chips in some markup: what each shows, and what it reads out. */
function chips(markup: string) {
  return [...markup.matchAll(/<span aria-hidden="true">([^<]*)<\/span><span class="sr-only">([^<]*)<\/span>/g)].map(([, shown, read]) => ({ shown, read }));
}

/** Every countdown label in some markup's text, however it is drawn. */
function labels(markup: string) {
  return markup.replace(/<[^<>]+>/g, ' ').match(/\bT[-+]\d+\b|\bEvent day\b/g) ?? [];
}

const none = () => undefined;
const tableHtml = (task: Task) => html(<TasksTable tasks={[task]} total={totals.total} totals={totals} today={TODAY} onEdit={none} onDelete={none} empty={null} />);
const timelineHtml = (task: Task) => html(<TimelineTask task={task} today={TODAY} onEdit={none} onDelete={none} />);
const csvChip = (task: Task) => taskCsvRecord(task)[TASK_CSV_COLUMNS.indexOf('Countdown')];

describe('the countdown chip in the table, the timeline and the CSV export', () => {
  it.each(CASES)('$name: $chip in all three', (row) => {
    const task = listedTask(row);
    expect(task.countdown).toBe(row.chip);
    const table = tableHtml(task);
    const timeline = timelineHtml(task);
    expect(labels(table)).toEqual(row.chip ? [row.chip] : []);
    expect(labels(timeline)).toEqual(row.chip ? [row.chip] : []);
    // The same chip, read out the same way.
    expect(chips(timeline)).toEqual(chips(table));
    expect(csvChip(task)).toBe(row.chip ?? '');
  });
});
