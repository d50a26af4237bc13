import { describe, expect, it } from 'vitest';
import { appliedSummary } from './applied-summary.ts';

const applied = (descriptionUpdated: boolean, createdTasks: number, skippedTasks: number) => ({
  eventId: 1,
  descriptionUpdated,
  createdTasks,
  skippedTasks,
  batchId: createdTasks > 0 ? 7 : null,
});

describe('appliedSummary', () => {
  it('says what was applied the first time', () => {
    expect(appliedSummary(applied(true, 10, 0))).toBe('The tagline is now first in the description and 10 tasks created.');
    expect(appliedSummary(applied(false, 1, 0))).toBe('1 task created.');
  });

  it('says how many tasks the event already had', () => {
    expect(appliedSummary(applied(false, 8, 4))).toBe('8 tasks created; 4 were already in the event.');
    expect(appliedSummary(applied(true, 9, 1))).toBe('The tagline is now first in the description and 9 tasks created; 1 was already in the event.');
  });

  it('says so when every task was already in the event', () => {
    expect(appliedSummary(applied(false, 0, 10))).toBe('No tasks created: all 10 were already in the event.');
    expect(appliedSummary(applied(true, 0, 1))).toBe('The tagline is now first in the description; no tasks created: the task was already in the event.');
  });

  it('says nothing needed changing when only the tagline was applied, and it was there', () => {
    expect(appliedSummary(applied(false, 0, 0))).toBe('Nothing needed changing: the description already starts with this tagline.');
  });
});
