import type { SortOrder, TaskSortColumn } from '../../../../domain/task-sort.ts';
import { Select } from '../../../components/ui/input.tsx';

/** Every order the list offers, in the words a reader would use; the first of each pair is the column's first direction. */
const SORT_OPTIONS: readonly { column: TaskSortColumn; order: SortOrder; label: string }[] = [
  { column: 'dueDate', order: 'asc', label: 'Due date, soonest first' },
  { column: 'dueDate', order: 'desc', label: 'Due date, latest first' },
  { column: 'priority', order: 'desc', label: 'Priority, High first' },
  { column: 'priority', order: 'asc', label: 'Priority, Low first' },
  { column: 'status', order: 'asc', label: 'Status, To Do first' },
  { column: 'status', order: 'desc', label: 'Status, Overdue first' },
  { column: 'title', order: 'asc', label: 'Title, A to Z' },
  { column: 'title', order: 'desc', label: 'Title, Z to A' },
  { column: 'event', order: 'asc', label: 'Event, A to Z' },
  { column: 'event', order: 'desc', label: 'Event, Z to A' },
  { column: 'created', order: 'desc', label: 'Newest first' },
  { column: 'created', order: 'asc', label: 'Oldest first' },
];

interface TasksSortSelectProps {
  column: TaskSortColumn;
  order: SortOrder;
  onChange: (column: TaskSortColumn, order: SortOrder) => void;
  className?: string;
}

/** The list's order as one choice: what the column headers do, and on phones (no headers) and for creation order the only way. */
export function TasksSortSelect({ column, order, onChange, className }: TasksSortSelectProps) {
  return (
    <Select
      value={`${column}:${order}`}
      className={className}
      onChange={(change) => {
        const chosen = SORT_OPTIONS.find((option) => `${option.column}:${option.order}` === change.target.value);
        if (chosen) onChange(chosen.column, chosen.order);
      }}
    >
      {SORT_OPTIONS.map((option) => (
        <option key={`${option.column}:${option.order}`} value={`${option.column}:${option.order}`}>
          {option.label}
        </option>
      ))}
    </Select>
  );
}
