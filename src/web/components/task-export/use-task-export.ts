import { useCallback, useEffect, useRef, useState } from 'react';
import type { Task } from '../../../domain/tasks.ts';
import { userMessage } from '../../lib/api.ts';
import { countLabel } from '../../lib/count-label.ts';
import { downloadFailureMessage, type ExportFormat, type ExportProgress, type TaskExportScope } from '../../lib/exports/export-files.ts';
import { buildTaskReportPdf, downloadTaskFile, fetchScopeTasks, NOTHING_TO_EXPORT_MESSAGE, saveFile } from '../../lib/exports/export-tasks.ts';
import { useToday } from '../../lib/use-today.ts';
import { useToast } from '../ui/toast.tsx';

/** Whom a PDF report is about; read from its tasks when not given. */
export interface ReportSubject {
  event?: { name: string };
  member?: { name: string; code: string };
}

/** The spec's PDF banners: 'Export Successful!' for 3 s, 'Export Failed' for 5 s. */
export const EXPORT_SUCCESS_MS = 3000;
export const EXPORT_FAILURE_MS = 5000;

/** Lets the browser paint (the busy label) before a long piece of work on the main thread. */
function nextPaint() {
  return new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

function subjectOf(tasks: readonly Task[], subject: ReportSubject) {
  const first = tasks[0]!;
  return {
    event: subject.event ?? { name: first.eventName },
    member: subject.member ?? { name: first.assigneeName ?? 'Unassigned', code: first.assigneeCode ?? '' },
  };
}

/**
 * Runs one export at a time: a CSV or worksheet from the server, or a PDF report built here. While
 * it runs, `progress` says how far it is; a failure is shown with its reason. Leaving the page stops it.
 */
export function useTaskExport() {
  const toast = useToast();
  const today = useToday();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const run = useCallback(
    async (format: ExportFormat, scope: TaskExportScope, subject: ReportSubject = {}) => {
      if (running.current) return;
      const controller = new AbortController();
      const { signal } = controller;
      running.current = controller;
      try {
        if (format === 'pdf') {
          setProgress({ format, phase: 'fetching', done: 0, total: null });
          const tasks = await fetchScopeTasks(scope, today, {
            signal,
            onProgress: (done, total) => setProgress({ format, phase: 'fetching', done, total }),
          });
          if (tasks.length === 0) throw new Error(NOTHING_TO_EXPORT_MESSAGE);
          setProgress({ format, phase: 'building' });
          await nextPaint();
          const pdf = await buildTaskReportPdf({ tasks, today, ...subjectOf(tasks, subject) });
          if (signal.aborted) return;
          saveFile(pdf.blob, pdf.filename);
          toast.success('Export Successful!', `${pdf.filename}: ${countLabel(tasks.length, 'task')} on ${countLabel(pdf.pages, 'page')}.`, {
            duration: EXPORT_SUCCESS_MS,
          });
        } else {
          setProgress({ format });
          const file = await downloadTaskFile(format, scope, today, signal);
          if (signal.aborted) return;
          saveFile(file.blob, file.filename);
        }
      } catch (error) {
        if (signal.aborted) return;
        const reason = userMessage(error);
        if (format === 'pdf') toast.error('Export Failed', reason, { duration: EXPORT_FAILURE_MS });
        else toast.error(downloadFailureMessage(format, reason));
      } finally {
        running.current = null;
        if (!signal.aborted) setProgress(null);
      }
    },
    [toast, today],
  );

  return { progress, run };
}
