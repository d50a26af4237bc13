import { Spinner } from './spinner.tsx';

/** A whole-page loading screen with the brand. */
export function LoadingScreen({ message }: { message: string }) {
  return (
    <div role="status" className="flex min-h-screen flex-col items-center justify-center gap-4 bg-canvas text-ink">
      <img src="/favicon.svg" alt="" className="size-12" />
      <div className="flex items-center gap-2 text-ink-muted">
        <Spinner className="size-5 text-brand-600 dark:text-brand-400" />
        <p className="text-base font-medium">{message}</p>
      </div>
    </div>
  );
}
