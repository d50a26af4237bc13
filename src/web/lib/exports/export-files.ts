import type { CalendarDate } from '../../../domain/dates.ts';
import { taskExportFileName } from '../../../domain/task-export-formats.ts';
import type { TaskDueFilter, TaskStatus } from '../../../domain/tasks.ts';
import { formatCount } from '../../../domain/english-format.ts';
import { ApiError, userMessage } from '../api.ts';

/** The three ways to export tasks: a CSV table, a text worksheet (both made by the server) and a PDF report. */
export type ExportFormat = 'csv' | 'worksheet' | 'pdf';

/** Which tasks an export holds: the same filters as the tasks list. */
export interface TaskExportScope {
  eventId?: number | null;
  /** One member's tasks, or 'unassigned' for the tasks nobody has. */
  member?: number | 'unassigned' | null;
  status?: TaskStatus | null;
  /** Past due or Due this week, as the list's status filter chooses them. */
  due?: TaskDueFilter | null;
  q?: string;
  /** The tasks of one bulk create. */
  batch?: number | null;
  /** Leave the completed tasks out, as the list does while Hide completed applies. */
  hideCompleted?: boolean;
}

/** tasks_export_2026-11-23.csv, tasks_worksheet_2026-11-23.txt, tasks_export_2026-11-23.pdf. */
export function exportFilename(format: ExportFormat, date: CalendarDate): string {
  return format === 'pdf' ? `tasks_export_${date}.pdf` : taskExportFileName(format, date);
}

/** The query both GET /api/tasks and GET /api/tasks/export understand for a scope. */
export function taskExportQuery(scope: TaskExportScope, today: CalendarDate): Record<string, string | number | undefined> {
  return {
    eventId: scope.eventId ?? undefined,
    memberId: typeof scope.member === 'number' ? scope.member : undefined,
    unassigned: scope.member === 'unassigned' ? 'true' : undefined,
    status: scope.status ?? undefined,
    due: scope.due ?? undefined,
    q: scope.q?.trim() || undefined,
    batch: scope.batch ?? undefined,
    hideCompleted: scope.hideCompleted ? 'true' : undefined,
    today,
  };
}

/**
 * Why a CSV or worksheet download failed, in words for the user. A 503 with the server's own message
 * is an export refused for now (the account's previous one still downloading, or too many running):
 * that message says what to do, where the catalogue's "Server error (503)" would not.
 */
export function downloadFailureReason(error: unknown): string {
  if (error instanceof ApiError && error.status === 503 && error.detail) return error.detail;
  return userMessage(error);
}

/** What a failed CSV or worksheet download says, with the reason. */
export function downloadFailureMessage(format: Exclude<ExportFormat, 'pdf'>, reason: string): string {
  return format === 'csv' ? `Failed to download tasks: ${reason}` : `Failed to export worksheets: ${reason}`;
}

/** The export button's label while an export runs. */
export type ExportProgress =
  | { format: Exclude<ExportFormat, 'pdf'> }
  | { format: 'pdf'; phase: 'fetching'; done: number; total: number | null }
  | { format: 'pdf'; phase: 'building' };

export function exportProgressLabel(progress: ExportProgress): string {
  if (progress.format !== 'pdf') return progress.format === 'csv' ? 'Downloading CSV…' : 'Downloading worksheet…';
  if (progress.phase === 'building') return 'Building PDF…';
  if (progress.total === null) return 'Preparing PDF…';
  return `Preparing ${formatCount(progress.done)} of ${formatCount(progress.total)}…`;
}
