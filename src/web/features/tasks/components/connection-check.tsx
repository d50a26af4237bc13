import { useEffect, useId, useRef, useState } from 'react';
import { CheckCircle2, ChevronRight, Circle, PlugZap, XCircle } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { userMessage } from '../../../lib/api.ts';
import { cn } from '../../../lib/cn.ts';
import { bulkCreateTasks } from '../api/bulk-create-tasks.ts';
import { checkHealth } from '../api/check-health.ts';
import { getTasks } from '../api/get-tasks.ts';
import { countLabel } from '../utils/task-display.ts';

/** The pause between two checks. */
export const CHECK_INTERVAL_MS = 1000;
const NO_EVENT = 'Create an event first';

interface Check {
  name: string;
  /** Resolves with what was found; throws when the check fails. */
  run: (context: { eventId: number | null; today: string; signal: AbortSignal }) => Promise<string>;
}

async function dryRunCreate(eventId: number | null, today: string, titles: string[]): Promise<string> {
  if (eventId === null) throw new Error(NO_EVENT);
  const result = await bulkCreateTasks({ eventId, text: titles.join('\n'), today, dryRun: true });
  if (result.successful !== titles.length) throw new Error(`Expected ${titles.length} tasks, the server created ${result.successful}`);
  return `${countLabel(result.successful, 'test task', 'test tasks')} created, then rolled back`;
}

const CHECKS: Check[] = [
  {
    name: 'Task count',
    run: async ({ signal }) => {
      const list = await getTasks({ limit: 1 }, signal);
      return `${countLabel(list.totalInSystem, 'task', 'tasks')} in the system`;
    },
  },
  {
    name: 'API reachable',
    run: async ({ signal }) => {
      const health = await checkHealth(signal);
      if (health.status !== 'ok') throw new Error('The API answers but its database does not');
      return `API and ${health.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite'} database answer`;
    },
  },
  { name: 'Single create', run: ({ eventId, today }) => dryRunCreate(eventId, today, ['Connection check task']) },
  {
    name: 'Bulk create (2 tasks)',
    run: ({ eventId, today }) => dryRunCreate(eventId, today, ['Connection check task 1', 'Connection check task 2']),
  },
];

interface CheckResult {
  state: 'waiting' | 'running' | 'passed' | 'failed';
  detail?: string;
  ms?: number;
}

const waiting = (): CheckResult[] => CHECKS.map(() => ({ state: 'waiting' }));

function wait(ms: number, signal: AbortSignal) {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  });
}

function ResultIcon({ state }: { state: CheckResult['state'] }) {
  if (state === 'running') return <Spinner className="size-4 text-brand-600 dark:text-brand-400" />;
  if (state === 'passed') return <CheckCircle2 className="size-4 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />;
  if (state === 'failed') return <XCircle className="size-4 text-red-600 dark:text-red-400" aria-hidden="true" />;
  return <Circle className="size-4 text-ink-subtle" aria-hidden="true" />;
}

const STATE_LABELS = { waiting: 'Waiting', running: 'Running', passed: 'Passed', failed: 'Failed' } as const;

/**
 * The Bulk Create diagnostic: four checks one second apart, each timed. The create checks are dry
 * runs the server rolls back, so nothing is left behind.
 */
export function ConnectionCheck({ eventId, today }: { eventId: number | null; today: string }) {
  const [results, setResults] = useState<CheckResult[]>(waiting);
  const [running, setRunning] = useState(false);
  const [finished, setFinished] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const [open, setOpen] = useState(false);
  const panelId = useId();

  useEffect(() => () => controller.current?.abort(), []);

  const run = async () => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setRunning(true);
    setFinished(false);
    setResults(waiting());
    for (const [index, check] of CHECKS.entries()) {
      if (index > 0) await wait(CHECK_INTERVAL_MS, abort.signal);
      if (abort.signal.aborted) return;
      setResults((current) => current.map((result, i) => (i === index ? { state: 'running' } : result)));
      const started = performance.now();
      let outcome: CheckResult;
      try {
        const detail = await check.run({ eventId, today, signal: abort.signal });
        outcome = { state: 'passed', detail, ms: Math.round(performance.now() - started) };
      } catch (error) {
        outcome = { state: 'failed', detail: userMessage(error), ms: Math.round(performance.now() - started) };
      }
      if (abort.signal.aborted) return;
      setResults((current) => current.map((result, i) => (i === index ? outcome : result)));
    }
    setRunning(false);
    setFinished(true);
  };

  const failed = results.filter((result) => result.state === 'failed').length;

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
          Is task creation working? Four checks, one second apart: the task count, the API, creating one task and creating two. The test tasks are rolled back, so
          nothing is left behind.
        </p>
        <Button variant="secondary" size="sm" onClick={() => void run()} loading={running}>
          {running ? 'Checking...' : 'Run Connection Check'}
        </Button>
        <ol className="divide-y divide-line rounded-lg border border-line" aria-label="Connection checks">
          {CHECKS.map((check, index) => {
            const result = results[index]!;
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
        {finished &&
          (failed === 0 ? (
            <Notice tone="success">All {CHECKS.length} checks passed</Notice>
          ) : (
            <Notice tone="danger">
              {failed} of {CHECKS.length} checks failed
            </Notice>
          ))}
      </div>
    </div>
  );
}
