import type { CalendarDate } from '../../../domain/dates.ts';
import { isCutShort, MAX_OFFSET, MAX_PAGE_SIZE, nextPageOffset } from '../../../domain/pagination-rules.ts';
import type { Task } from '../../../domain/tasks.ts';
import { apiDownload } from '../api-download.ts';
import { api } from '../api.ts';
import { exportFilename, taskExportQuery, type TaskExportScope } from './export-files.ts';
import { buildRunSheetReport, type RunSheetInput } from './run-sheet.ts';
import { buildTaskReport, type TaskReport, type TaskReportInput } from './task-report.ts';
import { formatCount } from '../../../domain/english-format.ts';
import type { PageToPdfWorker, PdfWorkerToPage } from './pdf-protocol.ts';

/** The most tasks a PDF report can hold: every page of the task list the API lets a client reach. */
export const MAX_REPORT_TASKS = MAX_OFFSET + MAX_PAGE_SIZE;
export const TOO_MANY_FOR_PDF_MESSAGE = `A PDF report holds at most ${formatCount(MAX_REPORT_TASKS)} tasks: narrow the filters, or download the CSV.`;
export const NOTHING_TO_EXPORT_MESSAGE = 'No tasks to export';
export const PDF_MODULE_MISSING_MESSAGE = 'The PDF maker could not be loaded. Check your connection, reload the page and try again.';

interface TaskPage {
  items: Task[];
  total: number;
  limit: number;
  offset: number;
}

/** Fetches a CSV or worksheet export as the server makes it, named as the server names it. */
export async function downloadTaskFile(format: 'csv' | 'worksheet', scope: TaskExportScope, today: CalendarDate, signal?: AbortSignal) {
  const file = await apiDownload('/api/tasks/export', { query: { format, ...taskExportQuery(scope, today) }, signal });
  return { blob: file.blob, filename: file.filename ?? exportFilename(format, today) };
}

/**
 * Every task of a scope, in the list's order, a page of 500 at a time. `onProgress` hears how many
 * have arrived of how many there are.
 */
export async function fetchScopeTasks(
  scope: TaskExportScope,
  today: CalendarDate,
  { signal, onProgress }: { signal?: AbortSignal; onProgress?: (done: number, total: number) => void } = {},
): Promise<Task[]> {
  const query = { ...taskExportQuery(scope, today), limit: MAX_PAGE_SIZE };
  const byId = new Map<number, Task>();
  let offset: number | undefined = 0;
  while (offset !== undefined) {
    const page: TaskPage = await api.get<TaskPage>('/api/tasks', { ...query, offset }, signal);
    if (page.offset === 0 && page.total > MAX_REPORT_TASKS) throw new Error(TOO_MANY_FOR_PDF_MESSAGE);
    // A task that moved down a page while paging (a due date edited meanwhile) is kept once.
    for (const task of page.items) byId.set(task.id, task);
    onProgress?.(Math.min(byId.size, page.total), page.total);
    if (isCutShort(page)) throw new Error(TOO_MANY_FOR_PDF_MESSAGE);
    offset = nextPageOffset(page);
  }
  return [...byId.values()];
}

/**
 * Draws a report as a PDF in a Web Worker (pdf.worker.ts), which loads the PDF library and the fonts,
 * so the page stays responsive however many tasks it holds. Aborting ends the worker.
 */
function renderReportPdf(report: TaskReport, signal?: AbortSignal): Promise<{ blob: Blob; pages: number; filename: string }> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The PDF was not made.', 'AbortError'));
      return;
    }
    let worker: Worker;
    try {
      worker = new Worker(new URL('./pdf.worker.ts', import.meta.url), { type: 'module', name: 'pdf' });
    } catch {
      reject(new Error(PDF_MODULE_MISSING_MESSAGE));
      return;
    }
    const finish = () => {
      worker.terminate();
      signal?.removeEventListener('abort', abort);
    };
    const abort = () => {
      finish();
      reject(new DOMException('The PDF was not made.', 'AbortError'));
    };
    signal?.addEventListener('abort', abort, { once: true });
    worker.onmessage = ({ data }: MessageEvent<PdfWorkerToPage>) => {
      finish();
      if (data.type === 'done') resolve({ blob: new Blob([data.bytes], { type: 'application/pdf' }), pages: data.pages, filename: report.filename });
      else reject(new Error(data.reason === 'fonts' ? PDF_MODULE_MISSING_MESSAGE : data.message));
    };
    // The worker's script could not be fetched or run.
    worker.onerror = (event) => {
      event.preventDefault();
      finish();
      reject(new Error(PDF_MODULE_MISSING_MESSAGE));
    };
    worker.postMessage({ type: 'build', report } satisfies PageToPdfWorker);
  });
}

/** The PDF report of one member's tasks in one event. */
export function buildTaskReportPdf(input: TaskReportInput, signal?: AbortSignal) {
  return renderReportPdf(buildTaskReport(input), signal);
}

/** The run sheet of an event as a PDF: its tasks under a heading per due day or per assignee. */
export function buildRunSheetPdf(input: RunSheetInput, signal?: AbortSignal) {
  return renderReportPdf(buildRunSheetReport(input), signal);
}

export { saveFile } from '../save-file.ts';
