import { z } from 'zod';
import { BULK_MAX_LINES, BULK_MESSAGES, bulkLines } from './bulk-task-rules.ts';
import { hasNoControlCharacters } from './common.ts';
import { bulkLineOffsetProblem, parseBulkLineOffset } from './countdown.ts';
import { todaySchema } from './dates.ts';
import { taskEventIdSchema, TITLE_MAX_LENGTH } from './tasks.ts';

export * from './bulk-task-rules.ts';

const bulkTextSchema = z
  .string({ error: BULK_MESSAGES.textRequired })
  .min(1, { error: BULK_MESSAGES.textRequired, abort: true })
  .superRefine((text, context) => {
    const lines = bulkLines(text);
    if (lines.length === 0) {
      context.addIssue({ code: 'custom', message: BULK_MESSAGES.noLines });
      return;
    }
    if (lines.length > BULK_MAX_LINES) {
      context.addIssue({ code: 'custom', message: BULK_MESSAGES.tooManyLines(lines.length) });
      return;
    }
    const offsetProblem = lines.map((line, index) => bulkLineOffsetProblem(line, index + 1)).find((problem) => problem !== null);
    if (offsetProblem) {
      context.addIssue({ code: 'custom', message: offsetProblem });
      return;
    }
    // The title is what follows an offset token.
    const titleOf = (line: string) => {
      const parsed = parseBulkLineOffset(line);
      return parsed.kind === 'invalid' ? line : parsed.title;
    };
    const tooLong = lines.findIndex((line) => titleOf(line).length > TITLE_MAX_LENGTH);
    if (tooLong !== -1) {
      context.addIssue({ code: 'custom', message: BULK_MESSAGES.lineTooLong(tooLong + 1) });
      return;
    }
    // Each line becomes a title, a one-line field: line breaks separate tasks, nothing else may be a control character.
    const withControl = lines.findIndex((line) => !hasNoControlCharacters(line));
    if (withControl !== -1) context.addIssue({ code: 'custom', message: BULK_MESSAGES.lineControlCharacters(withControl + 1) });
  });

export const bulkCreateInputSchema = z.object({
  text: bulkTextSchema,
  eventId: taskEventIdSchema,
  /** The caller's today: the first task is due the day after. The server's date when absent. */
  today: todaySchema.optional(),
});
export type BulkCreateInput = z.infer<typeof bulkCreateInputSchema>;

export const bulkCreateResultSchema = z.object({
  successful: z.number().int(),
  failed: z.number().int(),
  totalTasks: z.number().int(),
  /** Ids of the stored tasks, ascending (the connection check deletes its test tasks by them). */
  taskIds: z.array(z.number().int()),
  /** Lists exactly these tasks: GET /api/tasks?batch={batchId}. */
  batchId: z.number().int(),
});
export type BulkCreateResult = z.infer<typeof bulkCreateResultSchema>;

/** An event whose name contains this word is chosen when the modal opens with the preset list. */
export const CONFERENCE_PRESET_EVENT_KEYWORD = 'conference';

export const CONFERENCE_PRESET_TASKS = [
  'Confirm conference venue and sign the contract',
  'Set the conference budget and get it approved',
  'Book keynote speakers',
  'Send call for papers and track submissions',
  'Build the session schedule and agenda',
  'Launch the conference website',
  'Open attendee registration and ticket sales',
  'Set up early-bird pricing and discount codes',
  'Arrange catering for breakfasts, lunches and coffee breaks',
  'Book audio-visual equipment and technicians',
  'Reserve hotel room blocks for speakers and attendees',
  'Arrange airport transfers for speakers',
  'Design and order attendee badges and lanyards',
  'Print signage, banners and the printed programme',
  'Recruit and brief event volunteers',
  'Secure sponsors and deliver sponsor packages',
  'Plan the exhibitor floor and booth layout',
  'Set up Wi-Fi and the event app',
  'Prepare speaker briefing packs and slide templates',
  'Organise the welcome reception and networking evening',
  'Arrange photography and video recording',
  'Plan the social media and press campaign',
  'Check accessibility and first-aid arrangements',
  'Run a full rehearsal of the opening session',
  'Send the post-event survey and thank-you emails',
] as const;

export const CONFERENCE_PRESET_TEXT = CONFERENCE_PRESET_TASKS.join('\n');

/** The first event whose name mentions the conference keyword, ignoring case. */
export function findConferenceEvent<T extends { name: string }>(events: readonly T[]): T | undefined {
  return events.find((event) => event.name.toLowerCase().includes(CONFERENCE_PRESET_EVENT_KEYWORD));
}
