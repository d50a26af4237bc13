import { useId } from 'react';
import { TASK_STATUS_LABELS, TASK_STATUSES, type TaskStatus } from '../../../../domain/task-rules.ts';
import { formatCount } from '../../../../domain/english-format.ts';
import { Select } from '../../../components/ui/input.tsx';

const DEFAULT_CHOICE = '';

interface StatusValuesProps {
  values: Record<string, TaskStatus | null>;
  /** How many distinct values the column has, when more than are listed. */
  total?: number;
  disabled?: boolean;
  onChange: (value: string, status: TaskStatus | null) => void;
}

/** Each distinct value of the status column (a Trello list, an Asana section) and the Eventry status it becomes. */
export function StatusValues({ values, total = 0, disabled, onChange }: StatusValuesProps) {
  const captionId = useId();
  const entries = Object.entries(values);
  if (entries.length === 0) return null;
  return (
    <>
      <div
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        className="max-w-2xl overflow-x-auto rounded-lg border border-line focus-visible:ring-2 focus-visible:ring-brand-500/40 focus-visible:outline-none"
      >
        <table className="w-full text-left text-sm">
          <caption id={captionId} className="sr-only">
            Status values
          </caption>
          <thead className="bg-surface-muted text-xs font-semibold tracking-wide text-ink-muted uppercase">
            <tr>
              <th scope="col" className="px-3 py-2">
                In the file
              </th>
              <th scope="col" className="px-3 py-2">
                Eventry status
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {entries.map(([value, status]) => (
              <tr key={value}>
                <th scope="row" className="px-3 py-2 font-medium break-words text-ink">
                  {value}
                </th>
                <td className="px-3 py-2">
                  <Select
                    aria-label={`Status for “${value}”`}
                    className="h-9 min-w-40"
                    value={status ?? DEFAULT_CHOICE}
                    disabled={disabled}
                    onChange={(change) => onChange(value, change.target.value === DEFAULT_CHOICE ? null : (change.target.value as TaskStatus))}
                  >
                    <option value={DEFAULT_CHOICE}>To Do (default)</option>
                    {TASK_STATUSES.map((choice) => (
                      <option key={choice} value={choice}>
                        {TASK_STATUS_LABELS[choice]}
                      </option>
                    ))}
                  </Select>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {total > entries.length && (
        <p className="text-xs text-ink-subtle">
          The column has {formatCount(total)} different values; the first {formatCount(entries.length)} are listed. The others become the status their text
          names (such as Done or In Progress), otherwise To Do.
        </p>
      )}
    </>
  );
}
