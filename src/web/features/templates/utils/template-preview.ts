import { isCalendarDate, type CalendarDate } from '../../../../domain/calendar-dates.ts';
import { countdownLabel, describeOffset, type EventDates } from '../../../../domain/countdown.ts';
import { templateTaskDueDate } from '../../../../domain/template-rules.ts';
import type { TemplateTask } from '../../../entities/templates/api/templates.ts';
import { formatCalendarDate } from '../../../lib/calendar-date-format.ts';

/** How many tasks the use-template dialog lists before "and N more". */
export const PREVIEW_TASK_COUNT = 5;

export interface PreviewRow {
  title: string;
  /** The computed due day, once the event's dates are known; null without them or without a due date. */
  dueDate: CalendarDate | null;
  /** "Jan 10, 2027 · T-90" with dates, "90 days before start" without, "No due date". */
  when: string;
}

export interface TemplatePreview {
  rows: PreviewRow[];
  /** The tasks not listed. */
  more: number;
}

/** The event's dates as typed in the form, when they are complete and in order; null otherwise. */
export function previewDates(startDate: string, endDate: string | null | undefined): EventDates | null {
  const start = startDate.trim();
  const end = endDate?.trim() || start;
  if (!isCalendarDate(start) || !isCalendarDate(end) || end < start) return null;
  return { startDate: start, endDate: end };
}

// Without the event's dates, the order is worked out for a one-day event on an arbitrary day.
const NOMINAL_DAY: EventDates = { startDate: '2000-01-01', endDate: '2000-01-01' };

/**
 * The first tasks an event made from the template would have, earliest due first (tasks without a
 * due date last, template order kept among equals), with their dates and countdown labels.
 */
export function templatePreview(tasks: readonly TemplateTask[], dates: EventDates | null, limit = PREVIEW_TASK_COUNT): TemplatePreview {
  const ordering = dates ?? NOMINAL_DAY;
  const planned = tasks.map((task, index) => ({ task, index, sortDay: templateTaskDueDate(task, ordering) }));
  planned.sort((a, b) => {
    if (a.sortDay !== b.sortDay) {
      if (a.sortDay === null) return 1;
      if (b.sortDay === null) return -1;
      return a.sortDay < b.sortDay ? -1 : 1;
    }
    return a.index - b.index;
  });
  const rows = planned.slice(0, limit).map(({ task }): PreviewRow => {
    if (task.dueAnchor === null || task.dueOffsetDays === null) return { title: task.title, dueDate: null, when: 'No due date' };
    if (!dates) return { title: task.title, dueDate: null, when: describeOffset({ anchor: task.dueAnchor, offsetDays: task.dueOffsetDays }) };
    const dueDate = templateTaskDueDate(task, dates)!;
    return { title: task.title, dueDate, when: `${formatCalendarDate(dueDate)} · ${countdownLabel(dueDate, dates)}` };
  });
  return { rows, more: Math.max(0, tasks.length - rows.length) };
}
