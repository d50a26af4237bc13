import { Loader2 } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <Loader2
      className={cn('size-4 animate-spin motion-reduce:animate-none', className)}
      aria-hidden={label ? undefined : true}
      aria-label={label}
      role={label ? 'img' : undefined}
    />
  );
}

/** A centred spinner with a line of text, for a section or page that is loading. */
export function LoadingState({ message, className }: { message: string; className?: string }) {
  return (
    <div role="status" className={cn('flex flex-col items-center justify-center gap-3 py-16 text-ink-muted', className)}>
      <Spinner className="size-8 text-brand-600 dark:text-brand-400" />
      <p className="text-sm font-medium">{message}</p>
    </div>
  );
}
