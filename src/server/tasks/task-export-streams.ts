import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { TASK_CSV_COLUMNS, TASK_CSV_WRITER_OPTIONS, taskCsvRecord, worksheetChunks, type ExportedTask, type WorksheetSummary } from '../../domain/task-export.ts';
import type { TaskStatus } from '../../domain/tasks.ts';

/**
 * The export files as byte streams, a piece per batch of tasks as the database hands them over
 * (about 16 KB of CSV), and only as fast as the client reads. A piece per row — each row through
 * csv-stringify's stream, then a write of its own to the gzip stream — took most of an export's time.
 */

/** The CSV's text: the byte order mark and header row, then a piece per batch of tasks. */
async function* csvChunks(batches: AsyncIterable<readonly ExportedTask[]>): AsyncGenerator<string> {
  yield stringify([[...TASK_CSV_COLUMNS]], TASK_CSV_WRITER_OPTIONS);
  const rowsOnly = { ...TASK_CSV_WRITER_OPTIONS, bom: false };
  for await (const batch of batches) yield stringify(batch.map(taskCsvRecord), rowsOnly);
}

export function csvStream(batches: AsyncIterable<readonly ExportedTask[]>): Readable {
  return Readable.from(csvChunks(batches), { objectMode: false });
}

export function worksheetStream(summary: WorksheetSummary, batchesOf: (status: TaskStatus) => AsyncIterable<readonly ExportedTask[]>): Readable {
  return Readable.from(worksheetChunks(summary, batchesOf), { objectMode: false });
}
