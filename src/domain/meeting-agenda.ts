/**
 * The meeting agenda generator's rules, without zod: from an event's tasks and three dates (the last
 * meeting, this meeting, the next one), what is overdue, what is due before the next meeting (by
 * person), what was completed since the last meeting, and a few open questions to fill in; as
 * Markdown and as plain text (the e-mail sent to the team).
 */
import { addDays, isCalendarDate, type CalendarDate } from './calendar-dates.ts';
import { countLabel, formatCalendarDay } from './english-format.ts';
import type { TaskPriority, TaskStatus } from './task-rules.ts';

/** How many days before and after the meeting the last and next meetings are, unless chosen. */
export const DEFAULT_MEETING_INTERVAL_DAYS = 7;
/** How many numbered lines the Open questions section has at least (blanks after the questions written in). */
export const OPEN_QUESTION_COUNT = 3;
/** Who the tasks without an assignee are listed under. */
export const UNASSIGNED_LABEL = 'Unassigned';

/** What the agenda needs of a task (the tasks list's fields, and the day it was completed). */
export interface AgendaTask {
  id: number;
  title: string;
  status: TaskStatus;
  priority: TaskPriority;
  dueDate: CalendarDate | null;
  assigneeName: string | null;
  /** The calendar day the task was completed (in the viewer's time zone); null when it is not completed or not known. */
  completedOn: CalendarDate | null;
}

export interface AgendaDates {
  /** The day of the meeting the agenda is for. */
  meetingDate: CalendarDate;
  /** Tasks completed on or after this day (and on or before the meeting) are reported as done. */
  lastMeetingDate: CalendarDate;
  /** Tasks due before this day (from the meeting on) are the ones to get done next. */
  nextMeetingDate: CalendarDate;
}

export interface AgendaPersonGroup {
  /** The assignee's name, or UNASSIGNED_LABEL. */
  person: string;
  tasks: AgendaTask[];
}

export interface MeetingAgenda extends AgendaDates {
  eventName: string;
  /** Not completed, and due before the meeting day (or marked Overdue): soonest due first. */
  overdue: AgendaTask[];
  /** Not completed and due from the meeting day until the day before the next meeting, by person (A to Z, Unassigned last). */
  dueNext: AgendaPersonGroup[];
  /** Completed from the last meeting's day to the meeting's day: latest first. */
  completed: AgendaTask[];
}

export type AgendaDateField = keyof AgendaDates;

/** The dates a new agenda starts from: the meeting today, the last one a week before, the next a week later. */
export function defaultAgendaDates(today: CalendarDate): AgendaDates {
  return {
    meetingDate: today,
    lastMeetingDate: addDays(today, -DEFAULT_MEETING_INTERVAL_DAYS),
    nextMeetingDate: addDays(today, DEFAULT_MEETING_INTERVAL_DAYS),
  };
}

/** What is wrong with the chosen dates, one message per field; empty when they make an agenda. */
export function agendaDateProblems(dates: Record<AgendaDateField, string>): Partial<Record<AgendaDateField, string>> {
  const problems: Partial<Record<AgendaDateField, string>> = {};
  const labels: Record<AgendaDateField, string> = { meetingDate: 'Meeting date', lastMeetingDate: 'Last meeting', nextMeetingDate: 'Next meeting' };
  for (const field of Object.keys(labels) as AgendaDateField[]) {
    if (!dates[field]) problems[field] = `${labels[field]} is required`;
    else if (!isCalendarDate(dates[field])) problems[field] = `${labels[field]} must be a valid date`;
  }
  if (problems.meetingDate) return problems;
  if (!problems.lastMeetingDate && dates.lastMeetingDate > dates.meetingDate) problems.lastMeetingDate = 'Last meeting must be on or before the meeting date';
  if (!problems.nextMeetingDate && dates.nextMeetingDate <= dates.meetingDate) problems.nextMeetingDate = 'Next meeting must be after the meeting date';
  return problems;
}

const byDueThenTitle = (a: AgendaTask, b: AgendaTask) =>
  (a.dueDate ?? '9999-12-31').localeCompare(b.dueDate ?? '9999-12-31') || a.title.localeCompare(b.title) || a.id - b.id;

/** The agenda for `eventName`'s meeting from its tasks. */
export function buildMeetingAgenda(eventName: string, tasks: readonly AgendaTask[], dates: AgendaDates): MeetingAgenda {
  const open = tasks.filter((task) => task.status !== 'completed');
  const overdue = open.filter((task) => task.status === 'overdue' || (task.dueDate !== null && task.dueDate < dates.meetingDate)).sort(byDueThenTitle);
  const overdueIds = new Set(overdue.map((task) => task.id));
  const upcoming = open.filter(
    (task) => !overdueIds.has(task.id) && task.dueDate !== null && task.dueDate >= dates.meetingDate && task.dueDate < dates.nextMeetingDate,
  );
  const groups = new Map<string, AgendaTask[]>();
  for (const task of upcoming) {
    const person = task.assigneeName ?? UNASSIGNED_LABEL;
    groups.set(person, [...(groups.get(person) ?? []), task]);
  }
  const dueNext = [...groups.entries()]
    .map(([person, list]) => ({ person, tasks: list.sort(byDueThenTitle) }))
    .sort((a, b) => Number(a.person === UNASSIGNED_LABEL) - Number(b.person === UNASSIGNED_LABEL) || a.person.localeCompare(b.person));
  const completed = tasks
    .filter((task) => task.status === 'completed' && task.completedOn !== null && task.completedOn >= dates.lastMeetingDate && task.completedOn <= dates.meetingDate)
    .sort((a, b) => b.completedOn!.localeCompare(a.completedOn!) || a.title.localeCompare(b.title) || a.id - b.id);
  return { eventName, ...dates, overdue, dueNext, completed };
}

/** How many tasks the agenda lists. */
export function agendaTaskCount(agenda: MeetingAgenda): number {
  return agenda.overdue.length + agenda.dueNext.reduce((sum, group) => sum + group.tasks.length, 0) + agenda.completed.length;
}

/** The e-mail's subject, and the printed page's title. */
export function agendaTitle(agenda: Pick<MeetingAgenda, 'eventName' | 'meetingDate'>): string {
  return `Meeting agenda: ${agenda.eventName}, ${formatCalendarDay(agenda.meetingDate, 'weekday-date')}`;
}

/** The headings of the sections, shared by the page, the Markdown and the text. */
export function agendaSectionTitles(agenda: AgendaDates) {
  return {
    overdue: 'Overdue',
    dueNext: `Due before the next meeting (${formatCalendarDay(agenda.nextMeetingDate, 'weekday-day')})`,
    completed: `Completed since the last meeting (${formatCalendarDay(agenda.lastMeetingDate, 'weekday-day')})`,
    openQuestions: 'Open questions',
  };
}

export const EMPTY_SECTION_TEXT = {
  overdue: 'Nothing is overdue.',
  dueNext: 'Nothing is due before the next meeting.',
  completed: 'No task was completed since the last meeting.',
};

/** Markdown's special characters in a task's title or a name, escaped so they show as typed. */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_{}[\]()<>#+!|~]/g, '\\$&').replace(/^(\s*)([-=])/, '$1\\$2').replace(/^(\s*\d+)\./, '$1\\.');
}

function taskLine(task: AgendaTask, detail: string, escape: (text: string) => string): string {
  return `${escape(task.title)} (${detail})`;
}

function dueDetail(task: AgendaTask): string {
  return task.dueDate === null ? 'marked overdue, no due date' : `due ${formatCalendarDay(task.dueDate, 'weekday-day')}`;
}

function overdueDetail(task: AgendaTask): string {
  const who = task.assigneeName ?? UNASSIGNED_LABEL.toLowerCase();
  return `${who}, ${dueDetail(task)}`;
}

/** The questions written in (empty ones left out), then blanks up to OPEN_QUESTION_COUNT lines. */
export function openQuestionLines(questions: readonly string[]): string[] {
  const written = questions.map((question) => question.trim().replace(/\s+/g, ' ')).filter((question) => question !== '');
  return [...written, ...Array.from({ length: Math.max(0, OPEN_QUESTION_COUNT - written.length) }, () => '')];
}

/** The agenda as Markdown: headings, check boxes for the tasks and the open questions, numbered, blanks to fill in. */
export function agendaMarkdown(agenda: MeetingAgenda, questions: readonly string[] = []): string {
  const titles = agendaSectionTitles(agenda);
  const lines: string[] = [`# ${escapeMarkdown(agendaTitle(agenda))}`, ''];
  lines.push(`## ${titles.overdue} (${agenda.overdue.length})`, '');
  if (agenda.overdue.length === 0) lines.push(`_${EMPTY_SECTION_TEXT.overdue}_`);
  for (const task of agenda.overdue) lines.push(`- [ ] ${taskLine(task, overdueDetail(task), escapeMarkdown)}`);
  lines.push('', `## ${titles.dueNext}`, '');
  if (agenda.dueNext.length === 0) lines.push(`_${EMPTY_SECTION_TEXT.dueNext}_`);
  for (const group of agenda.dueNext) {
    lines.push(`### ${escapeMarkdown(group.person)} (${countLabel(group.tasks.length, 'task')})`, '');
    for (const task of group.tasks) lines.push(`- [ ] ${taskLine(task, dueDetail(task), escapeMarkdown)}`);
    lines.push('');
  }
  if (agenda.dueNext.length === 0) lines.push('');
  lines.push(`## ${titles.completed}`, '');
  if (agenda.completed.length === 0) lines.push(`_${EMPTY_SECTION_TEXT.completed}_`);
  for (const task of agenda.completed) {
    const who = task.assigneeName === null ? '' : `${escapeMarkdown(task.assigneeName)}, `;
    lines.push(`- [x] ${escapeMarkdown(task.title)} (${who}completed ${formatCalendarDay(task.completedOn!, 'weekday-day')})`);
  }
  lines.push('', `## ${titles.openQuestions}`, '');
  openQuestionLines(questions).forEach((question, index) => lines.push(`${index + 1}. ${escapeMarkdown(question)}`));
  return `${lines.join('\n')}\n`;
}

/** The agenda as plain text: the e-mail sent to the team. */
export function agendaText(agenda: MeetingAgenda, questions: readonly string[] = []): string {
  const titles = agendaSectionTitles(agenda);
  const plain = (text: string) => text;
  const lines: string[] = [agendaTitle(agenda), ''];
  lines.push(`${titles.overdue} (${agenda.overdue.length})`);
  if (agenda.overdue.length === 0) lines.push(EMPTY_SECTION_TEXT.overdue);
  for (const task of agenda.overdue) lines.push(`- ${taskLine(task, overdueDetail(task), plain)}`);
  lines.push('', titles.dueNext);
  if (agenda.dueNext.length === 0) lines.push(EMPTY_SECTION_TEXT.dueNext);
  for (const group of agenda.dueNext) {
    lines.push(`${group.person}:`);
    for (const task of group.tasks) lines.push(`- ${taskLine(task, dueDetail(task), plain)}`);
  }
  lines.push('', titles.completed);
  if (agenda.completed.length === 0) lines.push(EMPTY_SECTION_TEXT.completed);
  for (const task of agenda.completed) {
    const who = task.assigneeName === null ? '' : `${task.assigneeName}, `;
    lines.push(`- ${task.title} (${who}completed ${formatCalendarDay(task.completedOn!, 'weekday-day')})`);
  }
  lines.push('', titles.openQuestions);
  openQuestionLines(questions).forEach((question, index) => lines.push(`${index + 1}.${question === '' ? '' : ` ${question}`}`));
  return `${lines.join('\n')}\n`;
}
