import { z } from 'zod';
import { idSchema, multiLineText, singleLineText } from './common.ts';
import { dueAnchorSchema, templateTaskInputSchema } from './templates.ts';
import { taskPrioritySchema } from './tasks.ts';
import { BUILT_IN_TEMPLATE_KEYS } from './template-rules.ts';
import {
  GENIE_IDEA_COUNT,
  GENIE_MESSAGES,
  GENIE_MOODS,
  GENIE_SEED_MAX,
  withWording,
  type GenieTheme,
  type GenieWording,
} from './event-genie-rules.ts';

// The rules without zod (curated sets, contrast, composition) live in event-genie-rules.ts, for the
// page; re-exported here with the schemas of the API and of the language model's answer.
export * from './event-genie-rules.ts';

export const genieMoodSchema = z.enum(GENIE_MOODS, { error: GENIE_MESSAGES.moodInvalid });
export const genieEventTypeSchema = z.enum(BUILT_IN_TEMPLATE_KEYS, { error: GENIE_MESSAGES.typeInvalid });

/** Body of POST /api/event-genie/themes. */
export const composeThemeInputSchema = z.object({
  eventId: idSchema(GENIE_MESSAGES.eventRequired),
  mood: genieMoodSchema,
  eventType: genieEventTypeSchema
    .optional()
    .describe('conference, wedding or meetup; read from the event’s name and description when omitted (a meetup when neither says)'),
  seed: z
    .number({ error: GENIE_MESSAGES.seedInvalid })
    .int({ error: GENIE_MESSAGES.seedInvalid })
    .min(0, GENIE_MESSAGES.seedInvalid)
    .max(GENIE_SEED_MAX, GENIE_MESSAGES.seedInvalid)
    .optional()
    .describe('The same seed composes the same curated theme; a new one when omitted'),
});
export type ComposeThemeInput = z.infer<typeof composeThemeInputSchema>;

export const GENIE_TAGLINE_MAX_LENGTH = 200;
export const GENIE_APPLY_MAX_TASKS = 50;

/** Body of POST /api/event-genie/apply: the tagline for the description, the skeleton as tasks, or both. */
export const applyThemeInputSchema = z
  .object({
    eventId: idSchema(GENIE_MESSAGES.eventRequired),
    tagline: z
      .string({ error: 'Tagline must be text' })
      .trim()
      .min(1, 'Tagline is required')
      .max(GENIE_TAGLINE_MAX_LENGTH, `Tagline must be at most ${GENIE_TAGLINE_MAX_LENGTH} characters`)
      .check(singleLineText('Tagline'))
      .optional()
      .describe("Put first in the event's description (unchanged when it already starts with it)"),
    tasks: z
      .array(templateTaskInputSchema, { error: 'Tasks must be a list of tasks' })
      .max(GENIE_APPLY_MAX_TASKS, `At most ${GENIE_APPLY_MAX_TASKS} tasks at once`)
      .optional()
      .describe('Created as To Do tasks of the event, due relative to it as each says'),
  })
  .superRefine((body, context) => {
    if (body.tagline === undefined && (body.tasks === undefined || body.tasks.length === 0)) {
      context.addIssue({ code: 'custom', path: ['tasks'], message: GENIE_MESSAGES.nothingToApply });
    }
  });
export type ApplyThemeInput = z.infer<typeof applyThemeInputSchema>;

// ---------------------------------------------------------------------------------------------
// Responses

const coloursSchema = z.object({
  background: z.string(),
  surface: z.string(),
  text: z.string(),
  accent: z.string(),
  onAccent: z.string(),
});
const fontSchema = z.object({ name: z.string(), stack: z.string() });

export const genieThemeSchema = z
  .object({
    name: z.string(),
    tagline: z.string(),
    mood: genieMoodSchema,
    eventType: genieEventTypeSchema,
    seed: z.number().int(),
    palette: z.object({
      name: z.string(),
      colours: coloursSchema,
      swatches: z.array(z.object({ role: coloursSchema.keyof(), label: z.string(), hex: z.string() })),
      pairs: z.array(z.object({ label: z.string(), foreground: z.string(), background: z.string(), ratio: z.number() })),
    }),
    fonts: z.object({ heading: fontSchema, body: fontSchema }),
    decorations: z.array(z.string()),
    activities: z.array(z.string()),
    skeleton: z.array(
      z.object({
        title: z.string(),
        description: z.string(),
        priority: taskPrioritySchema,
        dueAnchor: dueAnchorSchema.nullable(),
        dueOffsetDays: z.number().int().nullable(),
        dueDate: z.string().nullable(),
      }),
    ),
    templateName: z.string(),
  })
  .meta({ id: 'GenieTheme' });

export const composedThemeSchema = z
  .object({
    theme: genieThemeSchema,
    event: z.object({ id: z.number().int(), name: z.string(), startDate: z.string(), endDate: z.string() }).describe('The event the theme is for'),
    source: z.enum(['curated', 'model']).describe('curated: composed from the sets that ship with Eventry; model: wording by the configured language model'),
    model: z.string().nullable().describe('The configured model that worded the theme; null for a curated theme'),
  })
  .meta({ id: 'ComposedTheme' });
export type ComposedTheme = z.infer<typeof composedThemeSchema>;

export const appliedThemeSchema = z.object({
  eventId: z.number().int(),
  descriptionUpdated: z.boolean(),
  createdTasks: z.number().int(),
  skippedTasks: z.number().int().describe('Tasks not created because a task of the same title is already in the event'),
  batchId: z.number().int().nullable().describe('Lists exactly the created tasks: GET /api/tasks?batch=…; null when none were created'),
});
export type AppliedTheme = z.infer<typeof appliedThemeSchema>;

// ---------------------------------------------------------------------------------------------
// The language model's answer

const ideaSchema = z.string().trim().min(3).max(160).check(singleLineText('Idea'));

/** What the model must answer: short, single-line wording, exactly as many ideas as the page shows. */
export const genieWordingSchema = z.object({
  name: z.string().trim().min(2).max(60).check(singleLineText('Name')),
  tagline: z.string().trim().min(5).max(GENIE_TAGLINE_MAX_LENGTH).check(singleLineText('Tagline')),
  decorations: z.array(ideaSchema).length(GENIE_IDEA_COUNT),
  activities: z.array(ideaSchema).length(GENIE_IDEA_COUNT),
});

/** The OpenAI chat completions answer, as much of it as we read. */
const chatCompletionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().check(multiLineText('Content')) }) })).min(1),
});

export type ModelAnswer = { ok: true; wording: GenieWording } | { ok: false; reason: string };

/** The JSON object in a message, with or without a ```json fence around it. */
function jsonIn(content: string): unknown {
  let text = content.trim();
  if (text.startsWith('```') && text.endsWith('```') && text.length >= 6) {
    const firstLineEnd = text.indexOf('\n');
    text = firstLineEnd === -1 ? '' : text.slice(firstLineEnd + 1, -3);
  }
  return JSON.parse(text);
}

/** Reads the wording from a chat completions answer (parsed JSON); the reason when it holds none that fits. */
export function readModelAnswer(body: unknown): ModelAnswer {
  const completion = chatCompletionSchema.safeParse(body);
  if (!completion.success) return { ok: false, reason: 'the answer is not a chat completion' };
  let content: unknown;
  try {
    content = jsonIn(completion.data.choices[0]!.message.content);
  } catch {
    return { ok: false, reason: 'the message is not JSON' };
  }
  const wording = genieWordingSchema.safeParse(content);
  if (!wording.success) {
    const fields = [...new Set(wording.error.issues.map((issue) => issue.path.join('.') || 'message'))].join(', ');
    return { ok: false, reason: `the wording does not fit the schema (${fields})` };
  }
  return { ok: true, wording: wording.data };
}

/** The theme with the model's wording when the answer fits, the curated theme otherwise. */
export function themeWithModelAnswer(curated: GenieTheme, body: unknown): { theme: GenieTheme; source: 'curated' | 'model'; reason?: string } {
  const answer = readModelAnswer(body);
  if (!answer.ok) return { theme: curated, source: 'curated', reason: answer.reason };
  return { theme: withWording(curated, answer.wording), source: 'model' };
}
