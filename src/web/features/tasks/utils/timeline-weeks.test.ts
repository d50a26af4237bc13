import { describe, expect, it } from 'vitest';
import { formatDayRange, groupTasksByEventWeek, type TimelineGroup } from './timeline-weeks.ts';

interface T {
  title: string;
  dueDate: string | null;
}

const task = (title: string, dueDate: string | null): T => ({ title, dueDate });
const summary = (groups: TimelineGroup<T>[]) =>
  groups.map((group) => ({ label: group.label, from: group.from, to: group.to, tasks: group.tasks.map((item) => item.title), todayAt: group.todayAt }));

// A two-day event, Friday 2026-12-04 to Saturday 2026-12-05.
const EVENT = { startDate: '2026-12-04', endDate: '2026-12-05' };
// Long before the event, so that the week holding today stays out of the way unless a test says so.
const TODAY = '2026-12-01';

describe('timeline weeks', () => {
  it('puts the 7 days before the first day in "Week before", the 7 after the last day in "Week after", and the event days in "Event"', () => {
    const groups = groupTasksByEventWeek(
      [
        task('after 1', '2026-12-06'),
        task('after 7', '2026-12-12'),
        task('after 8', '2026-12-13'),
        task('before 1', '2026-12-03'),
        task('before 7', '2026-11-27'),
        task('before 8', '2026-11-26'),
        task('first day', '2026-12-04'),
        task('last day', '2026-12-05'),
      ],
      EVENT,
      '2026-12-03',
    );
    expect(summary(groups)).toEqual([
      { label: '2 weeks before', from: '2026-11-20', to: '2026-11-26', tasks: ['before 8'], todayAt: null },
      { label: 'Week before', from: '2026-11-27', to: '2026-12-03', tasks: ['before 7', 'before 1'], todayAt: 1 },
      { label: 'Event', from: '2026-12-04', to: '2026-12-05', tasks: ['first day', 'last day'], todayAt: null },
      { label: 'Week after', from: '2026-12-06', to: '2026-12-12', tasks: ['after 1', 'after 7'], todayAt: null },
      { label: '2 weeks after', from: '2026-12-13', to: '2026-12-19', tasks: ['after 8'], todayAt: null },
    ]);
  });

  it('counts weeks far out, lists only the weeks with tasks, and keeps the order of tasks due the same day', () => {
    const groups = groupTasksByEventWeek(
      [task('venue', '2026-09-05'), task('catering b', '2026-11-13'), task('catering a', '2026-11-13'), task('thanks', '2027-01-01')],
      EVENT,
      '2026-12-04',
    );
    expect(groups.map((group) => group.label)).toEqual(['13 weeks before', '3 weeks before', 'Event', '4 weeks after']);
    expect(groups[1]!.tasks.map((item) => item.title)).toEqual(['catering b', 'catering a']);
    expect(groups[0]).toMatchObject({ from: '2026-09-04', to: '2026-09-10' });
  });

  it('always shows the event days, even with no task on them', () => {
    const groups = groupTasksByEventWeek([task('early', '2026-11-30')], EVENT, TODAY);
    expect(summary(groups)).toEqual([
      { label: 'Week before', from: '2026-11-27', to: '2026-12-03', tasks: ['early'], todayAt: 1 },
      { label: 'Event', from: '2026-12-04', to: '2026-12-05', tasks: [], todayAt: null },
    ]);
  });

  it('marks today between the tasks due before it and those due on it or later, and shows a quiet week that holds today', () => {
    const tasks = [task('done before', '2026-11-28'), task('due today', '2026-11-30'), task('due later', '2026-12-02')];
    expect(groupTasksByEventWeek(tasks, EVENT, '2026-11-30')[0]!.todayAt).toBe(1);
    expect(groupTasksByEventWeek(tasks, EVENT, '2026-11-27')[0]!.todayAt).toBe(0);
    expect(groupTasksByEventWeek(tasks, EVENT, '2026-12-03')[0]!.todayAt).toBe(3);
    // On an event day, and in an empty week long after the event.
    expect(groupTasksByEventWeek(tasks, EVENT, '2026-12-05').find((group) => group.todayAt !== null)?.label).toBe('Event');
    const later = groupTasksByEventWeek(tasks, EVENT, '2027-02-01');
    expect(summary(later).at(-1)).toEqual({ label: '9 weeks after', from: '2027-01-31', to: '2027-02-06', tasks: [], todayAt: 0 });
  });

  it('puts the tasks without a due date last, in the order they came', () => {
    const groups = groupTasksByEventWeek([task('no date b', null), task('dated', '2026-12-04'), task('no date a', null)], EVENT, '2026-12-04');
    expect(summary(groups)).toEqual([
      { label: 'Event', from: '2026-12-04', to: '2026-12-05', tasks: ['dated'], todayAt: 0 },
      { label: 'No due date', from: null, to: null, tasks: ['no date b', 'no date a'], todayAt: null },
    ]);
  });

  it('counts a one-day event as its own day, and weeks from it across month and year ends', () => {
    const newYear = { startDate: '2027-01-01', endDate: '2027-01-01' };
    const groups = groupTasksByEventWeek(
      [task('eve', '2026-12-31'), task('week before', '2026-12-25'), task('two weeks', '2026-12-24'), task('day', '2027-01-01'), task('next day', '2027-01-02')],
      newYear,
      '2027-01-01',
    );
    expect(summary(groups)).toEqual([
      { label: '2 weeks before', from: '2026-12-18', to: '2026-12-24', tasks: ['two weeks'], todayAt: null },
      { label: 'Week before', from: '2026-12-25', to: '2026-12-31', tasks: ['week before', 'eve'], todayAt: null },
      { label: 'Event', from: '2027-01-01', to: '2027-01-01', tasks: ['day'], todayAt: 0 },
      { label: 'Week after', from: '2027-01-02', to: '2027-01-08', tasks: ['next day'], todayAt: null },
    ]);
  });

  it('counts the weeks after from the last day of an event spanning several days, through a leap day', () => {
    const festival = { startDate: '2028-02-24', endDate: '2028-02-27' };
    const groups = groupTasksByEventWeek([task('middle', '2028-02-25'), task('leap day', '2028-02-29'), task('march', '2028-03-05')], festival, '2028-01-01');
    expect(summary(groups)).toEqual([
      { label: '8 weeks before', from: '2027-12-30', to: '2028-01-05', tasks: [], todayAt: 0 },
      { label: 'Event', from: '2028-02-24', to: '2028-02-27', tasks: ['middle'], todayAt: null },
      { label: 'Week after', from: '2028-02-28', to: '2028-03-05', tasks: ['leap day', 'march'], todayAt: null },
    ]);
  });
});

describe('week date ranges', () => {
  it('says a range as short as stays clear', () => {
    expect(formatDayRange('2026-12-05', '2026-12-05')).toBe('Dec 5, 2026');
    expect(formatDayRange('2026-12-01', '2026-12-07')).toBe('Dec 1 – 7, 2026');
    expect(formatDayRange('2026-11-30', '2026-12-06')).toBe('Nov 30 – Dec 6, 2026');
    expect(formatDayRange('2026-12-28', '2027-01-03')).toBe('Dec 28, 2026 – Jan 3, 2027');
  });
});
