import { describe, expect, it } from 'vitest';
import { countdownLabel, dueLabel, formatDay, greetingFor, taskLink } from './dashboard-display.ts';

describe('greetingFor', () => {
  it.each([
    [0, 'Good morning'],
    [11, 'Good morning'],
    [12, 'Good afternoon'],
    [17, 'Good afternoon'],
    [18, 'Good evening'],
    [23, 'Good evening'],
  ])('%i o’clock → %s', (hour, greeting) => {
    expect(greetingFor(hour)).toBe(greeting);
  });
});

describe('countdownLabel', () => {
  it('says tomorrow for one day and counts the rest', () => {
    expect(countdownLabel(1)).toBe('Tomorrow');
    expect(countdownLabel(2)).toBe('In 2 days');
    expect(countdownLabel(1200)).toBe('In 1,200 days');
  });
});

describe('dueLabel', () => {
  it('words a due date relative to today', () => {
    expect(dueLabel('2026-03-10', '2026-03-10')).toBe('Due today');
    expect(dueLabel('2026-03-11', '2026-03-10')).toBe('Due tomorrow');
    expect(dueLabel('2026-03-09', '2026-03-10')).toBe('Due yesterday');
    expect(dueLabel('2026-03-07', '2026-03-10')).toBe('Due 3 days ago');
    expect(dueLabel('2026-04-02', '2026-03-10')).toBe('Due Apr 2');
  });

  it('counts across a change of clocks by calendar days', () => {
    expect(dueLabel('2026-03-30', '2026-03-28')).toBe('Due Mar 30');
    expect(dueLabel('2026-03-26', '2026-03-29')).toBe('Due 3 days ago');
  });
});

describe('formatDay', () => {
  it('shows the calendar day itself, whatever the time zone', () => {
    expect(formatDay('2026-03-02')).toBe('Mon, Mar 2, 2026');
  });
});

describe('taskLink', () => {
  it('filters the tasks page to the task by its event and title', () => {
    expect(taskLink({ eventId: 7, title: 'Book venue & catering' })).toBe('/app/tasks?event=7&q=Book+venue+%26+catering');
  });
});
