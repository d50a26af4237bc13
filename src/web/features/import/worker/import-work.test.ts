import { describe, expect, it } from 'vitest';
import type { SourceTable } from '../../../../domain/task-import/import-types.ts';
import { MAX_STATUS_VALUES, numericDateColumns, statusValuesOf, taskImportBody, taskPlanSummary } from './import-work.ts';
import { PREVIEW_ROWS } from './import-protocol.ts';

const table: SourceTable = {
  format: 'csv',
  encoding: 'utf-8',
  delimiter: ',',
  headers: ['Title', 'Due', 'List'],
  rows: [
    ['Book venue', '03/04/2026', 'Doing'],
    ['Send invites', '2026-05-01', 'Done'],
    ['Hire band', '12/05/2026', 'Backlog'],
    ['Print badges', '', 'Doing'],
  ],
};

describe('the import worker’s work', () => {
  it('finds the columns of day/month dates', () => {
    expect(numericDateColumns(table)).toEqual([1]);
  });

  it('lists a status column’s values, each with its chosen or named status', () => {
    expect(statusValuesOf(table, 2, { Backlog: 'todo' })).toEqual({ values: { Doing: 'inprogress', Done: 'completed', Backlog: 'todo' }, count: 3 });
    expect(statusValuesOf(table, null, {})).toEqual({ values: {}, count: 0 });
  });

  it('offers the first MAX_STATUS_VALUES status values, and counts them all', () => {
    const many: SourceTable = { ...table, headers: ['Title', 'Status'], rows: Array.from({ length: 150 }, (_, index) => [`Task ${index}`, `Stage ${index % 120}`]) };
    const { values, count } = statusValuesOf(many, 1, {});
    expect(Object.keys(values)).toHaveLength(MAX_STATUS_VALUES);
    expect(Object.keys(values)[0]).toBe('Stage 0');
    expect(count).toBe(120);
  });

  it('sends the page only the first rows, and the first rows with problems', () => {
    const rows = Array.from({ length: 120 }, (_, index) => ({
      row: index + 1,
      task: null,
      assignee: null,
      problems: index % 2 === 0 ? [{ field: 'title' as const, message: 'No title', outcome: 'skipped' as const }] : [],
    }));
    const summary = taskPlanSummary({ rows, newMembers: [], counts: { tasks: 60, skipped: 60, withDefaults: 0, newMembers: 0, matchedPeople: 0, unassignedPeople: 0 } }, { values: {}, count: 0 });
    expect(summary.preview).toHaveLength(PREVIEW_ROWS);
    expect(summary.problemRows).toHaveLength(PREVIEW_ROWS);
    expect(summary.problemRows.every((row) => row.problems.length > 0)).toBe(true);
    expect(summary.counts).toMatchObject({ rows: 120, tasks: 60, skipped: 60, problemRows: 60 });
  });

  it('puts only the rows to create in the request', () => {
    const task = { row: 2, title: 'Send invites', description: '', status: 'todo' as const, priority: 'medium' as const, dueDate: null, dueAnchor: null, dueOffsetDays: null, assigneeId: null, newAssignee: null };
    const body = taskImportBody(
      { format: 'csv', fileName: 'plan.csv', today: '2026-01-01' },
      {
        rows: [
          { row: 1, task: null, assignee: null, problems: [] },
          { row: 2, task, assignee: null, problems: [] },
        ],
        newMembers: [{ name: 'Ada', email: '', company: '', role: '' }],
        counts: { tasks: 1, skipped: 1, withDefaults: 0, newMembers: 1, matchedPeople: 0, unassignedPeople: 0 },
      },
    );
    expect(body.tasks).toEqual([task]);
    expect(body.newMembers).toHaveLength(1);
  });
});
