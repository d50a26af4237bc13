import { describe, expect, it } from 'vitest';
import { deleteEventWarning, eventCountLabel, eventDateRange, eventImage, eventStatusLine, formatCalendarDate, formatInstantDate } from './event-display.ts';

describe('formatCalendarDate', () => {
  it('writes the day itself, month first', () => {
    expect(formatCalendarDate('2030-06-01')).toBe('Jun 1, 2030');
    expect(formatCalendarDate('2029-12-31')).toBe('Dec 31, 2029');
  });
});

describe('formatInstantDate', () => {
  it("gives the day on the viewer's calendar", () => {
    expect(formatInstantDate('2030-06-01T23:30:00.000Z', 'UTC')).toBe('Jun 1, 2030');
    expect(formatInstantDate('2030-06-01T23:30:00.000Z', 'Asia/Tokyo')).toBe('Jun 2, 2030');
  });
});

describe('eventDateRange', () => {
  it('joins a range with " - "', () => {
    expect(eventDateRange({ startDate: '2030-06-01', endDate: '2030-06-03' })).toBe('Jun 1, 2030 - Jun 3, 2030');
  });
  it('shows one date for a one-day event', () => {
    expect(eventDateRange({ startDate: '2030-06-01', endDate: '2030-06-01' })).toBe('Jun 1, 2030');
  });
});

describe('eventStatusLine', () => {
  it('says when an upcoming event starts', () => {
    expect(eventStatusLine({ startDate: '2030-06-01', status: 'upcoming' })).toBe('Starts on Jun 1, 2030');
  });
  it('says an active event is on and a past one is over', () => {
    expect(eventStatusLine({ startDate: '2020-06-01', status: 'active' })).toBe('Currently active');
    expect(eventStatusLine({ startDate: '2020-06-01', status: 'past' })).toBe('Completed');
  });
});

describe('eventCountLabel', () => {
  it('counts in the singular and plural', () => {
    expect(eventCountLabel(0)).toBe('0 events');
    expect(eventCountLabel(1)).toBe('1 event');
    expect(eventCountLabel(12)).toBe('12 events');
  });
});

describe('deleteEventWarning', () => {
  it('names the tasks and team members that go with the event', () => {
    expect(deleteEventWarning({ name: 'Tech Conference', taskCount: 12, memberCount: 5 })).toBe(
      'Delete "Tech Conference"? This also deletes its 12 tasks and 5 team members. This cannot be undone.',
    );
  });
  it('uses the singular for one', () => {
    expect(deleteEventWarning({ name: 'Gala', taskCount: 1, memberCount: 1 })).toBe(
      'Delete "Gala"? This also deletes its 1 task and 1 team member. This cannot be undone.',
    );
  });
  it('leaves out what the event does not have', () => {
    expect(deleteEventWarning({ name: 'Gala', taskCount: 0, memberCount: 3 })).toBe(
      'Delete "Gala"? This also deletes its 3 team members. This cannot be undone.',
    );
    expect(deleteEventWarning({ name: 'Gala', taskCount: 2, memberCount: 0 })).toBe(
      'Delete "Gala"? This also deletes its 2 tasks. This cannot be undone.',
    );
    expect(deleteEventWarning({ name: 'Gala', taskCount: 0, memberCount: 0 })).toBe('Delete "Gala"? This cannot be undone.');
  });
});

describe('eventImage', () => {
  it('picks one of the five pictures by id, the same one every time', () => {
    expect(eventImage(5)).toBe('/images/events/conference.svg');
    expect(eventImage(6)).toBe('/images/events/concert.svg');
    expect(eventImage(9)).toBe('/images/events/run.svg');
    expect(eventImage(9)).toBe(eventImage(14));
  });
});
