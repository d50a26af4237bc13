import { describe, expect, it } from 'vitest';
import { BUILT_IN_TEMPLATES, findBuiltInTemplate } from './built-in-templates.ts';
import {
  BUILT_IN_TEMPLATE_KEYS,
  createTemplateInputSchema,
  firstTaskOutOfRange,
  planTemplateTasks,
  templateTaskFromEventTask,
  templateTasksInputSchema,
  updateTemplateInputSchema,
  type TemplateTask,
} from './templates.ts';

const fieldErrors = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.map(String).join('.'), issue.message]));

const task = (overrides: Partial<TemplateTask> = {}) => ({ title: 'Book the venue', ...overrides });

describe('built-in templates', () => {
  it('ships exactly the conference, wedding and meetup templates', () => {
    expect(BUILT_IN_TEMPLATES.map((template) => template.key)).toEqual([...BUILT_IN_TEMPLATE_KEYS]);
    expect(findBuiltInTemplate('wedding')?.name).toBe('Wedding');
    expect(findBuiltInTemplate('picnic')).toBeUndefined();
  });

  describe.each(BUILT_IN_TEMPLATES.map((template) => [template.key, template] as const))('%s', (_key, template) => {
    it('is a valid template by the same schema a saved one must pass, unchanged by it', () => {
      const parsed = createTemplateInputSchema.safeParse({ name: template.name, tasks: template.tasks });
      expect(fieldErrors(parsed)).toEqual({});
      expect(parsed.data?.tasks).toEqual(template.tasks);
    });

    it('holds 20 to 40 tasks with unique titles and a one-line description each', () => {
      expect(template.tasks.length).toBeGreaterThanOrEqual(20);
      expect(template.tasks.length).toBeLessThanOrEqual(40);
      const titles = template.tasks.map((t) => t.title.toLowerCase());
      expect(new Set(titles).size).toBe(titles.length);
      for (const t of template.tasks) {
        expect(t.description.length, t.title).toBeGreaterThan(20);
        expect(t.description, t.title).not.toMatch(/\n/);
      }
      expect(template.description.length).toBeGreaterThan(20);
    });

    it('dates every task, in order: before and on the first day from the start, after the event from the end', () => {
      const order = template.tasks.map((t) => {
        expect(t.dueAnchor, t.title).not.toBeNull();
        if (t.dueAnchor === 'start') expect(t.dueOffsetDays, t.title).toBeLessThanOrEqual(0);
        if (t.dueAnchor === 'end') expect(t.dueOffsetDays, t.title).toBeGreaterThanOrEqual(0);
        return [t.dueAnchor === 'start' ? 0 : 1, t.dueOffsetDays!] as const;
      });
      const sorted = [...order].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
      expect(order).toEqual(sorted);
      // Planning starts weeks ahead and follow-up happens after the event.
      expect(order[0]![1]).toBeLessThanOrEqual(-30);
      expect(order.at(-1)![0]).toBe(1);
    });

    it('mixes priorities, with the earliest bookings among the high ones', () => {
      const priorities = new Set(template.tasks.map((t) => t.priority));
      expect(priorities).toEqual(new Set(['high', 'medium', 'low']));
      expect(template.tasks[0]!.priority).toBe('high');
    });
  });

  it('puts the wedding venue booking months ahead and the thank-you cards after the day', () => {
    const wedding = findBuiltInTemplate('wedding')!;
    const venue = wedding.tasks.find((t) => t.title.includes('venue'))!;
    expect(venue.dueAnchor).toBe('start');
    expect(venue.dueOffsetDays!).toBeLessThanOrEqual(-120);
    const thanks = wedding.tasks.find((t) => t.title === 'Send thank-you cards')!;
    expect(thanks).toMatchObject({ dueAnchor: 'end', dueOffsetDays: 14 });
  });
});

describe('template task schema', () => {
  it('fills in an empty description, medium priority and no due date', () => {
    expect(templateTasksInputSchema.parse([task()])).toEqual([
      { title: 'Book the venue', description: '', priority: 'medium', dueAnchor: null, dueOffsetDays: null },
    ]);
  });

  it('takes an anchor with an offset up to 3,650 days either way', () => {
    const parsed = templateTasksInputSchema.parse([
      task({ dueAnchor: 'start', dueOffsetDays: -3650 }),
      task({ title: 'Pay suppliers', dueAnchor: 'end', dueOffsetDays: 3650 }),
    ]);
    expect(parsed.map((t) => [t.dueAnchor, t.dueOffsetDays])).toEqual([
      ['start', -3650],
      ['end', 3650],
    ]);
  });

  it('refuses an offset beyond 3,650 days, a fractional offset, an unknown anchor, and one without the other', () => {
    const result = templateTasksInputSchema.safeParse([
      task({ dueAnchor: 'start', dueOffsetDays: 3651 }),
      task({ dueAnchor: 'start', dueOffsetDays: 1.5 }),
      { title: 'Book', dueAnchor: 'middle', dueOffsetDays: 3 },
      task({ dueAnchor: 'end' }),
      task({ dueOffsetDays: -7 }),
    ]);
    expect(fieldErrors(result)).toEqual({
      '0.dueOffsetDays': 'Offset must be between -3,650 and 3,650 days',
      '1.dueOffsetDays': 'Offset must be a whole number of days',
      '2.dueAnchor': 'Anchor must be start or end',
      '3.dueOffsetDays': 'Enter how many days before or after the event the task is due',
      '4.dueAnchor': 'Choose whether the offset counts from the start or the end of the event',
    });
  });

  it('keeps the task rules: a title is required and fits one line', () => {
    const result = templateTasksInputSchema.safeParse([{ title: '   ' }, { title: 'Book\nvenue' }, { title: 'x'.repeat(201) }]);
    expect(fieldErrors(result)).toEqual({
      '0.title': 'Title is required',
      '1.title': 'Title cannot contain control characters',
      '2.title': 'Title must be at most 200 characters',
    });
  });

  it('refuses an empty list and more than 500 tasks', () => {
    expect(fieldErrors(templateTasksInputSchema.safeParse([]))).toEqual({ '': 'A template needs at least one task' });
    const tooMany = Array.from({ length: 501 }, (_, i) => task({ title: `Task ${i}` }));
    expect(fieldErrors(templateTasksInputSchema.safeParse(tooMany))).toEqual({ '': 'A template can hold at most 500 tasks' });
    expect(templateTasksInputSchema.safeParse(tooMany.slice(0, 500)).success).toBe(true);
  });
});

describe('create and update bodies', () => {
  it('needs a trimmed one-line name of at most 100 characters', () => {
    expect(createTemplateInputSchema.parse({ name: '  Spring gala  ', eventId: 4 })).toEqual({ name: 'Spring gala', eventId: 4 });
    expect(fieldErrors(createTemplateInputSchema.safeParse({ name: ' ', eventId: 4 }))).toEqual({ name: 'Template name is required' });
    expect(fieldErrors(createTemplateInputSchema.safeParse({ name: 'x'.repeat(101), eventId: 4 }))).toEqual({
      name: 'Template name must be at most 100 characters',
    });
    expect(fieldErrors(createTemplateInputSchema.safeParse({ name: 'Gala\tplan', eventId: 4 }))).toEqual({
      name: 'Template name cannot contain control characters',
    });
  });

  it('takes either an event or tasks, not neither and not both', () => {
    expect(fieldErrors(createTemplateInputSchema.safeParse({ name: 'Gala' }))).toEqual({ tasks: 'A template needs at least one task' });
    expect(fieldErrors(createTemplateInputSchema.safeParse({ name: 'Gala', eventId: 4, tasks: [task()] }))).toEqual({
      eventId: 'Save either the tasks of an event or a list of tasks, not both',
    });
  });

  it('updates the name, the tasks or both', () => {
    expect(updateTemplateInputSchema.parse({ name: ' Renamed ' })).toEqual({ name: 'Renamed' });
    expect(fieldErrors(updateTemplateInputSchema.safeParse({ tasks: [] }))).toEqual({ tasks: 'A template needs at least one task' });
  });
});

describe('template arithmetic', () => {
  const event = { startDate: '2030-06-10', endDate: '2030-06-12' };

  it('keeps an anchored task, makes a fixed date start-relative and leaves an undated task undated', () => {
    const base = { description: 'd', priority: 'high' as const };
    expect(templateTaskFromEventTask({ ...base, title: 'A', dueDate: '2030-06-14', dueAnchor: 'end', dueOffsetDays: 2 }, event)).toEqual({
      ...base,
      title: 'A',
      dueAnchor: 'end',
      dueOffsetDays: 2,
    });
    expect(templateTaskFromEventTask({ ...base, title: 'B', dueDate: '2030-05-31', dueAnchor: null, dueOffsetDays: null }, event)).toEqual({
      ...base,
      title: 'B',
      dueAnchor: 'start',
      dueOffsetDays: -10,
    });
    expect(templateTaskFromEventTask({ ...base, title: 'C', dueDate: null, dueAnchor: null, dueOffsetDays: null }, event)).toEqual({
      ...base,
      title: 'C',
      dueAnchor: null,
      dueOffsetDays: null,
    });
  });

  it("dates a template's tasks from a new event's start and end, across a leap day", () => {
    const tasks: TemplateTask[] = [
      { title: 'Venue', description: '', priority: 'high', dueAnchor: 'start', dueOffsetDays: -1 },
      { title: 'Thanks', description: '', priority: 'low', dueAnchor: 'end', dueOffsetDays: 2 },
      { title: 'Someday', description: '', priority: 'low', dueAnchor: null, dueOffsetDays: null },
    ];
    const planned = planTemplateTasks(tasks, { startDate: '2028-03-01', endDate: '2028-03-02' });
    expect(planned.map((t) => t.dueDate)).toEqual(['2028-02-29', '2028-03-04', null]);
    expect(firstTaskOutOfRange(planned)).toBeUndefined();
  });

  it('finds the first task the app could not store', () => {
    const tasks: TemplateTask[] = [
      { title: 'Fine', description: '', priority: 'high', dueAnchor: 'start', dueOffsetDays: 0 },
      { title: 'Too early', description: '', priority: 'high', dueAnchor: 'start', dueOffsetDays: -30 },
    ];
    const planned = planTemplateTasks(tasks, { startDate: '1900-01-10', endDate: '1900-01-10' });
    expect(firstTaskOutOfRange(planned)?.title).toBe('Too early');
  });
});
