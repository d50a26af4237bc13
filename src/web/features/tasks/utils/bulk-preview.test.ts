import { describe, expect, it } from 'vitest';
import { COUNTDOWN_MESSAGES } from '../../../../domain/countdown.ts';
import { bulkPreview, bulkPreviewDue } from './bulk-preview.ts';

const TODAY = '2026-11-23';
const EVENT = { name: 'Spring Summit', startDate: '2027-03-15', endDate: '2027-03-16' };
const TEXT = 'Book the caterer\nT-7 Send reminders\n\nT+1 Thank the sponsors\nT-shirts for volunteers';

describe('bulk preview', () => {
  it("shows each line's due date before creating: offsets from the event, the others staggered from tomorrow", () => {
    const { tasks, problem } = bulkPreview(TEXT, EVENT, TODAY);
    expect(problem).toBeNull();
    expect(tasks.map((task) => [task.title, bulkPreviewDue(task)])).toEqual([
      ['Book the caterer', 'Due Nov 24, 2026'],
      ['Send reminders', 'Due Mar 8, 2027 · T-7'],
      ['Thank the sponsors', 'Due Mar 17, 2027 · T+1'],
      ['T-shirts for volunteers', 'Due Nov 27, 2026'],
    ]);
    expect(tasks.map((task) => task.priority)).toEqual(['high', 'high', 'high', 'high']);
  });

  it('says an offset in words until an event is chosen', () => {
    const { tasks } = bulkPreview(TEXT, null, TODAY);
    expect(tasks.map(bulkPreviewDue)).toEqual([
      'Due Nov 24, 2026',
      '7 days before start: choose the event to see the date',
      '1 day after end: choose the event to see the date',
      'Due Nov 27, 2026',
    ]);
  });

  it("names the first line whose offset cannot be used, as the server would, and keeps the others' dates", () => {
    const { tasks, problem } = bulkPreview('T-7 Send reminders\nT-9999 Far too early\nT+2', EVENT, TODAY);
    expect(problem).toBe(COUNTDOWN_MESSAGES.lineOffsetOutOfRange(2));
    expect(tasks.map(bulkPreviewDue)).toEqual([
      'Due Mar 8, 2027 · T-7',
      COUNTDOWN_MESSAGES.lineOffsetOutOfRange(2),
      COUNTDOWN_MESSAGES.lineOffsetWithoutTitle(3),
    ]);
  });

  it('warns on each line that looks like a due offset, keeps its title as typed, and dates it like any other line', () => {
    const { tasks, problem, warnings } = bulkPreview('Book the caterer\nt-2 Book the venue\nT-shirt order\nT-3 Send reminders', EVENT, TODAY);
    expect(problem).toBeNull();
    expect(warnings.map((warning) => warning.line)).toEqual([2]);
    expect(tasks.map((task) => [task.title, bulkPreviewDue(task), task.warning])).toEqual([
      ['Book the caterer', 'Due Nov 24, 2026', null],
      ['t-2 Book the venue', 'Due Nov 25, 2026', 'Line 2: “t-2” looks like a due offset; write “T-2 Book the venue” to date it from the event'],
      ['T-shirt order', 'Due Nov 26, 2026', null],
      ['Send reminders', 'Due Mar 12, 2027 · T-3', null],
    ]);
  });
});
