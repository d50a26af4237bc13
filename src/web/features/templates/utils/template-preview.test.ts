import { describe, expect, it } from 'vitest';
import type { TemplateTask } from '../../../entities/templates/api/templates.ts';
import { previewDates, templatePreview } from './template-preview.ts';

const task = (title: string, dueAnchor: TemplateTask['dueAnchor'], dueOffsetDays: number | null): TemplateTask => ({
  title,
  description: '',
  priority: 'medium',
  dueAnchor,
  dueOffsetDays,
});

const tasks = [
  task('Thank the sponsors', 'end', 1),
  task('Order badges', null, null),
  task('Book the venue', 'start', -90),
  task('Send reminders', 'start', -7),
  task('Open the doors', 'start', 0),
];

describe('templatePreview', () => {
  it('lists the earliest tasks first with their dates and countdown labels counted from the event', () => {
    const preview = templatePreview(tasks, { startDate: '2027-04-10', endDate: '2027-04-11' }, 3);
    expect(preview.rows).toEqual([
      { title: 'Book the venue', dueDate: '2027-01-10', when: 'Jan 10, 2027 · T-90', pastDue: false },
      { title: 'Send reminders', dueDate: '2027-04-03', when: 'Apr 3, 2027 · T-7', pastDue: false },
      { title: 'Open the doors', dueDate: '2027-04-10', when: 'Apr 10, 2027 · Event day', pastDue: false },
    ]);
    expect(preview.more).toBe(2);
  });

  it('counts end-anchored tasks from the last day and puts tasks without a due date last', () => {
    const preview = templatePreview(tasks, { startDate: '2027-04-10', endDate: '2027-04-11' });
    expect(preview.rows.slice(3)).toEqual([
      { title: 'Thank the sponsors', dueDate: '2027-04-12', when: 'Apr 12, 2027 · T+1', pastDue: false },
      { title: 'Order badges', dueDate: null, when: 'No due date', pastDue: false },
    ]);
    expect(preview.more).toBe(0);
  });

  it('describes the offsets while the dates are not known yet', () => {
    const preview = templatePreview(tasks, null, 2);
    expect(preview.rows.map((row) => row.when)).toEqual(['90 days before start', '7 days before start']);
  });
});

describe('templatePreview with the tasks due before today', () => {
  // Apr 10, 2027; today Jan 30 is T-70: "Book the venue" (T-90, Jan 10) is past due.
  const dates = { startDate: '2027-04-10', endDate: '2027-04-11' };
  const past = (choice: 'fit' | 'keep' | 'skip', today = '2027-01-30') => ({ today, choice });

  it('counts them and marks them with keep', () => {
    const preview = templatePreview(tasks, dates, 2, past('keep'));
    expect(preview).toMatchObject({ count: 5, pastDue: 1, more: 3, canFit: true, fitted: { first: '2027-01-30', last: '2027-01-30' } });
    expect(preview.rows).toEqual([
      { title: 'Book the venue', dueDate: '2027-01-10', when: 'Jan 10, 2027 · T-90', pastDue: true },
      { title: 'Send reminders', dueDate: '2027-04-03', when: 'Apr 3, 2027 · T-7', pastDue: false },
    ]);
  });

  it('shows the day fitting gives them with fit, and leaves them out of the list and the count with skip', () => {
    expect(templatePreview(tasks, dates, 1, past('fit')).rows).toEqual([
      { title: 'Book the venue', dueDate: '2027-01-30', when: 'Jan 30, 2027 · T-70', pastDue: false },
    ]);
    const skipped = templatePreview(tasks, dates, 1, past('skip'));
    expect(skipped).toMatchObject({ count: 4, pastDue: 1, more: 3 });
    expect(skipped.rows[0]!.title).toBe('Send reminders');
  });

  it('cannot fit once the event has started, and then shows the tasks as they are', () => {
    const preview = templatePreview(tasks, dates, 5, past('fit', '2027-04-11'));
    expect(preview).toMatchObject({ count: 5, pastDue: 3, canFit: false, fitted: null });
    expect(preview.rows.filter((row) => row.pastDue).map((row) => row.title)).toEqual(['Book the venue', 'Send reminders', 'Open the doors']);
  });

  it('finds nothing past due before the dates are known or when all is ahead', () => {
    expect(templatePreview(tasks, null, 5, past('fit'))).toMatchObject({ pastDue: 0, count: 5 });
    expect(templatePreview(tasks, dates, 5, past('fit', '2027-01-01'))).toMatchObject({ pastDue: 0, count: 5, fitted: null });
  });
});

describe('previewDates', () => {
  it('takes the start as the end of a one-day event and refuses dates out of order or incomplete', () => {
    expect(previewDates('2027-04-10', '')).toEqual({ startDate: '2027-04-10', endDate: '2027-04-10' });
    expect(previewDates('2027-04-10', '2027-04-12')).toEqual({ startDate: '2027-04-10', endDate: '2027-04-12' });
    expect(previewDates('2027-04-10', '2027-04-09')).toBeNull();
    expect(previewDates('', '')).toBeNull();
    expect(previewDates('2027-02-30', '')).toBeNull();
  });
});
