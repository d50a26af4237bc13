import type { Readable } from 'node:stream';
import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { todayIn } from '../../domain/dates.ts';
import { TASK_EXPORT_CONTENT_TYPES, taskExportFileName, taskExportQuerySchema } from '../../domain/task-export.ts';
import { TASK_MESSAGES } from '../../domain/tasks.ts';
import { TEAM_MESSAGES } from '../../domain/team.ts';
import { sessionSecurity } from '../auth/auth-plugin.ts';
import { findOwnedEvent } from '../events/events-repository.ts';
import { errorResponses, HttpError } from '../http/errors.ts';
import { createFairSlots, SlotRefusedError, type SlotRefusalReason } from '../http/fair-slots.ts';
import { PRIVATE_ANSWER_CACHE_CONTROL } from '../http/private-answers.ts';
import { EXPORT_TIME_LIMIT_MS, findOwnedMember, openTaskExport, type TaskExportReader } from './task-export-repository.ts';
import { csvStream, worksheetStream } from './task-export-streams.ts';
import { workspaceId } from '../workspaces/workspace-access.ts';

/**
 * How many exports run, for whom and for how long. Each export holds a read transaction — on SQLite a
 * snapshot that keeps the WAL from being checkpointed past it, on PostgreSQL a pooled connection —
 * until its last row is sent, so these bound what slow or stalled downloads can hold.
 */
export interface ExportLimits {
  /** Exports streamed at once by this server. */
  atOnce: number;
  /** Exports one account streams at once: an account holding its share cannot hold up anyone else's. */
  perOwner: number;
  /** Longest an export waits for its turn before the answer is 503 with Retry-After. */
  waitMs: number;
  /** Exports waiting at once, all accounts together; one account has at most one waiting. */
  maxWaiting: number;
  /** A download that takes nothing for this long is dropped, and its transaction ended. */
  stalledMs: number;
  /** A download still running after this long is cut off, however steadily its client reads. */
  totalMs: number;
}

export const EXPORT_LIMITS: ExportLimits = {
  atOnce: 4,
  perOwner: 1,
  // Below the web client's 20-second time-out, so that the user reads the reason rather than a time-out.
  waitMs: 10_000,
  maxWaiting: 16,
  stalledMs: 60_000,
  totalMs: EXPORT_TIME_LIMIT_MS,
};

/**
 * Gzip's fastest level for the streamed file: 16 MB of CSV (100,000 tasks) compresses to 3.7 MB
 * instead of the default level's 3.1 MB in half the time, so that a compressed export takes about as
 * long as a plain one.
 */
export const EXPORT_GZIP_LEVEL = 1;

export const EXPORT_REFUSALS: Record<SlotRefusalReason, string> = {
  'own-share': 'Your previous export is still downloading. Wait for it to finish, then try again.',
  busy: 'Too many exports are being downloaded right now. Please try again in a few seconds.',
};

export interface TaskExportRoutesOptions {
  /** Overrides of EXPORT_LIMITS; tests shorten the times instead of waiting. */
  limits?: Partial<ExportLimits>;
}

/** Aborts when the client goes away before the answer is sent, so that it stops waiting for a slot. */
function clientGone(reply: FastifyReply): { signal: AbortSignal; stop: () => void } {
  const gone = new AbortController();
  const onClose = () => gone.abort(new Error('the client went away'));
  if (reply.raw.destroyed) onClose();
  else reply.raw.once('close', onClose);
  return { signal: gone.signal, stop: () => reply.raw.off('close', onClose) };
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

export const taskExportRoutes: FastifyPluginAsyncZod<TaskExportRoutesOptions> = async (app, options) => {
  const limits = { ...EXPORT_LIMITS, ...options.limits };
  const slots = createFairSlots({
    total: limits.atOnce,
    perKey: limits.perOwner,
    maxWaitMs: limits.waitMs,
    maxWaiting: limits.maxWaiting,
    maxWaitingPerKey: 1,
  });
  const retryAfterSeconds = String(Math.max(1, Math.ceil(limits.waitMs / 1000)));

  app.get(
    '',
    {
      config: { access: 'viewer' },
      // Gzip only: over 100,000 tasks a Brotli stream grew the server by about 50 MB a download
      // (gzip by 2 once warm), and a CSV compresses about as well either way.
      compress: { encodings: ['gzip'], zlibOptions: { level: EXPORT_GZIP_LEVEL } },
      schema: {
        tags: ['tasks'],
        security: sessionSecurity,
        summary: 'Download the tasks matching the task list’s filters as a CSV file or a text worksheet',
        description:
          'Takes the filters of GET /api/tasks, without paging: every matching task is in the file, in the list’s order ' +
          '(by due date, undated last) or, in the worksheet, grouped by status. An event or team member that is not yours answers 404. ' +
          `An account downloads ${EXPORT_LIMITS.perOwner === 1 ? 'one export' : `${EXPORT_LIMITS.perOwner} exports`} at a time and the server ${EXPORT_LIMITS.atOnce}; ` +
          `an export that cannot start within ${EXPORT_LIMITS.waitMs / 1000} s answers 503 with Retry-After and the reason. ` +
          `A download that takes nothing for ${EXPORT_LIMITS.stalledMs / 1000} s, or still runs after ${EXPORT_LIMITS.totalMs / 60_000} minutes, is cut off.`,
        querystring: taskExportQuerySchema,
        response: { 200: exportResponseSchema, ...errorResponses(400, 401, 404, 503) },
      },
    },
    async (request, reply) => {
      const owner = workspaceId(request);
      const { format, today, ...query } = request.query;
      const filters = { ...query, q: query.q || undefined };
      const date = today ?? todayIn('UTC');

      const event = filters.eventId === undefined ? undefined : await findOwnedEvent(app.db, owner, filters.eventId);
      if (filters.eventId !== undefined && !event) throw new HttpError(404, TASK_MESSAGES.eventNotFound, { eventId: TASK_MESSAGES.eventNotFound });
      const member = filters.memberId === undefined ? undefined : await findOwnedMember(app.db, owner, filters.memberId);
      if (filters.memberId !== undefined && !member) throw new HttpError(404, TEAM_MESSAGES.memberNotFound, { memberId: TEAM_MESSAGES.memberNotFound });

      const gone = clientGone(reply);
      let releaseSlot: () => void;
      try {
        releaseSlot = await slots.acquire(owner, gone.signal);
      } catch (error) {
        // Refused, or no longer waited for: the client that went away reads no answer.
        if (!(error instanceof SlotRefusedError) && !gone.signal.aborted) throw error;
        reply.header('retry-after', retryAfterSeconds);
        throw new HttpError(503, EXPORT_REFUSALS[error instanceof SlotRefusedError ? error.reason : 'busy']);
      } finally {
        gone.stop();
      }
      let reader: TaskExportReader | undefined;
      let source: Readable;
      try {
        reader = await openTaskExport(app.openReader, owner, { ...filters, today: date }, limits.totalMs);
        if (format === 'csv') {
          source = csvStream(reader.batches());
        } else {
          const counts = await reader.counts();
          const summary = {
            date,
            eventName: event?.name,
            member,
            unassignedOnly: filters.unassigned === 'true',
            status: filters.status,
            due: filters.due,
            search: filters.q,
            ...counts,
          };
          source = worksheetStream(summary, reader.batches.bind(reader));
        }
      } catch (error) {
        await reader?.close().catch((closeError: unknown) => request.log.warn({ err: closeError }, 'closing a failed export'));
        releaseSlot();
        throw error;
      }

      // The source closes once its last row is read, or once the download ends early (the client
      // went away, stalled or ran out of time) and the read is cut short: either way the transaction
      // ends, the connection goes back, and then the slot.
      const opened = reader;
      const cutOff = setTimeout(() => {
        request.log.warn({ totalMs: limits.totalMs }, 'export cut off: still downloading at its time limit');
        reply.raw.destroy();
      }, limits.totalMs);
      source.once('close', () => {
        clearTimeout(cutOff);
        opened
          .close()
          .catch((error: unknown) => request.log.warn({ err: error }, 'closing an export'))
          .finally(releaseSlot);
      });
      // Fastify ends the stream it sends when the response closes early; this covers an answer that
      // failed before its stream was ever sent.
      reply.raw.once('close', () => {
        if (!source.destroyed) source.destroy();
      });
      reply.raw.setTimeout(limits.stalledMs, () => {
        request.log.warn({ stalledMs: limits.stalledMs }, 'export dropped: its client took nothing for too long');
        reply.raw.destroy();
      });

      // The reply's type knows the serialised answers; this one is a stream, sent as it is.
      const download: FastifyReply = reply;
      return download
        .header('content-type', TASK_EXPORT_CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="${taskExportFileName(format, date)}"`)
        .header('cache-control', PRIVATE_ANSWER_CACHE_CONTROL)
        .send(source);
    },
  );
};
