import { X } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { bulkCompletedMessage, bulkErrorMessage, bulkStatusMessage, type BulkRun } from '../utils/bulk-run.ts';
import { BulkProgressBar, ShowNewTasksLink } from './bulk-progress.tsx';

interface BulkProgressBannerProps {
  run: BulkRun;
  onRefresh: () => void;
  onDismiss: () => void;
  /** Lists exactly the tasks the run made. */
  onShowNew: (batchId: number) => void;
}

function DismissButton({ onDismiss }: { onDismiss: () => void }) {
  return (
    <button type="button" onClick={onDismiss} aria-label="Dismiss" className="rounded p-1 opacity-70 hover:bg-black/5 hover:opacity-100 dark:hover:bg-white/10">
      <X className="size-4" aria-hidden="true" />
    </button>
  );
}

/** The page's banner for a Bulk Create: the step under way, completed (with Refresh Page) or failed. */
export function BulkProgressBanner({ run, onRefresh, onDismiss, onShowNew }: BulkProgressBannerProps) {
  if (run.step === 'completed') {
    return (
      <Notice tone="success" title="Bulk creation completed" action={<DismissButton onDismiss={onDismiss} />}>
        {bulkCompletedMessage(run)}
        {/* Under the message, not beside it: a phone keeps the width for the words. */}
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <ShowNewTasksLink run={run} onShowNew={onShowNew} />
          <Button variant="secondary" size="sm" onClick={onRefresh}>
            Refresh Page
          </Button>
        </div>
      </Notice>
    );
  }
  if (run.step === 'error') {
    return (
      <Notice tone="danger" title="Bulk creation failed" action={<DismissButton onDismiss={onDismiss} />}>
        {bulkErrorMessage(run)}
      </Notice>
    );
  }
  return (
    <Notice tone="info" title="Bulk creation in progress">
      <span className="flex items-center gap-2">
        <Spinner />
        {bulkStatusMessage(run)}
      </span>
      <BulkProgressBar run={run} className="mt-2" />
    </Notice>
  );
}
