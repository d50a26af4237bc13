import { ChevronDown } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { formatCount } from '../../../../domain/english-format.ts';

interface ShowMoreProps {
  shown: number;
  total: number;
  /** What is counted: "members", "events". */
  noun: string;
  step: number;
  onMore: () => void;
}

/** "Showing 25 of 1,000 members" and a button for the next few, while some are not shown yet. */
export function ShowMore({ shown, total, noun, step, onMore }: ShowMoreProps) {
  if (shown >= total) return null;
  const next = Math.min(step, total - shown);
  return (
    <div className="mt-5 flex flex-col items-center gap-2 border-t border-line pt-5">
      <p className="text-sm text-ink-muted" aria-live="polite">{`Showing ${formatCount(shown)} of ${formatCount(total)} ${noun}`}</p>
      <Button variant="secondary" size="sm" onClick={onMore}>
        <ChevronDown className="size-4" aria-hidden="true" />
        {`Show ${formatCount(next)} more`}
      </Button>
    </div>
  );
}
