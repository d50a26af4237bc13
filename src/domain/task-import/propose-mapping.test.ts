import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TASK_CSV_COLUMNS } from '../task-export.ts';
import { decodeImportFile } from './decode-file.ts';
import type { SourceTable } from './import-types.ts';
import { headerKey, proposeMemberMapping, proposeTaskMapping } from './propose-mapping.ts';
import { readSourceTable } from './read-source.ts';

function fixtureTable(name: string) {
  const { text, encoding } = decodeImportFile(new Uint8Array(fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name))));
  return readSourceTable(name, text, encoding);
}

const table = (headers: string[], rows: string[][] = []): SourceTable => ({ format: 'csv', encoding: 'utf-8', delimiter: ',', headers, rows });
const none = { title: null, description: null, dueDate: null, countdown: null, status: null, priority: null, assigneeName: null, assigneeEmail: null, assigneeCode: null };

describe('proposeTaskMapping on the fixtures', () => {
  it('maps a Trello board: card, description, due, list as status, first member as assignee', () => {
    expect(proposeTaskMapping(fixtureTable('trello-board.json'))).toEqual({
      columns: { ...none, title: 0, description: 1, dueDate: 2, status: 3, assigneeName: 4 },
      statusValues: { Ideas: null, 'To Do': 'todo', Doing: 'inprogress', Done: 'completed' },
      dateOrder: 'mdy',
    });
  });

  it('maps an Asana export: name, notes, due date, section, assignee and e-mail, its priority field', () => {
    const proposal = proposeTaskMapping(fixtureTable('asana-project.csv'));
    expect(proposal.columns).toEqual({ ...none, title: 4, description: 11, dueDate: 9, status: 5, priority: 16, assigneeName: 6, assigneeEmail: 7 });
    expect(proposal.statusValues).toEqual({ Planning: null, 'In progress': 'inprogress', 'Waiting on others': null, Backlog: 'todo' });
  });

  it('maps an Excel sheet with other words for the columns, and proposes day-first dates', () => {
    expect(proposeTaskMapping(fixtureTable('excel-semicolon.csv'))).toEqual({
      columns: { ...none, title: 0, description: 1, dueDate: 2, status: 3, priority: 4, assigneeName: 5 },
      statusValues: { Done: 'completed', 'In progress': 'inprogress', 'To Do': 'todo', Blocked: null },
      dateOrder: 'dmy',
    });
  });

  it("maps every column of Eventry's export that an import fills", () => {
    const proposal = proposeTaskMapping({ ...table([...TASK_CSV_COLUMNS]), format: 'eventry' });
    const column = (name: (typeof TASK_CSV_COLUMNS)[number]) => TASK_CSV_COLUMNS.indexOf(name);
    expect(proposal.columns).toEqual({
      title: column('Title'),
      description: column('Description'),
      dueDate: column('Due Date'),
      countdown: column('Countdown'),
      status: column('Status'),
      priority: column('Priority'),
      assigneeName: column('Assignee'),
      assigneeEmail: null,
      assigneeCode: column('User ID'),
    });
  });
});

describe('proposeTaskMapping', () => {
  it.each([
    ['Subject', 'title'],
    ['Summary', 'title'],
    ['Task name', 'title'],
    ['Details', 'description'],
    ['Deadline', 'dueDate'],
    ['due_date', 'dueDate'],
    ['Stage', 'status'],
    ['Column', 'status'],
    ['Importance', 'priority'],
    ['Assigned to', 'assigneeName'],
    ['Responsible', 'assigneeName'],
    ['E-mail', 'assigneeEmail'],
    ['Member code', 'assigneeCode'],
  ])('maps a column headed %j to %s', (header, field) => {
    expect(proposeTaskMapping(table(['ID', header])).columns).toEqual({ ...none, [field]: 1 });
  });

  it('gives a field the most telling header, and a column to one field only', () => {
    expect(proposeTaskMapping(table(['Name', 'Title', 'Date', 'Due date'])).columns).toMatchObject({ title: 1, dueDate: 3 });
    expect(proposeTaskMapping(table(['Title', 'Title'])).columns).toMatchObject({ title: 0 });
  });

  it('lists each distinct status once, trimmed, with the status it names or null', () => {
    const proposal = proposeTaskMapping(table(['Title', 'Status'], [['a', ' Done '], ['b', 'Done'], ['c', ''], ['d', 'Blocked'], ['e', '__proto__']]));
    expect(proposal.statusValues).toEqual({ Done: 'completed', Blocked: null, ['__proto__']: null });
    expect(Object.getPrototypeOf(proposal.statusValues)).toBe(Object.prototype);
  });
});

describe('headerKey', () => {
  it('ignores case, accents, spaces and punctuation', () => {
    expect(headerKey(' Due-Date ')).toBe('duedate');
    expect(headerKey('Section/Column')).toBe('sectioncolumn');
    expect(headerKey('Échéance')).toBe('echeance');
  });
});

describe('proposeMemberMapping', () => {
  it('maps the member fixture', () => {
    expect(proposeMemberMapping(fixtureTable('members.csv'))).toEqual({ name: 0, email: 1, company: 2, role: 3 });
  });

  it.each([
    [['Name', 'Email', 'Company', 'Role'], { name: 0, email: 1, company: 2, role: 3 }],
    [['Role', 'Organization', 'E-mail', 'Full Name'], { name: 3, email: 2, company: 1, role: 0 }],
    [['Name', 'Title'], { name: 0, email: null, company: null, role: 1 }],
  ])('maps %j', (headers, mapping) => {
    expect(proposeMemberMapping(table(headers))).toEqual(mapping);
  });
});
