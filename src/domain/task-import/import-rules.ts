// The import's formats, limits and messages without zod, so that the import screen and its worker
// load no schemas; import-api.ts re-exports all of it with the request and answer schemas.

/** The file formats the import screen reads. `eventry` is Eventry's own CSV export. */
export const IMPORT_FORMATS = ['csv', 'eventry', 'trello', 'asana'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

export const IMPORT_FORMAT_LABELS: Record<ImportFormat, string> = {
  csv: 'CSV spreadsheet',
  eventry: 'Eventry CSV export',
  trello: 'Trello board (JSON)',
  asana: 'Asana project (CSV)',
};

/** Rows of one import: tasks or team members. */
export const IMPORT_MAX_ROWS = 50_000;
/** The largest file the screen reads (checked before reading it). */
export const IMPORT_FILE_MAX_BYTES = 20 * 1024 * 1024;
/** The largest request body of an import route: the rows as JSON, larger than the file they came from. */
export const IMPORT_BODY_MAX_BYTES = 40 * 1024 * 1024;

/** Imports (of tasks and of members together) a workspace may run in an hour. */
export const IMPORTS_PER_WORKSPACE_PER_HOUR = 60;

const minutes = (seconds: number) => {
  const count = Math.max(1, Math.ceil(seconds / 60));
  return `${count} minute${count === 1 ? '' : 's'}`;
};

export const IMPORT_MESSAGES = {
  fileTooLarge: (megabytes: string) => `The file is ${megabytes} MB; files up to 20 MB can be imported. Split it and import the parts.`,
  bodyTooLarge: 'The import is too large: up to 50,000 rows and 40 MB at a time.',
  tooManyRows: (rows: number) => `The file has ${rows.toLocaleString('en-US')} rows; up to 50,000 can be imported at a time.`,
  noRows: 'Nothing to import: every row was skipped.',
  noneStored: 'Nothing was imported: the import failed and was rolled back. Try again.',
  undoChanged: (count: number) =>
    `Not undone: ${count.toLocaleString('en-US')} of the imported records ${count === 1 ? 'was' : 'were'} changed after the import. Nothing was removed.`,
  alreadyUndone: 'This import was already undone.',
  importNotFound: 'Import not found',
  invalidImportId: 'Invalid import id',
  tooManyImports: (retryAfterSeconds: number) =>
    `Too many imports into this workspace in the last hour: up to ${IMPORTS_PER_WORKSPACE_PER_HOUR} an hour. Try again in ${minutes(retryAfterSeconds)}.`,
} as const;
