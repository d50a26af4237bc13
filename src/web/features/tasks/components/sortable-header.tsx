import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { SortOrder, TaskSortColumn } from '../../../../domain/task-sort.ts';
import { cn } from '../../../lib/cn.ts';

export interface TableSort {
  column: TaskSortColumn;
  order: SortOrder;
  /** Sorts by the column, or turns the current order around. */
  onSort: (column: TaskSortColumn) => void;
}

/** A column header that sorts the list: a button, with aria-sort on the header it sorts by. */
export function SortableHeader({ header, column, sort, className }: { header: string; column: TaskSortColumn; sort: TableSort; className?: string }) {
  const sorted = sort.column === column;
  const Icon = sorted ? (sort.order === 'asc' ? ArrowUp : ArrowDown) : ArrowUpDown;
  return (
    <th scope="col" aria-sort={sorted ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined} className={cn('px-2 py-1.5 whitespace-nowrap', className)}>
      <button
        type="button"
        onClick={() => sort.onSort(column)}
        className={cn(
          'inline-flex items-center gap-1 rounded-md px-2 py-1.5 font-semibold tracking-wide uppercase hover:bg-surface hover:text-ink',
          sorted && 'text-ink',
        )}
      >
        {header}
        <Icon className={cn('size-3.5', !sorted && 'opacity-60')} aria-hidden="true" />
      </button>
    </th>
  );
}
