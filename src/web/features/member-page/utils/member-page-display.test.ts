import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api.ts';
import { countdownSentence, dueText, eventCountdown, eventDays, loadProblemOf, saveFailureMessage, taskCountdownChip } from './member-page-display.ts';

// A two-day event: Saturday 1 and Sunday 2 June 2030.
const EVENT = { startDate: '2030-06-01', endDate: '2030-06-02' };

describe('the countdown to the event', () => {
  it('counts the days to the first day, then the event’s days, then says it is over', () => {
    expect(eventCountdown(EVENT, '2030-05-20')).toEqual({ kind: 'before', days: 12 });
    expect(eventCountdown(EVENT, '2030-05-31')).toEqual({ kind: 'before', days: 1 });
    expect(eventCountdown(EVENT, '2030-06-01')).toEqual({ kind: 'during', day: 1, of: 2 });
    expect(eventCountdown(EVENT, '2030-06-02')).toEqual({ kind: 'during', day: 2, of: 2 });
    expect(eventCountdown(EVENT, '2030-06-05')).toEqual({ kind: 'after', days: 3 });
  });

  it('reads as a sentence', () => {
    expect(countdownSentence({ kind: 'before', days: 12 })).toBe('12 days to go until the event');
    expect(countdownSentence({ kind: 'before', days: 1 })).toBe('The event is tomorrow');
    expect(countdownSentence({ kind: 'during', day: 1, of: 1 })).toBe('The event is today');
    expect(countdownSentence({ kind: 'during', day: 2, of: 3 })).toBe('The event is on: day 2 of 3');
    expect(countdownSentence({ kind: 'after', days: 3 })).toBe('The event is over');
  });

  it('names the event’s days', () => {
    expect(eventDays({ startDate: '2030-06-01', endDate: '2030-06-01' })).toBe('Sat, Jun 1, 2030');
    expect(eventDays(EVENT)).toBe('Sat, Jun 1 – Sun, Jun 2, 2030');
    expect(eventDays({ startDate: '2030-12-31', endDate: '2031-01-01' })).toBe('Tue, Dec 31, 2030 – Wed, Jan 1, 2031');
  });
});

describe('a task’s due day', () => {
  const today = '2030-05-20';
  it('says today, tomorrow or how late, for an open task', () => {
    expect(dueText({ dueDate: '2030-05-20', status: 'todo' }, today)).toEqual({ date: 'Due Mon, May 20', relative: 'today', late: false });
    expect(dueText({ dueDate: '2030-05-21', status: 'inprogress' }, today)).toEqual({ date: 'Due Tue, May 21', relative: 'tomorrow', late: false });
    expect(dueText({ dueDate: '2030-05-17', status: 'todo' }, today)).toEqual({ date: 'Due Fri, May 17', relative: '3 days late', late: true });
    expect(dueText({ dueDate: '2030-05-19', status: 'overdue' }, today)).toEqual({ date: 'Due Sun, May 19', relative: '1 day late', late: true });
    expect(dueText({ dueDate: '2030-05-28', status: 'todo' }, today)).toEqual({ date: 'Due Tue, May 28', relative: null, late: false });
  });

  it('gives the year when it is another, and nothing more for a completed task or one without a date', () => {
    expect(dueText({ dueDate: '2031-01-03', status: 'todo' }, today).date).toBe('Due Fri, Jan 3, 2031');
    expect(dueText({ dueDate: '2030-05-17', status: 'completed' }, today)).toEqual({ date: 'Due Fri, May 17', relative: null, late: false });
    expect(dueText({ dueDate: null, status: 'todo' }, today)).toEqual({ date: 'No due date', relative: null, late: false });
  });

  it('has the T- chip of a date relative to the event only', () => {
    expect(taskCountdownChip({ dueDate: '2030-05-18', dueAnchor: 'start' }, EVENT)).toEqual({ label: 'T-14', spoken: '14 days before the event' });
    expect(taskCountdownChip({ dueDate: '2030-06-02', dueAnchor: 'end' }, EVENT)).toEqual({ label: 'Event day', spoken: 'on the event day' });
    expect(taskCountdownChip({ dueDate: '2030-05-18', dueAnchor: null }, EVENT)).toBeNull();
  });
});

describe('what went wrong', () => {
  it('tells a link that no longer works from too many requests, no connection and a failure', () => {
    expect(loadProblemOf(new ApiError('gone', 'http', 404))).toBe('gone');
    expect(loadProblemOf(new ApiError('slow down', 'http', 429))).toBe('busy');
    expect(loadProblemOf(new ApiError('offline', 'network'))).toBe('offline');
    expect(loadProblemOf(new ApiError('slow', 'timeout'))).toBe('offline');
    expect(loadProblemOf(new ApiError('broken', 'http', 500))).toBe('failed');
    expect(loadProblemOf(new Error('unexpected'))).toBe('failed');
  });

  it('says why a change was not saved and what the task is back to', () => {
    expect(saveFailureMessage(new ApiError('offline', 'network'), 'Book the venue', 'todo')).toBe(
      'Not saved: you seem to be offline. It is still To Do. Try again when you are connected.',
    );
    expect(saveFailureMessage(new ApiError('slow down', 'http', 429), 'Book the venue', 'inprogress')).toBe(
      'Not saved: too many changes in a short time. It is still In Progress. Wait a minute and try again.',
    );
    expect(saveFailureMessage(new ApiError('gone', 'http', 404), 'Book the venue', 'todo')).toBe(
      'Not saved: “Book the venue” is no longer on your page, or this link has been turned off. Reload the page to see your tasks.',
    );
    expect(saveFailureMessage(new ApiError('broken', 'http', 500), 'Book the venue', 'completed')).toBe(
      'Not saved: something went wrong on our side. It is still Completed. Please try again.',
    );
  });
});
