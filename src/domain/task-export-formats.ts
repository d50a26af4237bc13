// The export formats and their file names without zod, so that the client's export menu loads no schemas;
// task-export.ts re-exports all of it with the export's query schema.
import type { CalendarDate } from './calendar-dates.ts';

export const TASK_EXPORT_FORMATS = ['csv', 'worksheet'] as const;
export type TaskExportFormat = (typeof TASK_EXPORT_FORMATS)[number];

export const TASK_EXPORT_CONTENT_TYPES: Record<TaskExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  worksheet: 'text/plain; charset=utf-8',
};

/** tasks_export_{date}.csv and tasks_worksheet_{date}.txt, as the spec names them. */
export function taskExportFileName(format: TaskExportFormat, date: CalendarDate): string {
  return format === 'csv' ? `tasks_export_${date}.csv` : `tasks_worksheet_${date}.txt`;
}
