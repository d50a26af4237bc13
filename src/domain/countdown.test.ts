import { afterEach, describe, expect, it } from 'vitest';
import {
  anchoredDueDate,
  bulkLineOffsetProblem,
  countdownLabel,
  describeOffset,
  isOffsetInRange,
  MAX_OFFSET_DAYS,
  offsetFromStart,
  parseBulkLineOffset,
  type DueOffset,
  type EventDates,
} from './countdown.ts';

const oneDay = (day: string): EventDates => ({ startDate: day, endDate: day });
const before = (days: number): DueOffset => ({ anchor: 'start', offsetDays: -days });
const after = (days: number): DueOffset => ({ anchor: 'end', offsetDays: days });

describe('anchoredDueDate', () => {
  const threeDays: EventDates = { startDate: '2026-06-10', endDate: '2026-06-12' };

  it('counts from the first day for a start anchor and from the last day for an end anchor', () => {
    expect(anchoredDueDate(before(14), threeDays)).toBe('2026-05-27');
    expect(anchoredDueDate({ anchor: 'start', offsetDays: 0 }, threeDays)).toBe('2026-06-10');
    expect(anchoredDueDate({ anchor: 'end', offsetDays: 0 }, threeDays)).toBe('2026-06-12');
    expect(anchoredDueDate(after(2), threeDays)).toBe('2026-06-14');
    expect(anchoredDueDate({ anchor: 'start', offsetDays: 1 }, threeDays)).toBe('2026-06-11');
    expect(anchoredDueDate({ anchor: 'end', offsetDays: -1 }, threeDays)).toBe('2026-06-11');
  });

  it.each([
    ['2026-03-31', before(31), '2026-02-28'],
    ['2026-03-31', before(1), '2026-03-30'],
    ['2026-05-01', before(1), '2026-04-30'],
    ['2026-01-31', after(1), '2026-02-01'],
    ['2026-01-31', after(30), '2026-03-02'],
    ['2026-04-30', after(31), '2026-05-31'],
  ])('crosses month ends: %s with %j is %s', (day, offset, due) => {
    expect(anchoredDueDate(offset, oneDay(day))).toBe(due);
  });

  it.each([
    ['2028-03-01', before(1), '2028-02-29'],
    ['2027-03-01', before(1), '2027-02-28'],
    ['2028-02-28', after(1), '2028-02-29'],
    ['2028-02-29', after(1), '2028-03-01'],
    ['2028-02-29', after(365), '2029-02-28'],
    ['2029-02-28', before(365), '2028-02-29'],
    ['2000-03-01', before(1), '2000-02-29'],
    ['2100-03-01', before(1), '2100-02-28'],
  ])('knows leap days: %s with %j is %s', (day, offset, due) => {
    expect(anchoredDueDate(offset, oneDay(day))).toBe(due);
  });

  it.each([
    ['2026-12-31', after(1), '2027-01-01'],
    ['2027-01-01', before(1), '2026-12-31'],
    ['2026-01-05', before(10), '2025-12-26'],
    ['2026-12-20', after(14), '2027-01-03'],
  ])('crosses year ends: %s with %j is %s', (day, offset, due) => {
    expect(anchoredDueDate(offset, oneDay(day))).toBe(due);
  });

  it(`reaches ${MAX_OFFSET_DAYS} days either way`, () => {
    expect(anchoredDueDate(before(MAX_OFFSET_DAYS), { startDate: '2026-06-10', endDate: '2026-06-12' })).toBe('2016-06-12');
    expect(anchoredDueDate(after(MAX_OFFSET_DAYS), { startDate: '2026-06-10', endDate: '2026-06-12' })).toBe('2036-06-09');
  });

  it('turns a fixed date into the start offset that gives it back', () => {
    const event: EventDates = { startDate: '2028-03-01', endDate: '2028-03-03' };
    for (const due of ['2027-12-31', '2028-02-29', '2028-03-01', '2028-03-02', '2028-03-05']) {
      const offset = offsetFromStart(due, event);
      expect(offset.anchor).toBe('start');
      expect(anchoredDueDate(offset, event)).toBe(due);
    }
    expect(offsetFromStart('2028-02-29', event)).toEqual({ anchor: 'start', offsetDays: -1 });
    expect(offsetFromStart('2028-03-01', event)).toEqual({ anchor: 'start', offsetDays: 0 });
  });
});

describe('daylight-saving change weeks', () => {
  const originalZone = process.env.TZ;
  afterEach(() => {
    if (originalZone === undefined) delete process.env.TZ;
    else process.env.TZ = originalZone;
  });

  // Days are days: whatever zone the process runs in, a week across a clock change is seven days.
  const zones = ['UTC', 'Europe/Amsterdam', 'Europe/London', 'America/New_York', 'America/Los_Angeles', 'Australia/Sydney', 'Pacific/Chatham'];
  const changes = [
    // Europe: last Sunday of March and of October 2026; United States: second Sunday of March, first of November.
    { event: '2026-03-29', weekBefore: '2026-03-22', weekAfter: '2026-04-05' },
    { event: '2026-10-25', weekBefore: '2026-10-18', weekAfter: '2026-11-01' },
    { event: '2026-03-08', weekBefore: '2026-03-01', weekAfter: '2026-03-15' },
    { event: '2026-11-01', weekBefore: '2026-10-25', weekAfter: '2026-11-08' },
    // Southern hemisphere: first Sunday of April and of October 2026.
    { event: '2026-04-05', weekBefore: '2026-03-29', weekAfter: '2026-04-12' },
    { event: '2026-10-04', weekBefore: '2026-09-27', weekAfter: '2026-10-11' },
  ];

  it.each(zones)('gives the same days and labels in %s', (zone) => {
    process.env.TZ = zone;
    for (const { event, weekBefore, weekAfter } of changes) {
      const dates = oneDay(event);
      expect(anchoredDueDate(before(7), dates), `${zone} ${event}`).toBe(weekBefore);
      expect(anchoredDueDate(after(7), dates), `${zone} ${event}`).toBe(weekAfter);
      expect(anchoredDueDate(before(1), { startDate: weekAfter, endDate: weekAfter })).toBe(addOne(weekAfter, -1));
      expect(countdownLabel(weekBefore, dates)).toBe('T-7');
      expect(countdownLabel(weekAfter, dates)).toBe('T+7');
      expect(offsetFromStart(weekBefore, dates)).toEqual({ anchor: 'start', offsetDays: -7 });
      // Each of the seven days across the change is one day.
      for (let day = 1; day <= 7; day += 1) expect(countdownLabel(anchoredDueDate(before(day), dates), dates)).toBe(`T-${day}`);
    }
  });
});

/** A day's neighbour worked out independently of the code under test. */
function addOne(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

describe('countdownLabel', () => {
  const event: EventDates = { startDate: '2026-06-10', endDate: '2026-06-12' };

  it('counts down to the first day and up from the last', () => {
    expect(countdownLabel('2026-05-27', event)).toBe('T-14');
    expect(countdownLabel('2026-06-09', event)).toBe('T-1');
    expect(countdownLabel('2026-06-13', event)).toBe('T+1');
    expect(countdownLabel('2026-06-14', event)).toBe('T+2');
  });

  it('says Event day for every day of a multi-day event', () => {
    for (const day of ['2026-06-10', '2026-06-11', '2026-06-12']) expect(countdownLabel(day, event)).toBe('Event day');
  });

  it('counts across month, leap-day and year ends', () => {
    expect(countdownLabel('2028-02-01', oneDay('2028-03-01'))).toBe('T-29');
    expect(countdownLabel('2027-02-01', oneDay('2027-03-01'))).toBe('T-28');
    expect(countdownLabel('2027-01-02', oneDay('2026-12-31'))).toBe('T+2');
    expect(countdownLabel('2016-06-12', event)).toBe('T-3650');
  });
});

describe('describeOffset', () => {
  it.each<[DueOffset, string]>([
    [before(14), '14 days before start'],
    [before(1), '1 day before start'],
    [{ anchor: 'start', offsetDays: 0 }, 'On the start day'],
    [{ anchor: 'start', offsetDays: 3 }, '3 days after start'],
    [{ anchor: 'end', offsetDays: 0 }, 'On the end day'],
    [{ anchor: 'end', offsetDays: -1 }, '1 day before end'],
    [after(2), '2 days after end'],
    [before(3650), '3,650 days before start'],
  ])('says %j as %s', (offset, text) => {
    expect(describeOffset(offset)).toBe(text);
  });
});

describe('isOffsetInRange', () => {
  it('takes whole days up to the maximum either way', () => {
    expect([0, 1, -1, 3650, -3650].every(isOffsetInRange)).toBe(true);
    expect([3651, -3651, 1.5, Number.NaN, Number.POSITIVE_INFINITY].some(isOffsetInRange)).toBe(false);
  });
});

describe('parseBulkLineOffset', () => {
  it.each<[string, DueOffset, string]>([
    ['T-90 Book the venue', before(90), 'Book the venue'],
    ['T-7 Send reminders', before(7), 'Send reminders'],
    ['T+1 Thank the sponsors', after(1), 'Thank the sponsors'],
    ['T-3650 Plan ten years ahead', before(3650), 'Plan ten years ahead'],
    ['T+3650 Ten years on', after(3650), 'Ten years on'],
    ['T-00090 Leading zeros', before(90), 'Leading zeros'],
    ['T-7\tAfter a tab', before(7), 'After a tab'],
    ['T-7    Many spaces  ', before(7), 'Many spaces'],
    ['T-2 T-shirts for volunteers', before(2), 'T-shirts for volunteers'],
  ])('anchors %j', (line, offset, title) => {
    expect(parseBulkLineOffset(line)).toEqual({ kind: 'offset', title, offset });
  });

  it('reads T-0 as the first day and T+0 as the last', () => {
    const start = parseBulkLineOffset('T-0 Open the doors');
    const end = parseBulkLineOffset('T+0 Close the doors');
    expect(start).toEqual({ kind: 'offset', title: 'Open the doors', offset: { anchor: 'start', offsetDays: 0 } });
    expect(end).toEqual({ kind: 'offset', title: 'Close the doors', offset: { anchor: 'end', offsetDays: 0 } });
    // A plain 0, not -0, so it reads and stores as zero everywhere.
    expect(start.kind === 'offset' && Object.is(start.offset.offsetDays, 0)).toBe(true);
  });

  it.each(['T-3651 Too early', 'T+3651 Too late', 'T-000001 Six digits', 'T+99999999999999999999 Huge'])('refuses %j as out of range', (line) => {
    expect(parseBulkLineOffset(line)).toEqual({ kind: 'invalid', problem: 'outOfRange' });
  });

  it.each(['T-90', 'T+1', 'T-90   ', 'T-3651'])('refuses %j as a token without a title', (line) => {
    expect(parseBulkLineOffset(line)).toEqual({ kind: 'invalid', problem: 'noTitle' });
  });

  it.each([
    'T-shirts for volunteers',
    'Print T-90 badges',
    't-90 lower-case t is a title',
    'T-90Book without a space',
    'T- 90 space after the sign',
    'T 90 no sign',
    'T*90 another sign',
    '-90 no T',
    ' Book the venue',
  ])('leaves %j as a title', (line) => {
    expect(parseBulkLineOffset(line)).toEqual({ kind: 'none', title: line });
  });
});

describe('bulkLineOffsetProblem', () => {
  it('names the line and the problem, and nothing for usable lines', () => {
    expect(bulkLineOffsetProblem('T-3651 Too early', 4)).toBe('Line 4: an offset can be at most 3,650 days before or after the event');
    expect(bulkLineOffsetProblem('T+2', 2)).toBe('Line 2 has an offset but no task title');
    expect(bulkLineOffsetProblem('T-90 Book the venue', 1)).toBeNull();
    expect(bulkLineOffsetProblem('T-shirts', 1)).toBeNull();
  });
});
