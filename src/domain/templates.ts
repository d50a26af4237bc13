import { z } from 'zod';
import { idParamsSchema, idSchema, singleLineText } from './common.ts';
import { COUNTDOWN_MESSAGES, DUE_ANCHORS, MAX_OFFSET_DAYS } from './countdown.ts';
import { eventFormSchema } from './events.ts';
import { pageSchema, paginationQuerySchema } from './pagination.ts';
import { MAX_PAGE_SIZE } from './pagination-rules.ts';
import { createTaskInputSchema, DEFAULT_TASK_PRIORITY, taskPrioritySchema } from './tasks.ts';
import { DEFAULT_PAST_TASK_CHOICE, PAST_TASK_CHOICES, PAST_TASK_MESSAGES } from './template-fit.ts';
import { BUILT_IN_TEMPLATE_KEYS, TEMPLATE_MAX_TASKS, TEMPLATE_MESSAGES, TEMPLATE_NAME_MAX_LENGTH } from './template-rules.ts';

export * from './template-fit.ts';
export * from './template-rules.ts';

export const templateNameSchema = z
  .string({ error: TEMPLATE_MESSAGES.nameRequired })
  .trim()
  .min(1, { error: TEMPLATE_MESSAGES.nameRequired, abort: true })
  .max(TEMPLATE_NAME_MAX_LENGTH, TEMPLATE_MESSAGES.nameTooLong)
  .check(singleLineText('Template name'));

export const dueAnchorSchema = z.enum(DUE_ANCHORS, { error: COUNTDOWN_MESSAGES.anchorInvalid });

export const dueOffsetDaysSchema = z
  .number({ error: COUNTDOWN_MESSAGES.offsetInvalid })
  .int({ error: COUNTDOWN_MESSAGES.offsetInvalid, abort: true })
  .min(-MAX_OFFSET_DAYS, COUNTDOWN_MESSAGES.offsetOutOfRange)
  .max(MAX_OFFSET_DAYS, COUNTDOWN_MESSAGES.offsetOutOfRange);

/**
 * One task of a template as it is sent: the title, description and priority rules of a task, and a
 * due date relative to the event (anchor and offset both set) or none (both null or absent).
 */
export const templateTaskInputSchema = z
  .object({
    title: createTaskInputSchema.shape.title,
    description: createTaskInputSchema.shape.description.unwrap().default(''),
    priority: taskPrioritySchema.default(DEFAULT_TASK_PRIORITY),
    dueAnchor: dueAnchorSchema.nullable().default(null),
    dueOffsetDays: dueOffsetDaysSchema.nullable().default(null),
  })
  .superRefine((task, context) => {
    if (task.dueAnchor !== null && task.dueOffsetDays === null) {
      context.addIssue({ code: 'custom', path: ['dueOffsetDays'], message: COUNTDOWN_MESSAGES.anchorWithoutOffset });
    }
    if (task.dueAnchor === null && task.dueOffsetDays !== null) {
      context.addIssue({ code: 'custom', path: ['dueAnchor'], message: COUNTDOWN_MESSAGES.offsetWithoutAnchor });
    }
  });
export type TemplateTaskInput = z.input<typeof templateTaskInputSchema>;

export const templateTasksInputSchema = z
  .array(templateTaskInputSchema, { error: TEMPLATE_MESSAGES.tasksInvalid })
  .min(1, TEMPLATE_MESSAGES.tasksRequired)
  .max(TEMPLATE_MAX_TASKS, TEMPLATE_MESSAGES.tooManyTasks);

const templateEventIdSchema = idSchema(TEMPLATE_MESSAGES.eventRequired, TEMPLATE_MESSAGES.eventNotFound);

/** Save the tasks of one of your events as a template. */
export const saveTemplateFromEventInputSchema = z.object({ name: templateNameSchema, eventId: templateEventIdSchema });
export type SaveTemplateFromEventInput = z.infer<typeof saveTemplateFromEventInputSchema>;

/** Save a list of tasks as a template. */
export const saveTemplateWithTasksInputSchema = z.object({ name: templateNameSchema, tasks: templateTasksInputSchema });
export type SaveTemplateWithTasksInput = z.infer<typeof saveTemplateWithTasksInputSchema>;

/**
 * Body of POST /api/templates: a name and either `eventId` or `tasks`. One object with both optional
 * (rather than a union) so the OpenAPI document lists every field.
 */
export const createTemplateInputSchema = z
  .object({
    name: templateNameSchema,
    eventId: templateEventIdSchema.optional(),
    tasks: templateTasksInputSchema.optional(),
  })
  .superRefine((body, context) => {
    if (body.eventId === undefined && body.tasks === undefined) {
      context.addIssue({ code: 'custom', path: ['tasks'], message: TEMPLATE_MESSAGES.tasksRequired });
    }
    if (body.eventId !== undefined && body.tasks !== undefined) {
      context.addIssue({ code: 'custom', path: ['eventId'], message: TEMPLATE_MESSAGES.eventOrTasks });
    }
  });
export type CreateTemplateInput = z.infer<typeof createTemplateInputSchema>;

/** Body of PATCH /api/templates/{id}: a new name, a new task list (replacing the whole list), or both. */
export const updateTemplateInputSchema = z.object({
  name: templateNameSchema.optional(),
  tasks: templateTasksInputSchema.optional(),
});
export type UpdateTemplateInput = z.infer<typeof updateTemplateInputSchema>;

export const pastTaskChoiceSchema = z
  .enum(PAST_TASK_CHOICES, { error: PAST_TASK_MESSAGES.invalidChoice })
  .default(DEFAULT_PAST_TASK_CHOICE)
  .describe(
    "What to do with the template's tasks that would be due before `today`: `fit` spreads them between today and the " +
      "event's first day, in order and with their spacing in proportion (still relative to the event, with new offsets; " +
      'refused once the event has started), `keep` creates them as they are (past due), `skip` leaves them out. Default `keep`.',
  );

/**
 * Body of POST /api/templates/{id}/events and …/built-in/{key}/events: the body of POST /api/events
 * plus what to do with the tasks that would already be past due.
 */
export const createEventFromTemplateInputSchema = eventFormSchema
  .safeExtend({ pastTasks: pastTaskChoiceSchema })
  .transform(({ endDate, ...event }) => ({ ...event, endDate: endDate || event.startDate }));
export type CreateEventFromTemplateInput = z.infer<typeof createEventFromTemplateInputSchema>;

// ---------------------------------------------------------------------------------------------
// Responses and parameters

export const templateTaskSchema = z
  .object({
    title: z.string(),
    description: z.string(),
    priority: taskPrioritySchema,
    dueAnchor: dueAnchorSchema.nullable(),
    dueOffsetDays: z.number().int().nullable(),
  })
  .meta({ id: 'TemplateTask' });

export const templateSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    tasks: z.array(templateTaskSchema),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Template' });
export type Template = z.infer<typeof templateSchema>;

export const templateSummarySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    taskCount: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'TemplateSummary' });
export type TemplateSummary = z.infer<typeof templateSummarySchema>;

export const builtInTemplateSchema = z
  .object({
    key: z.enum(BUILT_IN_TEMPLATE_KEYS),
    name: z.string(),
    description: z.string(),
    tasks: z.array(templateTaskSchema),
  })
  .meta({ id: 'BuiltInTemplate' });

export const builtInTemplateListSchema = z.object({ items: z.array(builtInTemplateSchema) });

export const templateIdParamsSchema = idParamsSchema(TEMPLATE_MESSAGES.invalidId);

/** Any text: a key that names no built-in template answers 404. */
export const builtInTemplateParamsSchema = z.object({ key: z.string() });

/** The own templates, A to Z; a page holds up to 500 so a picker usually needs one. */
export const listTemplatesQuerySchema = paginationQuerySchema.extend({
  limit: paginationQuerySchema.shape.limit.unwrap().default(MAX_PAGE_SIZE),
});

export const templateListSchema = pageSchema(templateSummarySchema);
export type TemplateList = z.infer<typeof templateListSchema>;
