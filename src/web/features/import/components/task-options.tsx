import type { Dispatch } from 'react';
import type { TaskMappingProposal, UnmatchedPeople } from '../../../../domain/task-import/import-types.ts';
import type { ImportAction } from '../import-state.ts';
import type { FileSummary } from '../worker/import-protocol.ts';
import { ChoiceGroup } from './choice-group.tsx';
import { StatusValues } from './status-values.tsx';

const DATE_ORDERS = [
  { value: 'mdy', label: 'Month/day/year (03/04 is March 4)' },
  { value: 'dmy', label: 'Day/month/year (03/04 is 3 April)' },
] as const;
const UNMATCHED_CHOICES = [
  { value: 'create', label: 'Add them to the team' },
  { value: 'unassigned', label: 'Leave the tasks unassigned' },
] as const;

interface TaskOptionsProps {
  file: FileSummary;
  mapping: TaskMappingProposal;
  /** How many distinct values the status column has, from the latest plan. */
  statusValueCount: number;
  unmatchedPeople: UnmatchedPeople;
  disabled: boolean;
  dispatch: Dispatch<ImportAction>;
}

/**
 * What a task import asks beyond the columns, each only when it matters: the status each value of the
 * status column becomes, the order of dates like 03/04/2026, and what to do with unknown assignees.
 */
export function TaskOptions({ file, mapping, statusValueCount, unmatchedPeople, disabled, dispatch }: TaskOptionsProps) {
  const { status: statusColumn, dueDate: dueColumn, assigneeName, assigneeEmail, assigneeCode } = mapping.columns;
  const assigneeMapped = assigneeName !== null || assigneeEmail !== null || assigneeCode !== null;
  return (
    <>
      {statusColumn !== null && Object.keys(mapping.statusValues).length > 0 && (
        <div className="space-y-2">
          <h3 className="text-sm font-semibold text-ink">Status values</h3>
          <p className="text-xs text-ink-subtle">Each value of the “{file.headers[statusColumn]}” column becomes the Eventry status chosen here.</p>
          <StatusValues
            values={mapping.statusValues}
            total={statusValueCount}
            disabled={disabled}
            onChange={(value, status) => dispatch({ type: 'status-value', value, status })}
          />
        </div>
      )}
      {dueColumn !== null && file.numericDateColumns.includes(dueColumn) && (
        <ChoiceGroup
          legend="Dates like 03/04/2026 are written"
          choices={DATE_ORDERS}
          value={mapping.dateOrder}
          disabled={disabled}
          onChange={(order) => dispatch({ type: 'date-order', order })}
        />
      )}
      {assigneeMapped && (
        <ChoiceGroup
          legend="Assignees who match nobody in the team"
          hint="Matched by e-mail, user ID or name against the event’s team."
          choices={UNMATCHED_CHOICES}
          value={unmatchedPeople}
          disabled={disabled}
          onChange={(choice) => dispatch({ type: 'unmatched-people', choice })}
        />
      )}
    </>
  );
}
