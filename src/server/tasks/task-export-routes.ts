import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { todayIn } from '../../domain/dates.ts';
import {
  TASK_CSV_COLUMNS,
  TASK_CSV_WRITER_OPTIONS,
  TASK_EXPORT_CONTENT_TYPES,
  taskCsvRecord,
  taskExportFileName,
  taskExportQuerySchema,
  worksheetChunks,
  type ExportedTask,
} from '../../domain/task-export.ts';
import { TASK_MESSAGES } from '../../domain/tasks.ts';
import { TEAM_MESSAGES } from '../../domain/team.ts';
import { ownerId, sessionSecurity } from '../auth/auth-plugin.ts';
import { createConcurrencyLimit, type ConcurrencyLimit } from '../auth/concurrency-limit.ts';
import { findOwnedEvent } from '../events/events-repository.ts';
import { errorResponses, HttpError } from '../http/errors.ts';
import { findOwnedMember, openTaskExport, type TaskExportReader } from './task-export-repository.ts';

/**
 * Exports streamed at once by this server; more wait their turn. On PostgreSQL each holds a pooled
 * connection until its last row is sent, so the rest of the pool stays free for everything else.
 */
const EXPORTS_AT_ONCE = 4;
/** A download that takes nothing for this long is dropped, and its connection given back. */
const STALLED_DOWNLOAD_MS = 60_000;

/** Waits for a free slot; the answer gives it back. */
function takeSlot(limit: ConcurrencyLimit): Promise<() => void> {
  return new Promise((granted) => {
    void limit(() => new Promise<void>((release) => granted(release)));
  });
}

/** The CSV as a byte stream: the header row, then a row per task as the database hands them over. */
function csvStream(tasks: AsyncIterable<ExportedTask>): { source: Readable; body: Readable } {
  const source = Readable.from(
    (async function* records() {
      yield [...TASK_CSV_COLUMNS];
      for await (const task of tasks) yield taskCsvRecord(task);
    })(),
  );
  const body = stringify(TASK_CSV_WRITER_OPTIONS);
  // A failure on the way is Fastify's to handle and log: it is the error of `body`, the stream it sends.
  pipeline(source, body, () => {});
  return { source, body };
}

const exportResponseSchema = {
  description:
    'The file, streamed as it is read from the database, with Content-Disposition: attachment; ' +
    'filename="tasks_export_YYYY-MM-DD.csv" or "tasks_worksheet_YYYY-MM-DD.txt", the date being `today` or the server’s UTC date.',
  content: {
    'text/csv': {
      schema: z.string().meta({
        description:
          'UTF-8 with a byte order mark, RFC 4180. Columns: ID, Title, Description, Due Date, Event, Assignee, User ID, Status, ' +
          'Priority, Created At. Status and priority as shown in the app (To Do, High); an unassigned task reads Unassigned with an ' +
          'empty User ID. A cell starting with =, +, -, @, a tab or a carriage return starts with a \' so that no spreadsheet runs it.',
      }),
    },
    'text/plain': {
      schema: z.string().meta({
        description:
          'A worksheet 80 columns wide: the filters and date, counts by status and by priority, then the tasks grouped by status.',
      }),
    },
  },
};

export const taskExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);
  const exportsAtOnce = createConcurrencyLimit(EXPORTS_AT_ONCE);

  app.get(
    '',
    {
      // Gzip only: over 100,000 tasks a Brotli stream grew the server by about 50 MB a download
      // (gzip by 2 once warm), and a CSV compresses about as well either way.
      compress: { encodings: ['gzip'] },
      schema: {
        tags: ['tasks'],
        security: sessionSecurity,
        summary: 'Download the tasks matching the task list’s filters as a CSV file or a text worksheet',
        description:
          'Takes the filters of GET /api/tasks, without paging: every matching task is in the file, in the list’s order ' +
          '(by due date, undated last) or, in the worksheet, grouped by status. An event or team member that is not yours answers 404.',
        querystring: taskExportQuerySchema,
        response: { 200: exportResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const owner = ownerId(request);
      const { format, today, ...query } = request.query;
      const filters = { ...query, q: query.q || undefined };
      const date = today ?? todayIn('UTC');

      const event = filters.eventId === undefined ? undefined : await findOwnedEvent(app.db, owner, filters.eventId);
      if (filters.eventId !== undefined && !event) throw new HttpError(404, TASK_MESSAGES.eventNotFound, { eventId: TASK_MESSAGES.eventNotFound });
      const member = filters.memberId === undefined ? undefined : await findOwnedMember(app.db, owner, filters.memberId);
      if (filters.memberId !== undefined && !member) throw new HttpError(404, TEAM_MESSAGES.memberNotFound, { memberId: TEAM_MESSAGES.memberNotFound });

      const releaseSlot = await takeSlot(exportsAtOnce);
      let reader: TaskExportReader | undefined;
      let stream: { source: Readable; body: Readable };
      try {
        reader = await openTaskExport(app.openReader, owner, filters);
        if (format === 'csv') {
          stream = csvStream(reader.tasks());
        } else {
          const counts = await reader.counts();
          const summary = {
            date,
            eventName: event?.name,
            member,
            unassignedOnly: filters.unassigned === 'true',
            status: filters.status,
            search: filters.q,
            ...counts,
          };
          const tasksOf = reader.tasks.bind(reader);
          const source = Readable.from(worksheetChunks(summary, tasksOf), { objectMode: false });
          stream = { source, body: source };
        }
      } catch (error) {
        await reader?.close().catch((closeError: unknown) => request.log.warn({ err: closeError }, 'closing a failed export'));
        releaseSlot();
        throw error;
      }

      // The source closes once its last row is read, or once the download ends early (the client
      // went away, or stalled) and the read is cut short: either way the connection goes back.
      const opened = reader;
      stream.source.once('close', () => {
        opened
          .close()
          .catch((error: unknown) => request.log.warn({ err: error }, 'closing an export'))
          .finally(releaseSlot);
      });
      reply.raw.setTimeout(STALLED_DOWNLOAD_MS, () => reply.raw.destroy());

      // The reply's type knows the serialised answers; this one is a stream, sent as it is.
      const download: FastifyReply = reply;
      return download
        .header('content-type', TASK_EXPORT_CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="${taskExportFileName(format, date)}"`)
        .header('cache-control', 'no-store')
        .send(stream.body);
    },
  );
};
