import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A page of one card under the Eventry logo, outside the app's shell: signing in, an invitation, an unsubscribe link. */
export function CardPage({ children, footer }: { children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col items-center justify-center bg-gradient-to-br from-brand-50 via-canvas to-sky-50 px-4 py-10 dark:from-slate-950 dark:via-canvas dark:to-slate-900">
      <header className="mb-6">
        <Link to="/" className="flex items-center gap-2 text-2xl font-bold text-ink">
          <img src="/favicon.svg" alt="" className="size-10" />
          Eventry
        </Link>
      </header>
      <main className="flex w-full max-w-md flex-col items-center">
        <div className="w-full rounded-2xl border border-line bg-surface p-6 shadow-xl sm:p-8">{children}</div>
        {footer && <div className="mt-6 text-sm text-ink-muted">{footer}</div>}
      </main>
    </div>
  );
}
