import { describe, expect, it } from 'vitest';
import { COUNTDOWN_MESSAGES } from '../../../../domain/countdown.ts';
import type { TemplateTask } from '../../../entities/templates/api/templates.ts';
import { TEMPLATE_MESSAGES } from '../../../../domain/template-rules.ts';
import { fromTaskRow, templateEditFormSchema, toTaskRow } from './template-task-rows.ts';

const task = (dueAnchor: TemplateTask['dueAnchor'], dueOffsetDays: number | null): TemplateTask => ({
  title: 'Book the venue',
  description: 'Two quotes at least',
  priority: 'high',
  dueAnchor,
  dueOffsetDays,
});

describe('template task rows', () => {
  it('turn every kind of offset into days and a side of the event, and back', () => {
    const cases: [TemplateTask, string, string][] = [
      [task('start', -90), 'before-start', '90'],
      [task('start', 0), 'after-start', '0'],
      [task('start', 3), 'after-start', '3'],
      [task('end', -2), 'before-end', '2'],
      [task('end', 0), 'before-end', '0'],
      [task('end', 1), 'after-end', '1'],
      [task(null, null), 'none', ''],
    ];
    for (const [original, due, days] of cases) {
      const row = toTaskRow(original);
      expect({ due: row.due, days: row.days }).toEqual({ due, days });
      expect(fromTaskRow(row)).toEqual(original);
    }
  });

  it('ignore the days box of a row without a due date', () => {
    expect(fromTaskRow({ ...toTaskRow(task('start', -5)), due: 'none' })).toEqual(task(null, null));
  });
});

describe('templateEditFormSchema', () => {
  const row = toTaskRow(task('start', -90));
  const issues = (value: unknown) => {
    const result = templateEditFormSchema.safeParse(value);
    return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };

  it('accepts a named template with valid rows', () => {
    expect(issues({ name: 'Conference plan', tasks: [row, { ...row, due: 'none', days: 'x' }] })).toEqual([]);
  });

  it('says what is wrong with each row', () => {
    expect(
      issues({
        name: 'Conference plan',
        tasks: [
          { ...row, title: '  ' },
          { ...row, days: '' },
          { ...row, days: '1.5' },
          { ...row, days: '3651' },
        ],
      }),
    ).toEqual([
      ['tasks.0.title', 'Title is required'],
      ['tasks.1.days', COUNTDOWN_MESSAGES.anchorWithoutOffset],
      ['tasks.2.days', COUNTDOWN_MESSAGES.offsetInvalid],
      ['tasks.3.days', COUNTDOWN_MESSAGES.offsetOutOfRange],
    ]);
  });

  it('refuses a template without a name or without tasks', () => {
    expect(issues({ name: '', tasks: [] })).toEqual([
      ['name', 'Template name is required'],
      ['tasks', TEMPLATE_MESSAGES.tasksRequired],
    ]);
  });
});
