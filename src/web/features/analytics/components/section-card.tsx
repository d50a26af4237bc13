import { useId, type ReactNode } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';

interface SectionCardProps {
  title: string;
  description?: ReactNode;
  /** Beside the title: a count, a legend. */
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A titled card of the analytics views; the card is a region named by its title. */
export function SectionCard({ title, description, aside, children, className }: SectionCardProps) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className={cn('flex min-w-0 flex-col p-4 sm:p-6', className)}>
      <div className="mb-5 flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h2 id={titleId} className="text-base font-semibold text-ink">
            {title}
          </h2>
          {description && <p className="mt-1 text-sm text-ink-muted">{description}</p>}
        </div>
        {aside && <div className="shrink-0 text-sm text-ink-muted">{aside}</div>}
      </div>
      {children}
    </Card>
  );
}
