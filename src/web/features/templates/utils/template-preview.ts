import { isCalendarDate, type CalendarDate } from '../../../../domain/calendar-dates.ts';
import { countdownLabel, describeOffset, type EventDates } from '../../../../domain/countdown.ts';
import { applyPastTaskChoice, canFitBefore, countDueBefore, fitPastTasks, isDueBefore, type PastTaskChoice } from '../../../../domain/template-fit.ts';
import { planTemplateTasks, templateTaskDueDate, type PlannedTemplateTask } from '../../../../domain/template-rules.ts';
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
  /** Due before today: the task would start out past due. */
  pastDue: boolean;
}

export interface TemplatePreview {
  rows: PreviewRow[];
  /** The tasks not listed. */
  more: number;
  /** The tasks the event would be created with (fewer than the template's when past-due ones are left out). */
  count: number;
  /** The template's tasks that would be due before today with these dates: 0 without dates or `past`. */
  pastDue: number;
  /** Where fitting would put the past-due tasks, first and last day; null when nothing is past due or it cannot be done. */
  fitted: { first: CalendarDate; last: CalendarDate } | null;
  /** False once the event has started: there are no days before it to fit tasks into. */
  canFit: boolean;
}

/** The caller's today and what to do with the tasks due before it. */
export interface PastTaskPreview {
  today: CalendarDate;
  choice: PastTaskChoice;
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

function byDueDay(a: { sortDay: CalendarDate | null; index: number }, b: { sortDay: CalendarDate | null; index: number }) {
  if (a.sortDay !== b.sortDay) {
    if (a.sortDay === null) return 1;
    if (b.sortDay === null) return -1;
    return a.sortDay < b.sortDay ? -1 : 1;
  }
  return a.index - b.index;
}

/** The first and last day fitting gives the past-due tasks, if it can. */
function fittedRange(planned: readonly PlannedTemplateTask[], dates: EventDates, today: CalendarDate): TemplatePreview['fitted'] {
  const fitted = fitPastTasks(planned, dates, today);
  if (!fitted) return null;
  const days = fitted.flatMap((task, index) => (isDueBefore(planned[index]!, today) ? [task.dueDate!] : [])).sort();
  return days.length === 0 ? null : { first: days[0]!, last: days.at(-1)! };
}

/**
 * The first tasks an event made from the template would have, earliest due first (tasks without a
 * due date last, template order kept among equals), with their dates and countdown labels. With
 * `past`, the tasks due before its today are kept, left out or fitted as its choice says — the rule
 * the server applies (domain/template-fit.ts), so the preview shows the days that will be stored.
 */
export function templatePreview(
  tasks: readonly TemplateTask[],
  dates: EventDates | null,
  limit = PREVIEW_TASK_COUNT,
  past?: PastTaskPreview,
): TemplatePreview {
  if (!dates) {
    const ordered = tasks.map((task, index) => ({ task, index, sortDay: templateTaskDueDate(task, NOMINAL_DAY) })).sort(byDueDay);
    const rows = ordered.slice(0, limit).map(({ task }): PreviewRow => {
      if (task.dueAnchor === null || task.dueOffsetDays === null) return { title: task.title, dueDate: null, when: 'No due date', pastDue: false };
      return { title: task.title, dueDate: null, when: describeOffset({ anchor: task.dueAnchor, offsetDays: task.dueOffsetDays }), pastDue: false };
    });
    return { rows, more: Math.max(0, tasks.length - rows.length), count: tasks.length, pastDue: 0, fitted: null, canFit: true };
  }

  const planned = planTemplateTasks(tasks, dates);
  const pastDue = past ? countDueBefore(planned, past.today) : 0;
  const canFit = past ? canFitBefore(dates, past.today) : true;
  // A choice that cannot be applied (fit once the event has started) shows the tasks as they are.
  const chosen = past && pastDue > 0 ? (applyPastTaskChoice(planned, dates, past.today, past.choice) ?? planned) : planned;
  const ordered = chosen.map((task, index) => ({ task, index, sortDay: task.dueDate })).sort(byDueDay);
  const rows = ordered.slice(0, limit).map(({ task }): PreviewRow => {
    if (task.dueDate === null) return { title: task.title, dueDate: null, when: 'No due date', pastDue: false };
    return {
      title: task.title,
      dueDate: task.dueDate,
      when: `${formatCalendarDate(task.dueDate)} · ${countdownLabel(task.dueDate, dates)}`,
      pastDue: past ? isDueBefore(task, past.today) : false,
    };
  });
  return {
    rows,
    more: Math.max(0, chosen.length - rows.length),
    count: chosen.length,
    pastDue,
    fitted: past && pastDue > 0 ? fittedRange(planned, dates, past.today) : null,
    canFit,
  };
}
