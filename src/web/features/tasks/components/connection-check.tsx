import { useEffect, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, ChevronRight, Circle, PlugZap, XCircle } from 'lucide-react';
import { DEFAULT_TASK_PRIORITY, DEFAULT_TASK_STATUS } from '../../../../domain/tasks.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { invalidateOtherAreas } from '../../../lib/query-areas.ts';
import { bulkCreateTasks } from '../api/bulk-create-tasks.ts';
import { checkHealth } from '../api/check-health.ts';
import { createTask } from '../api/create-task.ts';
import { deleteTask } from '../api/delete-task.ts';
import type { EventOption } from '../../../entities/events/api/get-event-options.ts';
import { getTasks, tasksQueryKeys } from '../api/get-tasks.ts';
import {
  CHECK_TASK_TITLE,
  CONNECTION_CHECKS,
  runConnectionCheck,
  type CheckState,
  type ConnectionCheckClient,
  type ConnectionCheckReport,
} from '../utils/connection-check.ts';

const idle = (): ConnectionCheckReport => ({ checks: CONNECTION_CHECKS.map(() => ({ state: 'waiting' })), cleanup: null, finished: false });

function ResultIcon({ state }: { state: CheckState }) {
  if (state === 'running') return <Spinner className="size-4 text-brand-600 dark:text-brand-400" />;
  if (state === 'passed') return <CheckCircle2 className="size-4 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />;
  if (state === 'failed') return <XCircle className="size-4 text-red-600 dark:text-red-400" aria-hidden="true" />;
  return <Circle className="size-4 text-ink-subtle" aria-hidden="true" />;
}

const STATE_LABELS = { waiting: 'Waiting', running: 'Running', passed: 'Passed', failed: 'Failed' } as const;

/**
 * The Bulk Create diagnostic, pointed at our own API: four checks one second apart, each timed.
 * The create checks make real tasks in the chosen event, which are deleted again afterwards.
 */
export function ConnectionCheck({ event, today }: { event: EventOption | null; today: string }) {
  const queryClient = useQueryClient();
  const [report, setReport] = useState<ConnectionCheckReport>(idle);
  const [running, setRunning] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const [open, setOpen] = useState(false);
  const panelId = useId();

  // Closing the dialog stops the checks still to come; the clean-up of the tasks made so far still runs.
  useEffect(() => () => controller.current?.abort(), []);

  const run = async () => {
    if (running) return;
    const abort = new AbortController();
    controller.current = abort;
    setRunning(true);
    const client: ConnectionCheckClient = {
      countTasks: async (signal) => (await getTasks({ limit: 1 }, signal)).total,
      health: checkHealth,
      createTask: async (input) => (await createTask({ ...input, priority: DEFAULT_TASK_PRIORITY, status: DEFAULT_TASK_STATUS })).task,
      bulkCreate: bulkCreateTasks,
      deleteTask,
      refresh: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: tasksQueryKeys.lists() }),
          invalidateOtherAreas(queryClient, tasksQueryKeys.all[0]),
        ]),
    };
    await runConnectionCheck({ client, event, today, signal: abort.signal, onReport: setReport });
    setRunning(false);
  };

  const failed = report.checks.filter((result) => result.state === 'failed').length;
  const { cleanup } = report;

  return (
    <div className="rounded-lg border border-line">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((current) => !current)}
        className="flex w-full items-center gap-2 rounded-lg px-4 py-3 text-left text-sm font-medium text-ink hover:bg-surface-muted"
      >
        <ChevronRight className={cn('size-4 text-ink-subtle transition-transform', open && 'rotate-90')} aria-hidden="true" />
        <PlugZap className="size-4 text-ink-subtle" aria-hidden="true" />
        Connection check
      </button>
      <div id={panelId} hidden={!open} className="space-y-3 border-t border-line px-4 py-3">
        <p className="text-sm text-ink-muted">
          Is task creation working? Four checks, one second apart: the task count, the API, creating one task and creating two in{' '}
          {event ? <strong className="font-medium text-ink">{event.name}</strong> : 'the event chosen above'}. The test tasks are titled
          “{CHECK_TASK_TITLE}” and are deleted again afterwards.
        </p>
        <Button variant="secondary" size="sm" onClick={() => void run()} loading={running}>
          {running ? 'Checking...' : 'Run Connection Check'}
        </Button>
        <ol className="divide-y divide-line rounded-lg border border-line" aria-label="Connection checks">
          {CONNECTION_CHECKS.map((check, index) => {
            const result = report.checks[index]!;
            return (
              <li key={check.name} className="flex items-start gap-3 px-3 py-2 text-sm">
                <span className="mt-0.5">
                  <ResultIcon state={result.state} />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-ink">
                    {check.name}
                    <span className="sr-only">: {STATE_LABELS[result.state]}</span>
                  </p>
                  {result.detail && (
                    <p className={cn('text-xs break-words', result.state === 'failed' ? 'text-red-700 dark:text-red-400' : 'text-ink-muted')}>
                      {result.detail}
                    </p>
                  )}
                </div>
                <span className="shrink-0 text-xs text-ink-subtle tabular-nums">
                  {result.ms !== undefined ? `${result.ms} ms` : result.state === 'running' ? '…' : ''}
                </span>
              </li>
            );
          })}
        </ol>
        {cleanup?.state === 'running' && (
          <p className="flex items-center gap-2 text-sm text-ink-muted">
            <ResultIcon state="running" />
            Clean-up: {cleanup.detail}
          </p>
        )}
        {report.finished && cleanup && (
          <Notice
            tone={failed === 0 && cleanup.state === 'done' ? 'success' : 'danger'}
            title={failed === 0 ? `All ${CONNECTION_CHECKS.length} checks passed` : `${failed} of ${CONNECTION_CHECKS.length} checks failed`}
          >
            {cleanup.state === 'failed' ? 'Clean-up failed: ' : 'Clean-up: '}
            {cleanup.detail}
            {cleanup.ms !== undefined && <span className="text-xs opacity-80"> ({cleanup.ms} ms)</span>}
          </Notice>
        )}
      </div>
    </div>
  );
}
