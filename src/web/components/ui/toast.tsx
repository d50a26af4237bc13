import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import * as RadixToast from '@radix-ui/react-toast';
import { CheckCircle2, Info, X, XCircle } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { Button } from './button.tsx';

type ToastTone = 'success' | 'error' | 'info';

/** A button in a toast: choosing it runs `onSelect` and closes the toast. */
export interface ToastAction {
  label: string;
  /** How to do the same without the toast, read out by screen readers when the toast is announced. */
  altText: string;
  onSelect: () => void;
}

interface ToastMessage {
  id: number;
  tone: ToastTone;
  title: string;
  description?: string;
  /** How long it stays, in ms; the provider's 5 s when absent. */
  duration?: number;
  actions?: readonly ToastAction[];
}

type ToastOptions = Pick<ToastMessage, 'duration' | 'actions'>;

const ToastContext = createContext<((toast: Omit<ToastMessage, 'id'>) => void) | null>(null);

const icons = { success: CheckCircle2, error: XCircle, info: Info } as const;
const iconColours = { success: 'text-emerald-500', error: 'text-red-500', info: 'text-sky-500' } as const;

let nextId = 1;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastMessage[]>([]);
  const show = useCallback((toast: Omit<ToastMessage, 'id'>) => {
    setToasts((current) => [...current, { ...toast, id: nextId++ }]);
  }, []);
  const dismiss = (id: number) => setToasts((current) => current.filter((toast) => toast.id !== id));

  return (
    <ToastContext.Provider value={show}>
      <RadixToast.Provider duration={5000} swipeDirection="right">
        {children}
        {toasts.map((toast) => {
          const Icon = icons[toast.tone];
          return (
            <RadixToast.Root
              key={toast.id}
              type={toast.tone === 'error' ? 'foreground' : 'background'}
              duration={toast.duration}
              onOpenChange={(open) => !open && dismiss(toast.id)}
              className="flex items-start gap-3 rounded-lg border border-line bg-surface p-4 text-ink shadow-lg"
            >
              <Icon className={cn('mt-0.5 size-5 shrink-0', iconColours[toast.tone])} aria-hidden="true" />
              <div className="min-w-0 flex-1">
                <RadixToast.Title className="text-sm font-semibold">{toast.title}</RadixToast.Title>
                {toast.description && (
                  <RadixToast.Description className="mt-1 text-sm break-words text-ink-muted">{toast.description}</RadixToast.Description>
                )}
                {toast.actions && toast.actions.length > 0 && (
                  <div className="mt-3 flex flex-wrap gap-2">
                    {toast.actions.map((action, index) => (
                      <RadixToast.Action key={action.label} altText={action.altText} asChild>
                        <Button size="sm" variant={index === 0 ? 'primary' : 'secondary'} onClick={action.onSelect}>
                          {action.label}
                        </Button>
                      </RadixToast.Action>
                    ))}
                  </div>
                )}
              </div>
              <RadixToast.Close aria-label="Dismiss" className="rounded p-0.5 text-ink-subtle hover:text-ink">
                <X className="size-4" aria-hidden="true" />
              </RadixToast.Close>
            </RadixToast.Root>
          );
        })}
        <RadixToast.Viewport className="fixed right-0 bottom-0 z-[60] flex w-full max-w-sm flex-col gap-2 p-4 outline-none" />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

export function useToast() {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast needs a ToastProvider');
  return useMemo(
    () => ({
      success: (title: string, description?: string, options?: ToastOptions) => show({ tone: 'success', title, description, ...options }),
      error: (title: string, description?: string, options?: ToastOptions) => show({ tone: 'error', title, description, ...options }),
      info: (title: string, description?: string, options?: ToastOptions) => show({ tone: 'info', title, description, ...options }),
    }),
    [show],
  );
}
