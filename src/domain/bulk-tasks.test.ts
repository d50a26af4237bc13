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
    const plan = planBulkTasks('Book venue\n\n  Hire DJ ', 'Music Summit', '2026-11-22');
    expect(plan).toEqual([
      {
        title: 'Book venue',
        description: 'Bulk created task for Music Summit',
        dueDate: '2026-11-23',
        priority: 'high',
        status: 'todo',
        assigneeId: null,
      },
      {
        title: 'Hire DJ',
        description: 'Bulk created task for Music Summit',
        dueDate: '2026-11-24',
        priority: 'high',
        status: 'todo',
        assigneeId: null,
      },
    ]);
  });

  it('staggers due dates one day per line from tomorrow, across month and year ends', () => {
    const plan = planBulkTasks(numbered(3), 'Gala', '2026-12-30');
    expect(plan.map((task) => task.dueDate)).toEqual(['2026-12-31', '2027-01-01', '2027-01-02']);
  });

  it('counts only non-blank lines for due dates and priorities', () => {
    const plan = planBulkTasks(`\n\n${numbered(11).split('\n').join('\n\n')}`, 'Gala', '2026-11-22');
    expect(plan).toHaveLength(11);
    expect(plan[10]).toMatchObject({ title: 'Task 11', dueDate: '2026-12-03', priority: 'medium' });
  });

  it('gives lines 1-10 high, 11-30 medium and the rest low priority', () => {
    const plan = planBulkTasks(numbered(40), 'Gala', '2026-11-22');
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

  it('gives line 1000 a due date 1000 days ahead', () => {
    const plan = planBulkTasks(numbered(1000), 'Gala', '2026-01-01');
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
