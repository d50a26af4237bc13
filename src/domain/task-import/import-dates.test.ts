import { describe, expect, it } from 'vitest';
import { countdownLabel, anchoredDueDate, type EventDates } from '../countdown.ts';
import { eventDayOffset, IMPORT_DATE_MESSAGES, parseCountdownCell, parseImportDate, proposeDateOrder } from './import-dates.ts';

describe('parseImportDate', () => {
  it('is null for an empty cell', () => {
    expect(parseImportDate('', 'mdy')).toBeNull();
    expect(parseImportDate('   ', 'dmy')).toBeNull();
  });

  it.each([
    ['2026-12-31', '2026-12-31'],
    ['2026-1-5', '2026-01-05'],
    ['2026-12-31T17:00:00.000Z', '2026-12-31'],
    ['2026-12-31T23:30:00+02:00', '2026-12-31'],
    ['2026-12-31 17:00', '2026-12-31'],
  ])('reads the ISO date %j as the day written', (cell, date) => {
    expect(parseImportDate(cell, 'dmy')).toEqual({ date });
  });

  it.each([
    ['12/31/2026', 'mdy', '2026-12-31'],
    ['31/12/2026', 'dmy', '2026-12-31'],
    ['03/04/2026', 'mdy', '2026-03-04'],
    ['03/04/2026', 'dmy', '2026-04-03'],
    ['31.12.2026', 'dmy', '2026-12-31'],
    ['12-31-2026', 'mdy', '2026-12-31'],
    ['31/12/26', 'dmy', '2026-12-31'],
    ['1/2/27', 'mdy', '2027-01-02'],
    ['12/31/2026 5:00 PM', 'mdy', '2026-12-31'],
  ] as const)('reads %j in %s order', (cell, order, date) => {
    expect(parseImportDate(cell, order)).toEqual({ date });
  });

  it.each([
    ['Dec 31, 2026', '2026-12-31'],
    ['December 31 2026', '2026-12-31'],
    ['Thu Dec 31 2026', '2026-12-31'],
    ['Sept 3, 2026', '2026-09-03'],
    ['31 December 2026', '2026-12-31'],
    ['31-Dec-2026', '2026-12-31'],
    ['1st March 2027', '2027-03-01'],
  ])('reads the month name in %j', (cell, date) => {
    expect(parseImportDate(cell, 'mdy')).toEqual({ date });
  });

  it.each([
    ['46387', '2026-12-31'],
    ['46387.75', '2026-12-31'],
    ['1', '1900-01-01'],
    ['59', '1900-02-28'],
    ['61', '1900-03-01'],
    ['2958465', '9999-12-31'],
  ])('reads the Excel day number %j, past its 29 February 1900', (cell, date) => {
    expect(parseImportDate(cell, 'mdy')).toEqual({ date });
  });

  it('refuses Excel day 60, the 29 February 1900 that never was, and numbers past 9999', () => {
    expect(parseImportDate('60', 'mdy')).toEqual({ problem: IMPORT_DATE_MESSAGES.impossible('60') });
    expect(parseImportDate('2958466', 'mdy')).toEqual({ problem: IMPORT_DATE_MESSAGES.unreadable('2958466') });
    expect(parseImportDate('0', 'mdy')).toEqual({ problem: IMPORT_DATE_MESSAGES.unreadable('0') });
  });

  it.each([
    ['02/30/2026', 'mdy'],
    ['30/02/2026', 'dmy'],
    ['2026-02-29', 'mdy'],
    ['13/13/2026', 'dmy'],
    ['Feb 30, 2026', 'mdy'],
  ] as const)('says the impossible date %j does not exist, naming the cell', (cell, order) => {
    expect(parseImportDate(cell, order)).toEqual({ problem: `Due date "${cell}" does not exist` });
  });

  it.each(['next Friday', 'Smarch 3, 2026', 'TBC', '31/12'])('says %j is no date it can read', (cell) => {
    expect(parseImportDate(cell, 'dmy')).toEqual({ problem: `Due date "${cell}" is not a date Eventry can read (use YYYY-MM-DD)` });
  });

  it('refuses a day before 1900', () => {
    expect(parseImportDate('1899-12-31', 'mdy')).toEqual({ problem: IMPORT_DATE_MESSAGES.outOfRange('1899-12-31') });
  });
});

describe('proposeDateOrder', () => {
  it("is day first when some date's first part is over 12", () => {
    expect(proposeDateOrder(['01/02/2027', '', '31/12/2026'])).toBe('dmy');
    expect(proposeDateOrder(['13.01.2027'])).toBe('dmy');
  });

  it('is month first otherwise', () => {
    expect(proposeDateOrder(['01/02/2027', '12/31/2026', '2026-12-31'])).toBe('mdy');
    expect(proposeDateOrder([])).toBe('mdy');
  });
});

describe('parseCountdownCell', () => {
  it('reads the labels as countdownLabel writes them', () => {
    expect(parseCountdownCell('T-14')).toEqual({ anchor: 'start', offsetDays: -14 });
    expect(parseCountdownCell('Event day')).toEqual({ anchor: 'start', offsetDays: 0 });
    expect(parseCountdownCell('T+2')).toEqual({ anchor: 'end', offsetDays: 2 });
    expect(parseCountdownCell('T-0')).toEqual({ anchor: 'start', offsetDays: 0 });
    expect(parseCountdownCell('t - 3')).toEqual({ anchor: 'start', offsetDays: -3 });
    expect(parseCountdownCell('')).toBeNull();
  });

  it('lands on the day it was exported for, whichever side of the event', () => {
    const event: EventDates = { startDate: '2026-06-10', endDate: '2026-06-12' };
    for (const due of ['2026-05-27', '2026-06-09', '2026-06-13', '2026-07-01']) {
      const parsed = parseCountdownCell(countdownLabel(due, event));
      expect(parsed && 'anchor' in parsed && anchoredDueDate(parsed, event)).toBe(due);
    }
  });

  it('says what is wrong with a countdown it cannot use', () => {
    expect(parseCountdownCell('soon')).toEqual({ problem: 'Countdown "soon" is not a countdown such as T-14, Event day or T+2' });
    expect(parseCountdownCell('T-3651')).toEqual({ problem: 'Countdown "T-3651" is more than 3,650 days from the event' });
  });
});

describe('eventDayOffset', () => {
  const event: EventDates = { startDate: '2026-06-10', endDate: '2026-06-12' };

  it('counts from the first day to an exported due day within the event', () => {
    expect(eventDayOffset('2026-06-11', event)).toBe(1);
    expect(eventDayOffset('2026-06-12', event)).toBe(2);
  });

  it('is the first day without a due day, or with one outside the event', () => {
    expect(eventDayOffset(null, event)).toBe(0);
    expect(eventDayOffset('2026-07-01', event)).toBe(0);
  });
});
