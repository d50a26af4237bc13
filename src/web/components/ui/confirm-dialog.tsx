import { useEffect, useRef, type ReactNode } from 'react';
import { userMessage } from '../../lib/api.ts';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';
import { Notice } from './notice.tsx';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The button that closes without doing it, when "Cancel" would read as the action itself (cancelling an invitation). */
  cancelLabel?: string;
  onConfirm: () => void;
  pending?: boolean;
  error?: string;
  tone?: 'danger' | 'primary';
  /** The confirm button takes the focus on opening, so Enter confirms: for a step that loses little (emptying a text box). */
  focusConfirm?: boolean;
}

/**
 * A ConfirmDialog's `pending` and `error` when its confirm runs a mutation: pending while it runs, and
 * after a failure what failed (`failure`, "Could not …") and why.
 */
export function confirmProgress(mutation: { isPending: boolean; isError: boolean; error: unknown }, failure: string): Pick<ConfirmDialogProps, 'pending' | 'error'> {
  return { pending: mutation.isPending, error: mutation.isError ? `${failure}: ${userMessage(mutation.error)}` : undefined };
}

/** Asks before something that cannot be undone; stays open, showing the error, when it fails. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  pending,
  error,
  tone = 'danger',
  focusConfirm = false,
}: ConfirmDialogProps) {
  const confirmRef = useRef<HTMLButtonElement>(null);
  // A double click's second click can come before the work the first one started shows as `pending`
  // and disables the button: until the dialog renders again without it pending, a confirm does nothing.
  const confirmed = useRef(false);
  useEffect(() => {
    if (!pending) confirmed.current = false;
  });
  const confirm = () => {
    if (confirmed.current) return;
    confirmed.current = true;
    onConfirm();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      size="sm"
      preventClose={pending}
      initialFocus={focusConfirm ? confirmRef : undefined}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button ref={confirmRef} variant={tone} onClick={confirm} loading={pending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="space-y-3 text-sm text-ink-muted">
        {children}
        {error && <Notice tone="danger">{error}</Notice>}
      </div>
    </Dialog>
  );
}
