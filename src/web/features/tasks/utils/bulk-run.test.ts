import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api.ts';
import {
  bulkCompletedMessage,
  bulkCreateFailureMessage,
  bulkCreatingMessage,
  bulkErrorMessage,
  bulkProgress,
  bulkProgressIndeterminate,
  bulkRunActive,
  bulkRunReducer,
  bulkShowNewLabel,
  bulkStatusMessage,
  bulkStepDetail,
  bulkStepState,
  prepareBulkRun,
  type BulkRun,
} from './bulk-run.ts';

const event = { id: 12, name: 'Tech Conference' };
/** 25 usable lines among blanks and padding. */
const TEXT = Array.from({ length: 25 }, (_, i) => `  Task ${i + 1}  `).join('\n\n');

const prepared = () => prepareBulkRun(TEXT, event);
const mapping = () => bulkRunReducer(prepared(), { type: 'map' });
const creating = () => bulkRunReducer(mapping(), { type: 'mapped', event });
const completed = (result = { successful: 25, failed: 0, totalTasks: 25, batchId: 7 }) => bulkRunReducer(creating(), { type: 'created', result });

describe('bulk run: the steps a Bulk Create passes through', () => {
  it('prepares by planning the lines locally, blank ones dropped', () => {
    const run = prepared();
    expect(run).toMatchObject({ step: 'preparing', planned: 25, total: 25, eventId: 12, eventName: 'Tech Conference' });
    expect(bulkStepDetail(run, 'preparing')).toBe('25 tasks planned');
    expect(bulkStatusMessage(run)).toBe('Preparing 25 tasks…');
    expect(prepareBulkRun('Only one\n \n', event).planned).toBe(1);
  });

  it('maps the event: checking, then the name and id the server confirmed', () => {
    const run = mapping();
    expect(run.step).toBe('mapping');
    expect(bulkStepDetail(run, 'mapping')).toBe('Checking "Tech Conference"…');
    expect(bulkStatusMessage(run)).toBe('Checking the event "Tech Conference"…');

    // Renamed in another tab meanwhile: the server's name is the one shown from now on.
    const renamed = bulkRunReducer(run, { type: 'mapped', event: { id: 12, name: 'Tech Conference 2027' } });
    expect(renamed).toMatchObject({ step: 'creating', eventName: 'Tech Conference 2027' });
    expect(bulkStepDetail(renamed, 'mapping')).toBe('"Tech Conference 2027" (#12)');
    // Another event's answer is not this run's.
    expect(bulkRunReducer(run, { type: 'mapped', event: { id: 13, name: 'Other' } })).toBe(run);
  });

  it('creates: the request in flight, with an indeterminate bar', () => {
    const run = creating();
    expect(run.step).toBe('creating');
    expect(bulkStepDetail(run, 'creating')).toBe('Creating 25 tasks…');
    expect(bulkStatusMessage(run)).toBe('Creating 25 tasks…');
    expect(bulkProgressIndeterminate(run)).toBe(true);
    expect(bulkProgressIndeterminate(mapping())).toBe(false);
    expect(bulkRunActive(run)).toBe(true);
  });

  it('completes with the server’s counts', () => {
    const run = completed({ successful: 23, failed: 2, totalTasks: 25, batchId: 7 });
    expect(run).toMatchObject({ step: 'completed', successful: 23, failed: 2, total: 25, batchId: 7 });
    expect(bulkStepDetail(run, 'completed')).toBe('23 successful · 2 failed · 25 total');
    expect(bulkStepDetail(run, 'creating')).toBe('25 tasks in one request');
    expect(bulkStatusMessage(run)).toBe('Successfully created 23 of 25 tasks for "Tech Conference"! (2 failed)');
    expect(bulkRunActive(run)).toBe(false);
    expect(bulkProgressIndeterminate(run)).toBe(false);
  });

  it('names the tasks it made, with their count and the right plural', () => {
    expect(bulkShowNewLabel({ successful: 1200 })).toBe('Show the 1,200 new tasks');
    expect(bulkShowNewLabel({ successful: 2 })).toBe('Show the 2 new tasks');
    expect(bulkShowNewLabel({ successful: 1 })).toBe('Show the 1 new task');
  });

  it('fails at the step that was running, with the spec’s message', () => {
    const atMapping = bulkRunReducer(mapping(), { type: 'fail', message: 'Event not found' });
    expect(atMapping).toMatchObject({ step: 'error', failedAt: 'mapping', message: 'Event not found' });
    expect(bulkErrorMessage(atMapping)).toBe('Failed to create tasks: Event not found');
    expect(bulkStepState(atMapping, 'preparing')).toBe('done');
    expect(bulkStepState(atMapping, 'mapping')).toBe('failed');
    expect(bulkStepState(atMapping, 'creating')).toBe('todo');
    expect(bulkStepDetail(atMapping, 'mapping')).toBe('Event not found');
    expect(bulkStepDetail(atMapping, 'creating')).toBeNull();

    const atCreating = bulkRunReducer(creating(), { type: 'fail', message: 'Server error (500).' });
    expect(atCreating).toMatchObject({ step: 'error', failedAt: 'creating' });
    expect(bulkStatusMessage(atCreating)).toBe('Failed to create tasks: Server error (500).');
    expect(bulkRunActive(atCreating)).toBe(false);
  });

  it('treats an answer with nothing created as a failure of the creating step', () => {
    const run = completed({ successful: 0, failed: 25, totalTasks: 25, batchId: 7 });
    expect(run).toMatchObject({ step: 'error', failedAt: 'creating', failed: 25 });
    expect(bulkErrorMessage(run)).toBe('Failed to create tasks: No tasks were created successfully');
  });

  it('ignores an action that does not fit the current step', () => {
    const run = prepared();
    expect(bulkRunReducer(run, { type: 'mapped', event })).toBe(run);
    expect(bulkRunReducer(run, { type: 'created', result: { successful: 1, failed: 0, totalTasks: 1, batchId: 7 } })).toBe(run);
    expect(bulkRunReducer(mapping(), { type: 'map' }).step).toBe('mapping');
    const done = completed();
    expect(bulkRunReducer(done, { type: 'fail', message: 'late' })).toBe(done);
    const failed = bulkRunReducer(creating(), { type: 'fail', message: 'first' });
    expect(bulkRunReducer(failed, { type: 'fail', message: 'second' }).message).toBe('first');
    expect(bulkRunActive(null)).toBe(false);
  });

  it('moves the bar with the steps and holds it where a run failed', () => {
    const values = [prepared(), mapping(), creating(), completed()].map(bulkProgress);
    expect(values).toEqual([10, 25, 40, 100]);
    expect(bulkProgress(bulkRunReducer(mapping(), { type: 'fail', message: 'x' }))).toBe(25);
    expect(bulkProgress(bulkRunReducer(creating(), { type: 'fail', message: 'x' }))).toBe(40);
  });

  it('marks the steps done, current and to do as the run moves', () => {
    const states = (run: BulkRun) => (['preparing', 'mapping', 'creating', 'completed'] as const).map((step) => bulkStepState(run, step));
    expect(states(prepared())).toEqual(['current', 'todo', 'todo', 'todo']);
    expect(states(mapping())).toEqual(['done', 'current', 'todo', 'todo']);
    expect(states(creating())).toEqual(['done', 'done', 'current', 'todo']);
    expect(states(completed())).toEqual(['done', 'done', 'done', 'done']);
  });

  it('words the completion as the spec does, with failures only when there are some', () => {
    const base = { eventName: 'Tech Conference', total: 25 };
    expect(bulkCompletedMessage({ ...base, successful: 25, failed: 0 })).toBe('Successfully created 25 of 25 tasks for "Tech Conference"!');
    expect(bulkCompletedMessage({ ...base, successful: 23, failed: 2 })).toBe('Successfully created 23 of 25 tasks for "Tech Conference"! (2 failed)');
    expect(bulkCreatingMessage({ planned: 1 })).toBe('Creating 1 task…');
    expect(bulkCreatingMessage({ planned: 1200 })).toBe('Creating 1,200 tasks…');
  });
});

describe('why a bulk create failed', () => {
  it('says nothing was created when the server failed, since it keeps all lines or none', () => {
    const failure = new ApiError('Server error (500). The service is temporarily unavailable. Please try again later.', 'http', 500, 'Database is locked');
    expect(bulkCreateFailureMessage(failure)).toBe('No tasks were created successfully');
  });

  it("gives the server's reason when it refused the list", () => {
    const refused = new ApiError('Invalid request (400). Please check your data. Details: Event not found', 'http', 400, 'Event not found');
    expect(bulkCreateFailureMessage(refused)).toBe('Event not found');
  });

  it('says the connection failed when the answer never came', () => {
    const lost = new ApiError('Network error. Please check your internet connection and try again.', 'network');
    expect(bulkCreateFailureMessage(lost)).toBe('Network error. Please check your internet connection and try again.');
  });
});
