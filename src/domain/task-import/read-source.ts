// A decoded file as a SourceTable: a Trello board's JSON flattened to one row per card, or a
// delimited file read by Papa Parse, recognised as Eventry's own export, an Asana export or any CSV.
import Papa from 'papaparse';
import { TASK_CSV_COLUMNS } from '../task-export.ts';
import { IMPORT_MAX_ROWS, IMPORT_MESSAGES, type ImportFormat } from './import-rules.ts';
import { ImportReadError } from './import-read-error.ts';
import type { FileEncoding, SourceTable } from './import-types.ts';
import { TRELLO_HEADERS, trelloRows } from './read-trello.ts';

export { ImportReadError } from './import-read-error.ts';

export const READ_MESSAGES = {
  noRows: 'This file has no rows to import.',
  notJson: 'This file is not valid JSON. Export the Trello board again (Menu → Print, export and share → Export as JSON).',
  workbook: 'Excel workbooks cannot be read here: save the sheet as CSV (File → Save As → CSV UTF-8) and import that file.',
  unclosedQuote: (row: number) =>
    `Row ${row.toLocaleString('en-US')} opens a quote that is never closed, so the rest of the file cannot be read. Fix that cell and import again.`,
} as const;

export const CSV_DELIMITERS = [',', ';', '\t', '|'] as const;

/** The columns of Asana's project export that tell it apart from any other CSV. */
export const ASANA_HEADERS = ['Task ID', 'Created At', 'Completed At', 'Last Modified', 'Name', 'Section/Column', 'Assignee'] as const;

const EVENTRY_HEADERS = TASK_CSV_COLUMNS.join('\n');
const EVENTRY_HEADERS_WITHOUT_COUNTDOWN = TASK_CSV_COLUMNS.filter((column) => column !== 'Countdown').join('\n');

function delimitedFormat(headers: readonly string[]): ImportFormat {
  const joined = headers.join('\n');
  if (joined === EVENTRY_HEADERS || joined === EVENTRY_HEADERS_WITHOUT_COUNTDOWN) return 'eventry';
  const present = new Set(headers);
  return ASANA_HEADERS.every((header) => present.has(header)) ? 'asana' : 'csv';
}

function checkRowCount(rows: number): void {
  if (rows === 0) throw new ImportReadError(READ_MESSAGES.noRows);
  if (rows > IMPORT_MAX_ROWS) throw new ImportReadError(IMPORT_MESSAGES.tooManyRows(rows));
}

function readTrello(text: string, encoding: FileEncoding): SourceTable {
  let board: unknown;
  try {
    board = JSON.parse(text);
  } catch {
    throw new ImportReadError(READ_MESSAGES.notJson);
  }
  const rows = trelloRows(board);
  checkRowCount(rows.length);
  return { format: 'trello', encoding, delimiter: null, headers: [...TRELLO_HEADERS], rows };
}

/** Every row as wide as the widest: a header for each column (`Column 7` where the file has none), '' for missing cells. */
function squared(records: string[][]): { headers: string[]; rows: string[][] } {
  const width = records.reduce((widest, record) => Math.max(widest, record.length), 0);
  const headers = Array.from({ length: width }, (_, index) => records[0]![index]?.trim() || `Column ${index + 1}`);
  const rows = records.slice(1);
  for (const row of rows) while (row.length < width) row.push('');
  return { headers, rows };
}

function readDelimited(text: string, encoding: FileEncoding): SourceTable {
  const parsed = Papa.parse<string[]>(text, { header: false, delimiter: '', delimitersToGuess: [...CSV_DELIMITERS], skipEmptyLines: 'greedy' });
  const unclosed = parsed.errors.find((error) => error.code === 'MissingQuotes');
  if (unclosed) throw new ImportReadError(READ_MESSAGES.unclosedQuote(unclosed.row ?? 1));
  const records = parsed.data;
  if (records.length < 2) throw new ImportReadError(READ_MESSAGES.noRows);
  checkRowCount(records.length - 1);
  const { headers, rows } = squared(records);
  return { format: delimitedFormat(headers), encoding, delimiter: parsed.meta.delimiter, headers, rows };
}

/**
 * The file's rows as text cells, with the format they were recognised as. Throws an ImportReadError
 * (its message for the user) for a file that cannot be read, has no rows or has more than
 * IMPORT_MAX_ROWS.
 */
export function readSourceTable(fileName: string, text: string, encoding: FileEncoding): SourceTable {
  if (/\.xls[xmb]?$/i.test(fileName)) throw new ImportReadError(READ_MESSAGES.workbook);
  const start = text.trimStart();
  if (start === '') throw new ImportReadError(READ_MESSAGES.noRows);
  if (start.startsWith('{') || /\.json$/i.test(fileName)) return readTrello(start, encoding);
  return readDelimited(text, encoding);
}
