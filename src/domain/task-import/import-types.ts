// The import pipeline's shapes, shared by the pure rules (this folder), the Web Worker that runs them
// on the client and the import screen. Every format is read into one SourceTable, so one mapping
// screen serves them all.
import type { CalendarDate } from '../calendar-dates.ts';
import type { TaskStatus } from '../task-rules.ts';
import type { ImportFormat, ImportMember, ImportTask } from './import-api.ts';

export type FileEncoding = 'utf-8' | 'utf-8-bom' | 'windows-1252';

/** A file read into rows of text cells. A Trello board is flattened into one row per card. */
export interface SourceTable {
  format: ImportFormat;
  encoding: FileEncoding;
  /** ',' ';' '\t' '|' for delimited files; null for JSON. */
  delimiter: string | null;
  headers: string[];
  /** Data rows, cells by header index (missing cells are ''). */
  rows: string[][];
}

/** The Eventry fields a task import can fill; each takes one column or none. */
export const TASK_IMPORT_FIELDS = [
  'title',
  'description',
  'dueDate',
  'countdown',
  'status',
  'priority',
  'assigneeName',
  'assigneeEmail',
  'assigneeCode',
] as const;
export type TaskImportField = (typeof TASK_IMPORT_FIELDS)[number];

export const MEMBER_IMPORT_FIELDS = ['name', 'email', 'company', 'role'] as const;
export type MemberImportField = (typeof MEMBER_IMPORT_FIELDS)[number];

/** Field → column index in SourceTable.headers, or null for "not imported". */
export type ColumnMapping<F extends string> = Record<F, number | null>;

/** Day/month order for dates like 03/04/2026. */
export type DateOrder = 'mdy' | 'dmy';

export interface TaskMappingProposal {
  columns: ColumnMapping<TaskImportField>;
  /** Each distinct value of the status column (Trello list, Asana section…) → an Eventry status, or null: the default (To Do). */
  statusValues: Record<string, TaskStatus | null>;
  /** Proposed from the dates seen: 'dmy' when some first part is over 12, else 'mdy'. */
  dateOrder: DateOrder;
}

/** What to do with assignees who match no member of the event. */
export type UnmatchedPeople = 'create' | 'unassigned';

/** A member of the event to match assignees against. */
export interface ExistingMember {
  id: number;
  name: string;
  email: string | null;
  code: string;
}

export interface TaskImportOptions {
  mapping: TaskMappingProposal;
  unmatchedPeople: UnmatchedPeople;
  members: readonly ExistingMember[];
  /** The event, for relative T- offsets and their dates. */
  event: { startDate: CalendarDate; endDate: CalendarDate };
}

/** A problem of one field of one row, and what the import does about it. */
export interface RowProblem {
  field: TaskImportField | MemberImportField;
  message: string;
  /** skipped: the row is not imported; default: the field takes its default (said in message). */
  outcome: 'skipped' | 'default';
}

export interface PlannedTaskRow {
  /** Record number in the file, 1 = first data row. */
  row: number;
  /** null when the row is skipped. */
  task: ImportTask | null;
  /** The assignee as the preview shows it: an existing member's name, a new member's name (isNew) or null. */
  assignee: { name: string; isNew: boolean } | null;
  problems: RowProblem[];
}

export interface TaskImportPlan {
  rows: PlannedTaskRow[];
  newMembers: ImportMember[];
  /**
   * tasks: rows imported; skipped: rows not imported; withDefaults: imported rows with a 'default' problem;
   * matchedPeople: distinct existing members assigned; unassignedPeople: distinct people named in the file
   * whose tasks are left unassigned (no match with 'unassigned', or no valid name to create them by).
   */
  counts: { tasks: number; skipped: number; withDefaults: number; newMembers: number; matchedPeople: number; unassignedPeople: number };
}

export interface PlannedMemberRow {
  row: number;
  member: ImportMember | null;
  problems: RowProblem[];
}

export interface MemberImportPlan {
  rows: PlannedMemberRow[];
  counts: { members: number; skipped: number };
}
