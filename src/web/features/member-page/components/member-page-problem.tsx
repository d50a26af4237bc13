import { CloudOff, Link2Off, TimerReset, TriangleAlert, type LucideIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import type { LoadProblem } from '../utils/member-page-display.ts';
import { MemberPageFrame } from './member-page-frame.tsx';

const PROBLEMS: Record<LoadProblem, { icon: LucideIcon; title: string; text: string; retry: boolean }> = {
  gone: {
    icon: Link2Off,
    title: 'This link doesn’t work any more',
    text: 'Ask your organiser for a new one. Each new link replaces the one before, and an organiser can turn a link off.',
    retry: false,
  },
  busy: {
    icon: TimerReset,
    title: 'Too many requests',
    text: 'This page was opened or changed many times in a short while. Please wait a minute, then try again.',
    retry: true,
  },
  offline: {
    icon: CloudOff,
    title: 'You seem to be offline',
    text: 'Your tasks could not be loaded. Check your connection, then try again.',
    retry: true,
  },
  failed: {
    icon: TriangleAlert,
    title: 'Your tasks could not be loaded',
    text: 'Something went wrong on our side. Please try again in a moment.',
    retry: true,
  },
};

/** Why the member's page cannot be shown: a link that no longer works, too many requests, no connection, a failure. */
export function MemberPageProblem({ problem, retrying, onRetry }: { problem: LoadProblem; retrying: boolean; onRetry: () => void }) {
  const { icon: Icon, title, text, retry } = PROBLEMS[problem];
  return (
    <MemberPageFrame footer={false}>
      <div className="mt-10 rounded-2xl border border-line bg-surface p-6 text-center shadow-sm sm:p-8">
        <Icon className="mx-auto size-10 text-ink-subtle" aria-hidden="true" />
        <h1 className="mt-4 text-xl font-bold text-ink">{title}</h1>
        <p className="mt-2 text-sm text-ink-muted">{text}</p>
        {retry && (
          <Button className="mt-6" onClick={onRetry} loading={retrying}>
            Try Again
          </Button>
        )}
      </div>
    </MemberPageFrame>
  );
}
