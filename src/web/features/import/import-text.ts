// The import screen's wording: what it says about the file, the plan, the progress and the result.
import { countLabel } from '../../../domain/english-format.ts';
import { IMPORT_FILE_MAX_BYTES, IMPORT_FORMAT_LABELS, IMPORT_MESSAGES } from '../../../domain/task-import/import-rules.ts';
import type { ImportResult, UndoImportResult } from '../../../domain/task-import/import-api.ts';
import type { FileEncoding } from '../../../domain/task-import/import-types.ts';
import type { FileSummary, ImportKind, ImportStage } from './worker/import-protocol.ts';

/** The extensions the file input offers. */
export const IMPORT_ACCEPT = '.csv,.txt,.tsv,.json';

/** The message for a file too large to read, or null: checked before anything of it is read. */
export function fileSizeProblem(bytes: number): string | null {
  if (bytes <= IMPORT_FILE_MAX_BYTES) return null;
  return IMPORT_MESSAGES.fileTooLarge((bytes / (1024 * 1024)).toFixed(1));
}

/** "Trello board (JSON) · 8 cards", "CSV spreadsheet · 1,204 rows". */
export function formatLine(file: Pick<FileSummary, 'format' | 'rowCount'>): string {
  const rows = file.format === 'trello' ? countLabel(file.rowCount, 'card') : countLabel(file.rowCount, 'row');
  return `${IMPORT_FORMAT_LABELS[file.format]} · ${rows}`;
}

const ENCODING_LABELS: Record<FileEncoding, string> = {
  'utf-8': 'UTF-8',
  'utf-8-bom': 'UTF-8 (with byte order mark)',
  'windows-1252': 'Windows-1252 (Western European)',
};

export function encodingLabel(encoding: FileEncoding): string {
  return ENCODING_LABELS[encoding];
}

const DELIMITER_LABELS: Record<string, string> = { ',': 'Comma (,)', ';': 'Semicolon (;)', '\t': 'Tab', '|': 'Pipe (|)' };

/** The delimiter of a delimited file, or null for JSON. */
export function delimiterLabel(delimiter: string | null): string | null {
  if (delimiter === null) return null;
  return DELIMITER_LABELS[delimiter] ?? `“${delimiter}”`;
}

export interface PlanCounts {
  created: number;
  skipped: number;
  newMembers?: number;
}

/** "1,204 tasks will be created, 3 rows skipped, 2 new team members". */
export function planSummaryText(kind: ImportKind, { created, skipped, newMembers = 0 }: PlanCounts): string {
  const parts = [kind === 'tasks' ? `${countLabel(created, 'task')} will be created` : `${countLabel(created, 'team member')} will be added`];
  parts.push(`${countLabel(skipped, 'row')} skipped`);
  if (kind === 'tasks') parts.push(countLabel(newMembers, 'new team member'));
  return parts.join(', ');
}

const STAGE_LABELS: Record<ImportStage, string> = {
  reading: 'Reading the file',
  decoding: 'Reading the file',
  parsing: 'Reading the rows',
  mapping: 'Matching the columns',
  planning: 'Checking the rows',
  packing: 'Preparing the import',
};

export function stageLabel(stage: ImportStage): string {
  return STAGE_LABELS[stage];
}

/** The steps of sending an import, in order. */
export type SendPhase = 'packing' | 'uploading' | 'saving';

/**
 * One bar for the whole import: preparing the body is its first tenth, the upload up to nine tenths
 * (by the bytes sent), and the server's saving the rest, which it reaches when the answer comes.
 */
export function sendPercent(phase: SendPhase, fraction: number): number {
  const part = Math.min(1, Math.max(0, fraction));
  if (phase === 'packing') return Math.round(part * 10);
  if (phase === 'uploading') return Math.round(10 + part * 80);
  return Math.round(90 + part * 10);
}

export function sendLabel(phase: SendPhase, rows: number, kind: ImportKind): string {
  const what = kind === 'tasks' ? countLabel(rows, 'task') : countLabel(rows, 'team member');
  if (phase === 'packing') return 'Preparing the import';
  if (phase === 'uploading') return `Sending ${what}`;
  return `Saving ${what}`;
}

/** "Imported 1,204 tasks into Gala 2027". */
export function importedText(kind: ImportKind, result: ImportResult, eventName: string): string {
  const what = kind === 'tasks' ? countLabel(result.tasksCreated, 'task') : countLabel(result.membersCreated, 'team member');
  return `Imported ${what} into ${eventName}`;
}

/** "Import undone: 1,204 tasks and 2 team members removed." */
export function undoneText(result: UndoImportResult): string {
  const parts: string[] = [];
  if (result.tasksRemoved > 0 || result.membersRemoved === 0) parts.push(countLabel(result.tasksRemoved, 'task'));
  if (result.membersRemoved > 0) parts.push(countLabel(result.membersRemoved, 'team member'));
  return `Import undone: ${parts.join(' and ')} removed.`;
}
