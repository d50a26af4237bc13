import { createContext, useContext, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** The title as it is read out (the dialog's accessible name), when the visible one would read awkwardly. */
  titleLabel?: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** While true (say, during a save) the dialog cannot be dismissed. */
  preventClose?: boolean;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Takes the focus when the dialog opens, instead of its first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
}

const widths = { sm: 'max-w-md', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' } as const;

/** How a dialog open over another (a question) makes itself the one a request to close the other closes. */
type OverDialog = (close: () => void) => () => void;
const OverDialogContext = createContext<OverDialog | null>(null);

export function Dialog({
  open,
  onOpenChange,
  title,
  titleLabel,
  description,
  children,
  footer,
  preventClose = false,
  size = 'md',
  initialFocus,
}: DialogProps) {
  // Dialogs here are opened by buttons of their own, not Radix triggers, so Radix does not know where
  // focus came from: it is read as the dialog opens — while rendering, before a field of the dialog
  // takes focus with autoFocus — and given back on closing, when that element is still there.
  const [opener, setOpener] = useState(() => (open ? focusedElement() : null));
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpener(focusedElement());
  }
  // The questions open over this dialog, the latest last.
  const questions = useRef<(() => void)[]>([]);
  const overThis = useRef<OverDialog>((close) => {
    questions.current.push(close);
    return () => {
      questions.current = questions.current.filter((other) => other !== close);
    };
  });
  const requestChange = (next: boolean) => {
    if (!next && preventClose) return;
    // A question open over this dialog is what a request to close means: the Escape of this dialog
    // can come first, in the moment the question shows and has not yet taken the focus or the keyboard.
    const question = questions.current.at(-1);
    if (!next && question) question();
    else onOpenChange(next);
  };
  const latestRequest = useRef(requestChange);
  latestRequest.current = requestChange;
  // Layout, not passive: in place as soon as the question is on the page, before any key reaches it.
  const underneath = useContext(OverDialogContext);
  useLayoutEffect(() => {
    if (open && underneath) return underneath(() => latestRequest.current(false));
  }, [open, underneath]);
  return (
    <RadixDialog.Root open={open} onOpenChange={requestChange}>
      <OverDialogContext.Provider value={overThis.current}>
        <RadixDialog.Portal>
          <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50 backdrop-blur-[2px]" />
          <RadixDialog.Content
            className={cn(
              'fixed top-1/2 left-1/2 z-50 flex max-h-[92vh] w-[calc(100vw-1.5rem)] -translate-x-1/2 -translate-y-1/2 flex-col',
              'rounded-xl border border-line bg-surface text-ink shadow-2xl focus:outline-none',
              widths[size],
            )}
            onOpenAutoFocus={(event) => {
              if (!initialFocus?.current) return;
              event.preventDefault();
              initialFocus.current.focus();
            }}
            onCloseAutoFocus={(event) => {
              if (!opener?.isConnected || opener === document.body) return;
              event.preventDefault();
              opener.focus();
            }}
            onEscapeKeyDown={(event) => preventClose && event.preventDefault()}
            onPointerDownOutside={(event) => preventClose && event.preventDefault()}
            onInteractOutside={(event) => preventClose && event.preventDefault()}
          >
            <div className="flex items-start justify-between gap-4 border-b border-line px-5 py-4">
              <div className="min-w-0">
                <RadixDialog.Title className="text-lg font-semibold" aria-label={titleLabel}>
                  {title}
                </RadixDialog.Title>
                {description ? (
                  <RadixDialog.Description className="mt-1 text-sm text-ink-muted">{description}</RadixDialog.Description>
                ) : (
                  <RadixDialog.Description className="sr-only">{titleLabel ?? title}</RadixDialog.Description>
                )}
              </div>
              <RadixDialog.Close
                disabled={preventClose}
                className="-mr-1 rounded-md p-1 text-ink-subtle hover:bg-surface-muted hover:text-ink disabled:opacity-40"
                aria-label="Close"
              >
                <X className="size-5" aria-hidden="true" />
              </RadixDialog.Close>
            </div>
            <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
            {footer && <div className="flex flex-wrap justify-end gap-2 border-t border-line px-5 py-3">{footer}</div>}
          </RadixDialog.Content>
        </RadixDialog.Portal>
      </OverDialogContext.Provider>
    </RadixDialog.Root>
  );
}

function focusedElement(): HTMLElement | null {
  return document.activeElement instanceof HTMLElement ? document.activeElement : null;
}
