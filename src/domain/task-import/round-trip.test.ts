// Acceptance test of the import: whatever Eventry exports, the import reads back as the same tasks.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../calendar-dates.ts';
import { anchoredDueDate, type DueAnchor, type EventDates } from '../countdown.ts';
import { TASK_CSV_HEADING, taskCsvRecordsText, type ExportedTask } from '../task-export.ts';
import { TASK_PRIORITIES, TASK_STATUSES, taskCountdown } from '../task-rules.ts';
import { hasNoControlCharacters } from '../text-rules.ts';
import { decodeImportFile } from './decode-file.ts';
import type { ExistingMember } from './import-types.ts';
import { planTaskImport } from './plan-import.ts';
import { proposeTaskMapping } from './propose-mapping.ts';
import { readSourceTable } from './read-source.ts';

/** Characters that CSV, spreadsheets and the export treat specially, and some that only look alike. */
const AWKWARD = ['=', '+', '-', '@', "'", '"', ',', ';', '|', ' ', '＝', '＋', '－', '＠', 'é', 'Ñ', '€', '😀', 'T-3', 'Event day', 'Unassigned', 'To Do'];
const piece = fc.oneof(fc.constantFrom(...AWKWARD), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 3 }), fc.string({ minLength: 1, maxLength: 8 }));

/** Text as a task stores it: trimmed, without control characters (tab and line breaks kept where allowed). */
function storedText(parts: string[], multiLine: boolean): string {
  return Array.from(parts.join(''))
    .filter((character) => hasNoControlCharacters(character, { multiLine }))
    .join('')
    .trim();
}

const title = fc.array(piece, { minLength: 1, maxLength: 12 }).map((parts) => storedText(parts, false)).filter((text) => text !== '');
const description = fc
  .array(fc.oneof(piece, fc.constantFrom('\n', '\r\n', '\t', '"quoted"', '\n\n')), { maxLength: 16 })
  .map((parts) => storedText(parts, true));

const event = fc
  .record({ start: fc.integer({ min: 0, max: 36_000 }), days: fc.integer({ min: 0, max: 5 }) })
  .map(({ start, days }): EventDates => ({ startDate: addDays('2000-01-01', start), endDate: addDays('2000-01-01', start + days) }));

const NAMES = ['Ann Lee', 'ann lee', 'José Núñez', 'Jose Nunez', "O'Brien, Pat", '=Evil', 'Zoë "Z" Müller'];
const members = fc.uniqueArray(fc.constantFrom(...NAMES), { minLength: 1, maxLength: 5 }).map((names) =>
  names.map((name, index): ExistingMember => ({ id: 100 + index, name, email: null, code: `RT-${String(10_000_000 + index)}` })),
);

type Due = { kind: 'none' } | { kind: 'fixed'; date: string } | { kind: 'anchored'; anchor: DueAnchor; offsetDays: number };
const due: fc.Arbitrary<Due> = fc.oneof(
  fc.constant({ kind: 'none' as const }),
  fc.integer({ min: 0, max: 2_900_000 }).map((days) => ({ kind: 'fixed' as const, date: addDays('1900-01-01', days) })),
  fc.record({ kind: fc.constant('anchored' as const), anchor: fc.constantFrom<DueAnchor>('start', 'end'), offsetDays: fc.integer({ min: -400, max: 400 }) }),
);

const task = fc.record({
  title,
  description,
  status: fc.constantFrom(...TASK_STATUSES),
  priority: fc.constantFrom(...TASK_PRIORITIES),
  due,
  assignee: fc.option(fc.nat(), { nil: null }),
  eventName: title,
});

/** Where a relative due date lands, as its countdown label tells it: before the event from its start, after it from its end, during it from its first day. */
function expectedOffset(date: string, event: EventDates): { anchor: DueAnchor; offsetDays: number } {
  if (date > event.endDate) return { anchor: 'end', offsetDays: daysBetween(event.endDate, date) };
  return { anchor: 'start', offsetDays: daysBetween(event.startDate, date) };
}

describe("reading Eventry's own export back", () => {
  it('gives the same tasks: title, description, status, priority, due date or countdown, assignee', { timeout: 30_000 }, () => {
    fc.assert(
      fc.property(event, members, fc.array(task, { minLength: 1, maxLength: 15 }), (eventDates, existing, tasks) => {
        const exported = tasks.map((generated, index): ExportedTask => {
          const member = generated.assignee === null ? null : existing[generated.assignee % existing.length]!;
          const anchored = generated.due.kind === 'anchored' ? generated.due : null;
          const dueDate = anchored ? anchoredDueDate(anchored, eventDates) : generated.due.kind === 'fixed' ? generated.due.date : null;
          return {
            id: index + 1,
            title: generated.title,
            description: generated.description,
            status: generated.status,
            priority: generated.priority,
            dueDate,
            countdown: taskCountdown({ dueDate, dueAnchor: anchored?.anchor ?? null }, eventDates),
            eventName: generated.eventName,
            assigneeName: member?.name ?? null,
            assigneeCode: member?.code ?? null,
            createdAt: '2026-11-27T10:00:00.000Z',
          };
        });
        const file = TASK_CSV_HEADING + taskCsvRecordsText(exported);
        const { text, encoding } = decodeImportFile(new TextEncoder().encode(file));
        const table = readSourceTable('tasks_export_2026-11-27.csv', text, encoding);
        expect(table.format).toBe('eventry');
        const plan = planTaskImport(table, { mapping: proposeTaskMapping(table), unmatchedPeople: 'create', members: existing, event: eventDates });

        expect(plan.rows.flatMap((row) => row.problems)).toEqual([]);
        expect(plan.newMembers).toEqual([]);
        const imported = plan.rows.map((row) => row.task!);
        const expected = exported.map((original, index) => {
          const anchored = tasks[index]!.due.kind === 'anchored' ? expectedOffset(original.dueDate!, eventDates) : null;
          return {
            row: index + 1,
            title: original.title,
            description: original.description,
            status: original.status,
            priority: original.priority,
            dueDate: anchored ? null : original.dueDate,
            dueAnchor: anchored?.anchor ?? null,
            dueOffsetDays: anchored?.offsetDays ?? null,
            assigneeId: existing.find((member) => member.code === original.assigneeCode)?.id ?? null,
            newAssignee: null,
          };
        });
        expect(imported).toEqual(expected);
        imported.forEach((planned, index) => {
          if (planned.dueAnchor) expect(anchoredDueDate({ anchor: planned.dueAnchor, offsetDays: planned.dueOffsetDays! }, eventDates)).toBe(exported[index]!.dueDate);
        });
      }),
      { numRuns: 300 },
    );
  });
});
