import { Readable } from 'node:stream';
import { TASK_CSV_HEADING, taskCsvRecordsText, worksheetChunks, type ExportedTask, type WorksheetSummary } from '../../domain/task-export.ts';
import type { TaskStatus } from '../../domain/tasks.ts';

/**
 * The export files as byte streams, a piece per batch of tasks as the database hands them over
 * (about 16 KB of CSV), and only as fast as the client reads. A piece per row — each row through
 * a CSV writer's stream, then a write of its own to the gzip stream — took most of an export's time.
 */

/** The CSV's text: the byte order mark and header row, then a piece per batch of tasks. */
async function* csvChunks(batches: AsyncIterable<readonly ExportedTask[]>): AsyncGenerator<string> {
  yield TASK_CSV_HEADING;
  for await (const batch of batches) yield taskCsvRecordsText(batch);
}

export function csvStream(batches: AsyncIterable<readonly ExportedTask[]>): Readable {
  return Readable.from(csvChunks(batches), { objectMode: false });
}

export function worksheetStream(summary: WorksheetSummary, batchesOf: (status: TaskStatus) => AsyncIterable<readonly ExportedTask[]>): Readable {
  return Readable.from(worksheetChunks(summary, batchesOf), { objectMode: false });
}
