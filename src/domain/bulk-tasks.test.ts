import { describe, expect, it } from 'vitest';
import {
  BULK_MAX_LINES,
  bulkCreateInputSchema,
  bulkLines,
  CONFERENCE_PRESET_TASKS,
  CONFERENCE_PRESET_TEXT,
  findConferenceEvent,
  planBulkTasks,
} from './bulk-tasks.ts';

const summitDates = { startDate: '2027-03-10', endDate: '2027-03-12' };
const gala = { name: 'Gala', startDate: '2027-03-01', endDate: '2027-03-01' };
const numbered = (count: number) => Array.from({ length: count }, (_, i) => `Task ${i + 1}`).join('\n');

describe('bulkLines', () => {
  it('trims every line and drops blank ones, whatever the line ending', () => {
    expect(bulkLines('  Book venue  \n\n\t\nHire DJ\r\nPrint badges\r\n   ')).toEqual(['Book venue', 'Hire DJ', 'Print badges']);
  });

  it('gives nothing for blank text', () => {
    expect(bulkLines('')).toEqual([]);
    expect(bulkLines(' \n \n')).toEqual([]);
  });
});

describe('planBulkTasks', () => {
  it('makes one todo, unassigned task per line with the event in its description', () => {
    const plan = planBulkTasks('Book venue\n\n  Hire DJ ', { name: 'Music Summit', ...summitDates }, '2026-11-22');
    expect(plan).toEqual([
      {
        title: 'Book venue',
        description: 'Bulk created task for Music Summit',
        dueDate: '2026-11-23',
        dueAnchor: null,
        dueOffsetDays: null,
        priority: 'high',
        status: 'todo',
        assigneeId: null,
      },
      {
        title: 'Hire DJ',
        description: 'Bulk created task for Music Summit',
        dueDate: '2026-11-24',
        dueAnchor: null,
        dueOffsetDays: null,
        priority: 'high',
        status: 'todo',
        assigneeId: null,
      },
    ]);
  });

  it('staggers due dates one day per line from tomorrow, across month and year ends', () => {
    const plan = planBulkTasks(numbered(3), gala, '2026-12-30');
    expect(plan.map((task) => task.dueDate)).toEqual(['2026-12-31', '2027-01-01', '2027-01-02']);
  });

  it('counts only non-blank lines for due dates and priorities', () => {
    const plan = planBulkTasks(`\n\n${numbered(11).split('\n').join('\n\n')}`, gala, '2026-11-22');
    expect(plan).toHaveLength(11);
    expect(plan[10]).toMatchObject({ title: 'Task 11', dueDate: '2026-12-03', priority: 'medium' });
  });

  it('gives lines 1-10 high, 11-30 medium and the rest low priority', () => {
    const plan = planBulkTasks(numbered(40), gala, '2026-11-22');
    expect(plan[0]!.priority).toBe('high');
    expect(plan[9]!.priority).toBe('high');
    expect(plan[10]!.priority).toBe('medium');
    expect(plan[29]!.priority).toBe('medium');
    expect(plan[30]!.priority).toBe('low');
    expect(plan[39]!.priority).toBe('low');
    expect(plan.filter((task) => task.priority === 'high')).toHaveLength(10);
    expect(plan.filter((task) => task.priority === 'medium')).toHaveLength(20);
    expect(plan.filter((task) => task.priority === 'low')).toHaveLength(10);
  });

  it('anchors a line starting with an offset token to the event, the title without the token', () => {
    const text = 'T-90 Book the venue\nT-7 Send reminders\nT-0 Open the doors\nT+0 Pack up\nT+1 Thank the sponsors';
    expect(planBulkTasks(text, { name: 'Music Summit', ...summitDates }, '2026-11-22').map(({ title, dueDate, dueAnchor, dueOffsetDays }) => ({ title, dueDate, dueAnchor, dueOffsetDays }))).toEqual([
      { title: 'Book the venue', dueDate: '2026-12-10', dueAnchor: 'start', dueOffsetDays: -90 },
      { title: 'Send reminders', dueDate: '2027-03-03', dueAnchor: 'start', dueOffsetDays: -7 },
      { title: 'Open the doors', dueDate: '2027-03-10', dueAnchor: 'start', dueOffsetDays: 0 },
      { title: 'Pack up', dueDate: '2027-03-12', dueAnchor: 'end', dueOffsetDays: 0 },
      { title: 'Thank the sponsors', dueDate: '2027-03-13', dueAnchor: 'end', dueOffsetDays: 1 },
    ]);
  });

  it('keeps the staggered dates and the priorities by line for lines with and without tokens', () => {
    const lines = ['Hire DJ', 'T-14 Print badges', 'T-shirts for volunteers', 'Print T-90 badges', ...Array.from({ length: 8 }, (_, i) => `T-${i + 1} Task ${i + 1}`)];
    const plan = planBulkTasks(lines.join('\n'), { name: 'Music Summit', ...summitDates }, '2026-11-22');
    expect(plan.slice(0, 4).map(({ title, dueDate, dueAnchor }) => ({ title, dueDate, dueAnchor }))).toEqual([
      { title: 'Hire DJ', dueDate: '2026-11-23', dueAnchor: null },
      { title: 'Print badges', dueDate: '2027-02-24', dueAnchor: 'start' },
      { title: 'T-shirts for volunteers', dueDate: '2026-11-25', dueAnchor: null },
      { title: 'Print T-90 badges', dueDate: '2026-11-26', dueAnchor: null },
    ]);
    expect(plan.map((task) => task.priority)).toEqual([...Array(10).fill('high'), 'medium', 'medium']);
    expect(plan.at(-1)).toMatchObject({ title: 'Task 8', dueDate: '2027-03-02', dueOffsetDays: -8, priority: 'medium' });
  });

  it('gives line 1000 a due date 1000 days ahead', () => {
    const plan = planBulkTasks(numbered(1000), gala, '2026-01-01');
    expect(plan[999]).toMatchObject({ title: 'Task 1000', dueDate: '2028-09-27', priority: 'low' });
  });
});

describe('bulkCreateInputSchema', () => {
  const fieldsOf = (input: unknown) => {
    const result = bulkCreateInputSchema.safeParse(input);
    return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
  };

  it('accepts text, an event and an optional today', () => {
    expect(bulkCreateInputSchema.parse({ text: 'a\nb', eventId: 2, today: '2026-11-22' })).toEqual({
      text: 'a\nb',
      eventId: 2,
      today: '2026-11-22',
    });
    expect(bulkCreateInputSchema.parse({ text: 'a', eventId: 2 })).toEqual({ text: 'a', eventId: 2 });
  });

  it('uses the spec messages', () => {
    expect(fieldsOf({ text: '', eventId: 1 })).toEqual({ text: 'Please enter tasks' });
    expect(fieldsOf({ eventId: 1 })).toEqual({ text: 'Please enter tasks' });
    expect(fieldsOf({ text: 'Book venue' })).toEqual({ eventId: 'Please select an event' });
    expect(fieldsOf({ text: '  \n\t\n ', eventId: 1 })).toEqual({ text: 'Please enter at least one task' });
    expect(fieldsOf({ text: '', eventId: null })).toEqual({ text: 'Please enter tasks', eventId: 'Please select an event' });
  });

  it(`allows ${BULK_MAX_LINES} lines and refuses one more`, () => {
    expect(bulkCreateInputSchema.safeParse({ text: numbered(5000), eventId: 1 }).success).toBe(true);
    expect(fieldsOf({ text: numbered(5001), eventId: 1 })).toEqual({
      text: 'Please enter at most 5,000 tasks at once (this list has 5,001)',
    });
  });

  it('does not count blank lines toward the limit', () => {
    expect(bulkCreateInputSchema.safeParse({ text: `${numbered(5000)}\n\n\n  \n`, eventId: 1 }).success).toBe(true);
  });

  it('names the first line holding a control character, counting task lines', () => {
    expect(fieldsOf({ text: 'Book venue\n\nHire\u0000band\nPrint\u001Bbadges', eventId: 1 })).toEqual({
      text: 'Line 2 cannot contain control characters',
    });
    expect(fieldsOf({ text: 'Book venue\n\u0000', eventId: 1 })).toEqual({ text: 'Line 2 cannot contain control characters' });
    expect(fieldsOf({ text: 'Book\tvenue', eventId: 1 })).toEqual({ text: 'Line 1 cannot contain control characters' });
  });

  it('accepts line breaks of any kind and white space around a line', () => {
    expect(bulkCreateInputSchema.safeParse({ text: '\tBook venue \r\nHire band\rPrint badges\n', eventId: 1 }).success).toBe(true);
  });

  it('names the first line whose offset token cannot be used', () => {
    expect(fieldsOf({ text: 'Book venue\nT-90 Fine\nT-3651 Too early\nT+1', eventId: 1 })).toEqual({
      text: 'Line 3: an offset can be at most 3,650 days before or after the event',
    });
    expect(fieldsOf({ text: 'Book venue\n\nT+1   ', eventId: 1 })).toEqual({ text: 'Line 2 has an offset but no task title' });
    expect(fieldsOf({ text: 'T+0000001 Too many digits', eventId: 1 })).toEqual({
      text: 'Line 1: an offset can be at most 3,650 days before or after the event',
    });
  });

  it('accepts tokens at the limits and titles that only look like tokens', () => {
    const text = 'T-3650 Far ahead\nT+3650 Far after\nT-0 On the day\nT-shirts\nt-5 lower case\nPrint T-90 badges';
    expect(bulkCreateInputSchema.safeParse({ text, eventId: 1 }).success).toBe(true);
  });

  it('measures the title after the offset token', () => {
    expect(bulkCreateInputSchema.safeParse({ text: `T-90 ${'x'.repeat(200)}`, eventId: 1 }).success).toBe(true);
    expect(fieldsOf({ text: `T-90 ${'x'.repeat(201)}`, eventId: 1 })).toEqual({ text: 'Line 1 is too long: a task title can have at most 200 characters' });
  });

  it('names the first line that is too long for a title', () => {
    const text = ['short', 'x'.repeat(200), 'y'.repeat(201), 'z'.repeat(300)].join('\n');
    expect(fieldsOf({ text, eventId: 1 })).toEqual({ text: 'Line 3 is too long: a task title can have at most 200 characters' });
  });
});

describe('conference preset', () => {
  it('holds about 25 distinct, non-blank planning tasks, one per line', () => {
    expect(CONFERENCE_PRESET_TASKS.length).toBeGreaterThanOrEqual(20);
    expect(CONFERENCE_PRESET_TASKS.length).toBeLessThanOrEqual(30);
    expect(new Set(CONFERENCE_PRESET_TASKS).size).toBe(CONFERENCE_PRESET_TASKS.length);
    expect(bulkLines(CONFERENCE_PRESET_TEXT)).toEqual([...CONFERENCE_PRESET_TASKS]);
  });

  it('picks the first event whose name mentions a conference, ignoring case', () => {
    const events = [{ name: 'Music Summit' }, { name: 'Annual TECH CONFERENCE' }, { name: 'Conference B' }];
    expect(findConferenceEvent(events)).toBe(events[1]);
    expect(findConferenceEvent([{ name: 'Charity Run' }])).toBeUndefined();
  });
});
