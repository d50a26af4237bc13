import { describe, expect, it } from 'vitest';
import type { DueAnchor, EventDates } from './countdown.ts';
import { taskCsvRecord, TASK_CSV_COLUMNS, type ExportedTask } from './task-export.ts';
import { taskCountdown, type TaskStatus } from './task-rules.ts';

/**
 * The one rule of the countdown chip (`T-14`, `Event day`, `T+2`), which the task table, the timeline
 * (both from the list's `countdown`) and the CSV export (its Countdown column) all take from
 * `taskCountdown`: only a task due relative to its event has one, whatever its status.
 */

// A three-day event.
const EVENT: EventDates = { startDate: '2030-06-10', endDate: '2030-06-12' };

interface Case {
  name: string;
  dueDate: string | null;
  dueAnchor: DueAnchor | null;
  status: TaskStatus;
  chip: string | null;
}

const CASES: Case[] = [
  { name: 'relative, 14 days before the start', dueDate: '2030-05-27', dueAnchor: 'start', status: 'todo', chip: 'T-14' },
  { name: 'relative, the day before the start', dueDate: '2030-06-09', dueAnchor: 'start', status: 'todo', chip: 'T-1' },
  { name: 'relative, on the first day', dueDate: '2030-06-10', dueAnchor: 'start', status: 'todo', chip: 'Event day' },
  { name: 'relative, on a middle day', dueDate: '2030-06-11', dueAnchor: 'end', status: 'inprogress', chip: 'Event day' },
  { name: 'relative, on the last day', dueDate: '2030-06-12', dueAnchor: 'end', status: 'todo', chip: 'Event day' },
  { name: 'relative, 2 days after the end', dueDate: '2030-06-14', dueAnchor: 'end', status: 'todo', chip: 'T+2' },
  { name: 'relative and completed', dueDate: '2030-05-27', dueAnchor: 'start', status: 'completed', chip: 'T-14' },
  { name: 'relative and overdue', dueDate: '2030-06-14', dueAnchor: 'end', status: 'overdue', chip: 'T+2' },
  { name: 'fixed, before the event', dueDate: '2030-05-27', dueAnchor: null, status: 'todo', chip: null },
  { name: 'fixed, on the event day', dueDate: '2030-06-10', dueAnchor: null, status: 'todo', chip: null },
  { name: 'fixed, after the event', dueDate: '2030-06-14', dueAnchor: null, status: 'todo', chip: null },
  { name: 'fixed and completed', dueDate: '2030-06-10', dueAnchor: null, status: 'completed', chip: null },
  { name: 'no due date', dueDate: null, dueAnchor: null, status: 'todo', chip: null },
];

const COUNTDOWN_COLUMN = TASK_CSV_COLUMNS.indexOf('Countdown');

function exported(row: Case): ExportedTask {
  return {
    id: 1,
    title: 'Book the venue',
    description: '',
    status: row.status,
    priority: 'medium',
    dueDate: row.dueDate,
    countdown: taskCountdown(row, EVENT),
    eventName: 'Music Summit',
    assigneeName: null,
    assigneeCode: null,
    createdAt: '2030-01-01T09:00:00.000Z',
  };
}

describe('the countdown chip', () => {
  it.each(CASES)('$name: $chip', (row) => {
    expect(taskCountdown(row, EVENT)).toBe(row.chip);
  });

  it.each(CASES)('$name: the CSV Countdown column says the same', (row) => {
    expect(taskCsvRecord(exported(row))[COUNTDOWN_COLUMN]).toBe(row.chip ?? '');
  });

  it('counts from the first day before the event and from the last day after it', () => {
    const oneDay: EventDates = { startDate: '2030-06-10', endDate: '2030-06-10' };
    expect(taskCountdown({ dueDate: '2030-06-09', dueAnchor: 'end' }, oneDay)).toBe('T-1');
    expect(taskCountdown({ dueDate: '2030-06-11', dueAnchor: 'start' }, oneDay)).toBe('T+1');
    expect(taskCountdown({ dueDate: '2030-06-09', dueAnchor: 'end' }, EVENT)).toBe('T-1');
    expect(taskCountdown({ dueDate: '2030-06-13', dueAnchor: 'start' }, EVENT)).toBe('T+1');
  });
});
