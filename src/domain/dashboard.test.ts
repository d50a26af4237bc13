import { describe, expect, it } from 'vitest';
import { dashboardQuerySchema, dashboardWeek, daysUntil } from './dashboard.ts';

describe('dashboardWeek', () => {
  it('is today and the six days after it, both ends included', () => {
    expect(dashboardWeek('2030-06-15')).toEqual({ from: '2030-06-15', to: '2030-06-21' });
  });

  it('runs across month and year ends', () => {
    expect(dashboardWeek('2030-06-28')).toEqual({ from: '2030-06-28', to: '2030-07-04' });
    expect(dashboardWeek('2030-12-29')).toEqual({ from: '2030-12-29', to: '2031-01-04' });
    expect(dashboardWeek('2028-02-25')).toEqual({ from: '2028-02-25', to: '2028-03-02' });
  });
});

describe('daysUntil', () => {
  it('counts whole days to the start: 1 for tomorrow', () => {
    expect(daysUntil('2030-06-16', '2030-06-15')).toBe(1);
    expect(daysUntil('2030-06-20', '2030-06-15')).toBe(5);
    expect(daysUntil('2030-12-01', '2030-07-01')).toBe(153);
  });
});

describe('dashboardQuerySchema', () => {
  it('takes a calendar date as today, or nothing', () => {
    expect(dashboardQuerySchema.parse({ today: '2030-06-15' })).toEqual({ today: '2030-06-15' });
    expect(dashboardQuerySchema.parse({})).toEqual({});
  });

  it('refuses anything else with a message', () => {
    const result = dashboardQuerySchema.safeParse({ today: '2030-02-30' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Today must be a date as YYYY-MM-DD');
  });
});
