import { AlertTriangle, RefreshCw, RotateCcw } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';

interface TeamErrorPanelProps {
  /** Why the page has nothing to show, for the user. */
  message: string;
  attempts: number;
  onTryAgain: () => void;
  onForceRetry: () => void;
}

export function TeamErrorPanel({ message, attempts, onTryAgain, onForceRetry }: TeamErrorPanelProps) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-xl border border-red-200 bg-red-50 px-6 py-12 text-center dark:border-red-900 dark:bg-red-950/40"
    >
      <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-red-100 text-red-600 dark:bg-red-900/50 dark:text-red-300">
        <AlertTriangle className="size-6" aria-hidden="true" />
      </div>
      <h2 className="text-lg font-semibold text-red-900 dark:text-red-100">Error Loading Team Data</h2>
      <p className="mt-2 max-w-md text-sm break-words text-red-800 dark:text-red-200">{message}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button onClick={onTryAgain}>
          <RefreshCw className="size-4" aria-hidden="true" />
          Try Again
        </Button>
        <Button variant="secondary" onClick={onForceRetry}>
          <RotateCcw className="size-4" aria-hidden="true" />
          {`Force Retry (${attempts})`}
        </Button>
      </div>
    </div>
  );
}
