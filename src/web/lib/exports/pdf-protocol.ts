// The messages between a page and the worker that draws its PDF report (pdf.worker.ts).
import type { TaskReport } from './task-report.ts';

export type PageToPdfWorker = { type: 'build'; report: TaskReport };

export type PdfWorkerToPage =
  | { type: 'done'; bytes: ArrayBuffer; pages: number }
  /** `fonts`: a font file could not be fetched; `render`: drawing failed, with the reason. */
  | { type: 'error'; reason: 'fonts' | 'render'; message: string };
