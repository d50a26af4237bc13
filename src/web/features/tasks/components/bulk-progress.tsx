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
import { formatCount } from '../../../../domain/english-format.ts';

/**
 * The bar of a Bulk Create: the part done so far by step, and while the request is in flight the
 * rest of it moving (its length is unknown until the server answers).
 */
export function BulkProgressBar({ run, className }: { run: BulkRun; className?: string }) {
  const value = bulkProgress(run);
  return (
    <ProgressBar
      value={value}
      label="Bulk creation progress"
      valueText={`${value}%: ${bulkStatusMessage(run)}`}
      tone={run.step === 'error' ? 'danger' : run.step === 'completed' ? 'success' : 'brand'}
      busy={bulkProgressIndeterminate(run)}
      className={className}
    />
  );
}

/** The steps of a Bulk Create with a progress bar and counts. */
export function BulkProgress({ run }: { run: BulkRun }) {
  return (
    <div className="space-y-3 rounded-lg border border-line bg-surface-muted/50 p-4">
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="font-medium text-ink">Bulk creation progress</span>
        <span className="text-ink-muted tabular-nums">
          {run.step === 'completed' || run.step === 'error'
            ? `${formatCount(run.successful)} successful · ${formatCount(run.failed)} failed · ${formatCount(run.total)} total`
            : bulkStatusMessage(run)}
        </span>
      </div>
      <BulkProgressBar run={run} />
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

/** 'Show the 1,200 new tasks', once the server has said which they are. */
export function ShowNewTasksButton({ run, onShowNew }: { run: BulkRun; onShowNew: (batchId: number) => void }) {
  if (run.step !== 'completed' || run.batchId === undefined) return null;
  const batchId = run.batchId;
  return (
    <Button variant="secondary" size="sm" onClick={() => onShowNew(batchId)}>
      <ListFilter className="size-4" aria-hidden="true" />
      {bulkShowNewLabel(run)}
    </Button>
  );
}
