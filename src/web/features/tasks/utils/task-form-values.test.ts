import { describe, expect, it } from 'vitest';
import { COUNTDOWN_MESSAGES } from '../../../../domain/countdown.ts';
import type { Task } from '../../../../domain/tasks.ts';
import { blankTaskForm, formOffset, relativeDueHint, taskFormOf, taskFormSchema, taskInputOf, type TaskFormValues } from './task-form-values.ts';

const TODAY = '2026-11-23';
const EVENT = { startDate: '2027-03-15', endDate: '2027-03-16' };

const values = (overrides: Partial<TaskFormValues>): TaskFormValues => ({ ...blankTaskForm(TODAY, 4), title: 'Send reminders', ...overrides });

const task = (overrides: Partial<Task>): Task => ({
  id: 1,
  title: 'Book the venue',
  description: '',
  status: 'todo',
  priority: 'high',
  dueDate: '2027-03-01',
  dueAnchor: null,
  dueOffsetDays: null,
  countdown: null,
  eventId: 4,
  eventName: 'Spring Summit',
  assigneeId: null,
  assigneeName: null,
  assigneeCode: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

describe('task form: fixed or relative due date', () => {
  it('starts a new task on a fixed date, today, as the spec has it', () => {
    expect(blankTaskForm(TODAY, null)).toMatchObject({ dueMode: 'fixed', dueDate: TODAY });
  });

  it('sends a fixed date with the anchor cleared, so an anchored task becomes fixed', () => {
    expect(taskInputOf(values({ dueDate: '2027-01-02' }))).toMatchObject({ dueDate: '2027-01-02', dueAnchor: null, dueOffsetDays: null });
  });

  it('sends a relative date as anchor and signed offset, with no date', () => {
    expect(taskInputOf(values({ dueMode: 'relative', dueOffsetDays: '14', dueAnchor: 'before-start' }))).toMatchObject({
      dueDate: null,
      dueAnchor: 'start',
      dueOffsetDays: -14,
    });
    expect(taskInputOf(values({ dueMode: 'relative', dueOffsetDays: '2', dueAnchor: 'after-end' }))).toMatchObject({ dueAnchor: 'end', dueOffsetDays: 2 });
    expect(taskInputOf(values({ dueMode: 'relative', dueOffsetDays: '0', dueAnchor: 'after-start' }))).toMatchObject({ dueAnchor: 'start', dueOffsetDays: 0 });
  });

  it('refuses missing, partial and too distant offsets with the field messages', () => {
    const issue = (days: string) => taskFormSchema.safeParse(values({ dueMode: 'relative', dueOffsetDays: days })).error?.issues[0];
    expect(issue('')).toMatchObject({ path: ['dueOffsetDays'], message: COUNTDOWN_MESSAGES.anchorWithoutOffset });
    expect(issue('1.5')).toMatchObject({ path: ['dueOffsetDays'], message: COUNTDOWN_MESSAGES.offsetInvalid });
    expect(issue('3651')).toMatchObject({ path: ['dueOffsetDays'], message: COUNTDOWN_MESSAGES.offsetOutOfRange });
    expect(taskFormSchema.safeParse(values({ dueMode: 'relative', dueOffsetDays: '3650' })).success).toBe(true);
  });

  it('opens an anchored task on its offset, and a fixed one on its date', () => {
    expect(taskFormOf(task({ dueAnchor: 'start', dueOffsetDays: -14, dueDate: '2027-03-01' }))).toMatchObject({
      dueMode: 'relative',
      dueOffsetDays: '14',
      dueAnchor: 'before-start',
    });
    expect(taskFormOf(task({ dueAnchor: 'end', dueOffsetDays: 3 }))).toMatchObject({ dueMode: 'relative', dueOffsetDays: '3', dueAnchor: 'after-end' });
    expect(taskFormOf(task({}))).toMatchObject({ dueMode: 'fixed', dueDate: '2027-03-01' });
  });

  it('reads the days and the direction as an offset only while the days are a whole number', () => {
    expect(formOffset(' 14 ', 'before-end')).toEqual({ anchor: 'end', offsetDays: -14 });
    expect(formOffset('', 'before-start')).toBeNull();
    expect(formOffset('-3', 'before-start')).toBeNull();
  });

  it('hints the day and the countdown the offset gives for the chosen event', () => {
    expect(relativeDueHint({ anchor: 'start', offsetDays: -14 }, EVENT)).toBe('Due Mar 1, 2027 · T-14');
    expect(relativeDueHint({ anchor: 'start', offsetDays: 0 }, EVENT)).toBe('Due Mar 15, 2027 · Event day');
    expect(relativeDueHint({ anchor: 'end', offsetDays: 2 }, EVENT)).toBe('Due Mar 18, 2027 · T+2');
    expect(relativeDueHint({ anchor: 'start', offsetDays: -14 }, null)).toBe('14 days before start: choose the event to see the date.');
    expect(relativeDueHint({ anchor: 'start', offsetDays: -14 }, undefined)).toBe('14 days before start: looking up the event’s dates…');
    expect(relativeDueHint(null, EVENT)).toBe('Enter a whole number of days.');
    expect(relativeDueHint({ anchor: 'start', offsetDays: -4000 }, EVENT)).toBe(COUNTDOWN_MESSAGES.offsetOutOfRange);
  });
});
