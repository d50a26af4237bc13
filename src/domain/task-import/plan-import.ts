// What an import will create, row by row, with each row's problems and what is done about them.
// Linear in the rows: every look-up is a map.
import { anchoredDueDate } from '../countdown.ts';
import { formatCount } from '../english-format.ts';
import { DEFAULT_TASK_PRIORITY, DEFAULT_TASK_STATUS, DESCRIPTION_MAX_LENGTH, TITLE_MAX_LENGTH, type TaskStatus } from '../task-rules.ts';
import type { ImportTask } from './import-api.ts';
import { importedText, multiLineText, oneLineText, parsePriorityValue, parseStatusValue } from './import-cells.ts';
import { eventDayOffset, parseCountdownCell, parseImportDate } from './import-dates.ts';
import type { PlannedTaskRow, RowProblem, SourceTable, TaskImportField, TaskImportOptions, TaskImportPlan } from './import-types.ts';
import { planAssignees } from './plan-assignees.ts';

export { planMemberImport, MEMBER_ROW_MESSAGES } from './plan-members.ts';

export const TASK_ROW_MESSAGES = {
  noTitle: 'No title: the row is skipped',
  titleTooLong: (length: number) =>
    `Title is ${formatCount(length)} characters; titles can be at most ${formatCount(TITLE_MAX_LENGTH)}, so the row is skipped`,
  titleJoined: 'Title had line breaks: joined into one line',
  controlCharacters: (field: string) => `${field} had control characters: they were removed`,
  descriptionTooLong: (length: number) =>
    `Description is ${formatCount(length)} characters; descriptions can be at most ${formatCount(DESCRIPTION_MAX_LENGTH)}, so the row is skipped`,
  noDueDate: (problem: string) => `${problem}: imported without a due date`,
  dueDateUsed: (problem: string) => `${problem}: the due date is used instead`,
  unknownStatus: (value: string) => `Unknown status "${value}": imported as To Do`,
  unknownPriority: (value: string) => `Unknown priority "${value}": imported as Medium`,
  archived: 'Archived in Trello: the row is skipped',
} as const;

/** The Asana column whose date says a task is done, whatever its section. */
export const ASANA_COMPLETED_AT = 'Completed At';
/** The column of a flattened Trello board that says "yes" for an archived card (read-trello.ts). */
const TRELLO_ARCHIVED = 'Archived';

type Cell = (field: TaskImportField) => string;

const skip = (field: TaskImportField, message: string): RowProblem => ({ field, message, outcome: 'skipped' });
const fallBack = (field: TaskImportField, message: string): RowProblem => ({ field, message, outcome: 'default' });

function planTitle(cell: Cell, problems: RowProblem[]): string | null {
  const title = oneLineText(cell('title'));
  const skipped = title.text === '' ? TASK_ROW_MESSAGES.noTitle : title.text.length > TITLE_MAX_LENGTH ? TASK_ROW_MESSAGES.titleTooLong(title.text.length) : null;
  if (skipped) {
    problems.push(skip('title', skipped));
    return null;
  }
  if (title.joinedLines) problems.push(fallBack('title', TASK_ROW_MESSAGES.titleJoined));
  if (title.removedControls) problems.push(fallBack('title', TASK_ROW_MESSAGES.controlCharacters('Title')));
  return title.text;
}

function planDescription(cell: Cell, problems: RowProblem[]): string | null {
  const description = multiLineText(cell('description'));
  if (description.text.length > DESCRIPTION_MAX_LENGTH) {
    problems.push(skip('description', TASK_ROW_MESSAGES.descriptionTooLong(description.text.length)));
    return null;
  }
  if (description.removedControls) problems.push(fallBack('description', TASK_ROW_MESSAGES.controlCharacters('Description')));
  return description.text;
}

type PlannedDue = Pick<ImportTask, 'dueDate' | 'dueAnchor' | 'dueOffsetDays'>;
const NO_DUE: PlannedDue = { dueDate: null, dueAnchor: null, dueOffsetDays: null };

/** A countdown (T-14, Event day, T+2) wins over a due date: the server works the date out from the event. */
function planDue(cell: Cell, options: TaskImportOptions, problems: RowProblem[]): PlannedDue {
  const date = parseImportDate(cell('dueDate'), options.mapping.dateOrder);
  const dueDate = date && 'date' in date ? date.date : null;
  const countdown = parseCountdownCell(cell('countdown'));
  if (countdown && 'anchor' in countdown) {
    const offsetDays = countdown.anchor === 'start' && countdown.offsetDays === 0 ? eventDayOffset(dueDate, options.event) : countdown.offsetDays;
    return { dueDate: null, dueAnchor: countdown.anchor, dueOffsetDays: offsetDays };
  }
  if (countdown) {
    problems.push(fallBack('countdown', dueDate ? TASK_ROW_MESSAGES.dueDateUsed(countdown.problem) : TASK_ROW_MESSAGES.noDueDate(countdown.problem)));
    if (!dueDate) return NO_DUE;
  }
  if (date && 'problem' in date) problems.push(fallBack('dueDate', TASK_ROW_MESSAGES.noDueDate(date.problem)));
  return { ...NO_DUE, dueDate };
}

function planStatus(cell: Cell, completedAt: string, options: TaskImportOptions, problems: RowProblem[]): TaskStatus {
  if (completedAt !== '') return 'completed';
  const value = importedText(cell('status'));
  if (value === '') return DEFAULT_TASK_STATUS;
  const { statusValues } = options.mapping;
  const status = Object.hasOwn(statusValues, value) ? statusValues[value] : parseStatusValue(value);
  if (status) return status;
  problems.push(fallBack('status', TASK_ROW_MESSAGES.unknownStatus(value)));
  return DEFAULT_TASK_STATUS;
}

function planPriority(cell: Cell, problems: RowProblem[]): ImportTask['priority'] {
  const value = importedText(cell('priority'));
  if (value === '') return DEFAULT_TASK_PRIORITY;
  const priority = parsePriorityValue(value);
  if (priority) return priority;
  problems.push(fallBack('priority', TASK_ROW_MESSAGES.unknownPriority(value)));
  return DEFAULT_TASK_PRIORITY;
}

/**
 * Every row of the table as the task it becomes (or null: skipped), with its problems; the members
 * to create for assignees who match nobody; and the counts the preview shows.
 */
export function planTaskImport(table: SourceTable, options: TaskImportOptions): TaskImportPlan {
  const { columns } = options.mapping;
  const assignees = planAssignees(table.format, options);
  const archived = table.format === 'trello' ? table.headers.indexOf(TRELLO_ARCHIVED) : -1;
  const completedAt = table.format === 'asana' ? table.headers.indexOf(ASANA_COMPLETED_AT) : -1;
  const rows: PlannedTaskRow[] = table.rows.map((cells, index) => {
    const cell: Cell = (field) => {
      const column = columns[field];
      return column === null ? '' : (cells[column] ?? '');
    };
    const problems: RowProblem[] = [];
    if (archived !== -1 && cells[archived] === 'yes') return { row: index + 1, task: null, assignee: null, problems: [skip('status', TASK_ROW_MESSAGES.archived)] };
    const title = planTitle(cell, problems);
    const description = planDescription(cell, problems);
    if (title === null || description === null) return { row: index + 1, task: null, assignee: null, problems };
    const task: ImportTask = {
      row: index + 1,
      title,
      description,
      status: planStatus(cell, completedAt === -1 ? '' : importedText(cells[completedAt]), options, problems),
      priority: planPriority(cell, problems),
      ...planDue(cell, options, problems),
      assigneeId: null,
      newAssignee: null,
    };
    const assignee = assignees.assign(task, { name: cell('assigneeName'), email: cell('assigneeEmail'), code: cell('assigneeCode') }, problems);
    return { row: index + 1, task, assignee, problems };
  });
  const tasks = rows.filter((row) => row.task !== null);
  return {
    rows,
    newMembers: assignees.newMembers,
    counts: {
      tasks: tasks.length,
      skipped: rows.length - tasks.length,
      withDefaults: tasks.filter((row) => row.problems.some((problem) => problem.outcome === 'default')).length,
      newMembers: assignees.newMembers.length,
      matchedPeople: assignees.matchedPeople(),
      unassignedPeople: assignees.unassignedPeople(),
    },
  };
}

/** The day a planned task falls due in its event, whichever way it is planned (for previews). */
export function plannedDueDate(task: PlannedDue, event: TaskImportOptions['event']): string | null {
  if (task.dueAnchor !== null && task.dueOffsetDays !== null) return anchoredDueDate({ anchor: task.dueAnchor, offsetDays: task.dueOffsetDays }, event);
  return task.dueDate;
}
