import { BULK_MESSAGES, bulkLines } from '../../../../domain/bulk-task-rules.ts';
import { ApiError, userMessage } from '../../../lib/api.ts';
import { countLabel } from '../../../lib/count-label.ts';
import { formatCount } from '../../../../domain/english-format.ts';

export const BULK_STEPS = ['preparing', 'mapping', 'creating', 'completed'] as const;
export type BulkRunStep = (typeof BULK_STEPS)[number];
export type BulkStep = BulkRunStep | 'error';

/**
 * Where a Bulk Create stands: what the modal's progress and the page's banner show. A run moves
 * preparing → mapping → creating → completed, or to error from any step before completed:
 * - preparing: the lines are planned here, with the same rules the server uses (`planned`);
 * - mapping: the chosen event is looked up on the server (its name as the server has it);
 * - creating: the one request that stores every task is in flight;
 * - completed: the server's counts (`successful`, `failed`, `total`);
 * - error: `failedAt` the step that failed, `message` why.
 */
export interface BulkRun {
  step: BulkStep;
  /** The step that failed, when step is 'error'. */
  failedAt?: Exclude<BulkRunStep, 'completed'>;
  /** Tasks planned from the lines. */
  planned: number;
  eventId: number;
  eventName: string;
  successful: number;
  failed: number;
  /** Tasks the server counted; the plan until it answered. */
  total: number;
  /** The server's id for the tasks this run made, once completed: the list shows exactly them by it. */
  batchId?: number;
  /** Why it failed. */
  message?: string;
}

export type BulkRunAction =
  /** The event is being looked up. */
  | { type: 'map' }
  /** The server knows the event (it may have been renamed meanwhile): the tasks are being created. */
  | { type: 'mapped'; event: { id: number; name: string } }
  /** The server answered the create request. */
  | { type: 'created'; result: { successful: number; failed: number; totalTasks: number; batchId: number } }
  | { type: 'fail'; message: string };

export const BULK_STEP_LABELS: Record<BulkRunStep, string> = {
  preparing: 'Preparing',
  mapping: 'Mapping',
  creating: 'Creating',
  completed: 'Completed',
};

/** Preparing: counts the lines as the server will plan them (one task each), so the count is known before anything is sent. */
export function prepareBulkRun(text: string, event: { id: number; name: string }): BulkRun {
  const planned = bulkLines(text).length;
  return { step: 'preparing', planned, eventId: event.id, eventName: event.name, successful: 0, failed: 0, total: planned };
}

/** The next state of a run; an action that does not fit the current step leaves the run as it is. */
export function bulkRunReducer(run: BulkRun, action: BulkRunAction): BulkRun {
  switch (action.type) {
    case 'map':
      return run.step === 'preparing' ? { ...run, step: 'mapping' } : run;
    case 'mapped':
      if (run.step !== 'mapping' || action.event.id !== run.eventId) return run;
      return { ...run, step: 'creating', eventName: action.event.name };
    case 'created': {
      if (run.step !== 'creating') return run;
      const { successful, failed, totalTasks } = action.result;
      if (!(successful > 0)) return { ...run, step: 'error', failedAt: 'creating', message: BULK_MESSAGES.noneCreated, failed, total: totalTasks };
      return { ...run, step: 'completed', successful, failed, total: totalTasks, batchId: action.result.batchId };
    }
    case 'fail':
      if (run.step === 'completed' || run.step === 'error') return run;
      return { ...run, step: 'error', failedAt: run.step, message: action.message };
  }
}

/**
 * Why the create request failed. A server failure rolls the whole list back, which the spec's
 * 'No tasks were created successfully' says exactly; a refused list says what was wrong with it.
 */
export function bulkCreateFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.kind === 'http' && error.status !== null && error.status >= 500) return BULK_MESSAGES.noneCreated;
  return userMessage(error);
}

/** Whether the run is still under way (the form and the dialog stay locked). */
export function bulkRunActive(run: BulkRun | null): boolean {
  return run !== null && run.step !== 'completed' && run.step !== 'error';
}

/** The determinate part of the bar when each step starts; a failed run stays where it stopped. */
const STEP_PROGRESS: Record<BulkRunStep, number> = { preparing: 10, mapping: 25, creating: 40, completed: 100 };

export function bulkProgress(run: BulkRun): number {
  if (run.step === 'error') return STEP_PROGRESS[run.failedAt ?? 'preparing'];
  return STEP_PROGRESS[run.step];
}

/** While the request is in flight its length is unknown: the rest of the bar is shown as indeterminate. */
export function bulkProgressIndeterminate(run: BulkRun): boolean {
  return run.step === 'creating';
}

export type BulkStepState = 'done' | 'current' | 'failed' | 'todo';

export function bulkStepState(run: BulkRun, step: BulkRunStep): BulkStepState {
  const index = BULK_STEPS.indexOf(step);
  const at = BULK_STEPS.indexOf(run.step === 'error' ? (run.failedAt ?? 'preparing') : run.step);
  if (index < at || (run.step === 'completed' && index === at)) return 'done';
  if (index === at) return run.step === 'error' ? 'failed' : 'current';
  return 'todo';
}

const tasks = (count: number) => `${formatCount(count)} ${count === 1 ? 'task' : 'tasks'}`;

/** 'Creating 25 tasks…' */
export function bulkCreatingMessage(run: Pick<BulkRun, 'planned'>): string {
  return `Creating ${tasks(run.planned)}…`;
}

/** 'Successfully created N of M tasks for "{event}"!', plus the failures if any. */
export function bulkCompletedMessage(run: Pick<BulkRun, 'successful' | 'total' | 'failed' | 'eventName'>): string {
  const message = BULK_MESSAGES.completed(run.successful, run.total, run.eventName);
  return run.failed > 0 ? `${message} (${run.failed} failed)` : message;
}

/** 'Show the 1,200 new tasks': the link to the list of exactly the tasks a run made. */
export function bulkShowNewLabel(run: Pick<BulkRun, 'successful'>): string {
  return `Show the ${countLabel(run.successful, 'new task', 'new tasks')}`;
}

/** 'Failed to create tasks: {message}' */
export function bulkErrorMessage(run: Pick<BulkRun, 'message'>): string {
  return BULK_MESSAGES.failed(run.message ?? BULK_MESSAGES.noneCreated);
}

/** What the run is doing now, in one line (the page's banner and the bar's spoken value). */
export function bulkStatusMessage(run: BulkRun): string {
  switch (run.step) {
    case 'preparing':
      return `Preparing ${tasks(run.planned)}…`;
    case 'mapping':
      return `Checking the event "${run.eventName}"…`;
    case 'creating':
      return bulkCreatingMessage(run);
    case 'completed':
      return bulkCompletedMessage(run);
    case 'error':
      return bulkErrorMessage(run);
  }
}

/** The line under a step that has started: what it found, is doing, or why it failed. */
export function bulkStepDetail(run: BulkRun, step: BulkRunStep): string | null {
  const state = bulkStepState(run, step);
  if (state === 'todo') return null;
  if (state === 'failed') return run.message ?? BULK_MESSAGES.noneCreated;
  switch (step) {
    case 'preparing':
      return `${tasks(run.planned)} planned`;
    case 'mapping':
      return state === 'current' ? `Checking "${run.eventName}"…` : `"${run.eventName}" (#${run.eventId})`;
    case 'creating':
      return state === 'current' ? bulkCreatingMessage(run) : `${tasks(run.total)} in one request`;
    case 'completed':
      return `${formatCount(run.successful)} successful · ${formatCount(run.failed)} failed · ${formatCount(run.total)} total`;
  }
}
