import { BULK_MESSAGES } from '../../../../domain/bulk-tasks.ts';

export const BULK_STEPS = ['preparing', 'mapping', 'creating', 'completed'] as const;
export type BulkStep = (typeof BULK_STEPS)[number] | 'error';

/** Where a Bulk Create stands: what the modal's progress and the page's banner show. */
export interface BulkRun {
  step: BulkStep;
  /** The step that failed, when step is 'error'. */
  failedAt?: (typeof BULK_STEPS)[number];
  /** Tasks planned from the lines. */
  planned: number;
  successful: number;
  failed: number;
  eventName: string;
  /** Why it failed. */
  message?: string;
}

export const BULK_STEP_LABELS: Record<(typeof BULK_STEPS)[number], string> = {
  preparing: 'Preparing',
  mapping: 'Mapping',
  creating: 'Creating',
  completed: 'Completed',
};

/** The server stores every task in one request, so progress moves by step. */
const STEP_PROGRESS: Record<(typeof BULK_STEPS)[number], number> = { preparing: 10, mapping: 30, creating: 60, completed: 100 };

export function bulkProgress(run: BulkRun): number {
  if (run.step === 'error') return run.failedAt ? STEP_PROGRESS[run.failedAt] : 0;
  return STEP_PROGRESS[run.step];
}

/** 'Successfully created N of M tasks for "{event}"!', plus the failures if any. */
export function bulkCompletedMessage(run: Pick<BulkRun, 'successful' | 'planned' | 'failed' | 'eventName'>): string {
  const message = BULK_MESSAGES.completed(run.successful, run.planned, run.eventName);
  return run.failed > 0 ? `${message} (${run.failed} failed)` : message;
}

/** 'Creating 25 tasks for "Tech Conference"...' */
export function bulkCreatingMessage(run: Pick<BulkRun, 'planned' | 'eventName'>): string {
  return `Creating ${run.planned.toLocaleString('en-US')} ${run.planned === 1 ? 'task' : 'tasks'} for "${run.eventName}"...`;
}
