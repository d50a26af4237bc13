import type { CalendarDate } from '../../../domain/dates.ts';
import { isPastDue, taskPriorityLabel, taskStatusLabel, taskTitleLabel } from '../../../domain/task-rules.ts';
import type { Task } from '../../../domain/tasks.ts';
import { exportFilename } from './export-files.ts';
import { formatCalendarDay, formatCount } from '../../../domain/english-format.ts';

/** Counts over the tasks of a report. */
export interface TaskSummary {
  total: number;
  completed: number;
  inprogress: number;
  todo: number;
  overdue: number;
  /** Due before today and not completed, whatever the status says. */
  pastDue: number;
  high: number;
  medium: number;
  low: number;
}

export function summarizeTasks(tasks: readonly Pick<Task, 'status' | 'priority' | 'dueDate'>[], today: CalendarDate): TaskSummary {
  const summary: TaskSummary = { total: 0, completed: 0, inprogress: 0, todo: 0, overdue: 0, pastDue: 0, high: 0, medium: 0, low: 0 };
  for (const task of tasks) {
    summary.total += 1;
    summary[task.status] += 1;
    summary[task.priority] += 1;
    if (isPastDue(task, today)) summary.pastDue += 1;
  }
  return summary;
}

/** A heading over a run of the table's rows; a marked one (the event's days) stands out. */
export interface ReportHeading {
  text: string;
  marked: boolean;
}

/** Rows of the table under one heading, or under none. */
export interface ReportSection {
  heading: ReportHeading | null;
  rows: string[][];
}

/** Everything a PDF report shows, worked out before the PDF library is loaded. */
export interface TaskReport {
  filename: string;
  title: string;
  /** Label and value lines under the title: event, member, date. */
  details: { label: string; value: string }[];
  summary: { label: string; value: string }[];
  columns: string[];
  /** Widths in points of the leading columns; the last column takes the rest of the page. */
  columnWidths: number[];
  /** The table: one section without a heading, or a section per heading. */
  sections: ReportSection[];
  /** Left of the page number on every page. */
  footer: string;
}

export interface TaskReportInput {
  /** Sorted as the list shows them. */
  tasks: readonly Task[];
  event: { name: string };
  member: { name: string; code: string };
  /** The viewer's day: the report's date, its file name and what counts as past due. */
  today: CalendarDate;
}

export const REPORT_COLUMNS = ['Title', 'Due Date', 'Status', 'Priority', 'Description'];
/** A description in the report's table is cut to this many characters; the CSV has it whole. */
export const REPORT_DESCRIPTION_LENGTH = 300;

/** 2030-06-01 → "Jun 1, 2030", as the tasks table shows a day. */
export function reportDate(date: CalendarDate): string {
  return formatCalendarDay(date, 'date');
}

function cut(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const head = flat.slice(0, max);
  const space = head.lastIndexOf(' ');
  return `${(space > max * 0.6 ? head.slice(0, space) : head).trimEnd()}…`;
}

/**
 * Text as a report draws it, every letter kept (the report's fonts draw Latin, Greek, Cyrillic, Chinese,
 * Japanese and emoji): composed (NFC, so "e" and a combining accent are one letter), tabs as spaces,
 * without other control characters.
 */
export function pdfText(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0)!;
    if (code === 0x09) out += ' ';
    else if (code === 0x0a || (code >= 0x20 && (code < 0x7f || code > 0x9f))) out += char;
  }
  return out;
}

/** The summary table of a report: the counts by status and priority, and how many are past due. */
export function summaryCells(tasks: readonly Pick<Task, 'status' | 'priority' | 'dueDate'>[], today: CalendarDate): TaskReport['summary'] {
  const summary = summarizeTasks(tasks, today);
  const count = (value: number) => formatCount(value);
  return [
    { label: 'Total', value: count(summary.total) },
    { label: 'Completed', value: count(summary.completed) },
    { label: 'In Progress', value: count(summary.inprogress) },
    { label: 'To Do', value: count(summary.todo) },
    { label: 'Overdue', value: count(summary.overdue) },
    { label: 'Past due', value: count(summary.pastDue) },
    { label: 'High priority', value: count(summary.high) },
    { label: 'Medium priority', value: count(summary.medium) },
    { label: 'Low priority', value: count(summary.low) },
  ];
}

/** A task's cells as every report writes them; `middle` is the column that differs (due date, assignee). */
export function taskRow(task: Task, middle: string, today: CalendarDate): string[] {
  return [
    pdfText(taskTitleLabel(task.title)),
    pdfText(middle),
    isPastDue(task, today) ? `${taskStatusLabel(task.status)} (past due)` : taskStatusLabel(task.status),
    taskPriorityLabel(task.priority),
    pdfText(cut(task.description, REPORT_DESCRIPTION_LENGTH)),
  ];
}

export function buildTaskReport({ tasks, event, member, today }: TaskReportInput): TaskReport {
  const memberLabel = `${member.name} (${member.code})`;
  return {
    filename: exportFilename('pdf', today),
    title: 'Tasks Report',
    details: [
      { label: 'Event', value: pdfText(event.name) },
      { label: 'Member', value: pdfText(memberLabel) },
      { label: 'Date', value: reportDate(today) },
    ],
    summary: summaryCells(tasks, today),
    columns: REPORT_COLUMNS,
    columnWidths: [170, 72, 100, 55],
    sections: [{ heading: null, rows: tasks.map((task) => taskRow(task, task.dueDate ? reportDate(task.dueDate) : 'No due date', today)) }],
    footer: pdfText(`${memberLabel} · ${event.name}`),
  };
}
