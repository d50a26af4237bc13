import { describe, expect, it } from 'vitest';
import {
  createEventInputSchema,
  endDateFollowingStart,
  EVENT_STATUS_LABELS,
  eventDurationDays,
  eventDurationLabel,
  eventFormSchema,
  eventPrefix,
  eventStatus,
  listEventsQuerySchema,
  updateEventInputSchema,
} from './events.ts';
import { planSampleData } from './sample-data.ts';

const TODAY = '2026-06-10';
const YESTERDAY = '2026-06-09';
const TOMORROW = '2026-06-11';

describe('eventStatus', () => {
  it.each([
    // start, end, expected
    [YESTERDAY, YESTERDAY, 'past'],
    [YESTERDAY, TODAY, 'active'],
    [YESTERDAY, TOMORROW, 'active'],
    [TODAY, TODAY, 'active'],
    [TODAY, TOMORROW, 'active'],
    [TOMORROW, TOMORROW, 'upcoming'],
    [TOMORROW, '2026-06-20', 'upcoming'],
    ['2026-05-01', '2026-05-31', 'past'],
  ] as const)('%s..%s is %s on 2026-06-10', (start, end, expected) => {
    expect(eventStatus(start, end, TODAY)).toBe(expected);
  });

  it.each([
    [YESTERDAY, 'past'],
    [TODAY, 'active'],
    [TOMORROW, 'upcoming'],
  ] as const)('a single-day event with no end date on %s is %s', (start, expected) => {
    expect(eventStatus(start, null, TODAY)).toBe(expected);
    expect(eventStatus(start, undefined, TODAY)).toBe(expected);
    expect(eventStatus(start, '', TODAY)).toBe(expected);
  });

  it('is upcoming without a start date, whatever the end', () => {
    expect(eventStatus(null, null, TODAY)).toBe('upcoming');
    expect(eventStatus('', YESTERDAY, TODAY)).toBe('upcoming');
    expect(eventStatus(undefined, '2020-01-01', TODAY)).toBe('upcoming');
  });

  it('reads across month and year ends as calendar days', () => {
    expect(eventStatus('2026-12-31', '2026-12-31', '2027-01-01')).toBe('past');
    expect(eventStatus('2026-12-30', '2027-01-02', '2027-01-01')).toBe('active');
    expect(eventStatus('2027-01-01', null, '2026-12-31')).toBe('upcoming');
  });

  it('counts an end before the start as past once the end has gone by, as the spec orders the rules', () => {
    expect(eventStatus(TOMORROW, YESTERDAY, TODAY)).toBe('past');
  });

  it('has the spec labels', () => {
    expect(EVENT_STATUS_LABELS).toEqual({ upcoming: 'Upcoming Event', active: 'Active Event', past: 'Past Event' });
  });
});

describe('event duration', () => {
  it('counts whole days from the start to the end', () => {
    expect(eventDurationDays('2026-06-01', '2026-06-03')).toBe(2);
    expect(eventDurationDays('2026-06-01', '2026-06-02')).toBe(1);
    expect(eventDurationLabel('2026-06-01', '2026-06-03')).toBe('2 days');
    expect(eventDurationLabel('2026-06-01', '2026-06-02')).toBe('1 day');
  });

  it('crosses month, leap-day and year ends', () => {
    expect(eventDurationDays('2026-01-30', '2026-02-02')).toBe(3);
    expect(eventDurationDays('2028-02-28', '2028-03-01')).toBe(2);
    expect(eventDurationDays('2026-12-31', '2027-01-01')).toBe(1);
    expect(eventDurationDays('2026-03-28', '2026-03-30')).toBe(2);
  });

  it('is not shown when the end does not differ from the start', () => {
    expect(eventDurationDays('2026-06-01', '2026-06-01')).toBeNull();
    expect(eventDurationDays('2026-06-01', null)).toBeNull();
    expect(eventDurationDays('2026-06-01', '')).toBeNull();
    expect(eventDurationDays('2026-06-03', '2026-06-01')).toBeNull();
    expect(eventDurationLabel('2026-06-01', '2026-06-01')).toBeNull();
  });
});

describe('moving an event’s start', () => {
  it('moves the end with it, keeping the length', () => {
    expect(endDateFollowingStart('2026-06-01', '2026-06-05', '2026-06-01')).toBe('2026-06-05');
    expect(endDateFollowingStart('2026-06-01', '2026-06-05', '2026-06-03')).toBe('2026-06-07');
    expect(endDateFollowingStart('2026-06-10', '2026-06-01', '2026-06-12')).toBe('2026-06-03');
  });

  it('crosses month, leap-day and year ends', () => {
    expect(endDateFollowingStart('2026-01-30', '2026-02-27', '2026-02-01')).toBe('2026-03-01');
    expect(endDateFollowingStart('2028-02-27', '2028-02-28', '2028-02-28')).toBe('2028-02-29');
    expect(endDateFollowingStart('2026-12-30', '2026-12-31', '2027-01-01')).toBe('2027-01-02');
  });

  it('comes back to the same end after steps there and back, as typing a date digit by digit makes', () => {
    let end = '2026-06-03';
    for (const [from, to] of [['2026-06-01', '0002-06-01'], ['0002-06-01', '0020-06-01'], ['0020-06-01', '2027-06-01']] as const) {
      end = endDateFollowingStart(from, to, end);
    }
    expect(end).toBe('2027-06-03');
  });

  it('leaves an end that is empty, not a date, or before the old start as it is', () => {
    expect(endDateFollowingStart('2026-06-01', '2026-06-05', '')).toBe('');
    expect(endDateFollowingStart('2026-06-01', '2026-06-05', '2026-06')).toBe('2026-06');
    expect(endDateFollowingStart('', '2026-06-05', '2026-06-03')).toBe('2026-06-03');
    expect(endDateFollowingStart('2026-06-01', '', '2026-06-03')).toBe('2026-06-03');
    expect(endDateFollowingStart('2026-06-05', '2026-06-09', '2026-06-01')).toBe('2026-06-01');
  });
});

describe('eventPrefix', () => {
  it.each([
    ['Music Summit', 'MS'],
    ['Startup Gala', 'SG'],
    ['Tech Conference', 'TC'],
    ['Product Launch', 'PL'],
    ['Charity Run', 'CR'],
  ])('%s → %s (the spec sample events)', (name, prefix) => {
    expect(eventPrefix(name)).toBe(prefix);
  });

  it.each([
    ['tech conference 2026 berlin', 'TC'],
    ['  Spring   Fair  ', 'SF'],
    ['2026 Summit', '2S'],
    ['Tech & Design Week', 'TD'],
    ['(Annual) gala', 'AG'],
    ['Étoile Night', 'EN'],
    // one word: its initial only, not its first two characters
    ['Hackathon', 'H'],
    ['  hackathon  ', 'H'],
    ['Éclair', 'E'],
    ['2026', '2'],
    ['Hackathon !!!', 'H'],
    ['x', 'X'],
    ['', 'EV'],
    ['   ', 'EV'],
    ['— & —', 'EV'],
    ['音楽 祭', 'EV'],
  ])('%j → %s', (name, prefix) => {
    expect(eventPrefix(name)).toBe(prefix);
  });

  it('gives the sample data events MS, SG, TC, PL and CR', () => {
    expect(planSampleData('2026-11-22').map((event) => eventPrefix(event.name))).toEqual(['MS', 'SG', 'TC', 'PL', 'CR']);
  });

  it('defaults to EV without a name', () => {
    expect(eventPrefix(null)).toBe('EV');
    expect(eventPrefix(undefined)).toBe('EV');
  });
});

const valid = { name: 'Tech Conference', description: 'Annual conference', startDate: '2026-06-01' };

function fieldErrors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const fields: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}

describe('createEventInputSchema', () => {
  it('trims every field and defaults the end date to the start date', () => {
    const result = createEventInputSchema.parse({
      name: '  Tech Conference ',
      description: ' Annual conference  ',
      startDate: ' 2026-06-01 ',
    });
    expect(result).toEqual({
      name: 'Tech Conference',
      description: 'Annual conference',
      startDate: '2026-06-01',
      endDate: '2026-06-01',
    });
  });

  it.each([[''], ['   '], [null], [undefined]])('an end date of %j means the start date', (endDate) => {
    expect(createEventInputSchema.parse({ ...valid, endDate }).endDate).toBe('2026-06-01');
  });

  it('keeps a later end date and accepts an end on the start day', () => {
    expect(createEventInputSchema.parse({ ...valid, endDate: '2026-06-03' }).endDate).toBe('2026-06-03');
    expect(createEventInputSchema.parse({ ...valid, endDate: '2026-06-01' }).endDate).toBe('2026-06-01');
  });

  it.each([
    [{ name: '' }, 'name', 'Event name is required'],
    [{ name: '   ' }, 'name', 'Event name is required'],
    [{ name: undefined }, 'name', 'Event name is required'],
    [{ name: 'x'.repeat(201) }, 'name', 'Event name must be at most 200 characters'],
    [{ description: '' }, 'description', 'Event description is required'],
    [{ description: ' \n ' }, 'description', 'Event description is required'],
    [{ description: 'x'.repeat(5001) }, 'description', 'Event description must be at most 5000 characters'],
    [{ startDate: '' }, 'startDate', 'Start date is required'],
    [{ startDate: undefined }, 'startDate', 'Start date is required'],
    [{ startDate: '2026-02-30' }, 'startDate', 'Start date must be a valid date (YYYY-MM-DD)'],
    [{ startDate: '01/06/2026' }, 'startDate', 'Start date must be a valid date (YYYY-MM-DD)'],
    [{ endDate: '2026-13-01' }, 'endDate', 'End date must be a valid date (YYYY-MM-DD)'],
    [{ endDate: '2026-05-31' }, 'endDate', 'End date cannot be before the start date'],
    [{ startDate: '0000-01-01' }, 'startDate', 'Start date must be between 1900-01-01 and 9999-12-31'],
    [{ endDate: '1899-12-31' }, 'endDate', 'End date must be between 1900-01-01 and 9999-12-31'],
    [{ name: 'Tech\u0000Conference' }, 'name', 'Event name cannot contain control characters'],
    [{ name: 'Tech\u001B[31mConference' }, 'name', 'Event name cannot contain control characters'],
    [{ name: 'Tech\tConference' }, 'name', 'Event name cannot contain control characters'],
    [{ description: 'Annual\u0000conference' }, 'description', 'Event description cannot contain control characters'],
    [{ description: 'Annual\u0007conference' }, 'description', 'Event description cannot contain control characters'],
    [{ description: 'Annual\u0085conference' }, 'description', 'Event description cannot contain control characters'],
  ])('%j → %s: %s', (override, field, message) => {
    const result = createEventInputSchema.safeParse({ ...valid, ...override });
    expect(result.success).toBe(false);
    expect(fieldErrors(result)).toEqual({ [field]: message });
  });

  it('accepts dates from 1900-01-01 to 9999-12-31', () => {
    expect(createEventInputSchema.safeParse({ ...valid, startDate: '1900-01-01', endDate: '9999-12-31' }).success).toBe(true);
  });

  it('accepts the longest allowed name and description', () => {
    const result = createEventInputSchema.safeParse({ ...valid, name: 'x'.repeat(200), description: 'y'.repeat(5000) });
    expect(result.success).toBe(true);
  });

  it('reports the end-date order while another field is still wrong', () => {
    const result = createEventInputSchema.safeParse({ ...valid, name: '', endDate: '2026-05-31' });
    expect(fieldErrors(result)).toEqual({
      name: 'Event name is required',
      endDate: 'End date cannot be before the start date',
    });
  });

  it('drops client-supplied ids, owners and timestamps', () => {
    const result = createEventInputSchema.parse({
      ...valid,
      id: 99,
      ownerId: 7,
      owner_id: 7,
      createdAt: '2000-01-01T00:00:00.000Z',
      updated_at: '2000-01-01T00:00:00.000Z',
    });
    expect(Object.keys(result).sort()).toEqual(['description', 'endDate', 'name', 'startDate']);
  });

  it('is the same rule set for updates', () => {
    expect(updateEventInputSchema.parse({ ...valid, endDate: '' }).endDate).toBe('2026-06-01');
    expect(fieldErrors(updateEventInputSchema.safeParse({ ...valid, name: '' }))).toEqual({ name: 'Event name is required' });
  });
});

describe('eventFormSchema', () => {
  it('leaves an empty end date as the form holds it', () => {
    expect(eventFormSchema.parse({ ...valid, endDate: '' }).endDate).toBe('');
  });

  it('refuses an end before the start on the endDate field', () => {
    expect(fieldErrors(eventFormSchema.safeParse({ ...valid, endDate: '2026-05-01' }))).toEqual({
      endDate: 'End date cannot be before the start date',
    });
  });
});

describe('listEventsQuerySchema', () => {
  it('defaults to every status, the first 50 and the UTC date today', () => {
    const before = new Date().toISOString().slice(0, 10);
    const query = listEventsQuerySchema.parse({});
    const after = new Date().toISOString().slice(0, 10);
    expect(query).toMatchObject({ status: 'all', limit: 50, offset: 0 });
    expect([before, after]).toContain(query.today);
    expect(query.q).toBeUndefined();
  });

  it('reads query-string values', () => {
    expect(listEventsQuerySchema.parse({ q: ' gala ', status: 'past', today: '2026-06-10', limit: '5', offset: '10' })).toEqual({
      q: 'gala',
      status: 'past',
      today: '2026-06-10',
      limit: 5,
      offset: 10,
    });
  });

  it('refuses an unknown status and a malformed date', () => {
    expect(fieldErrors(listEventsQuerySchema.safeParse({ status: 'soon' }))).toEqual({
      status: 'Status must be one of all, upcoming, active, past',
    });
    expect(fieldErrors(listEventsQuerySchema.safeParse({ today: '10/06/2026' }))).toEqual({
      today: 'Today must be a date as YYYY-MM-DD',
    });
    expect(fieldErrors(listEventsQuerySchema.safeParse({ today: '0000-01-01' }))).toEqual({
      today: 'Today must be between 1900-01-01 and 9900-12-31',
    });
  });

  it('refuses a search with a control character', () => {
    expect(fieldErrors(listEventsQuerySchema.safeParse({ q: 'a\u0000b' }))).toEqual({ q: 'Search cannot contain control characters' });
    expect(fieldErrors(listEventsQuerySchema.safeParse({ q: 'a\u001Bb' }))).toEqual({ q: 'Search cannot contain control characters' });
  });

  it('refuses an offset past 10,000', () => {
    expect(listEventsQuerySchema.safeParse({ offset: '10000' }).success).toBe(true);
    expect(fieldErrors(listEventsQuerySchema.safeParse({ offset: '10001' }))).toEqual({
      offset: 'Offset must be at most 10,000: narrow the search or filters to reach later rows',
    });
  });
});
