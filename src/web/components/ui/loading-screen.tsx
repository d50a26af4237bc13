import { Spinner } from './spinner.tsx';

/**
 * A whole-page loading screen with the brand: the page's main landmark, its message the page's heading
 * (as index.html's own loading screen, painted before any script has run).
 */
export function LoadingScreen({ message }: { message: string }) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-canvas text-ink">
      <img src="/favicon.svg" alt="" className="size-12" />
      <div role="status" className="flex items-center gap-2 text-ink-muted">
        <Spinner className="size-5 text-brand-600 dark:text-brand-400" />
        <h1 className="text-base font-medium">{message}</h1>
      </div>
    </main>
  );
}
