import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { Notice } from './notice.tsx';

interface RetryNoticeProps {
  /** What failed and why, as the user should read it. */
  children: ReactNode;
  /** While the retry runs: the button shows its spinner. */
  retrying: boolean;
  onRetry: () => void;
  className?: string;
}

/** A load that failed, with Try Again: the same notice wherever data could not be loaded. */
export function RetryNotice({ children, retrying, onRetry, className }: RetryNoticeProps) {
  return (
    <Notice
      tone="danger"
      className={className}
      action={
        <Button size="sm" variant="secondary" loading={retrying} onClick={onRetry}>
          Try Again
        </Button>
      }
    >
      {children}
    </Notice>
  );
}
