import { History } from 'lucide-react';
import { TASK_HISTORY_LIMIT } from '../../../../domain/tasks.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { userMessage } from '../../../lib/api.ts';
import { useTaskHistory } from '../api/get-task-history.ts';
import { statusChangeLabel, timeAgo } from '../utils/task-display.ts';

/** The task's last five status changes, newest first. */
export function TaskHistory({ taskId }: { taskId: number }) {
  const history = useTaskHistory(taskId);
  return (
    <section aria-labelledby={`task-history-${taskId}`} className="rounded-lg border border-line bg-surface-muted/60 px-4 py-3">
      <h3 id={`task-history-${taskId}`} className="flex items-center gap-2 text-sm font-semibold text-ink">
        <History className="size-4 text-ink-subtle" aria-hidden="true" />
        Status history
        <span className="font-normal text-ink-subtle">(last {TASK_HISTORY_LIMIT})</span>
      </h3>
      {history.isPending ? (
        <p className="mt-2 flex items-center gap-2 text-sm text-ink-muted">
          <Spinner /> Loading history...
        </p>
      ) : history.isError ? (
        <p className="mt-2 text-sm text-red-700 dark:text-red-400">Could not load the history: {userMessage(history.error)}</p>
      ) : history.data.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">No status changes yet.</p>
      ) : (
        <ol className="mt-2 space-y-1.5 text-sm">
          {history.data.map((change) => (
            <li key={change.id} className="text-ink">
              <span>{statusChangeLabel(change)}</span>{' '}
              {change.changedBy && (
                <>
                  <span className="text-ink-muted">by {change.changedBy}</span>{' '}
                </>
              )}
              <span className="text-ink-subtle" aria-hidden="true">
                ·
              </span>{' '}
              <time dateTime={change.changedAt} title={new Date(change.changedAt).toLocaleString()} className="text-ink-muted">
                {timeAgo(change.changedAt)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
