import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TASK_CSV_COLUMNS } from '../task-export.ts';
import { decodeImportFile } from './decode-file.ts';
import { IMPORT_MAX_ROWS, IMPORT_MESSAGES } from './import-rules.ts';
import { ImportReadError, READ_MESSAGES, readSourceTable } from './read-source.ts';
import { TRELLO_MESSAGES } from './read-trello.ts';

function fixtureTable(name: string) {
  const { text, encoding } = decodeImportFile(new Uint8Array(fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name))));
  return readSourceTable(name, text, encoding);
}

const readError = (fileName: string, text: string) => {
  try {
    readSourceTable(fileName, text, 'utf-8');
  } catch (error) {
    expect(error).toBeInstanceOf(ImportReadError);
    return (error as Error).message;
  }
  throw new Error('read without an error');
};

describe('readSourceTable on the fixtures', () => {
  it('flattens a Trello board to one row per card, in board order, archived cards marked', () => {
    const table = fixtureTable('trello-board.json');
    expect(table).toMatchObject({ format: 'trello', delimiter: null, encoding: 'utf-8' });
    expect(table.headers).toEqual(['Card', 'Description', 'Due', 'List', 'Members', 'Member usernames', 'Labels', 'Archived']);
    expect(table.rows.map((row) => [row[0], row[3]])).toEqual([
      ['Photo booth?', 'Ideas'],
      ['Live band', 'Ideas'],
      ['Book the venue', 'To Do'],
      ['Send save-the-date emails', 'To Do'],
      ['Old venue shortlist', 'To Do'],
      ['Order catering', 'Doing'],
      ['Print badges', 'Doing'],
      ['Choose a date', 'Done'],
      ['Draft the run of show', 'Done'],
    ]);
    const byCard = new Map(table.rows.map((row) => [row[0], row]));
    expect(byCard.get('Send save-the-date emails')!.slice(2, 7)).toEqual([
      '2027-01-15T09:00:00.000Z',
      'To Do',
      'José Núñez, Sam Okafor',
      'josenunez, samokafor1',
      '',
    ]);
    expect(byCard.get('Book the venue')![6]).toBe('Venue, Urgent');
    expect(byCard.get('Print badges')![6]).toBe('sky');
    expect(byCard.get('Order catering')![1]).toBe('Finger food for 120.\n\nMenu:\n- [x] Vegetarian option\n- [ ] Confirm head count');
    expect(table.rows.map((row) => row[7])).toEqual(['', '', '', '', 'yes', '', '', '', '']);
  });

  it('marks the cards of an archived list as archived', () => {
    const board = { lists: [{ id: 'l1', name: 'Old', closed: true }], cards: [{ id: 'c1', name: 'Card', idList: 'l1', closed: false }] };
    expect(readSourceTable('board.json', JSON.stringify(board), 'utf-8').rows[0]![7]).toBe('yes');
  });

  it('recognises an Asana export by its columns', () => {
    const table = fixtureTable('asana-project.csv');
    expect(table).toMatchObject({ format: 'asana', delimiter: ',' });
    expect(table.rows).toHaveLength(6);
    expect(table.rows[0]![11]).toBe('Three keynotes,\none panel.\n\nSend the "speaker pack" by e-mail.');
  });

  it('reads an Excel CSV: byte order mark, semicolons, CRLF, quotes and a line break in a quoted cell', () => {
    const table = fixtureTable('excel-semicolon.csv');
    expect(table).toMatchObject({ format: 'csv', delimiter: ';', encoding: 'utf-8-bom' });
    expect(table.headers).toEqual(['Task', 'Notes', 'Deadline', 'State', 'Priority', 'Owner']);
    expect(table.rows).toHaveLength(5);
    expect(table.rows[1]!.slice(0, 2)).toEqual(['Check the "wheelchair" ramp', 'Ask the caretaker:\nside door or main door?']);
    expect(table.rows[2]![0]).toBe('=1+1');
  });

  it('reads a Windows-1252 file with its accents', () => {
    const table = fixtureTable('windows-1252.csv');
    expect(table).toMatchObject({ format: 'csv', encoding: 'windows-1252', delimiter: ',' });
    expect(table.rows[0]!.slice(0, 2)).toEqual(['Café crème for the speakers', 'Budget: 40 € a day']);
    expect(table.rows[1]![4]).toBe('François Dubois');
  });

  it('reads a member list', () => {
    const table = fixtureTable('members.csv');
    expect(table.headers).toEqual(['Full name', 'Email address', 'Organisation', 'Job title']);
    expect(table.rows).toHaveLength(5);
  });
});

describe('readSourceTable on delimited text', () => {
  it("recognises Eventry's own export, with or without the Countdown column", () => {
    const header = TASK_CSV_COLUMNS.join(',');
    expect(readSourceTable('tasks.csv', `${header}\r\n1,Book,,,,,,,,,`, 'utf-8-bom').format).toBe('eventry');
    const withoutCountdown = TASK_CSV_COLUMNS.slice(0, -1).join(',');
    expect(readSourceTable('tasks.csv', `${withoutCountdown}\n1,Book,,,,,,,,`, 'utf-8').format).toBe('eventry');
    expect(readSourceTable('tasks.csv', `${header},Extra\n1,Book`, 'utf-8').format).toBe('csv');
  });

  it.each([
    [',', 'Title,Status\nBook,Done\n'],
    [';', 'Title;Status\nBook;Done\n'],
    ['\t', 'Title\tStatus\nBook\tDone\n'],
    ['|', 'Title|Status\nBook|Done\n'],
  ])('finds the delimiter %j', (delimiter, text) => {
    const table = readSourceTable('plan.csv', text, 'utf-8');
    expect(table.delimiter).toBe(delimiter);
    expect(table.rows).toEqual([['Book', 'Done']]);
  });

  it('skips empty lines, pads short rows and names columns without a header', () => {
    const table = readSourceTable('plan.csv', 'Title,Status\n\nBook\n;\n,,\nPrint,Done,Extra\n', 'utf-8');
    expect(table.headers).toEqual(['Title', 'Status', 'Column 3']);
    expect(table.rows).toEqual([
      ['Book', '', ''],
      [';', '', ''],
      ['Print', 'Done', 'Extra'],
    ]);
  });

  it('says a file without rows has nothing to import', () => {
    expect(readError('plan.csv', '')).toBe(READ_MESSAGES.noRows);
    expect(readError('plan.csv', '  \n')).toBe(READ_MESSAGES.noRows);
    expect(readError('plan.csv', 'Title,Status\r\n')).toBe(READ_MESSAGES.noRows);
    expect(readError('board.json', '{"cards":[],"lists":[]}')).toBe(READ_MESSAGES.noRows);
  });

  it('says which row opens a quote that is never closed', () => {
    expect(readError('plan.csv', 'Title,Notes\nBook,fine\nPrint,"never closed\nMore,rows\n')).toBe(READ_MESSAGES.unclosedQuote(2));
  });

  it('refuses JSON that is not a Trello board, JSON that does not parse, and Excel workbooks', () => {
    expect(readError('board.json', '{"name":"A board","items":[]}')).toBe(TRELLO_MESSAGES.notABoard);
    expect(readError('board.json', '[1,2]')).toBe(TRELLO_MESSAGES.notABoard);
    expect(readError('board.json', '{"cards": [')).toBe(READ_MESSAGES.notJson);
    expect(readError('plan.xlsx', 'PK\u0003\u0004')).toBe(READ_MESSAGES.workbook);
  });

  it('refuses more rows than an import takes, saying how many there are', () => {
    const text = `Title\n${'Task\n'.repeat(IMPORT_MAX_ROWS + 1)}`;
    expect(readError('plan.csv', text)).toBe(IMPORT_MESSAGES.tooManyRows(IMPORT_MAX_ROWS + 1));
    expect(readSourceTable('plan.csv', `Title\n${'Task\n'.repeat(IMPORT_MAX_ROWS)}`, 'utf-8').rows).toHaveLength(IMPORT_MAX_ROWS);
  });
});

describe('a large file', () => {
  // Well under a second on a developer machine; the bound leaves room for a busy CI runner, not for quadratic time.
  it('reads 50,000 rows of a spreadsheet quickly', { timeout: 20_000 }, () => {
    const row = '"Book the venue, hall B";"Notes ""quoted""\nsecond line";31/12/2026;Done;High;Zoë Müller\r\n';
    const text = `Task;Notes;Deadline;State;Priority;Owner\r\n${row.repeat(IMPORT_MAX_ROWS)}`;
    const started = performance.now();
    const table = readSourceTable('big.csv', text, 'utf-8');
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(table.rows).toHaveLength(IMPORT_MAX_ROWS);
    expect(table.rows[IMPORT_MAX_ROWS - 1]).toEqual(['Book the venue, hall B', 'Notes "quoted"\nsecond line', '31/12/2026', 'Done', 'High', 'Zoë Müller']);
  });
});
