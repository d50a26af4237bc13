import { describeOffset, type DueOffset } from '../../../../domain/countdown.ts';
import { templateTaskDueDate, type TemplateTask } from '../../../../domain/template-rules.ts';

const NOMINAL_DAY = { startDate: '2000-01-01', endDate: '2000-01-01' };

/**
 * How far a plan reaches, from its earliest due task to its latest: "120 days before start to
 * 3 days after end"; null when no task has a due date.
 */
export function planSpanLabel(tasks: readonly TemplateTask[]): string | null {
  let first: { day: string; offset: DueOffset } | null = null;
  let last: { day: string; offset: DueOffset } | null = null;
  for (const task of tasks) {
    const day = templateTaskDueDate(task, NOMINAL_DAY);
    if (day === null || task.dueAnchor === null || task.dueOffsetDays === null) continue;
    const planned = { day, offset: { anchor: task.dueAnchor, offsetDays: task.dueOffsetDays } };
    if (!first || day < first.day) first = planned;
    if (!last || day > last.day) last = planned;
  }
  if (!first || !last) return null;
  const from = describeOffset(first.offset);
  const to = describeOffset(last.offset);
  return from === to ? from : `${from} to ${to}`;
}

const updatedFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** "Updated Nov 23, 2026", on the viewer's calendar. */
export function updatedLabel(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? '' : `Updated ${updatedFormat.format(date)}`;
}
