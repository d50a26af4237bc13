import { describe, expect, it } from 'vitest';
import type { TaskMappingProposal } from '../../../domain/task-import/import-types.ts';
import { importReducer, INITIAL_IMPORT_STATE, missingRequiredField, type ImportState } from './import-state.ts';
import type { FileSummary, TaskPlanSummary } from './worker/import-protocol.ts';

const file: FileSummary = { fileName: 'plan.csv', format: 'csv', encoding: 'utf-8', delimiter: ';', headers: ['Task', 'Notes', 'State'], rowCount: 3, numericDateColumns: [] };
const mapping: TaskMappingProposal = {
  columns: { title: 0, description: 1, dueDate: null, countdown: null, status: 2, priority: null, assigneeName: null, assigneeEmail: null, assigneeCode: null },
  statusValues: { Doing: 'inprogress' },
  dateOrder: 'mdy',
};

function readState(): ImportState {
  const choosing = importReducer(INITIAL_IMPORT_STATE, { type: 'choose' });
  return importReducer(choosing, { type: 'worker', message: { type: 'read', file, taskMapping: mapping, memberColumns: null } });
}

const planSummary = (statusValues: TaskPlanSummary['statusValues']): TaskPlanSummary => ({
  kind: 'tasks',
  preview: [],
  problemRows: [],
  counts: { rows: 3, tasks: 3, skipped: 0, withDefaults: 0, newMembers: 0, problemRows: 0 },
  statusValues,
  statusValueCount: Object.keys(statusValues).length,
});

describe('the import screen’s state', () => {
  it('takes the file and the proposed mapping from the worker', () => {
    const state = readState();
    expect(state.reading).toBeNull();
    expect(state.file).toEqual(file);
    expect(state.taskMapping).toEqual(mapping);
  });

  it('gives a column to one field only: choosing it for another frees it', () => {
    const state = importReducer(readState(), { type: 'task-column', field: 'description', column: 0 });
    expect(state.taskMapping?.columns.description).toBe(0);
    expect(state.taskMapping?.columns.title).toBeNull();
    expect(missingRequiredField(state)).toBe('Choose the column that holds the task titles.');
  });

  it('keeps only the latest plan', () => {
    let state = importReducer(readState(), { type: 'plan-requested', id: 1 });
    state = importReducer(state, { type: 'plan-requested', id: 2 });
    state = importReducer(state, { type: 'worker', message: { type: 'plan', id: 1, summary: planSummary({ Doing: 'inprogress' }) } });
    expect(state.plan).toBeNull();
    expect(state.planning).toBe(true);
    state = importReducer(state, { type: 'worker', message: { type: 'plan', id: 2, summary: planSummary({ Doing: 'inprogress' }) } });
    expect(state.plan?.counts).toMatchObject({ tasks: 3 });
    expect(state.planning).toBe(false);
  });

  it('offers the values of a new status column, keeping the statuses chosen', () => {
    let state = importReducer(readState(), { type: 'status-value', value: 'Doing', status: 'completed' });
    expect(state.taskMapping?.statusValues).toEqual({ Doing: 'completed' });
    state = importReducer(state, { type: 'plan-requested', id: 3 });
    state = importReducer(state, { type: 'worker', message: { type: 'plan', id: 3, summary: planSummary({ Doing: 'completed', Waiting: null }) } });
    expect(state.taskMapping?.statusValues).toEqual({ Doing: 'completed', Waiting: null });
  });

  it('shows a file the worker could not read, and forgets the previous one', () => {
    const state = importReducer(readState(), { type: 'worker', message: { type: 'error', id: null, message: 'The file is empty.' } });
    expect(state.readError).toBe('The file is empty.');
    expect(state.file).toBeNull();
  });

  it('keeps the mapping when a plan fails', () => {
    let state = importReducer(readState(), { type: 'plan-requested', id: 4 });
    state = importReducer(state, { type: 'worker', message: { type: 'error', id: 4, message: 'Out of memory' } });
    expect(state.planError).toBe('Out of memory');
    expect(state.taskMapping).toEqual(mapping);
  });
});
