import { useCallback, useEffect, useRef, useState } from 'react';
import type { Event } from '../../../domain/events.ts';
import type { Task } from '../../../domain/tasks.ts';
import { api, userMessage } from '../../lib/api.ts';
import { countLabel } from '../../lib/count-label.ts';
import {
  downloadFailureMessage,
  downloadFailureReason,
  type ExportFormat,
  type ExportProgress,
  type TaskExportScope,
} from '../../lib/exports/export-files.ts';
import {
  buildRunSheetPdf,
  buildTaskReportPdf,
  downloadTaskFile,
  fetchScopeTasks,
  NOTHING_TO_EXPORT_MESSAGE,
  saveFile,
} from '../../lib/exports/export-tasks.ts';
import { runSheetCoverage, type RunSheetGrouping } from '../../lib/exports/run-sheet.ts';
import { useToday } from '../../lib/use-today.ts';
import { useToast } from '../ui/toast.tsx';

/** Whom a PDF report is about; read from its tasks when not given. */
export interface ReportSubject {
  event?: { name: string };
  member?: { name: string; code: string };
}

/** Which PDF: the report on one member's tasks, or the run sheet of the event's tasks (both of the scope). */
export type PdfKind = { kind: 'member' } | { kind: 'run-sheet'; grouping: RunSheetGrouping };

export const CHOOSE_AN_EVENT_MESSAGE = 'Choose an event first';

/** The spec's PDF banners: 'Export Successful!' for 3 s, 'Export Failed' for 5 s. */
export const EXPORT_SUCCESS_MS = 3000;
export const EXPORT_FAILURE_MS = 5000;

function subjectOf(tasks: readonly Task[], subject: ReportSubject) {
  const first = tasks[0]!;
  return {
    event: subject.event ?? { name: first.eventName },
    member: subject.member ?? { name: first.assigneeName ?? 'Unassigned', code: first.assigneeCode ?? '' },
  };
}

/**
 * Runs one export at a time: a CSV or worksheet from the server, or a PDF report built in a worker. While
 * it runs, `progress` says how far it is; a failure is shown with its reason. Leaving the page stops it.
 */
export function useTaskExport() {
  const toast = useToast();
  const today = useToday();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const run = useCallback(
    async (format: ExportFormat, scope: TaskExportScope, subject: ReportSubject = {}, pdfKind: PdfKind = { kind: 'member' }) => {
      if (running.current) return;
      const controller = new AbortController();
      const { signal } = controller;
      running.current = controller;
      try {
        if (format === 'pdf') {
          setProgress({ format, phase: 'fetching', done: 0, total: null });
          // A run sheet is headed with its event's name and dates, asked for alongside the tasks.
          let eventRequest: Promise<Event | null> = Promise.resolve(null);
          if (pdfKind.kind === 'run-sheet') {
            if (scope.eventId == null) throw new Error(CHOOSE_AN_EVENT_MESSAGE);
            eventRequest = api.get<{ event: Event }>(`/api/events/${scope.eventId}`, { today }, signal).then((answer) => answer.event);
          }
          const [tasks, event] = await Promise.all([
            fetchScopeTasks(scope, today, {
              signal,
              onProgress: (done, total) => setProgress({ format, phase: 'fetching', done, total }),
            }),
            eventRequest,
          ]);
          if (tasks.length === 0) throw new Error(NOTHING_TO_EXPORT_MESSAGE);
          // Drawn in a worker: the page stays responsive, and leaving it ends the worker.
          setProgress({ format, phase: 'building' });
          const pdf =
            pdfKind.kind === 'run-sheet'
              ? await buildRunSheetPdf({ tasks, event: event!, grouping: pdfKind.grouping, coverage: runSheetCoverage(scope, subject.member), today }, signal)
              : await buildTaskReportPdf({ tasks, today, ...subjectOf(tasks, subject) }, signal);
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
        if (format === 'pdf') toast.error('Export Failed', userMessage(error), { duration: EXPORT_FAILURE_MS });
        else toast.error(downloadFailureMessage(format, downloadFailureReason(error)));
      } finally {
        running.current = null;
        if (!signal.aborted) setProgress(null);
      }
    },
    [toast, today],
  );

  return { progress, run };
}
