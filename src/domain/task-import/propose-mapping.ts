// The column mapping the import screen proposes, from the file's headers and its cells.
import {
  MEMBER_IMPORT_FIELDS,
  TASK_IMPORT_FIELDS,
  type ColumnMapping,
  type MemberImportField,
  type SourceTable,
  type TaskImportField,
  type TaskMappingProposal,
} from './import-types.ts';
import { importedText, parseStatusValue } from './import-cells.ts';
import { proposeDateOrder } from './import-dates.ts';
import { normalisePersonKey } from './match-members.ts';
import type { TaskStatus } from '../task-rules.ts';

/** A header as a key: "Due Date", "due_date" and "Due-date" all read "duedate". */
export function headerKey(header: string): string {
  return normalisePersonKey(header).replace(/[^\p{L}\p{N}]/gu, '');
}

/** The headers each field takes, most telling first, as headerKey() writes them. */
const TASK_HEADERS: Record<TaskImportField, readonly string[]> = {
  title: ['title', 'name', 'task', 'taskname', 'card', 'cardname', 'subject', 'summary'],
  description: ['description', 'notes', 'details', 'desc', 'note'],
  dueDate: ['duedate', 'due', 'deadline', 'dueon', 'date'],
  countdown: ['countdown'],
  status: ['status', 'state', 'list', 'section', 'sectioncolumn', 'column', 'stage'],
  priority: ['priority', 'importance'],
  assigneeName: ['assignee', 'owner', 'assignedto', 'members', 'responsible', 'assigneename', 'member'],
  assigneeEmail: ['assigneeemail', 'email', 'emailaddress', 'owneremail'],
  assigneeCode: ['userid', 'membercode', 'usercode'],
};

const MEMBER_HEADERS: Record<MemberImportField, readonly string[]> = {
  name: ['name', 'fullname', 'membername', 'person'],
  email: ['email', 'emailaddress', 'mail'],
  company: ['company', 'organisation', 'organization', 'org', 'employer'],
  role: ['role', 'title', 'jobtitle', 'position'],
};

/** Each field the first column whose header is one of its names; a column serves one field at most. */
function mapColumns<F extends string>(headers: readonly string[], fields: readonly F[], names: Record<F, readonly string[]>): ColumnMapping<F> {
  const columnOf = new Map<string, number>();
  headers.forEach((header, index) => {
    const key = headerKey(header);
    if (!columnOf.has(key)) columnOf.set(key, index);
  });
  const used = new Set<number>();
  const mapping = {} as ColumnMapping<F>;
  for (const field of fields) {
    const column = names[field].map((name) => columnOf.get(name)).find((index) => index !== undefined && !used.has(index));
    mapping[field] = column ?? null;
    if (column !== undefined) used.add(column);
  }
  return mapping;
}

const cellsOf = (table: SourceTable, column: number | null): string[] => (column === null ? [] : table.rows.map((row) => row[column] ?? ''));

/** Each distinct value of the status column → the Eventry status it names, or null (the default, To Do). */
export function proposeStatusValues(cells: readonly string[]): Record<string, TaskStatus | null> {
  const values = new Map<string, TaskStatus | null>();
  for (const cell of cells) {
    const value = importedText(cell);
    if (value !== '' && !values.has(value)) values.set(value, parseStatusValue(value));
  }
  return Object.fromEntries(values);
}

export function proposeTaskMapping(table: SourceTable): TaskMappingProposal {
  const columns = mapColumns(table.headers, TASK_IMPORT_FIELDS, TASK_HEADERS);
  return {
    columns,
    statusValues: proposeStatusValues(cellsOf(table, columns.status)),
    dateOrder: proposeDateOrder(cellsOf(table, columns.dueDate)),
  };
}

export function proposeMemberMapping(table: SourceTable): ColumnMapping<MemberImportField> {
  return mapColumns(table.headers, MEMBER_IMPORT_FIELDS, MEMBER_HEADERS);
}
