import { describe, expect, it } from 'vitest';
import { bulkCompletedMessage, bulkCreatingMessage, bulkProgress, type BulkRun } from './bulk-run.ts';

const run = (overrides: Partial<BulkRun>): BulkRun => ({ step: 'creating', planned: 25, successful: 0, failed: 0, eventName: 'Tech Conference', ...overrides });

describe('bulk run', () => {
  it('words the completion as the spec does, with failures only when there are some', () => {
    expect(bulkCompletedMessage(run({ successful: 25 }))).toBe('Successfully created 25 of 25 tasks for "Tech Conference"!');
    expect(bulkCompletedMessage(run({ successful: 23, failed: 2 }))).toBe('Successfully created 23 of 25 tasks for "Tech Conference"! (2 failed)');
  });

  it('says what is being created', () => {
    expect(bulkCreatingMessage(run({}))).toBe('Creating 25 tasks for "Tech Conference"...');
    expect(bulkCreatingMessage(run({ planned: 1 }))).toBe('Creating 1 task for "Tech Conference"...');
  });

  it('moves the bar by step and holds it where a run failed', () => {
    expect(bulkProgress(run({ step: 'preparing' }))).toBe(10);
    expect(bulkProgress(run({ step: 'creating' }))).toBe(60);
    expect(bulkProgress(run({ step: 'completed' }))).toBe(100);
    expect(bulkProgress(run({ step: 'error', failedAt: 'creating' }))).toBe(60);
  });
});
