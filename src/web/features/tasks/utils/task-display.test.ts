import { describe, expect, it } from 'vitest';
import {
  countdownDescription,
  formatCalendarDate,
  tasksBanner,
  pageRangeLabel,
  statusChangeLabel,
  timeAgo,
  truncateText,
} from './task-display.ts';

describe('task display', () => {
  it('formats a due day without moving it to another time zone', () => {
    expect(formatCalendarDate('2030-06-01')).toBe('Jun 1, 2030');
    expect(formatCalendarDate('2026-12-31')).toBe('Dec 31, 2026');
  });

  it('cuts a long description on a word boundary', () => {
    expect(truncateText('Short text', 20)).toBe('Short text');
    expect(truncateText('Book the venue and sign the contract today', 20)).toBe('Book the venue and…');
    expect(truncateText('Abcdefghijklmnopqrstuvwxyz', 10)).toBe('Abcdefghij…');
    expect(truncateText('Two\n\nlines', 20)).toBe('Two lines');
  });

  it('says how long ago a change was', () => {
    const now = Date.parse('2030-06-01T12:00:00Z');
    expect(timeAgo('2030-06-01T11:59:30Z', now)).toBe('just now');
    expect(timeAgo('2030-06-01T11:58:00Z', now)).toBe('2 minutes ago');
    expect(timeAgo('2030-06-01T09:00:00Z', now)).toBe('3 hours ago');
    expect(timeAgo('2030-05-31T12:00:00Z', now)).toBe('yesterday');
  });

  it('words a status change', () => {
    expect(statusChangeLabel({ oldStatus: 'todo', newStatus: 'inprogress' })).toBe('To Do → In Progress');
    expect(statusChangeLabel({ oldStatus: null, newStatus: 'completed' })).toBe('Created as Completed');
  });

  it('says which rows a page shows', () => {
    expect(pageRangeLabel(0, 50, 10000)).toBe('Showing 1–50 of 10,000');
    expect(pageRangeLabel(100, 20, 120)).toBe('Showing 101–120 of 120');
    expect(pageRangeLabel(0, 0, 0)).toBe('Showing 0 of 0');
  });
});

describe('tasksBanner', () => {
  it("uses the spec's templates, whatever the counts", () => {
    expect(tasksBanner({ shown: 2, inSystem: 3, eventChosen: true, filtered: true })).toBe('Showing 2 tasks for selected event (3 total tasks in system)');
    expect(tasksBanner({ shown: 1, inSystem: 1, eventChosen: true, filtered: true })).toBe('Showing 1 tasks for selected event (1 total tasks in system)');
    expect(tasksBanner({ shown: 10000, inSystem: 10000, eventChosen: false, filtered: false })).toBe('Showing all 10,000 tasks in system');
  });

  it('says how many match when only a member, status or search filter is set', () => {
    expect(tasksBanner({ shown: 1, inSystem: 3, eventChosen: false, filtered: true })).toBe('Showing 1 matching tasks (3 total tasks in system)');
  });
});

describe('countdownDescription', () => {
  it('reads a countdown label out in words', () => {
    expect(countdownDescription('T-14')).toBe('14 days before the event');
    expect(countdownDescription('T-1')).toBe('1 day before the event');
    expect(countdownDescription('Event day')).toBe('on the event day');
    expect(countdownDescription('T+2')).toBe('2 days after the event');
    expect(countdownDescription('T+1200')).toBe('1,200 days after the event');
  });
});

describe('counts a search stopped at', () => {
  it('says "of 1,000+" in the page range and the banner', () => {
    expect(pageRangeLabel(50, 50, 1000, false)).toBe('Showing 51–100 of 1,000+');
    expect(pageRangeLabel(50, 50, 1000)).toBe('Showing 51–100 of 1,000');
    expect(tasksBanner({ shown: 1000, shownExact: false, inSystem: 100_000, eventChosen: false, filtered: true })).toBe(
      'Showing 1,000+ matching tasks (100,000 total tasks in system)',
    );
    expect(tasksBanner({ shown: 1000, shownExact: false, inSystem: 100_000, eventChosen: true, filtered: true })).toBe(
      'Showing 1,000+ tasks for selected event (100,000 total tasks in system)',
    );
  });
});
