import { z } from 'zod';
import { COUNTDOWN_MESSAGES, MAX_OFFSET_DAYS, type DueOffset } from '../../../../domain/countdown.ts';
import { DEFAULT_TASK_PRIORITY, TASK_MESSAGES, TASK_PRIORITIES, TITLE_MAX_LENGTH } from '../../../../domain/task-rules.ts';
import { TEMPLATE_MAX_TASKS, TEMPLATE_MESSAGES, templateNameSchema } from '../../../../domain/templates.ts';
import type { TemplateTask } from '../../../entities/templates/api/templates.ts';

/** When a template task is due, as the edit form asks it: a number of days and one of these. */
export const DUE_CHOICES = ['none', 'before-start', 'after-start', 'before-end', 'after-end'] as const;
export type DueChoice = (typeof DUE_CHOICES)[number];

export const DUE_CHOICE_LABELS: Record<DueChoice, string> = {
  none: 'No due date',
  'before-start': 'days before start',
  'after-start': 'days after start',
  'before-end': 'days before end',
  'after-end': 'days after end',
};

/** One task of the edit form; `days` is the text of its number box. */
export interface TemplateTaskRow {
  title: string;
  description: string;
  priority: TemplateTask['priority'];
  due: DueChoice;
  days: string;
}

export const EMPTY_TASK_ROW: TemplateTaskRow = { title: '', description: '', priority: DEFAULT_TASK_PRIORITY, due: 'before-start', days: '' };

export function toTaskRow(task: TemplateTask): TemplateTaskRow {
  const row = { title: task.title, description: task.description, priority: task.priority };
  if (task.dueAnchor === null || task.dueOffsetDays === null) return { ...row, due: 'none', days: '' };
  const days = task.dueOffsetDays;
  const before = task.dueAnchor === 'start' ? days < 0 : days <= 0;
  const due: DueChoice = `${before ? 'before' : 'after'}-${task.dueAnchor}`;
  // "0 days after start" and "0 days before end" read best for the event's first and last days.
  return { ...row, due, days: String(Math.abs(days)) };
}

/** The offset a row stands for (after validation: its days are a whole number in range), or null for none. */
export function rowOffset(row: Pick<TemplateTaskRow, 'due' | 'days'>): DueOffset | null {
  if (row.due === 'none') return null;
  const [side, anchor] = row.due.split('-') as ['before' | 'after', DueOffset['anchor']];
  const days = Number(row.days);
  return { anchor, offsetDays: side === 'before' && days !== 0 ? -days : days };
}

export function fromTaskRow(row: TemplateTaskRow): TemplateTask {
  const offset = rowOffset(row);
  return {
    title: row.title.trim(),
    description: row.description,
    priority: row.priority,
    dueAnchor: offset?.anchor ?? null,
    dueOffsetDays: offset?.offsetDays ?? null,
  };
}

/** The days box of a row with a due date: a whole number of days within reach. */
export function dayCountProblem(days: string): string | null {
  const text = days.trim();
  if (text === '') return COUNTDOWN_MESSAGES.anchorWithoutOffset;
  if (!/^\d+$/.test(text)) return COUNTDOWN_MESSAGES.offsetInvalid;
  if (Number(text) > MAX_OFFSET_DAYS) return COUNTDOWN_MESSAGES.offsetOutOfRange;
  return null;
}

const taskRowSchema = z
  .object({
    title: z.string().trim().min(1, TASK_MESSAGES.titleRequired).max(TITLE_MAX_LENGTH, TASK_MESSAGES.titleTooLong),
    description: z.string(),
    priority: z.enum(TASK_PRIORITIES, { error: TASK_MESSAGES.priorityInvalid }),
    due: z.enum(DUE_CHOICES),
    days: z.string(),
  })
  .superRefine((row, context) => {
    if (row.due === 'none') return;
    const problem = dayCountProblem(row.days);
    if (problem) context.addIssue({ code: 'custom', path: ['days'], message: problem });
  });

/** The edit-template form: its name and its whole task list. */
export const templateEditFormSchema = z.object({
  name: templateNameSchema,
  tasks: z.array(taskRowSchema).min(1, TEMPLATE_MESSAGES.tasksRequired).max(TEMPLATE_MAX_TASKS, TEMPLATE_MESSAGES.tooManyTasks),
});
export type TemplateEditForm = z.input<typeof templateEditFormSchema>;
