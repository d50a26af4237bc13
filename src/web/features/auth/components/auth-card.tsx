import type { ReactNode } from 'react';
import { Link } from 'react-router';

export function AuthCard({ title, subtitle, children, footer }: { title: string; subtitle: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col items-center justify-center bg-gradient-to-br from-brand-50 via-canvas to-sky-50 px-4 py-10 dark:from-slate-950 dark:via-canvas dark:to-slate-900">
      <header className="mb-6">
        <Link to="/" className="flex items-center gap-2 text-2xl font-bold text-ink">
          <img src="/favicon.svg" alt="" className="size-10" />
          Eventry
        </Link>
      </header>
      <main className="flex w-full max-w-md flex-col items-center">
        <div className="w-full rounded-2xl border border-line bg-surface p-6 shadow-xl sm:p-8">
          <h1 className="text-2xl font-bold text-ink">{title}</h1>
          <p className="mt-1 text-sm text-ink-muted">{subtitle}</p>
          <div className="mt-6">{children}</div>
        </div>
        {footer && <div className="mt-6 text-sm text-ink-muted">{footer}</div>}
      </main>
    </div>
  );
}
