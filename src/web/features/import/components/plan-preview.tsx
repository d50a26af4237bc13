import { Fragment, useId, useState, type ReactNode } from 'react';
import { describeOffset } from '../../../../domain/countdown.ts';
import { formatCalendarDay } from '../../../../domain/english-format.ts';
import { countLabel } from '../../../../domain/english-format.ts';
import type { RowProblem } from '../../../../domain/task-import/import-types.ts';
import { TASK_PRIORITY_LABELS, TASK_STATUS_LABELS } from '../../../../domain/task-rules.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { cn } from '../../../lib/cn.ts';
import { fieldLabel } from '../field-labels.ts';
import { planSummaryText } from '../import-text.ts';
import type { ImportTask } from '../../../../domain/task-import/import-api.ts';
import { PREVIEW_ROWS, type PlanSummary } from '../worker/import-protocol.ts';

function dueText(task: ImportTask): string {
  if (task.dueDate) return formatCalendarDay(task.dueDate);
  if (task.dueAnchor && task.dueOffsetDays !== null) return describeOffset({ anchor: task.dueAnchor, offsetDays: task.dueOffsetDays });
  return '—';
}

function Problems({ problems }: { problems: RowProblem[] }) {
  return (
    <ul className="space-y-1">
      {problems.map((problem, index) => (
        <li key={index} className="flex flex-wrap items-baseline gap-x-2 text-xs">
          <Badge tone={problem.outcome === 'skipped' ? 'danger' : 'warning'}>{problem.outcome === 'skipped' ? 'Row skipped' : 'Default used'}</Badge>
          <span className="text-ink">
            <span className="font-semibold">{fieldLabel(problem.field)}:</span> {problem.message}
          </span>
        </li>
      ))}
    </ul>
  );
}

interface PreviewRow {
  row: number;
  cells: ReactNode[] | null;
  problems: RowProblem[];
}

function previewRows(plan: PlanSummary, onlyProblems: boolean): PreviewRow[] {
  if (plan.kind === 'tasks') {
    return (onlyProblems ? plan.problemRows : plan.preview).map(({ row, task, assignee, problems }) => ({
      row,
      problems,
      cells: task && [
        <span key="title" className="font-medium text-ink">{task.title}</span>,
        dueText(task),
        TASK_STATUS_LABELS[task.status],
        TASK_PRIORITY_LABELS[task.priority],
        assignee ? (
          <span key="assignee" className="inline-flex flex-wrap items-center gap-1.5">
            {assignee.name}
            {assignee.isNew && <Badge tone="info">new</Badge>}
          </span>
        ) : (
          <span key="assignee" className="text-ink-subtle">Unassigned</span>
        ),
      ],
    }));
  }
  return (onlyProblems ? plan.problemRows : plan.preview).map(({ row, member, problems }) => ({
    row,
    problems,
    cells: member && [<span key="name" className="font-medium text-ink">{member.name}</span>, member.email || '—', member.company || '—', member.role || '—'],
  }));
}

const TASK_HEADINGS = ['Title', 'Due', 'Status', 'Priority', 'Assignee'];
const MEMBER_HEADINGS = ['Name', 'E-mail', 'Company', 'Role'];

/** The summary of the plan and its first rows as they will be created, each with its problems. */
export function PlanPreview({ plan, stale }: { plan: PlanSummary; stale: boolean }) {
  const [onlyProblems, setOnlyProblems] = useState(false);
  const summaryId = useId();
  const headings = plan.kind === 'tasks' ? TASK_HEADINGS : MEMBER_HEADINGS;
  const rows = previewRows(plan, onlyProblems);
  const counts =
    plan.kind === 'tasks'
      ? { created: plan.counts.tasks, skipped: plan.counts.skipped, newMembers: plan.counts.newMembers }
      : { created: plan.counts.members, skipped: plan.counts.skipped };
  const shownOf = onlyProblems ? plan.counts.problemRows : plan.counts.rows;

  return (
    <div className="space-y-3">
      <p id={summaryId} role="status" className="text-base font-semibold text-ink">
        {planSummaryText(plan.kind, counts)}
      </p>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label className="flex items-center gap-2 text-sm text-ink">
          <input type="checkbox" className="size-4 accent-brand-600" checked={onlyProblems} onChange={(change) => setOnlyProblems(change.target.checked)} />
          Only rows with problems ({countLabel(plan.counts.problemRows, 'row')})
        </label>
        <p className="text-xs text-ink-muted">
          {shownOf > PREVIEW_ROWS ? `Showing the first ${PREVIEW_ROWS} of ${countLabel(shownOf, 'row')}` : `Showing ${countLabel(shownOf, 'row')}`}
        </p>
      </div>
      {/* Scrolls sideways on a narrow screen: a region the keyboard can focus and scroll. */}
      <div
        role="region"
        aria-label="Preview rows"
        tabIndex={0}
        className={cn('overflow-x-auto rounded-lg border border-line transition-opacity focus-visible:ring-2 focus-visible:ring-brand-500/40 focus-visible:outline-none', stale && 'opacity-60')}
        aria-busy={stale || undefined}
      >
        <table className="w-full min-w-[40rem] text-left text-sm">
          <caption className="sr-only">Preview of the import: the rows as they will be created</caption>
          <thead className="bg-surface-muted text-xs font-semibold tracking-wide text-ink-muted uppercase">
            <tr>
              <th scope="col" className="w-16 px-3 py-2">
                Row
              </th>
              {headings.map((heading) => (
                <th key={heading} scope="col" className="px-3 py-2">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td colSpan={headings.length + 1} className="px-3 py-6 text-center text-ink-muted">
                  {onlyProblems ? 'No row has a problem.' : 'The file has no rows.'}
                </td>
              </tr>
            )}
            {rows.map(({ row, cells, problems }) => (
              <Fragment key={row}>
                <tr className={cn('border-t border-line', !cells && 'bg-red-50/60 dark:bg-red-950/30')}>
                  <th scope="row" className="px-3 py-2 font-normal text-ink-muted tabular-nums">
                    {row}
                  </th>
                  {cells ? (
                    cells.map((cell, index) => (
                      <td key={index} className="px-3 py-2 break-words text-ink">
                        {cell}
                      </td>
                    ))
                  ) : (
                    <td colSpan={headings.length} className="px-3 py-2 font-medium text-red-700 dark:text-red-300">
                      Not imported
                    </td>
                  )}
                </tr>
                {problems.length > 0 && (
                  <tr aria-label={`Problems of row ${row}`}>
                    <td />
                    <td colSpan={headings.length} className="px-3 pb-2">
                      <Problems problems={problems} />
                    </td>
                  </tr>
                )}
              </Fragment>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
