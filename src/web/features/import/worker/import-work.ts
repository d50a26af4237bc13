// What the import worker does, apart from its messages, so it can be tested without a worker: the
// file's table, the plan of a mapping, and the request body of the plan.
import { proposeStatusValues } from '../../../../domain/task-import/propose-mapping.ts';
import type { ImportMembersInput, ImportTasksInput } from '../../../../domain/task-import/import-api.ts';
import type { MemberImportPlan, SourceTable, TaskImportPlan, TaskMappingProposal } from '../../../../domain/task-import/import-types.ts';
import type { FileSummary, MemberPlanSummary, TaskPlanSummary } from './import-protocol.ts';
import { PREVIEW_ROWS } from './import-protocol.ts';

/** A day and a month in either order, with a year: 03/04/2026, 3.4.26, 03-04-2026. */
const NUMERIC_DATE = /^\s*\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b/;
/** Values looked at per column to tell its kind. */
const SAMPLED_VALUES = 200;
/** Distinct status values offered for mapping; a column with more is not a status column. */
export const MAX_STATUS_VALUES = 100;

/** The columns whose filled cells are mostly dates like 03/04/2026. */
export function numericDateColumns(table: SourceTable): number[] {
  const columns: number[] = [];
  table.headers.forEach((_header, column) => {
    let filled = 0;
    let dates = 0;
    for (const row of table.rows) {
      const value = row[column] ?? '';
      if (value.trim() === '') continue;
      filled += 1;
      if (NUMERIC_DATE.test(value)) dates += 1;
      if (filled >= SAMPLED_VALUES) break;
    }
    if (filled > 0 && dates * 2 >= filled) columns.push(column);
  });
  return columns;
}

export function fileSummary(fileName: string, table: SourceTable): FileSummary {
  return {
    fileName,
    format: table.format,
    encoding: table.encoding,
    delimiter: table.delimiter,
    headers: table.headers,
    rowCount: table.rows.length,
    numericDateColumns: numericDateColumns(table),
  };
}

/** The status values offered for a column, and how many distinct values it has in all. */
export interface StatusValuesOffered {
  values: TaskMappingProposal['statusValues'];
  count: number;
}

/**
 * The status values of `column` (the first MAX_STATUS_VALUES), each with the status the user chose
 * for it, or else the one its text names (the default when none); and how many there are in all.
 */
export function statusValuesOf(table: SourceTable, column: number | null, chosen: TaskMappingProposal['statusValues']): StatusValuesOffered {
  if (column === null) return { values: {}, count: 0 };
  const all = Object.entries(proposeStatusValues(table.rows.map((row) => row[column] ?? '')));
  const values: TaskMappingProposal['statusValues'] = {};
  for (const [value, status] of all.slice(0, MAX_STATUS_VALUES)) values[value] = value in chosen ? (chosen[value] ?? null) : status;
  return { values, count: all.length };
}

function firstRows<T extends { problems: unknown[] }>(rows: T[]) {
  const problemRows: T[] = [];
  let problemCount = 0;
  for (const row of rows) {
    if (row.problems.length === 0) continue;
    problemCount += 1;
    if (problemRows.length < PREVIEW_ROWS) problemRows.push(row);
  }
  return { preview: rows.slice(0, PREVIEW_ROWS), problemRows, problemCount };
}

export function taskPlanSummary(plan: TaskImportPlan, { values: statusValues, count: statusValueCount }: StatusValuesOffered): TaskPlanSummary {
  const { preview, problemRows, problemCount } = firstRows(plan.rows);
  return {
    kind: 'tasks',
    preview,
    problemRows,
    counts: {
      rows: plan.rows.length,
      tasks: plan.counts.tasks,
      skipped: plan.counts.skipped,
      withDefaults: plan.counts.withDefaults,
      newMembers: plan.counts.newMembers,
      problemRows: problemCount,
    },
    statusValues,
    statusValueCount,
  };
}

export function memberPlanSummary(plan: MemberImportPlan): MemberPlanSummary {
  const { preview, problemRows, problemCount } = firstRows(plan.rows);
  return {
    kind: 'members',
    preview,
    problemRows,
    counts: { rows: plan.rows.length, members: plan.counts.members, skipped: plan.counts.skipped, problemRows: problemCount },
  };
}

type BodyBase = Pick<ImportTasksInput, 'format' | 'fileName' | 'today'>;

export function taskImportBody(base: BodyBase, plan: TaskImportPlan): ImportTasksInput {
  const tasks = plan.rows.flatMap((row) => (row.task ? [row.task] : []));
  return { ...base, newMembers: plan.newMembers, tasks };
}

export function memberImportBody(base: BodyBase, plan: MemberImportPlan): ImportMembersInput {
  return { ...base, members: plan.rows.flatMap((row) => (row.member ? [row.member] : [])) };
}
