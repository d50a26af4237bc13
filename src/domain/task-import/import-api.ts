// What the import screen sends and what the server answers: the contract between the client, which
// reads and maps the file (in a Web Worker), and the server, which stores all of it in one
// transaction or none of it.
import { z } from 'zod';
import { idParamsSchema, singleLineText } from '../common.ts';
import { todaySchema, calendarDateSchema } from '../dates.ts';
import { DUE_ANCHORS } from '../countdown.ts';
import { TASK_PRIORITIES, TASK_STATUSES } from '../task-rules.ts';
import { IMPORT_FORMATS, IMPORT_MAX_ROWS, IMPORT_MESSAGES } from './import-rules.ts';

export * from './import-rules.ts';

/** POST /api/imports/{id}/undo */
export const importIdParamsSchema = idParamsSchema(IMPORT_MESSAGES.invalidImportId);

/** The name of the file the rows came from, recorded with the import. */
const importFileNameSchema = z.string().max(255, 'File name must be at most 255 characters').check(singleLineText('File name'));

/** One task to create. `row` is its record number in the file (1 = the first data row), for messages. */
export const importTaskSchema = z.object({
  row: z.number().int().min(1),
  title: z.string(),
  description: z.string().default(''),
  status: z.enum(TASK_STATUSES),
  priority: z.enum(TASK_PRIORITIES),
  /** Fixed due date, or none. Exclusive with dueAnchor. */
  dueDate: calendarDateSchema().nullable().default(null),
  dueAnchor: z.enum(DUE_ANCHORS).nullable().default(null),
  dueOffsetDays: z.number().int().nullable().default(null),
  /** An existing member of the event… */
  assigneeId: z.number().int().nullable().default(null),
  /** …or one of `newMembers`, by its index. */
  newAssignee: z.number().int().min(0).nullable().default(null),
});
export type ImportTask = z.infer<typeof importTaskSchema>;

/** A team member to create (an assignee who matched nobody, or a row of a member import). */
export const importMemberSchema = z.object({
  row: z.number().int().min(1).optional(),
  name: z.string(),
  email: z.string().default(''),
  company: z.string().default(''),
  role: z.string().default(''),
});
export type ImportMember = z.infer<typeof importMemberSchema>;

/** The rows of an import: at least one, at most IMPORT_MAX_ROWS, refused with the screen's own messages. */
function rowsSchema<T extends z.ZodType>(row: T) {
  return z
    .array(row)
    .min(1, { error: IMPORT_MESSAGES.noRows })
    .max(IMPORT_MAX_ROWS, { error: (issue) => IMPORT_MESSAGES.tooManyRows(Array.isArray(issue.input) ? issue.input.length : IMPORT_MAX_ROWS + 1) });
}

/** POST /api/events/{id}/imports/tasks */
export const importTasksInputSchema = z.object({
  format: z.enum(IMPORT_FORMATS),
  fileName: importFileNameSchema,
  /** The caller's today (join date of new members). */
  today: todaySchema.optional(),
  newMembers: z.array(importMemberSchema).max(IMPORT_MAX_ROWS).default([]),
  tasks: rowsSchema(importTaskSchema),
});
export type ImportTasksInput = z.infer<typeof importTasksInputSchema>;

/** POST /api/events/{id}/imports/members */
export const importMembersInputSchema = z.object({
  format: z.enum(IMPORT_FORMATS),
  fileName: importFileNameSchema,
  today: todaySchema.optional(),
  members: rowsSchema(importMemberSchema),
});
export type ImportMembersInput = z.infer<typeof importMembersInputSchema>;

export const importResultSchema = z.object({
  importId: z.number().int(),
  tasksCreated: z.number().int(),
  membersCreated: z.number().int(),
  /** Lists exactly the imported tasks: GET /api/tasks?batch={batchId}; null for a member import. */
  batchId: z.number().int().nullable(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** POST /api/imports/{id}/undo */
export const undoImportResultSchema = z.object({
  tasksRemoved: z.number().int(),
  membersRemoved: z.number().int(),
});
export type UndoImportResult = z.infer<typeof undoImportResultSchema>;
