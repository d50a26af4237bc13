import { ChevronLeft, ChevronRight } from 'lucide-react';
import { hasUnreachableRows, reachablePageCount } from '../../../../domain/pagination-rules.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Select } from '../../../components/ui/input.tsx';
import { TASK_PAGE_SIZES, type TaskPageSize } from '../hooks/use-task-filters.ts';
import { pageRangeLabel } from '../utils/task-display.ts';
import { formatCount, formatTotal } from '../../../../domain/english-format.ts';

interface TasksPagerProps {
  page: number;
  pageSize: number;
  /** Where the rows on screen start: while the next page loads, the previous one is still shown. */
  offset: number;
  shown: number;
  total: number;
  /** False when a search stopped counting its matches at `total` ("of 1,000+"): only those pages are offered. */
  totalExact?: boolean;
  onPage: (page: number) => void;
  /** Offers the rows-per-page choice when given. */
  onPageSize?: (size: TaskPageSize) => void;
}

/** "…you can page through the first 10,050": said on the last page a list this long can reach. */
export function unreachableRowsNotice(total: number, pageSize: number): string | null {
  if (!hasUnreachableRows(total, pageSize)) return null;
  const reachable = reachablePageCount(total, pageSize) * pageSize;
  return `Only the first ${formatCount(reachable)} of ${formatCount(total)} tasks can be paged through: narrow the search or filters to see the rest.`;
}

/**
 * Said under a search whose matches were not all counted: how to see (and count) the rest. On the
 * last page of the counted ones, which Next does not go past, it says why.
 */
export function uncountedMatchesNotice(total: number, lastPage: boolean): string {
  return lastPage
    ? `Only the first ${formatCount(total)} matches can be paged through: narrow the search to see the rest and count every match.`
    : `More than ${formatCount(total)} tasks match: narrow the search to count every match.`;
}

/**
 * Previous / Next over the pages of the list. It never offers a page past the API's offset limit:
 * a longer list stops at the last page it can reach and asks for narrower filters there.
 */
export function TasksPager({ page, pageSize, offset, shown, total, totalExact = true, onPage, onPageSize }: TasksPagerProps) {
  const pages = reachablePageCount(total, pageSize);
  const notice = !totalExact ? uncountedMatchesNotice(total, page >= pages) : page >= pages ? unreachableRowsNotice(total, pageSize) : null;
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center gap-3">
      <p className="tabular-nums" aria-live="polite">
        {pageRangeLabel(offset, shown, total, totalExact)}
      </p>
      {onPageSize && (
        <label className="flex items-center gap-2 text-xs whitespace-nowrap text-ink-muted">
          Rows per page
          {/* As wide as its longest choice with the arrow: a fixed width cut "100" to "10". */}
          <Select
            value={pageSize}
            className="h-8 min-w-max py-0 text-sm"
            onChange={(change) => onPageSize(Number(change.target.value) as TaskPageSize)}
          >
            {TASK_PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </Select>
        </label>
      )}
      {pages > 1 && (
        <div className="flex items-center gap-2">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <ChevronLeft className="size-4" aria-hidden="true" />
            Previous
          </Button>
          <span className="text-xs text-ink-muted tabular-nums">
            Page {formatCount(page)} of {formatTotal(pages, totalExact)}
          </span>
          <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            Next
            <ChevronRight className="size-4" aria-hidden="true" />
          </Button>
        </div>
      )}
      {notice && <p className="basis-full text-xs text-ink-muted">{notice}</p>}
    </nav>
  );
}
