import { AlertTriangle } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';

export const PAST_DUE_LABEL = 'Past due';
export const PAST_DUE_DESCRIPTION = 'Past its due date and not completed';

/**
 * The flag beside the due date of a task past due and not completed. It says 'Past due', not
 * 'Overdue': Overdue is a status a user sets, and its badge may show in the same row.
 */
export function PastDueFlag() {
  return (
    <Badge tone="danger" title={PAST_DUE_DESCRIPTION}>
      <AlertTriangle className="size-3" aria-hidden="true" />
      {/* On a phone's card the date and the icon say it; the words are read out. */}
      <span className="max-md:sr-only">{PAST_DUE_LABEL}</span>
      <span className="sr-only">: {PAST_DUE_DESCRIPTION.toLowerCase()}</span>
    </Badge>
  );
}
