import { describe, expect, it } from 'vitest';
import { deleteEventWarning, eventCountLabel, eventDateRange, EVENT_IMAGES, eventPictures, eventStatusLine, formatCalendarDate, formatInstantDate } from './event-display.ts';

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

describe('eventPictures', () => {
  /** A small deterministic generator, so a failure can be replayed. */
  function ids(count: number, seed: number): number[] {
    let state = seed;
    return Array.from({ length: count }, () => {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      return (state % 100_000) + 1;
    });
  }

  it('gives no two of up to 5 events in a row the same picture', () => {
    const lists = [
      [3, 8, 13, 18, 23], // ids five apart: one picture each if the id alone chose it
      [1, 6],
      [42, 42 + 5 * 7, 42 + 5 * 11],
      ...Array.from({ length: 200 }, (_, seed) => ids(1 + (seed % 5), seed + 1)),
    ];
    for (const list of lists) {
      const pictures = eventPictures(list);
      expect(new Set(pictures).size, `ids ${list.join(', ')}`).toBe(list.length);
    }
  });

  it('keeps any 5 cards in a row different in a long list, so no card shares its picture with a neighbour', () => {
    const list = [...ids(60, 7), ...Array.from({ length: 40 }, (_, i) => 1000 + i * 5)];
    const pictures = eventPictures(list);
    for (let i = 0; i + 5 <= pictures.length; i += 1) {
      expect(new Set(pictures.slice(i, i + 5)).size, `cards ${i + 1} to ${i + 5}`).toBe(5);
    }
  });

  it('gives the same list the same pictures every time, from the five stock photos', () => {
    const list = ids(12, 99);
    const first = eventPictures(list);
    expect(eventPictures([...list])).toEqual(first);
    expect(first.every((picture) => (EVENT_IMAGES as readonly string[]).includes(picture))).toBe(true);
  });

  it("starts from the picture the event's id hashes to, not the first picture for everyone", () => {
    const firstPictures = new Set(ids(20, 3).map((id) => eventPictures([id])[0]));
    expect(firstPictures.size).toBeGreaterThan(1);
    expect(eventPictures([])).toEqual([]);
  });
});
