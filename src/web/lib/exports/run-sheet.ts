import type { CalendarDate } from '../../../domain/calendar-dates.ts';
import { countdownLabel, type EventDates } from '../../../domain/countdown.ts';
import { formatCalendarDay } from '../../../domain/english-format.ts';
import { TASK_DUE_FILTER_LABELS, TASK_MESSAGES, TASK_PRIORITIES, taskAssigneeLabel, taskPriorityOf, taskStatusLabel } from '../../../domain/task-rules.ts';
import type { Task } from '../../../domain/tasks.ts';
import type { TaskExportScope } from './export-files.ts';
import { pdfText, reportDate, summaryCells, taskRow, type TaskReport } from './task-report.ts';

/** How a run sheet lays out its event's tasks: under a heading per due day, or per assignee. */
export const RUN_SHEET_GROUPINGS = ['date', 'person'] as const;
export type RunSheetGrouping = (typeof RUN_SHEET_GROUPINGS)[number];

export const RUN_SHEET_GROUPING_LABELS: Record<RunSheetGrouping, string> = { date: 'Date', person: 'Person' };

/** The last heading by date: the tasks without a due date. */
export const NO_DATE_HEADING = 'No date';
/** The last heading by person: the tasks nobody has. */
export const UNASSIGNED_HEADING = TASK_MESSAGES.unassigned;

type RunSheetTask = Pick<Task, 'id' | 'title' | 'dueDate' | 'priority' | 'assigneeId' | 'assigneeName' | 'assigneeCode'>;

export interface RunSheetGroup<T> {
  /** Stable and unique: `day-2030-06-10`, `event`, `no-date`, `member-7`, `unassigned`. */
  key: string;
  /** "Wed, Jun 10, 2030 · Event day", "Mon, May 27, 2030 · T-14", "No date", "Jordan Lee (TC-12345042)", "Unassigned". */
  heading: string;
  /** A heading of the event's own days, marked in the PDF. */
  eventDay: boolean;
  /** Empty only for the heading that shows where the event falls when none of its days has a task. */
  tasks: T[];
}

const priorityRank = (task: RunSheetTask) => TASK_PRIORITIES.indexOf(taskPriorityOf(task.priority));
const byText = (a: string, b: string) => {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x < y ? -1 : x > y ? 1 : 0;
};
/** Tasks of one heading: high priority first, then by title (ignoring case), ties by id. */
const byPriorityThenTitle = (a: RunSheetTask, b: RunSheetTask) => priorityRank(a) - priorityRank(b) || byText(a.title.trim(), b.title.trim()) || a.id - b.id;
/** Tasks of one person: by due date, undated last, then as above. */
const byDueThenPriority = (a: RunSheetTask, b: RunSheetTask) => {
  if (a.dueDate !== b.dueDate) {
    if (a.dueDate === null) return 1;
    if (b.dueDate === null) return -1;
    return a.dueDate < b.dueDate ? -1 : 1;
  }
  return byPriorityThenTitle(a, b);
};

/** A due day's heading: the day with its weekday, and where it stands against the event (T-14, Event day, T+2). */
export function runSheetDayHeading(date: CalendarDate, event: EventDates): string {
  return `${formatCalendarDay(date, 'weekday-date')} · ${countdownLabel(date, event)}`;
}

/** "Jun 10, 2030", or "Jun 10, 2030 – Jun 12, 2030" for an event of several days. */
export function eventDatesLabel(event: EventDates): string {
  const start = formatCalendarDay(event.startDate, 'date');
  return event.startDate === event.endDate ? start : `${start} – ${formatCalendarDay(event.endDate, 'date')}`;
}

/** A due date as the run sheet's Due Date column says it: "May 27, 2030 · T-14", with the countdown the timeline shows. */
export function runSheetDueLabel(date: CalendarDate | null, event: EventDates): string {
  return date === null ? 'No due date' : `${formatCalendarDay(date, 'date')} · ${countdownLabel(date, event)}`;
}

function groupByDate<T extends RunSheetTask>(tasks: readonly T[], event: EventDates): RunSheetGroup<T>[] {
  const days = new Map<CalendarDate, T[]>();
  const undated: T[] = [];
  for (const task of tasks) {
    if (task.dueDate === null) undated.push(task);
    else days.set(task.dueDate, [...(days.get(task.dueDate) ?? []), task]);
  }
  const groups: RunSheetGroup<T>[] = [...days.keys()]
    .sort()
    .map((date) => ({
      key: `day-${date}`,
      heading: runSheetDayHeading(date, event),
      eventDay: date >= event.startDate && date <= event.endDate,
      tasks: days.get(date)!.sort(byPriorityThenTitle),
    }));
  // Where the event falls, even when none of its days has a task: one heading for its days, in its place.
  if (!groups.some((group) => group.eventDay)) {
    const at = groups.findIndex((group) => group.key.slice(4) > event.endDate);
    const oneDay = event.startDate === event.endDate;
    const heading = `${oneDay ? formatCalendarDay(event.startDate, 'weekday-date') : eventDatesLabel(event)} · ${oneDay ? 'Event day' : 'Event days'}, no tasks`;
    groups.splice(at === -1 ? groups.length : at, 0, { key: 'event', heading, eventDay: true, tasks: [] });
  }
  if (undated.length > 0) groups.push({ key: 'no-date', heading: NO_DATE_HEADING, eventDay: false, tasks: undated.sort(byPriorityThenTitle) });
  return groups;
}

function groupByPerson<T extends RunSheetTask>(tasks: readonly T[]): RunSheetGroup<T>[] {
  const people = new Map<number, T[]>();
  const unassigned: T[] = [];
  for (const task of tasks) {
    if (task.assigneeId === null) unassigned.push(task);
    else people.set(task.assigneeId, [...(people.get(task.assigneeId) ?? []), task]);
  }
  const groups = [...people.entries()]
    .map(([id, own]) => ({ id, label: taskAssigneeLabel(own[0]!), tasks: own.sort(byDueThenPriority) }))
    .sort((a, b) => byText(a.label, b.label) || a.id - b.id)
    .map(({ id, label, tasks: own }): RunSheetGroup<T> => ({ key: `member-${id}`, heading: label, eventDay: false, tasks: own }));
  if (unassigned.length > 0) groups.push({ key: 'unassigned', heading: UNASSIGNED_HEADING, eventDay: false, tasks: unassigned.sort(byDueThenPriority) });
  return groups;
}

/**
 * An event's tasks as a run sheet lays them out. By date: a heading per due day in time order, each
 * saying where it stands against the event (`T-14`, `Event day`, `T+2`), the event's days marked, and
 * "No date" last; a day's tasks high priority first, then by title. When no task falls on the event's
 * days, one heading still shows where they are. By person: a heading per assignee A to Z, "Unassigned"
 * last; each person's tasks by due date (undated last), then priority and title. Ties by id.
 */
export function groupRunSheetTasks<T extends RunSheetTask>(tasks: readonly T[], grouping: RunSheetGrouping, event: EventDates): RunSheetGroup<T>[] {
  return grouping === 'date' ? groupByDate(tasks, event) : groupByPerson(tasks);
}

/** Safe in a file name on any system: letters and digits, words joined by hyphens, at most 60 characters. */
export function fileNamePart(text: string, fallback = 'event'): string {
  // Runs of anything else are one hyphen already: at most one to take off at either end.
  let safe = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60);
  if (safe.startsWith('-')) safe = safe.slice(1);
  if (safe.endsWith('-')) safe = safe.slice(0, -1);
  return safe || fallback;
}

/** run_sheet_river-festival_2026-11-23.pdf */
export function runSheetFilename(eventName: string, today: CalendarDate): string {
  return `run_sheet_${fileNamePart(eventName)}_${today}.pdf`;
}

/**
 * What the run sheet holds, said on it: the event's tasks, or the ones the list's filters leave
 * (the same as the other exports of the list).
 */
export function runSheetCoverage(scope: TaskExportScope, member?: { name: string; code: string }): string {
  const filters: string[] = [];
  if (scope.member === 'unassigned') filters.push('unassigned tasks only');
  else if (typeof scope.member === 'number') filters.push(`member ${member ? taskAssigneeLabel({ assigneeName: member.name, assigneeCode: member.code }) : 'chosen'}`);
  if (scope.status) filters.push(`status ${taskStatusLabel(scope.status)}`);
  if (scope.due) filters.push(TASK_DUE_FILTER_LABELS[scope.due].toLowerCase());
  const search = scope.q?.trim();
  if (search) filters.push(`search "${search}"`);
  if (scope.batch != null) filters.push('the tasks of one bulk create');
  if (scope.hideCompleted) filters.push('completed tasks hidden');
  return filters.length === 0 ? 'All tasks of the event' : `The tasks the list shows: ${filters.join(', ')}`;
}

export interface RunSheetInput {
  tasks: readonly Task[];
  event: EventDates & { name: string };
  grouping: RunSheetGrouping;
  /** What the tasks are: all of the event's, or those the list's filters leave (runSheetCoverage). */
  coverage: string;
  /** The viewer's day: the sheet's date, its file name and what counts as past due. */
  today: CalendarDate;
}

/** Widths of Title, the grouping's other column, Status and Priority; Description takes the rest. */
const RUN_SHEET_COLUMN_WIDTHS = [180, 150, 100, 50];

/**
 * The run sheet of an event as a PDF report: its name and dates, the day it was made, what it holds
 * and the counts, then the tasks under a heading per due day or per assignee.
 */
export function buildRunSheetReport({ tasks, event, grouping, coverage, today }: RunSheetInput): TaskReport {
  const byDate = grouping === 'date';
  return {
    filename: runSheetFilename(event.name, today),
    title: `Run Sheet: ${pdfText(event.name)}`,
    details: [
      { label: 'Event dates', value: eventDatesLabel(event) },
      { label: 'Generated', value: reportDate(today) },
      { label: 'Grouped by', value: RUN_SHEET_GROUPING_LABELS[grouping] },
      { label: 'Tasks', value: pdfText(coverage) },
    ],
    summary: summaryCells(tasks, today),
    columns: ['Title', byDate ? 'Assignee' : 'Due Date', 'Status', 'Priority', 'Description'],
    columnWidths: RUN_SHEET_COLUMN_WIDTHS,
    sections: groupRunSheetTasks(tasks, grouping, event).map((group) => ({
      heading: { text: pdfText(group.heading), marked: group.eventDay },
      rows: group.tasks.map((task) => taskRow(task, byDate ? taskAssigneeLabel(task) : runSheetDueLabel(task.dueDate, event), today)),
    })),
    footer: pdfText(`Run sheet · ${event.name} · ${eventDatesLabel(event)}`),
  };
}
