import type { Task } from '../../../../domain/tasks.ts';

/** A task as the API lists it, for the area's tests: a medium-priority To Do of the Charity Run, unassigned. */
export function sampleTask(overrides: Partial<Task> = {}): Task {
  return {
    id: 1,
    title: 'Order the medals',
    description: '',
    status: 'todo',
    priority: 'medium',
    dueDate: '2026-11-30',
    dueAnchor: null,
    dueOffsetDays: null,
    countdown: null,
    eventId: 3,
    eventName: 'Charity Run',
    assigneeId: null,
    assigneeName: null,
    assigneeCode: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}
