import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { AlertTriangle, RefreshCw, RotateCcw } from 'lucide-react';
import { Button } from '../components/ui/button.tsx';

const COMMON_SOLUTIONS = [
  'Refresh the page',
  'Check your internet connection',
  'Sign out and sign in again',
  'Clear your browser cache and local data (Reset App)',
];

function messageOf(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error ?? 'Unknown error');
}

export function resetApp() {
  try {
    localStorage.clear();
    sessionStorage.clear();
  } finally {
    window.location.reload();
  }
}

export function ErrorScreen({ error }: { error: unknown }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-canvas px-4 py-12 text-ink">
      <div className="w-full max-w-lg rounded-2xl border border-line bg-surface p-8 shadow-lg">
        <div className="flex size-12 items-center justify-center rounded-full bg-red-50 text-red-600 dark:bg-red-950 dark:text-red-400">
          <AlertTriangle className="size-6" aria-hidden="true" />
        </div>
        <h1 className="mt-4 text-2xl font-bold">Something went wrong</h1>
        <p className="mt-2 text-sm text-ink-muted">The page hit an error it could not recover from.</p>
        <pre className="mt-4 rounded-lg bg-surface-muted p-3 text-sm break-words whitespace-pre-wrap text-red-700 dark:text-red-300">
          {messageOf(error)}
        </pre>
        <h2 className="mt-6 text-sm font-semibold">Common solutions</h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink-muted">
          {COMMON_SOLUTIONS.map((solution) => (
            <li key={solution}>{solution}</li>
          ))}
        </ul>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button onClick={() => window.location.reload()}>
            <RefreshCw className="size-4" aria-hidden="true" />
            Try Again
          </Button>
          <Button variant="secondary" onClick={resetApp}>
            <RotateCcw className="size-4" aria-hidden="true" />
            Reset App
          </Button>
        </div>
      </div>
    </main>
  );
}

/** The router's error element: any error thrown while rendering a route. */
export function RouteErrorScreen() {
  return <ErrorScreen error={useRouteError()} />;
}

/** Catches what happens outside the router (providers, the router itself). */
export class RootErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.error ? <ErrorScreen error={this.state.error} /> : this.props.children;
  }
}
