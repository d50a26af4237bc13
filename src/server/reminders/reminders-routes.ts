import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EVENT_MESSAGES, eventIdParamsSchema } from '../../domain/events.ts';
import {
  digestSettingSchema,
  eventRemindersInputSchema,
  eventRemindersSchema,
  hasEnded,
  MANUAL_SENDS_PER_HOUR,
  previewSentSchema,
  PREVIEWS_PER_HOUR,
  REMINDER_MESSAGES,
  sentRemindersSchema,
  tooManyPreviewsMessage,
  tooManySendsMessage,
  type EventReminders,
} from '../../domain/reminders.ts';
import { nextEventSendAt } from '../../domain/reminder-schedule.ts';
import { todayIn } from '../../domain/today.ts';
import { accountId, sessionSecurity } from '../auth/auth-plugin.ts';
import type { Config } from '../config.ts';
import { errorResponses, errorResponseSchema, HttpError, notFound } from '../http/errors.ts';
import { admitRequest, HOUR_MS } from '../http/request-limits.ts';
import { createMailer, type Mailer } from '../mail/mailer.ts';
import { workspaceId } from '../workspaces/workspace-access.ts';
import { workspaceTimeZone } from '../workspaces/workspaces-repository.ts';
import { sendDelivery } from './reminder-sender.ts';
import {
  findEventReminders,
  isDigestEnabled,
  planManualDigests,
  planPreview,
  setDigestEnabled,
  setEventReminders,
  type EventReminderSettings,
} from './reminders-repository.ts';

const TAGS = ['reminders'];

export interface RemindersRoutesOptions {
  config: Pick<Config, 'publicOrigin' | 'mail'>;
  /** Epoch milliseconds: the day, the next send time and the limits; tests move it on. */
  clock?: () => number;
  /** The configured mailer by default. */
  mailer?: Mailer;
}

function answer(settings: EventReminderSettings, now: Date): EventReminders {
  const next = settings.schedule === 'off' ? null : nextEventSendAt(settings.schedule, settings.endDate, settings.timeZone, now);
  return { schedule: settings.schedule, timeZone: settings.timeZone, nextSendAt: next?.toISOString() ?? null };
}

/**
 * Reminder e-mails of the request's workspace: each event's schedule, "Send reminders now", an
 * organiser's preview of their own digest and whether they get it at all. Sending happens in the
 * background (reminder-scheduler.ts), apart from the preview, which the organiser waits for.
 */
export const remindersRoutes: FastifyPluginAsyncZod<RemindersRoutesOptions> = async (app, { config, clock = Date.now, mailer: givenMailer }) => {
  const mailer = givenMailer ?? createMailer(config.mail);

  /** Counts one use under `key`; 429 with Retry-After beyond `max` in the hour. */
  const admit = (reply: FastifyReply, key: string, max: number, message: (retryAfterSeconds: number) => string, nowMs: number) =>
    admitRequest(app.db, reply, [{ key, max, windowMs: HOUR_MS }], message, nowMs);

  const eventSettings = async (ownerId: number, eventId: number) => {
    const settings = await findEventReminders(app.db, ownerId, eventId);
    if (!settings) throw notFound(EVENT_MESSAGES.notFound);
    return settings;
  };

  app.get(
    '/events/:id/reminders',
    {
      config: { access: 'viewer' },
      schema: {
        tags: TAGS,
        security: sessionSecurity,
        summary: "An event's reminder e-mails",
        description:
          "`schedule`: off, weekly (Mondays) or daily, at 08:00 in the workspace's time zone (`timeZone`). `nextSendAt` is the next " +
          'send time, or null when reminders are off or no send day is left before the event ends.',
        params: eventIdParamsSchema,
        response: { 200: eventRemindersSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => answer(await eventSettings(workspaceId(request), request.params.id), new Date(clock())),
  );

  app.put(
    '/events/:id/reminders',
    {
      config: { access: 'editor' },
      schema: {
        tags: TAGS,
        security: sessionSecurity,
        summary: "Choose an event's reminder e-mails",
        description:
          'Weekly or daily, each team member with an e-mail address and open tasks overdue or due within 7 days gets a digest of them, ' +
          "with a link to their page; each organiser (owner and editors) gets one digest of all the workspace's events. Off stops them.",
        params: eventIdParamsSchema,
        body: eventRemindersInputSchema,
        response: { 200: eventRemindersSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const ownerId = workspaceId(request);
      if (!(await setEventReminders(app.db, ownerId, request.params.id, request.body.schedule))) throw notFound(EVENT_MESSAGES.notFound);
      return answer(await eventSettings(ownerId, request.params.id), new Date(clock()));
    },
  );

  app.post(
    '/events/:id/reminders/send',
    {
      config: { access: 'editor' },
      schema: {
        tags: TAGS,
        security: sessionSecurity,
        summary: "Send an event's reminders now",
        description:
          'Plans a digest for each member of the event who has an e-mail address and open tasks overdue or due within 7 days, whatever ' +
          'the schedule; they go out in the background within a minute or so, as scheduled ones do. `planned` says how many. ' +
          `At most ${MANUAL_SENDS_PER_HOUR} times per event an hour (429 with Retry-After beyond); 409 once the event has ended.`,
        params: eventIdParamsSchema,
        response: { 200: sentRemindersSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const ownerId = workspaceId(request);
      const nowMs = clock();
      const now = new Date(nowMs);
      const settings = await eventSettings(ownerId, request.params.id);
      const today = todayIn(settings.timeZone, now);
      if (hasEnded(settings, today)) throw new HttpError(409, REMINDER_MESSAGES.eventEnded);
      await admit(reply, `reminders-send:event:${request.params.id}`, MANUAL_SENDS_PER_HOUR, tooManySendsMessage, nowMs);
      const planned = await planManualDigests(app.db, ownerId, request.params.id, today, now);
      request.log.info({ workspaceId: ownerId, eventId: request.params.id, planned }, 'reminders planned to send now');
      return { planned };
    },
  );

  app.post(
    '/reminders/preview',
    {
      config: { access: 'editor' },
      schema: {
        tags: TAGS,
        security: sessionSecurity,
        summary: 'E-mail yourself a preview of your digest',
        description:
          "Your organiser digest of this workspace as it stands now, covering every event with reminders on that has not ended, sent to " +
          `your own address at once. At most ${PREVIEWS_PER_HOUR} an hour (429 with Retry-After beyond); 503 when the e-mail could not be sent.`,
        response: { 200: previewSentSchema, ...errorResponses(401, 403, 404, 429), 503: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const ownerId = workspaceId(request);
      const userId = accountId(request);
      const nowMs = clock();
      const now = new Date(nowMs);
      await admit(reply, `reminders-preview:user:${userId}`, PREVIEWS_PER_HOUR, tooManyPreviewsMessage, nowMs);
      const today = todayIn(await workspaceTimeZone(app.db, ownerId), now);
      const id = await planPreview(app.db, ownerId, userId, today, now);
      const outcome = await sendDelivery({ db: app.db, mailer, log: request.log, publicOrigin: config.publicOrigin }, id, now, { retry: false });
      if (outcome !== 'sent') throw new HttpError(503, REMINDER_MESSAGES.previewFailed);
      return { sentTo: request.user!.email };
    },
  );

  app.get(
    '/workspace/digest',
    {
      config: { access: 'editor' },
      schema: {
        tags: TAGS,
        security: sessionSecurity,
        summary: 'Whether you get the organiser digest of this workspace',
        response: { 200: digestSettingSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ enabled: await isDigestEnabled(app.db, workspaceId(request), accountId(request)) }),
  );

  app.put(
    '/workspace/digest',
    {
      config: { access: 'editor' },
      schema: {
        tags: TAGS,
        security: sessionSecurity,
        summary: 'Turn your organiser digest of this workspace on or off',
        description: 'Only yours: the other organisers keep theirs, and team members keep their own reminders.',
        body: digestSettingSchema,
        response: { 200: digestSettingSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const ownerId = workspaceId(request);
      const userId = accountId(request);
      await setDigestEnabled(app.db, ownerId, userId, request.body.enabled, new Date(clock()));
      return { enabled: await isDigestEnabled(app.db, ownerId, userId) };
    },
  );
};
