// The messages between the import screen and its Web Worker. The worker keeps the file's rows; only
// what the screen shows crosses to the page: the columns, the first rows of the preview, the counts.
import type { ImportFormat } from '../../../../domain/task-import/import-api.ts';
import type {
  ColumnMapping,
  ExistingMember,
  FileEncoding,
  MemberImportField,
  PlannedMemberRow,
  PlannedTaskRow,
  TaskImportOptions,
  TaskMappingProposal,
} from '../../../../domain/task-import/import-types.ts';

export type ImportKind = 'tasks' | 'members';

/** Rows of the preview the page shows (and the rows with problems, listed apart). */
export const PREVIEW_ROWS = 50;

/** The reading of a file: reading it, decoding it, reading its rows, proposing the mapping; then planning. */
export type ImportStage = 'reading' | 'decoding' | 'parsing' | 'mapping' | 'planning' | 'packing';

/** What the screen knows of the file; its rows stay in the worker. */
export interface FileSummary {
  fileName: string;
  format: ImportFormat;
  encoding: FileEncoding;
  delimiter: string | null;
  headers: string[];
  rowCount: number;
  /** Columns holding dates like 03/04/2026, whose order (month or day first) the user may choose. */
  numericDateColumns: number[];
}

export type TaskPlanOptions = Omit<TaskImportOptions, 'members'>;

export interface MemberPlanOptions {
  columns: ColumnMapping<MemberImportField>;
}

export type PlanRequest =
  | { kind: 'tasks'; options: TaskPlanOptions; members: ExistingMember[] }
  | { kind: 'members'; options: MemberPlanOptions; members: ExistingMember[] };

export type PageToWorker =
  | { type: 'read'; kind: ImportKind; file: File }
  /** Plans the import with a mapping; `id` tells the answer to the latest request from older ones. */
  | { type: 'plan'; id: number; request: PlanRequest }
  /** The request body of the import, as JSON, for the latest plan. */
  | { type: 'body'; id: number; request: PlanRequest; today: string };

export interface TaskPlanSummary {
  kind: 'tasks';
  preview: PlannedTaskRow[];
  problemRows: PlannedTaskRow[];
  counts: { rows: number; tasks: number; skipped: number; withDefaults: number; newMembers: number; problemRows: number };
  /** The status values of the mapped status column, each with the status it takes (the request's, or a new value's default). */
  statusValues: TaskMappingProposal['statusValues'];
  /** How many distinct values the status column has: more than `statusValues` holds past MAX_STATUS_VALUES. */
  statusValueCount: number;
}

export interface MemberPlanSummary {
  kind: 'members';
  preview: PlannedMemberRow[];
  problemRows: PlannedMemberRow[];
  counts: { rows: number; members: number; skipped: number; problemRows: number };
}

export type PlanSummary = TaskPlanSummary | MemberPlanSummary;

export type WorkerToPage =
  | { type: 'progress'; stage: ImportStage; percent: number }
  | { type: 'read'; file: FileSummary; taskMapping: TaskMappingProposal | null; memberColumns: ColumnMapping<MemberImportField> | null }
  | { type: 'plan'; id: number; summary: PlanSummary }
  | { type: 'body'; id: number; json: string; rows: number }
  /** `id` is the plan or body request that failed, or null for reading the file. */
  | { type: 'error'; id: number | null; message: string };
