import { describe, expect, it } from 'vitest';
import { addDays, calendarDateSchema, daysBetween, isCalendarDate, todayIn, todaySchema } from './dates.ts';

describe('calendar dates', () => {
  it.each([
    ['2026-11-22', true],
    ['2026-02-29', false],
    ['2028-02-29', true],
    ['2026-13-01', false],
    ['22/11/2026', false],
    ['2026-11-22T10:00', false],
  ])('%s valid: %s', (value, valid) => {
    expect(isCalendarDate(value)).toBe(valid);
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('counts days between two dates', () => {
    expect(daysBetween('2026-11-22', '2026-11-25')).toBe(3);
    expect(daysBetween('2026-11-25', '2026-11-22')).toBe(-3);
  });

  it('reads today in a given time zone', () => {
    const instant = new Date('2026-11-22T23:30:00Z');
    expect(todayIn('UTC', instant)).toBe('2026-11-22');
    expect(todayIn('Asia/Tokyo', instant)).toBe('2026-11-23');
    expect(todayIn('America/New_York', instant)).toBe('2026-11-22');
  });

  it.each(['Asia/Tokyo', 'America/New_York', 'Pacific/Kiritimati', 'Europe/London'])("reads the device's own day in %s", (zone) => {
    const deviceZone = process.env.TZ;
    process.env.TZ = zone;
    try {
      for (const instant of ['2026-11-22T23:30:00Z', '2026-11-22T00:30:00Z', '2026-03-29T00:59:00Z', '2027-01-01T09:59:59Z', '1900-01-01T12:00:00Z']) {
        expect(todayIn(undefined, new Date(instant)), instant).toBe(todayIn(zone, new Date(instant)));
      }
    } finally {
      if (deviceZone === undefined) delete process.env.TZ;
      else process.env.TZ = deviceZone;
    }
  });
});

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('calendarDateSchema', () => {
  const schema = calendarDateSchema('Enter a date', { required: 'Date is required', outOfRange: 'Date is out of range' });

  it.each([
    ['1900-01-01', undefined],
    ['9999-12-31', undefined],
    [' 2026-11-22 ', undefined],
    ['', 'Date is required'],
    ['2026-02-30', 'Enter a date'],
    ['0000-01-01', 'Date is out of range'],
    ['1899-12-31', 'Date is out of range'],
  ])('%j → %s', (value, message) => {
    expect(messageOf(schema.safeParse(value))).toBe(message);
  });

  it('trims and names the range in its default message', () => {
    expect(calendarDateSchema().parse(' 2026-11-22 ')).toBe('2026-11-22');
    expect(messageOf(calendarDateSchema().safeParse('0001-01-01'))).toBe('Date must be between 1900-01-01 and 9999-12-31');
    expect(messageOf(calendarDateSchema().safeParse(''))).toBe('Enter a date as YYYY-MM-DD');
  });
});

describe('todaySchema', () => {
  it.each([
    ['1900-01-01', undefined],
    ['9900-12-31', undefined],
    ['22/11/2026', 'Today must be a date as YYYY-MM-DD'],
    ['0000-01-01', 'Today must be between 1900-01-01 and 9900-12-31'],
    ['9901-01-01', 'Today must be between 1900-01-01 and 9900-12-31'],
  ])('%j → %s', (value, message) => {
    expect(messageOf(todaySchema.safeParse(value))).toBe(message);
  });
});
