import { afterEach, describe, expect, it } from 'vitest';
import {
  addMonths,
  calendarMonth,
  dayForKey,
  dropChoice,
  eventBandPart,
  monthName,
  monthOf,
  nextMonth,
  previousMonth,
  tasksByDay,
  type CalendarMonth,
} from './calendar-month.ts';

/** Each week as "first–last" day, and which of its days belong to the month. */
const weekSpans = (grid: CalendarMonth) => grid.weeks.map((week) => `${week[0]!.date}–${week[6]!.date}`);
const dates = (grid: CalendarMonth) => grid.weeks.flat().map((day) => day.date);

describe('the month grid', () => {
  it('starts its weeks on Monday: November 2026 (the 1st a Sunday) opens on Monday, October 26', () => {
    const grid = calendarMonth('2026-11');
    expect(weekSpans(grid)).toEqual([
      '2026-10-26–2026-11-01',
      '2026-11-02–2026-11-08',
      '2026-11-09–2026-11-15',
      '2026-11-16–2026-11-22',
      '2026-11-23–2026-11-29',
      '2026-11-30–2026-12-06',
    ]);
    expect(grid.weeks[0]!.map((day) => day.inMonth)).toEqual([false, false, false, false, false, false, true]);
    expect(grid.weeks[5]!.map((day) => [day.day, day.inMonth])).toEqual([
      [30, true],
      [1, false],
      [2, false],
      [3, false],
      [4, false],
      [5, false],
      [6, false],
    ]);
  });

  it('has five weeks when the month needs five, and four for a February from Monday to Sunday', () => {
    // June 2026: Mon 1 … Tue 30.
    expect(weekSpans(calendarMonth('2026-06'))).toEqual([
      '2026-06-01–2026-06-07',
      '2026-06-08–2026-06-14',
      '2026-06-15–2026-06-21',
      '2026-06-22–2026-06-28',
      '2026-06-29–2026-07-05',
    ]);
    // February 2027: Mon 1 … Sun 28, no day of another month.
    const february = calendarMonth('2027-02');
    expect(weekSpans(february)).toEqual(['2027-02-01–2027-02-07', '2027-02-08–2027-02-14', '2027-02-15–2027-02-21', '2027-02-22–2027-02-28']);
    expect(february.weeks.flat().every((day) => day.inMonth)).toBe(true);
  });

  it('knows leap years: February 2028 has 29 days', () => {
    const inMonth = calendarMonth('2028-02').weeks.flat().filter((day) => day.inMonth);
    expect(inMonth.length).toBe(29);
    expect(inMonth.at(-1)!.date).toBe('2028-02-29');
  });

  it('runs across the year: December 2026 ends in January 2027, January 2027 starts in December 2026', () => {
    expect(weekSpans(calendarMonth('2026-12')).at(-1)).toBe('2026-12-28–2027-01-03');
    expect(weekSpans(calendarMonth('2027-01'))[0]).toBe('2026-12-28–2027-01-03');
    expect(nextMonth('2026-12')).toBe('2027-01');
    expect(previousMonth('2027-01')).toBe('2026-12');
    expect(addMonths('2026-11', 14)).toBe('2028-01');
    expect(addMonths('2026-02', -14)).toBe('2024-12');
    expect(monthName('2027-01')).toBe('January 2027');
    expect(monthOf('2026-12-31')).toBe('2026-12');
  });

  describe('around daylight-saving changes, in any time zone of the viewer', () => {
    const savedZone = process.env.TZ;
    afterEach(() => {
      process.env.TZ = savedZone;
    });

    // Europe moves its clocks on the last Sundays of March and October (2026-03-29, 2026-10-25),
    // the United States on 2026-03-08 and 2026-11-01, Lord Howe Island by half an hour.
    it.each(['Europe/Berlin', 'America/New_York', 'Australia/Lord_Howe', 'Pacific/Auckland', 'UTC'])('%s: every day once, in order, seven to a week', (zone) => {
      process.env.TZ = zone;
      const march = calendarMonth('2026-03');
      expect(weekSpans(march)).toEqual([
        '2026-02-23–2026-03-01',
        '2026-03-02–2026-03-08',
        '2026-03-09–2026-03-15',
        '2026-03-16–2026-03-22',
        '2026-03-23–2026-03-29',
        '2026-03-30–2026-04-05',
      ]);
      const october = calendarMonth('2026-10');
      expect(october.weeks[3]!.map((day) => day.day)).toEqual([19, 20, 21, 22, 23, 24, 25]);
      expect(weekSpans(october).at(-1)).toBe('2026-10-26–2026-11-01');
      const november = dates(calendarMonth('2026-11'));
      expect(november.slice(6, 9)).toEqual(['2026-11-01', '2026-11-02', '2026-11-03']);
      expect(new Set(november).size).toBe(42);
      // The week of the change reached with the keys, not by adding hours.
      expect(dayForKey('2026-03-28', 'ArrowRight')).toBe('2026-03-29');
      expect(dayForKey('2026-03-29', 'ArrowRight')).toBe('2026-03-30');
      expect(dayForKey('2026-03-26', 'ArrowDown')).toBe('2026-04-02');
      expect(dayForKey('2026-10-25', 'ArrowLeft')).toBe('2026-10-24');
    });
  });
});

describe('moving the focus with the keys', () => {
  it('moves a day left and right, a week up and down, across months and years', () => {
    expect(dayForKey('2026-12-31', 'ArrowRight')).toBe('2027-01-01');
    expect(dayForKey('2027-01-01', 'ArrowLeft')).toBe('2026-12-31');
    expect(dayForKey('2026-12-29', 'ArrowDown')).toBe('2027-01-05');
    expect(dayForKey('2027-01-05', 'ArrowUp')).toBe('2026-12-29');
  });

  it("goes to the week's Monday with Home and its Sunday with End", () => {
    // Wednesday, November 25, 2026.
    expect(dayForKey('2026-11-25', 'Home')).toBe('2026-11-23');
    expect(dayForKey('2026-11-25', 'End')).toBe('2026-11-29');
    expect(dayForKey('2026-11-23', 'Home')).toBe('2026-11-23');
    expect(dayForKey('2026-11-29', 'End')).toBe('2026-11-29');
    // A week across the year.
    expect(dayForKey('2027-01-01', 'Home')).toBe('2026-12-28');
  });

  it('goes to the same day a month back or on with PageUp and PageDown, the last day when the month is shorter', () => {
    expect(dayForKey('2026-11-25', 'PageDown')).toBe('2026-12-25');
    expect(dayForKey('2026-12-25', 'PageDown')).toBe('2027-01-25');
    expect(dayForKey('2027-01-31', 'PageDown')).toBe('2027-02-28');
    expect(dayForKey('2028-03-31', 'PageUp')).toBe('2028-02-29');
    expect(dayForKey('2027-01-15', 'PageUp')).toBe('2026-12-15');
  });
});

describe('the event band', () => {
  const event = { startDate: '2026-12-14', endDate: '2026-12-16' };

  it('marks the days from the first to the last, and nothing else', () => {
    expect(['2026-12-13', '2026-12-14', '2026-12-15', '2026-12-16', '2026-12-17'].map((day) => eventBandPart(day, event))).toEqual([
      null,
      'start',
      'middle',
      'end',
      null,
    ]);
    expect(eventBandPart('2026-12-14', { startDate: '2026-12-14', endDate: '2026-12-14' })).toBe('single');
    expect(eventBandPart('2026-12-14', null)).toBe(null);
  });

  it('runs across a month and a year', () => {
    const newYear = { startDate: '2026-12-30', endDate: '2027-01-02' };
    const marked = calendarMonth('2027-01')
      .weeks.flat()
      .filter((day) => eventBandPart(day.date, newYear) !== null)
      .map((day) => day.date);
    expect(marked).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
  });
});

describe('tasks by day', () => {
  it('groups by due date in the given order and leaves out tasks without one', () => {
    const byDay = tasksByDay([
      { id: 1, dueDate: '2026-12-14' },
      { id: 2, dueDate: null },
      { id: 3, dueDate: '2026-12-15' },
      { id: 4, dueDate: '2026-12-14' },
    ]);
    expect([...byDay.entries()].map(([day, tasks]) => [day, tasks.map((task) => task.id)])).toEqual([
      ['2026-12-14', [1, 4]],
      ['2026-12-15', [3]],
    ]);
  });
});

describe('dropping a task on a day', () => {
  // A three-day event, Monday December 14 to Wednesday December 16, 2026.
  const event = { startDate: '2026-12-14', endDate: '2026-12-16' };

  it('gives a fixed task the day', () => {
    expect(dropChoice({ dueDate: '2026-12-01', dueAnchor: null, dueOffsetDays: null }, '2026-12-03', event)).toEqual({
      kind: 'fixed',
      change: { dueDate: '2026-12-03' },
    });
    // A task without a due date takes one.
    expect(dropChoice({ dueDate: null, dueAnchor: null, dueOffsetDays: null }, '2026-12-03')).toEqual({ kind: 'fixed', change: { dueDate: '2026-12-03' } });
  });

  it('changes nothing when the task is dropped on its own day', () => {
    expect(dropChoice({ dueDate: '2026-12-01', dueAnchor: 'start', dueOffsetDays: -13 }, '2026-12-01', event)).toEqual({ kind: 'none' });
  });

  it('offers a start-anchored task T-14 moved 4 days later the offset T-10, or the fixed day', () => {
    // T-14: November 30.
    const choice = dropChoice({ dueDate: '2026-11-30', dueAnchor: 'start', dueOffsetDays: -14 }, '2026-12-04', event);
    expect(choice).toEqual({
      kind: 'relative',
      offset: { change: { dueAnchor: 'start', dueOffsetDays: -10 }, from: 'T-14', to: 'T-10' },
      fixed: { change: { dueDate: '2026-12-04' }, label: 'Fri, Dec 4' },
    });
  });

  it('counts an end-anchored task from the last day: T+2 moved 3 days later is T+5, moved 5 days earlier is on the event', () => {
    // T+2 from the end: December 18.
    const task = { dueDate: '2026-12-18', dueAnchor: 'end', dueOffsetDays: 2 } as const;
    const later = dropChoice(task, '2026-12-21', event);
    expect(later.kind === 'relative' && later.offset).toEqual({ change: { dueAnchor: 'end', dueOffsetDays: 5 }, from: 'T+2', to: 'T+5' });
    const onEvent = dropChoice(task, '2026-12-13', event);
    // December 13 is the day before the start: T-1, but the anchor stays the end, 3 days before it.
    expect(onEvent.kind === 'relative' && onEvent.offset).toEqual({ change: { dueAnchor: 'end', dueOffsetDays: -3 }, from: 'T+2', to: 'T-1' });
  });

  it('says the offsets in words when the countdown would read the same or the event is not known', () => {
    // Within the event, both days read "Event day".
    const within = dropChoice({ dueDate: '2026-12-14', dueAnchor: 'start', dueOffsetDays: 0 }, '2026-12-15', event);
    expect(within.kind === 'relative' && within.offset).toEqual({
      change: { dueAnchor: 'start', dueOffsetDays: 1 },
      from: 'On the start day',
      to: '1 day after start',
    });
    const unknown = dropChoice({ dueDate: '2026-11-30', dueAnchor: 'start', dueOffsetDays: -14 }, '2026-12-04');
    expect(unknown.kind === 'relative' && unknown.offset).toEqual({
      change: { dueAnchor: 'start', dueOffsetDays: -10 },
      from: '14 days before start',
      to: '10 days before start',
    });
  });

  it('offers only the fixed day when the new offset would be more than 3,650 days from the anchor', () => {
    const choice = dropChoice({ dueDate: '2026-12-04', dueAnchor: 'start', dueOffsetDays: -3650 }, '2026-12-03', event);
    expect(choice).toEqual({ kind: 'relative', offset: null, fixed: { change: { dueDate: '2026-12-03' }, label: 'Thu, Dec 3' } });
  });
});
