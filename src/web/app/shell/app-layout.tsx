import { ToastProvider } from '../../components/ui/toast.tsx';
import { TooltipProvider } from '../../components/ui/tooltip.tsx';
import { RequireAuth } from '../route-guards.tsx';
import { AppShell } from './app-shell.tsx';

/**
 * The signed-in part of the app (/app/…): its shell, with the toasts and tooltips that only its pages
 * use, so that the landing and sign-in pages load neither.
 */
export function AppLayout() {
  return (
    <RequireAuth>
      <TooltipProvider delayDuration={200}>
        <ToastProvider>
          <AppShell />
        </ToastProvider>
      </TooltipProvider>
    </RequireAuth>
  );
}
