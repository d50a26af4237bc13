import { describe, expect, it } from 'vitest';
import { addDays } from './calendar-dates.ts';
import { countLabel, formatCalendarDay, formatCount, formatTotal } from './english-format.ts';

describe('formatCount', () => {
  it.each([0, 1, 7, 999, 1000, 1001, 9999, 10_000, 123_456, 1_000_000, 2_147_483_647, Number.MAX_SAFE_INTEGER, -1, -999, -1000, -1_234_567])(
    'writes %d as toLocaleString("en-US") does',
    (value) => {
      expect(formatCount(value)).toBe(value.toLocaleString('en-US'));
    },
  );

  it('keeps Intl for a fraction', () => {
    expect(formatCount(1234.5678)).toBe('1,234.568');
  });
});

describe('formatCalendarDay', () => {
  const at = (date: string) => new Date(`${date}T00:00:00Z`);
  const intl = {
    day: new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }),
    date: new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
    'weekday-day': new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }),
    'weekday-date': new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
  };
  // Every day of two years (a leap year among them), and the ends of the range the product stores.
  const days = [...Array.from({ length: 731 }, (_, i) => addDays('2027-06-15', i)), '1900-01-01', '2000-02-29', '9999-12-31'];

  it.each(Object.keys(intl) as (keyof typeof intl)[])('writes every day in the %s style as Intl.DateTimeFormat("en-US") does', (style) => {
    for (const day of days) expect(formatCalendarDay(day, style), day).toBe(intl[style].format(at(day)));
  });

  it('writes "Jun 3, 2030" by default', () => {
    expect(formatCalendarDay('2030-06-03')).toBe('Jun 3, 2030');
    expect(formatCalendarDay('2030-06-03', 'weekday-date')).toBe('Mon, Jun 3, 2030');
    expect(formatCalendarDay('2030-06-03', 'day')).toBe('Jun 3');
    expect(formatCalendarDay('2030-06-03', 'weekday-day')).toBe('Mon, Jun 3');
  });
});

describe('formatTotal', () => {
  it('writes an exact count as it is and a bounded one with a plus', () => {
    expect(formatTotal(437)).toBe('437');
    expect(formatTotal(1000, true)).toBe('1,000');
    expect(formatTotal(1000, false)).toBe('1,000+');
  });
});

describe('countLabel', () => {
  it('names a bounded count in the plural, with a plus', () => {
    expect(countLabel(1, 'task', 'tasks', true)).toBe('1 task');
    expect(countLabel(1000, 'task', 'tasks', true)).toBe('1,000 tasks');
    expect(countLabel(1000, 'task', 'tasks', false)).toBe('1,000+ tasks');
  });

  it('says "1 task" for one and the plural for any other count, zero included', () => {
    expect(countLabel(1, 'task')).toBe('1 task');
    expect(countLabel(0, 'task')).toBe('0 tasks');
    expect(countLabel(2, 'task')).toBe('2 tasks');
    expect(countLabel(10_000, 'task')).toBe('10,000 tasks');
  });

  it('takes an irregular plural', () => {
    expect(countLabel(1, 'person', 'people')).toBe('1 person');
    expect(countLabel(3, 'person', 'people')).toBe('3 people');
    expect(countLabel(1, 'team member')).toBe('1 team member');
  });
});
