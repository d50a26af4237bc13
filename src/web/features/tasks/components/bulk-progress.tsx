import { Check, X } from 'lucide-react';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { BULK_STEP_LABELS, BULK_STEPS, bulkProgress, type BulkRun } from '../utils/bulk-run.ts';

function stepState(run: BulkRun, index: number): 'done' | 'current' | 'failed' | 'todo' {
  const at = run.step === 'error' ? BULK_STEPS.indexOf(run.failedAt ?? 'preparing') : BULK_STEPS.indexOf(run.step);
  if (index < at || (run.step === 'completed' && index === at)) return 'done';
  if (index === at) return run.step === 'error' ? 'failed' : 'current';
  return 'todo';
}

function stepDetail(run: BulkRun, step: (typeof BULK_STEPS)[number]): string | null {
  const lines = `${run.planned.toLocaleString('en-US')} ${run.planned === 1 ? 'task' : 'tasks'}`;
  if (step === 'preparing') return 'Checking the list';
  if (step === 'mapping') return `${lines} planned`;
  if (step === 'creating') return `${lines} in one request`;
  return `${run.successful.toLocaleString('en-US')} of ${run.planned.toLocaleString('en-US')} created`;
}

/** The steps of a Bulk Create with a progress bar and counts. */
export function BulkProgress({ run }: { run: BulkRun }) {
  const value = bulkProgress(run);
  const tone = run.step === 'error' ? 'danger' : run.step === 'completed' ? 'success' : 'brand';
  return (
    <div className="space-y-3 rounded-lg border border-line bg-surface-muted/50 p-4">
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="font-medium text-ink">Bulk creation progress</span>
        <span className="text-ink-muted tabular-nums">
          {run.successful.toLocaleString('en-US')} / {run.planned.toLocaleString('en-US')} created
        </span>
      </div>
      <ProgressBar
        value={value}
        tone={tone}
        label="Bulk creation progress"
        valueText={`${value}%: ${run.step === 'error' ? 'failed' : BULK_STEP_LABELS[run.step].toLowerCase()}`}
      />
      <ol className="grid gap-2 text-sm sm:grid-cols-4">
        {BULK_STEPS.map((step, index) => {
          const state = stepState(run, index);
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
                </span>
                {state !== 'todo' && <span className="block text-xs text-ink-muted">{stepDetail(run, step)}</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
