import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  displayWidth,
  neutraliseFormula,
  csvRecordText,
  TASK_CSV_COLUMNS,
  TASK_CSV_HEADING,
  taskCsvRecord,
  taskCsvRecordsText,
  taskExportFileName,
  taskExportQuerySchema,
  worksheetChunks,
  worksheetHeading,
  worksheetTask,
  wrapText,
  type ExportedTask,
  type WorksheetSummary,
} from './task-export.ts';

const task = (overrides: Partial<ExportedTask> = {}): ExportedTask => ({
  id: 7,
  title: 'Book venue',
  description: 'Call three venues',
  status: 'todo',
  priority: 'high',
  dueDate: '2030-06-01',
  countdown: null,
  eventName: 'Tech Conference',
  assigneeName: 'Jordan Smith',
  assigneeCode: 'TC-12345678',
  createdAt: '2030-01-02T03:04:05.000Z',
  ...overrides,
});

const csvOf = (tasks: ExportedTask[]) => TASK_CSV_HEADING + taskCsvRecordsText(tasks);
/** RFC 4180 as csv-stringify writes it: CRLF between records, a BOM first. The reference the export's own writer must match. */
const CSV_STRINGIFY_OPTIONS = { bom: true, record_delimiter: 'windows', quote_record_delimiter: true } as const;

describe('export query', () => {
  it('takes the task list filters without paging, and a format that defaults to csv', () => {
    expect(taskExportQuerySchema.parse({ eventId: '3', status: 'completed' })).toEqual({ eventId: 3, status: 'completed', format: 'csv' });
    expect(taskExportQuerySchema.parse({ format: 'worksheet', limit: '5' })).toEqual({ format: 'worksheet' });
    const refused = taskExportQuerySchema.safeParse({ format: 'pdf' });
    expect(refused.error?.issues[0]?.message).toBe('Format must be csv or worksheet');
  });

  it('names the files as the spec does', () => {
    expect(taskExportFileName('csv', '2030-06-01')).toBe('tasks_export_2030-06-01.csv');
    expect(taskExportFileName('worksheet', '2030-06-01')).toBe('tasks_worksheet_2030-06-01.txt');
  });
});

describe('CSV cells', () => {
  it.each([
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+31 6 1234', "'+31 6 1234"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['\tindented', "'\tindented"],
    ['\rreturn', "'\rreturn"],
    ['＝1+1', "'＝1+1"],
    ["'=1+1", "''=1+1"],
  ])('neutralises a cell starting a formula: %j', (cell, safe) => {
    expect(neutraliseFormula(cell)).toBe(safe);
  });

  it.each(['Book venue', 'a=b', ' =not a formula', '', "'quoted", "''", '2030-06-01'])('leaves %j as it is', (cell) => {
    expect(neutraliseFormula(cell)).toBe(cell);
  });

  it('writes a task as the spec columns and the countdown, with labels and Unassigned', () => {
    expect(taskCsvRecord(task())).toEqual([
      '7',
      'Book venue',
      'Call three venues',
      '2030-06-01',
      'Tech Conference',
      'Jordan Smith',
      'TC-12345678',
      'To Do',
      'High',
      '2030-01-02T03:04:05.000Z',
      '',
    ]);
    expect(taskCsvRecord(task({ assigneeName: null, assigneeCode: null, dueDate: null, status: 'inprogress', priority: 'low' }))).toEqual([
      '7',
      'Book venue',
      'Call three venues',
      '',
      'Tech Conference',
      'Unassigned',
      '',
      'In Progress',
      'Low',
      '2030-01-02T03:04:05.000Z',
      '',
    ]);
  });

  it('keeps the spec columns in order and adds the countdown of a relative due date last', () => {
    expect(TASK_CSV_COLUMNS.slice(0, 10)).toEqual(['ID', 'Title', 'Description', 'Due Date', 'Event', 'Assignee', 'User ID', 'Status', 'Priority', 'Created At']);
    expect(TASK_CSV_COLUMNS.at(-1)).toBe('Countdown');
    expect(taskCsvRecord(task({ countdown: 'T-14' })).at(-1)).toBe('T-14');
    expect(taskCsvRecord(task({ countdown: 'Event day' })).at(-1)).toBe('Event day');
  });

  it('quotes commas, quotes and line breaks as RFC 4180 says, CRLF between records, after a BOM', () => {
    const text = csvOf([task({ title: 'Say "hi", then leave', description: 'Line one\nLine two', eventName: 'Gala, 2030' })]);
    expect(text.startsWith('\uFEFFID,Title,Description,Due Date,Event,Assignee,User ID,Status,Priority,Created At,Countdown\r\n')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text).toContain('7,"Say ""hi"", then leave","Line one\nLine two",2030-06-01,"Gala, 2030",Jordan Smith,');
  });

  it('writes each record exactly as csv-stringify does with the export options', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: fc.constantFrom('a', ' ', ',', '"', '\r', '\n', "'", '=', 'é', '🎉', '\u2028') }), { minLength: 1, maxLength: 6 }), (cells) => {
        expect(csvRecordText(cells)).toBe(stringify([cells], { ...CSV_STRINGIFY_OPTIONS, bom: false }));
      }),
    );
    const tasks = [task(), task({ id: 8, title: 'Say "hi", then leave', description: 'Line one\r\nLine two', assigneeName: null, assigneeCode: null })];
    expect(csvOf(tasks)).toBe(stringify([[...TASK_CSV_COLUMNS], ...tasks.map(taskCsvRecord)], CSV_STRINGIFY_OPTIONS));
  });

  it('reads back as written, awkward values included, with formulas neutralised', () => {
    const awkward = [
      task({ id: 1, title: '=HYPERLINK("http://evil.example","Click")', description: '' }),
      task({ id: 2, title: '+1 call', description: '-minus first\r\nthen "quotes", commas' }),
      task({ id: 3, title: '@mention', description: '\tstarts with a tab' }),
      task({ id: 4, title: 'Café crème 🎉 für Zoë', description: 'Emoji 👩‍👩‍👧 and accents: àéîõü, 日本語' }),
      task({ id: 5, title: 'Plain', description: '\rcarriage return first', eventName: '-Event', assigneeName: '=Evil', assigneeCode: 'TC-1' }),
    ];
    const [header, ...rows] = parse(csvOf(awkward), { bom: true, relax_column_count: false }) as string[][];
    expect(header).toEqual([...TASK_CSV_COLUMNS]);
    expect(rows.map((row) => [row[0], row[1], row[2], row[4], row[5]])).toEqual([
      ['1', '\'=HYPERLINK("http://evil.example","Click")', '', 'Tech Conference', 'Jordan Smith'],
      ['2', "'+1 call", '\'-minus first\r\nthen "quotes", commas', 'Tech Conference', 'Jordan Smith'],
      ['3', "'@mention", "'\tstarts with a tab", 'Tech Conference', 'Jordan Smith'],
      ['4', 'Café crème 🎉 für Zoë', 'Emoji 👩‍👩‍👧 and accents: àéîõü, 日本語', 'Tech Conference', 'Jordan Smith'],
      ['5', 'Plain', "'\rcarriage return first", "'-Event", "'=Evil"],
    ]);
  });
});

describe('wrapping', () => {
  it('wraps at spaces within the width, keeping every word', () => {
    const words = Array.from({ length: 60 }, (_, index) => `word${index}`);
    const lines = wrapText(words.join(' '), 40, '    ');
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(40);
    expect(lines.every((line) => line.startsWith('    '))).toBe(true);
    expect(lines.join(' ').split(/ +/).filter(Boolean)).toEqual(words);
  });

  it('wraps a short text to one line and starts the first line with its own prefix', () => {
    expect(wrapText('Book the venue', 80, '    ', '[ ] ')).toEqual(['[ ] Book the venue']);
    expect(wrapText('one two three', 9, '  ', '- ')).toEqual(['- one two', '  three']);
  });

  it('cuts a word longer than a line', () => {
    expect(wrapText('x'.repeat(25), 10, '  ')).toEqual(['  xxxxxxxx', '  xxxxxxxx', '  xxxxxxxx', '  x']);
  });

  it('keeps line breaks and blank lines, and indents a list item’s continuation', () => {
    expect(wrapText('Agenda:\r\n\n\t- talks about the venue', 20, '  ')).toEqual(['  Agenda:', '', '      - talks about', '      the venue']);
  });

  it('counts emoji and East Asian characters as two columns, accented letters as one', () => {
    expect(displayWidth('Zoë')).toBe(3);
    expect(displayWidth('e\u0301')).toBe(1);
    expect(displayWidth('🎉')).toBe(2);
    expect(displayWidth('👩‍👩‍👧')).toBe(2);
    expect(displayWidth('日本')).toBe(4);
    expect(displayWidth('❤️ 👍🏽 é')).toBe(7);
    expect(displayWidth('🇩🇪 1️⃣')).toBe(5);
    // 4 columns of '[ ] ', then 38 emoji of 2 columns fill the 80; 12 are left for the next line.
    const lines = wrapText('🎉'.repeat(50), 80, '    ', '[ ] ');
    expect(lines).toEqual([`[ ] ${'🎉'.repeat(38)}`, `    ${'🎉'.repeat(12)}`]);
  });
});

const summary = (overrides: Partial<WorksheetSummary> = {}): WorksheetSummary => ({
  date: '2030-06-10',
  byStatus: { todo: 2, inprogress: 1, completed: 1, overdue: 0 },
  byPriority: { high: 1, medium: 2, low: 1 },
  ...overrides,
});

async function collect(chunks: AsyncIterable<string>) {
  let text = '';
  for await (const chunk of chunks) text += chunk;
  return text;
}

describe('worksheet', () => {
  it('heads with the date, the filters and the counts by status and by priority', () => {
    const text = worksheetHeading(
      summary({ eventName: 'Tech Conference', member: { name: 'Jordan Smith', code: 'TC-12345678' }, status: 'todo', search: 'venue' }),
    );
    expect(text).toBe(
      [
        'TASKS WORKSHEET',
        'Date: 2030-06-10',
        '',
        'Filters',
        '  Event:  Tech Conference',
        '  Member: Jordan Smith (TC-12345678)',
        '  Status: To Do',
        '  Search: "venue"',
        '',
        'By status (4 tasks)',
        '  To Do        2',
        '  In Progress  1',
        '  Completed    1',
        '  Overdue      0',
        '',
        'By priority',
        '  High         1',
        '  Medium       2',
        '  Low          1',
        '',
        '',
      ].join('\n'),
    );
  });

  it('says when nothing is filtered, and lines up counts of different widths', () => {
    const text = worksheetHeading(summary({ byStatus: { todo: 1200, inprogress: 5, completed: 0, overdue: 0 }, byPriority: { high: 1205, medium: 0, low: 0 } }));
    expect(text).toContain('  Event:  All events\n  Member: All members\n  Status: All statuses\n  Search: None\n');
    expect(text).toContain('By status (1,205 tasks)\n  To Do        1,200\n  In Progress      5\n');
    expect(worksheetHeading(summary({ unassignedOnly: true }))).toContain('  Member: Unassigned\n');
  });

  it('names the due filter under the status, only when it is chosen', () => {
    expect(worksheetHeading(summary({ due: 'past' }))).toContain('  Status: All statuses\n  Due:    Past due\n  Search: None\n');
    expect(worksheetHeading(summary({ due: 'week', status: 'overdue' }))).toContain('  Status: Overdue\n  Due:    Due this week\n');
    expect(worksheetHeading(summary())).not.toContain('Due:');
  });

  it('says there are no tasks when none match', async () => {
    const none = { byStatus: { todo: 0, inprogress: 0, completed: 0, overdue: 0 }, byPriority: { high: 0, medium: 0, low: 0 } };
    const filtered = await collect(worksheetChunks(summary({ ...none, status: 'overdue' }), () => []));
    expect(filtered).toContain('By status (0 tasks)');
    expect(filtered.trimEnd().endsWith('No tasks found for the selected filters')).toBe(true);
    const pastDue = await collect(worksheetChunks(summary({ ...none, due: 'past' }), () => []));
    expect(pastDue.trimEnd().endsWith('No tasks found for the selected filters')).toBe(true);
    const unfiltered = await collect(worksheetChunks(summary(none), () => []));
    expect(unfiltered.trimEnd().endsWith('There are no tasks yet.')).toBe(true);
  });

  it('groups the tasks by status, in the spec’s order, skipping empty statuses', async () => {
    const tasks = {
      todo: [task({ id: 1, title: 'Book venue' }), task({ id: 2, title: 'Print badges', dueDate: null, assigneeName: null, assigneeCode: null })],
      inprogress: [task({ id: 3, title: 'Hire band', status: 'inprogress', priority: 'medium' })],
      completed: [task({ id: 4, title: 'Send invites', status: 'completed', priority: 'low', dueDate: '2030-05-01' })],
      overdue: [],
    };
    const asked: string[] = [];
    const text = await collect(
      worksheetChunks(summary(), (status) => {
        asked.push(status);
        return [tasks[status]];
      }),
    );
    expect(asked).toEqual(['todo', 'inprogress', 'completed']);
    const rule = '='.repeat(80);
    const body = text.slice(text.indexOf(rule));
    expect(body).toBe(
      [
        rule,
        'TO DO (2 tasks)',
        rule,
        '',
        '[ ] Book venue',
        '    Due: 2030-06-01 (past due) | Priority: High',
        '    Assignee: Jordan Smith (TC-12345678)',
        '    Event: Tech Conference',
        '    Call three venues',
        '',
        '[ ] Print badges',
        '    Due: none | Priority: High',
        '    Assignee: Unassigned',
        '    Event: Tech Conference',
        '    Call three venues',
        '',
        rule,
        'IN PROGRESS (1 task)',
        rule,
        '',
        '[ ] Hire band',
        '    Due: 2030-06-01 (past due) | Priority: Medium',
        '    Assignee: Jordan Smith (TC-12345678)',
        '    Event: Tech Conference',
        '    Call three venues',
        '',
        rule,
        'COMPLETED (1 task)',
        rule,
        '',
        '[x] Send invites',
        '    Due: 2030-05-01 | Priority: Low',
        '    Assignee: Jordan Smith (TC-12345678)',
        '    Event: Tech Conference',
        '    Call three venues',
        '',
        '',
      ].join('\n'),
    );
  });

  it('keeps every line of a task within 80 columns', () => {
    const description = `${'Confirm the catering order with the venue manager and check allergies. '.repeat(6)}\nhttps://example.com/${'a'.repeat(120)}`;
    const text = worksheetTask(task({ title: `${'Very long title '.repeat(10)}end`, description, eventName: 'E'.repeat(100) }), '2030-01-01');
    const lines = text.split('\n');
    expect(lines.length).toBeGreaterThan(10);
    for (const line of lines) expect(line.length, line).toBeLessThanOrEqual(80);
    expect(lines[0]).toBe('[ ] Very long title Very long title Very long title Very long title Very long');
    expect(lines.filter((line) => line.startsWith('    '))).toHaveLength(lines.filter(Boolean).length - 1);
  });

  it('flags a past due date only for tasks not completed', () => {
    expect(worksheetTask(task({ dueDate: '2030-06-09' }), '2030-06-10')).toContain('Due: 2030-06-09 (past due) |');
    expect(worksheetTask(task({ dueDate: '2030-06-10' }), '2030-06-10')).toContain('Due: 2030-06-10 |');
    expect(worksheetTask(task({ dueDate: '2030-06-09', status: 'completed' }), '2030-06-10')).toContain('Due: 2030-06-09 |');
  });

  it('shows the countdown of a relative due date beside it', () => {
    expect(worksheetTask(task({ dueDate: '2030-06-12', countdown: 'T-3' }), '2030-06-10')).toContain('Due: 2030-06-12 (T-3) |');
    expect(worksheetTask(task({ dueDate: '2030-06-09', countdown: 'T+1' }), '2030-06-10')).toContain('Due: 2030-06-09 (T+1, past due) |');
  });
});
