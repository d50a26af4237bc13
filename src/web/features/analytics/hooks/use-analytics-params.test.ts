import { describe, expect, it } from 'vitest';
import { parseAnalyticsParams } from './use-analytics-params.ts';

const parse = (search: string) => parseAnalyticsParams(new URLSearchParams(search));

describe('parseAnalyticsParams', () => {
  it('defaults to the overview of the last 7 days for all events', () => {
    expect(parse('')).toEqual({ view: 'overview', period: 7, eventId: null });
  });

  it('reads the view, the period and the event from the address', () => {
    expect(parse('?view=trends&period=90&event=12')).toEqual({ view: 'trends', period: 90, eventId: 12 });
    expect(parse('?view=leaderboard&period=30')).toEqual({ view: 'leaderboard', period: 30, eventId: null });
  });

  it('reads anything malformed as the default', () => {
    expect(parse('?view=charts&period=14&event=abc')).toEqual({ view: 'overview', period: 7, eventId: null });
    expect(parse('?period=7.5&event=0')).toEqual({ view: 'overview', period: 7, eventId: null });
    expect(parse('?event=-3')).toEqual({ view: 'overview', period: 7, eventId: null });
    expect(parse('?event=99999999999')).toEqual({ view: 'overview', period: 7, eventId: null });
  });
});
