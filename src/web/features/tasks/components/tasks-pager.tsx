import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { pageRangeLabel } from '../utils/task-display.ts';

interface TasksPagerProps {
  page: number;
  pageSize: number;
  shown: number;
  total: number;
  onPage: (page: number) => void;
}

export function TasksPager({ page, pageSize, shown, total, onPage }: TasksPagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center gap-3">
      <p className="tabular-nums" aria-live="polite">
        {pageRangeLabel((page - 1) * pageSize, shown, total)}
      </p>
      {pages > 1 && (
        <div className="flex items-center gap-2">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <ChevronLeft className="size-4" aria-hidden="true" />
            Previous
          </Button>
          <span className="text-xs text-ink-subtle tabular-nums">
            Page {page.toLocaleString('en-US')} of {pages.toLocaleString('en-US')}
          </span>
          <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            Next
            <ChevronRight className="size-4" aria-hidden="true" />
          </Button>
        </div>
      )}
    </nav>
  );
}
