import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { Check, ListFilter, X } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import {
  BULK_STEP_LABELS,
  BULK_STEPS,
  bulkProgress,
  bulkProgressIndeterminate,
  bulkShowNewLabel,
  bulkStatusMessage,
  bulkStepDetail,
  bulkStepState,
  type BulkRun,
} from '../utils/bulk-run.ts';

/**
 * The bar of a Bulk Create: the part done so far by step, and while the request is in flight the
 * rest of it moving (its length is unknown until the server answers).
 */
export function BulkProgressBar({ run, onMoved, className }: { run: BulkRun; onMoved?: () => void; className?: string }) {
  const value = bulkProgress(run);
  return (
    <ProgressBar
      value={value}
      label="Bulk creation progress"
      valueText={`${value}%: ${bulkStatusMessage(run)}`}
      tone={run.step === 'error' ? 'danger' : run.step === 'completed' ? 'success' : 'brand'}
      busy={bulkProgressIndeterminate(run)}
      onMoved={onMoved}
      className={className}
    />
  );
}

/** The steps of a Bulk Create with a progress bar and counts; `onBarMoved` when the bar has moved to a new value. */
export function BulkProgress({ run, onBarMoved }: { run: BulkRun; onBarMoved?: () => void }) {
  return (
    <div className="space-y-3 rounded-lg border border-line bg-surface-muted/50 p-4">
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="font-medium text-ink">Bulk creation progress</span>
        {/* Once it has ended, the counts are under Completed and the message says the rest. */}
        {run.step !== 'completed' && run.step !== 'error' && <span className="text-ink-muted tabular-nums">{bulkStatusMessage(run)}</span>}
      </div>
      <BulkProgressBar run={run} onMoved={onBarMoved} />
      <ol className="grid gap-2 text-sm sm:grid-cols-4">
        {BULK_STEPS.map((step, index) => {
          const state = bulkStepState(run, step);
          const detail = bulkStepDetail(run, step);
          return (
            <li key={step} className="flex items-start gap-2" aria-current={state === 'current' ? 'step' : undefined}>
              <span
                className={cn(
                  'mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full text-xs',
                  state === 'done' && 'bg-emerald-600 text-white dark:bg-emerald-500',
                  state === 'current' && 'bg-brand-100 text-brand-700 dark:bg-brand-900/60 dark:text-brand-200',
                  state === 'failed' && 'bg-red-600 text-white',
                  state === 'todo' && 'border border-line-strong text-ink-subtle',
                )}
              >
                {state === 'done' && <Check className="size-3" aria-hidden="true" />}
                {state === 'current' && <Spinner className="size-3" />}
                {state === 'failed' && <X className="size-3" aria-hidden="true" />}
                {state === 'todo' && index + 1}
              </span>
              <span className="min-w-0">
                <span className={cn('block font-medium', state === 'todo' ? 'text-ink-subtle' : 'text-ink')}>
                  {BULK_STEP_LABELS[step]}
                  {state === 'failed' && ' (failed)'}
                  <span className="sr-only">{state === 'done' ? ': done' : state === 'current' ? ': in progress' : state === 'todo' ? ': not started' : ''}</span>
                </span>
                {detail && <span className="block text-xs break-words text-ink-muted">{detail}</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** Where the list shows exactly the tasks of one bulk create. */
export const batchHref = (batchId: number) => `/app/tasks?batch=${batchId}`;

/**
 * 'Show the 1,200 new tasks', once the server has said which they are: a link to the list of exactly
 * them. A plain click lets the page show them (clearing its other filters, closing the dialog); a
 * click meant for a new tab or window is the browser's.
 */
export function ShowNewTasksLink({ run, onShowNew }: { run: BulkRun; onShowNew: (batchId: number) => void }) {
  if (run.step !== 'completed' || run.batchId === undefined) return null;
  const batchId = run.batchId;
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onShowNew(batchId);
  };
  return (
    <Button asChild variant="secondary" size="sm">
      <Link to={batchHref(batchId)} onClick={follow}>
        <ListFilter className="size-4" aria-hidden="true" />
        {bulkShowNewLabel(run)}
      </Link>
    </Button>
  );
}
