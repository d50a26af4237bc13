import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeImportFile } from './decode-file.ts';
import type { ExistingMember, SourceTable, TaskImportOptions, TaskMappingProposal } from './import-types.ts';
import { ASSIGNEE_MESSAGES } from './plan-assignees.ts';
import { MEMBER_ROW_MESSAGES, planMemberImport, planTaskImport, TASK_ROW_MESSAGES } from './plan-import.ts';
import { proposeMemberMapping, proposeTaskMapping } from './propose-mapping.ts';
import { readSourceTable } from './read-source.ts';

function fixtureTable(name: string) {
  const { text, encoding } = decodeImportFile(new Uint8Array(fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name))));
  return readSourceTable(name, text, encoding);
}

const event = { startDate: '2027-03-10', endDate: '2027-03-12' };
const existing: ExistingMember[] = [
  { id: 11, name: 'Jose Nunez', email: null, code: 'SS-10000011' },
  { id: 12, name: 'Priya R.', email: 'PRIYA@example.com', code: 'SS-10000012' },
];

function plan(table: SourceTable, options: Partial<TaskImportOptions> = {}) {
  return planTaskImport(table, { mapping: proposeTaskMapping(table), unmatchedPeople: 'create', members: existing, event, ...options });
}

const HEADERS = ['Title', 'Description', 'Due date', 'Countdown', 'Status', 'Priority', 'Assignee', 'Email', 'User ID'];
/** A CSV table of one or more rows, given by header. */
function csv(...rows: Partial<Record<(typeof HEADERS)[number], string>>[]): SourceTable {
  return { format: 'csv', encoding: 'utf-8', delimiter: ',', headers: HEADERS, rows: rows.map((row) => HEADERS.map((header) => row[header] ?? '')) };
}
const onlyRow = (table: SourceTable, options: Partial<TaskImportOptions> = {}) => plan(table, options).rows[0]!;

describe('planTaskImport on the fixtures', () => {
  it('plans the Excel sheet row by row: formula as text, day-first dates, unreadable date and unknown status defaulted', () => {
    const result = plan(fixtureTable('excel-semicolon.csv'));
    expect(result.rows.map((row) => row.task && [row.task.title, row.task.status, row.task.priority, row.task.dueDate, row.task.newAssignee])).toEqual([
      ['Book the hall', 'completed', 'high', '2026-12-31', 0],
      ['Check the "wheelchair" ramp', 'inprogress', 'medium', '2027-01-15', 1],
      ['=1+1', 'todo', 'low', '2027-01-20', null],
      ['Hire the sound system', 'todo', 'medium', null, 1],
      ['Reserve parking', 'todo', 'high', '2027-02-01', 0],
    ]);
    expect(result.rows[1]!.task!.description).toBe('Ask the caretaker:\nside door or main door?');
    expect(result.rows.map((row) => row.problems)).toEqual([
      [],
      [],
      [],
      [{ field: 'dueDate', message: 'Due date "next Friday" is not a date Eventry can read (use YYYY-MM-DD): imported without a due date', outcome: 'default' }],
      [{ field: 'status', message: 'Unknown status "Blocked": imported as To Do', outcome: 'default' }],
    ]);
    expect(result.newMembers).toEqual([
      { row: 1, name: 'Zoë Müller', email: '', company: '', role: '' },
      { row: 2, name: 'Lars Berg', email: '', company: '', role: '' },
    ]);
    expect(result.rows[0]!.assignee).toEqual({ name: 'Zoë Müller', isNew: true });
    expect(result.counts).toEqual({ tasks: 5, skipped: 0, withDefaults: 2, newMembers: 2, matchedPeople: 0, unassignedPeople: 0 });
  });

  it('plans a Trello board: lists as statuses, due days, the first member, archived cards skipped', () => {
    const result = plan(fixtureTable('trello-board.json'));
    const byTitle = new Map(result.rows.map((row) => [row.task?.title ?? `row ${row.row}`, row]));
    expect(byTitle.get('Photo booth?')!.task!.status).toBe('todo');
    expect(byTitle.get('Photo booth?')!.problems).toEqual([{ field: 'status', message: 'Unknown status "Ideas": imported as To Do', outcome: 'default' }]);
    expect(byTitle.get('Order catering')!.task).toMatchObject({ status: 'inprogress', dueDate: '2027-03-01', assigneeId: 11 });
    expect(byTitle.get('Send save-the-date emails')!.task).toMatchObject({ dueDate: '2027-01-15', assigneeId: 11 });
    expect(byTitle.get('Choose a date')!.task).toMatchObject({ status: 'completed', newAssignee: 0 });
    expect(byTitle.get('row 5')!.problems).toEqual([{ field: 'status', message: TASK_ROW_MESSAGES.archived, outcome: 'skipped' }]);
    expect(result.newMembers.map((member) => member.name)).toEqual(['Priya Raman', 'Sam Okafor']);
    expect(result.counts).toEqual({ tasks: 8, skipped: 1, withDefaults: 2, newMembers: 2, matchedPeople: 1, unassignedPeople: 0 });
  });

  it('plans an Asana export: Completed At means completed, one new member per person however written', () => {
    const result = plan(fixtureTable('asana-project.csv'));
    const tasks = result.rows.map((row) => row.task!);
    expect(tasks.map((task) => task.status)).toEqual(['todo', 'completed', 'inprogress', 'todo', 'todo', 'todo']);
    expect(tasks[0]).toMatchObject({ assigneeId: 12, priority: 'high', dueDate: '2027-01-20' });
    expect(tasks[0]!.description).toBe('Three keynotes,\none panel.\n\nSend the "speaker pack" by e-mail.');
    expect(tasks[1]!.assigneeId).toBe(11);
    expect(result.newMembers).toEqual([{ row: 3, name: 'Mia Chen', email: 'mia.chen@example.com', company: '', role: '' }]);
    expect(tasks.map((task) => task.newAssignee)).toEqual([null, null, 0, 0, null, 0]);
    expect(result.counts).toMatchObject({ newMembers: 1, matchedPeople: 2, unassignedPeople: 0 });
  });

  it('reads the Windows-1252 file into tasks with their accents', () => {
    const result = plan(fixtureTable('windows-1252.csv'));
    expect(result.rows.map((row) => [row.task!.title, row.task!.description, row.task!.status])).toEqual([
      ['Café crème for the speakers', 'Budget: 40 € a day', 'todo'],
      ['Thank-you cards', 'Hand-written – one per sponsor', 'todo'],
    ]);
    expect(result.newMembers.map((member) => member.name)).toEqual(['Zoë Müller', 'François Dubois']);
  });
});

describe('titles and descriptions', () => {
  it('skips a row without a title', () => {
    expect(onlyRow(csv({ Title: '  ', Description: 'Orphan notes' }))).toEqual({
      row: 1,
      task: null,
      assignee: null,
      problems: [{ field: 'title', message: 'No title: the row is skipped', outcome: 'skipped' }],
    });
  });

  it('skips a title over 200 characters, saying how long it is', () => {
    expect(onlyRow(csv({ Title: 'x'.repeat(200) })).task!.title).toHaveLength(200);
    expect(onlyRow(csv({ Title: 'x'.repeat(201) })).problems).toEqual([
      { field: 'title', message: 'Title is 201 characters; titles can be at most 200, so the row is skipped', outcome: 'skipped' },
    ]);
  });

  it('joins the lines of a title and says so', () => {
    const row = onlyRow(csv({ Title: 'Book\nthe venue' }));
    expect(row.task!.title).toBe('Book the venue');
    expect(row.problems).toEqual([{ field: 'title', message: 'Title had line breaks: joined into one line', outcome: 'default' }]);
  });

  it('removes control characters and says so', () => {
    const row = onlyRow(csv({ Title: 'Book\u0000 venue', Description: 'Line\u001b one\nLine two' }));
    expect(row.task).toMatchObject({ title: 'Book venue', description: 'Line one\nLine two' });
    expect(row.problems.map((problem) => problem.message)).toEqual([
      'Title had control characters: they were removed',
      'Description had control characters: they were removed',
    ]);
  });

  it('skips a description over 5,000 characters', () => {
    expect(onlyRow(csv({ Title: 'Book', Description: 'x'.repeat(5000) })).task!.description).toHaveLength(5000);
    expect(onlyRow(csv({ Title: 'Book', Description: 'x'.repeat(5001) })).problems).toEqual([
      { field: 'description', message: 'Description is 5,001 characters; descriptions can be at most 5,000, so the row is skipped', outcome: 'skipped' },
    ]);
  });
});

describe('status, priority and due dates', () => {
  it('defaults an unknown priority to Medium and an empty one silently', () => {
    expect(onlyRow(csv({ Title: 'a', Priority: 'Whenever' }))).toMatchObject({
      task: { priority: 'medium' },
      problems: [{ field: 'priority', message: 'Unknown priority "Whenever": imported as Medium', outcome: 'default' }],
    });
    expect(onlyRow(csv({ Title: 'a' }))).toMatchObject({ task: { priority: 'medium', status: 'todo', dueDate: null }, problems: [] });
  });

  it('takes the status the mapping gives a value, the default for null', () => {
    const table = csv({ Title: 'a', Status: 'Waiting' }, { Title: 'b', Status: 'Parked' });
    const mapping: TaskMappingProposal = { ...proposeTaskMapping(table), statusValues: { Waiting: 'inprogress', Parked: null } };
    const result = plan(table, { mapping });
    expect(result.rows.map((row) => row.task!.status)).toEqual(['inprogress', 'todo']);
    expect(result.rows[1]!.problems[0]!.message).toBe('Unknown status "Parked": imported as To Do');
  });

  it('reads the dates in the order the mapping says', () => {
    const table = csv({ Title: 'a', 'Due date': '03/04/2027' });
    expect(plan(table, { mapping: { ...proposeTaskMapping(table), dateOrder: 'dmy' } }).rows[0]!.task!.dueDate).toBe('2027-04-03');
    expect(plan(table).rows[0]!.task!.dueDate).toBe('2027-03-04');
  });

  it('says which date does not exist', () => {
    expect(onlyRow(csv({ Title: 'a', 'Due date': '02/30/2027' })).problems).toEqual([
      { field: 'dueDate', message: 'Due date "02/30/2027" does not exist: imported without a due date', outcome: 'default' },
    ]);
  });

  it('plans a countdown relative to the event, before any due date', () => {
    expect(onlyRow(csv({ Title: 'a', 'Due date': '2027-02-24', Countdown: 'T-14' })).task).toMatchObject({ dueDate: null, dueAnchor: 'start', dueOffsetDays: -14 });
    expect(onlyRow(csv({ Title: 'a', Countdown: 'T+2' })).task).toMatchObject({ dueDate: null, dueAnchor: 'end', dueOffsetDays: 2 });
  });

  it('places Event day on the exported day when that day is within the event, else on its first day', () => {
    expect(onlyRow(csv({ Title: 'a', 'Due date': '2027-03-11', Countdown: 'Event day' })).task).toMatchObject({ dueAnchor: 'start', dueOffsetDays: 1 });
    expect(onlyRow(csv({ Title: 'a', 'Due date': '2027-05-01', Countdown: 'Event day' })).task).toMatchObject({ dueAnchor: 'start', dueOffsetDays: 0 });
  });

  it('falls back to the due date when the countdown cannot be read', () => {
    expect(onlyRow(csv({ Title: 'a', 'Due date': '2027-02-24', Countdown: 'soon' }))).toMatchObject({
      task: { dueDate: '2027-02-24', dueAnchor: null },
      problems: [{ field: 'countdown', message: 'Countdown "soon" is not a countdown such as T-14, Event day or T+2: the due date is used instead' }],
    });
    expect(onlyRow(csv({ Title: 'a', Countdown: 'soon' })).problems[0]!.message).toBe(
      'Countdown "soon" is not a countdown such as T-14, Event day or T+2: imported without a due date',
    );
  });
});

describe('assignees', () => {
  it('matches existing members by e-mail, user ID and name, ignoring accents', () => {
    const result = plan(csv({ Title: 'a', Email: 'priya@EXAMPLE.com' }, { Title: 'b', 'User ID': 'SS-10000012' }, { Title: 'c', Assignee: 'José Núñez' }));
    expect(result.rows.map((row) => row.task!.assigneeId)).toEqual([12, 12, 11]);
    expect(result.rows[2]!.assignee).toEqual({ name: 'Jose Nunez', isNew: false });
    expect(result.counts).toMatchObject({ matchedPeople: 2, newMembers: 0 });
  });

  it('creates one member per person, found again by e-mail or by name', () => {
    const result = plan(
      csv(
        { Title: 'a', Assignee: 'Mia Chen' },
        { Title: 'b', Assignee: 'mia  chen', Email: 'mia@example.com' },
        { Title: 'c', Assignee: 'M. Chen', Email: 'MIA@example.com' },
        { Title: 'd', Assignee: 'Mia Chen', Email: 'other.mia@example.com' },
      ),
    );
    expect(result.rows.map((row) => row.task!.newAssignee)).toEqual([0, 0, 0, 1]);
    expect(result.newMembers.map((member) => [member.name, member.email])).toEqual([
      ['Mia Chen', 'mia@example.com'],
      ['Mia Chen', 'other.mia@example.com'],
    ]);
  });

  it('leaves people who match nobody unassigned when asked to, counting each person once', () => {
    const result = plan(csv({ Title: 'a', Assignee: 'Mia Chen' }, { Title: 'b', Assignee: 'MIA CHEN' }), { unmatchedPeople: 'unassigned' });
    expect(result.rows.map((row) => [row.task!.assigneeId, row.task!.newAssignee, row.assignee])).toEqual([
      [null, null, null],
      [null, null, null],
    ]);
    expect(result.rows[0]!.problems).toEqual([{ field: 'assigneeName', message: '"Mia Chen" is not a member of this event: left unassigned', outcome: 'default' }]);
    expect(result.counts).toMatchObject({ newMembers: 0, unassignedPeople: 1, withDefaults: 2 });
  });

  it('leaves a task unassigned when its person cannot be a member', () => {
    const result = plan(
      csv({ Title: 'a', Assignee: 'J' }, { Title: 'b', Assignee: 'x'.repeat(51) }, { Title: 'c', Email: 'ann@example.com' }, { Title: 'd', 'User ID': 'SS-99999999' }),
    );
    expect(result.rows.map((row) => row.task!.newAssignee)).toEqual([null, null, null, null]);
    expect(result.rows.map((row) => row.problems[0]!.message)).toEqual([
      ASSIGNEE_MESSAGES.nameLength('J'),
      ASSIGNEE_MESSAGES.nameLength('x'.repeat(51)),
      ASSIGNEE_MESSAGES.noName('ann@example.com'),
      '"SS-99999999" matches no member and has no name to add them by: left unassigned',
    ]);
    expect(result.rows[0]!.problems[0]!.message).toBe('"J" cannot be a member\'s name: names are 2 to 50 characters: left unassigned');
    expect(result.counts).toMatchObject({ newMembers: 0, unassignedPeople: 4 });
  });

  it('adds a new member without an address that is not one', () => {
    const row = plan(csv({ Title: 'a', Assignee: 'Mia Chen', Email: 'mia@' }));
    expect(row.newMembers).toEqual([{ row: 1, name: 'Mia Chen', email: '', company: '', role: '' }]);
    expect(row.rows[0]!.problems).toEqual([{ field: 'assigneeEmail', message: ASSIGNEE_MESSAGES.invalidEmail('mia@'), outcome: 'default' }]);
  });

  it("reads the export's Unassigned as nobody", () => {
    expect(onlyRow(csv({ Title: 'a', Assignee: 'Unassigned' }))).toMatchObject({ task: { assigneeId: null, newAssignee: null }, assignee: null, problems: [] });
  });
});

describe('a large import', () => {
  // Well under a second on a developer machine; the bound leaves room for a busy CI runner, not for quadratic time.
  it('plans 50,000 rows in linear time', { timeout: 20_000 }, () => {
    const rows = Array.from({ length: 50_000 }, (_, index) => ({
      Title: `Task ${index}`,
      Description: 'Notes\nmore',
      'Due date': '31/12/2026',
      Status: index % 2 ? 'Done' : `List ${index % 50}`,
      Assignee: `Person ${index % 5000}`,
      Email: `person${index % 5000}@example.com`,
    }));
    const table = csv(...rows);
    const started = performance.now();
    const result = plan(table);
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(result.counts).toMatchObject({ tasks: 50_000, newMembers: 5000 });
  });
});

describe('planMemberImport', () => {
  const members: ExistingMember[] = [
    { id: 1, name: 'Priya Raman', email: 'PRIYA@example.com', code: 'SS-10000001' },
    { id: 2, name: 'Sam Okafor', email: null, code: 'SS-10000002' },
  ];

  it('plans the member fixture: existing people, an invalid address and a short name skipped', () => {
    const table = fixtureTable('members.csv');
    const result = planMemberImport(table, proposeMemberMapping(table), members);
    expect(result.rows.map((row) => [row.member?.name ?? null, row.problems.map((problem) => problem.message)])).toEqual([
      [null, [MEMBER_ROW_MESSAGES.alreadyMember]],
      ['José Núñez', []],
      [null, ['"mia.chen@example" is not an e-mail address: the row is skipped']],
      [null, [MEMBER_ROW_MESSAGES.alreadyMember]],
      [null, ['"A" cannot be a member\'s name: names are 2 to 50 characters, so the row is skipped']],
    ]);
    expect(result.rows[1]!.member).toEqual({ row: 2, name: 'José Núñez', email: 'jose.nunez@example.com', company: 'Northwind Events', role: 'Logistics lead' });
    expect(result.counts).toEqual({ members: 1, skipped: 4 });
  });

  const table = (...rows: string[][]): SourceTable => ({ format: 'csv', encoding: 'utf-8', delimiter: ',', headers: ['Name', 'Email', 'Company', 'Role'], rows });
  const columns = { name: 0, email: 1, company: 2, role: 3 };

  it('skips a row without a name, and the same person a second time', () => {
    const result = planMemberImport(table([' ', 'x@example.com'], ['Ann Lee', 'ann@example.com'], ['Ann L.', 'ANN@example.com'], ['Bo Ray', ''], ['bo ray', '']), columns, []);
    expect(result.rows.map((row) => row.problems.map((problem) => problem.message))).toEqual([
      [MEMBER_ROW_MESSAGES.noName],
      [],
      [MEMBER_ROW_MESSAGES.sameAsRow(2)],
      [],
      [MEMBER_ROW_MESSAGES.sameAsRow(4)],
    ]);
  });

  it('adds a person who shares a name with a member but has another address', () => {
    expect(planMemberImport(table(['Sam Okafor', 'sam@example.com']), columns, members).counts).toEqual({ members: 1, skipped: 0 });
    expect(planMemberImport(table(['sam okafor', '']), columns, members).counts).toEqual({ members: 0, skipped: 1 });
  });

  it('leaves a company or role over 100 characters empty, saying so', () => {
    const row = planMemberImport(table(['Ann Lee', '', 'c'.repeat(101), 'Host']), columns, []).rows[0]!;
    expect(row.member).toMatchObject({ company: '', role: 'Host' });
    expect(row.problems).toEqual([{ field: 'company', message: 'Company is 101 characters; at most 100 fit, so it is left empty', outcome: 'default' }]);
  });
});
