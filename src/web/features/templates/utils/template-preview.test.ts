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
      { title: 'Book the venue', dueDate: '2027-01-10', when: 'Jan 10, 2027 · T-90' },
      { title: 'Send reminders', dueDate: '2027-04-03', when: 'Apr 3, 2027 · T-7' },
      { title: 'Open the doors', dueDate: '2027-04-10', when: 'Apr 10, 2027 · Event day' },
    ]);
    expect(preview.more).toBe(2);
  });

  it('counts end-anchored tasks from the last day and puts tasks without a due date last', () => {
    const preview = templatePreview(tasks, { startDate: '2027-04-10', endDate: '2027-04-11' });
    expect(preview.rows.slice(3)).toEqual([
      { title: 'Thank the sponsors', dueDate: '2027-04-12', when: 'Apr 12, 2027 · T+1' },
      { title: 'Order badges', dueDate: null, when: 'No due date' },
    ]);
    expect(preview.more).toBe(0);
  });

  it('describes the offsets while the dates are not known yet', () => {
    const preview = templatePreview(tasks, null, 2);
    expect(preview.rows.map((row) => row.when)).toEqual(['90 days before start', '7 days before start']);
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
