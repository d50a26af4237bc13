import { describe, expect, it } from 'vitest';
import type { Task } from '../../../../domain/tasks.ts';
import { withDueDateChange } from './use-change-due-date.ts';

const relative = {
  id: 1,
  title: 'Send the invitations',
  status: 'todo',
  dueDate: '2026-11-17',
  dueAnchor: 'start',
  dueOffsetDays: -14,
  countdown: 'T-14',
  eventId: 3,
} as Task;
const event = { id: 3, startDate: '2026-12-01', endDate: '2026-12-02' };

describe('a due date changed on the calendar, as it shows before the server answers', () => {
  it('fixes the task to the day it was dropped on', () => {
    expect(withDueDateChange(relative, { dueDate: '2026-11-25' }, event)).toMatchObject({
      dueDate: '2026-11-25',
      dueAnchor: null,
      dueOffsetDays: null,
      countdown: null,
    });
  });

  it('moves a relative task by its new offset from its event’s days', () => {
    expect(withDueDateChange(relative, { dueAnchor: 'start', dueOffsetDays: -10 }, event)).toMatchObject({
      dueDate: '2026-11-21',
      dueAnchor: 'start',
      dueOffsetDays: -10,
      countdown: 'T-10',
    });
    expect(withDueDateChange(relative, { dueAnchor: 'end', dueOffsetDays: 2 }, event)).toMatchObject({ dueDate: '2026-12-04', countdown: 'T+2' });
  });

  it('keeps the old day until the server says when the event’s days are not known here', () => {
    expect(withDueDateChange(relative, { dueAnchor: 'start', dueOffsetDays: -10 }, null)).toMatchObject({ dueDate: '2026-11-17', dueOffsetDays: -10, countdown: 'T-14' });
    expect(withDueDateChange(relative, { dueAnchor: 'start', dueOffsetDays: -10 }, { ...event, id: 4 }).dueDate).toBe('2026-11-17');
  });
});
