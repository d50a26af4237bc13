import type { FastifyBaseLogger } from 'fastify';
import type { App } from '../../../src/server/app.ts';
import type { Mailer, MailMessage } from '../../../src/server/mail/mailer.ts';
import { createReminderJob, type ReminderJobOptions } from '../../../src/server/reminders/reminder-job.ts';
import { createEvent, createMember, createTask } from './fixtures.ts';
import { requestHeaders, signUp } from './test-app.ts';

/** Monday 3 June 2030, 09:00 in Berlin (summer time, UTC+2): past the day's 08:00. */
export const MONDAY_0900_BERLIN = Date.parse('2030-06-03T07:00:00Z');
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

/** A clock the test moves by hand. */
export function manualClock(start = MONDAY_0900_BERLIN) {
  let now = start;
  return {
    now: () => now,
    set: (iso: string) => (now = Date.parse(iso)),
    advance: (ms: number) => (now += ms),
  };
}

/** A mailer that keeps what it is given; `failing` makes each send fail as an unreachable SMTP server would. */
export function recordingMailer() {
  const sent: MailMessage[] = [];
  const mailer = {
    transport: 'smtp' as const,
    failing: false,
    /** A send that never finishes: the instance stops while handing the mail over. */
    hangOnCall: undefined as number | undefined,
    calls: 0,
    sent,
    async send(message: MailMessage) {
      mailer.calls += 1;
      if (mailer.hangOnCall === mailer.calls) return new Promise<void>(() => {});
      if (mailer.failing) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:2525'), { code: 'ESOCKET', command: 'CONN' });
      sent.push(message);
    },
  };
  return mailer satisfies Mailer;
}

/** A log that keeps its lines, to check what a failure says (and what it does not). */
export function recordingLog() {
  const lines: { level: string; object: unknown; message?: string }[] = [];
  const record = (level: string) => (object: unknown, message?: string) => void lines.push({ level, object, message });
  const log = { lines, info: record('info'), warn: record('warn'), error: record('error'), debug: record('debug'), trace: record('trace'), fatal: record('fatal'), level: 'info', silent: () => {} };
  return Object.assign(log, { child: () => log }) as unknown as FastifyBaseLogger & { lines: typeof lines };
}

export function jobFor(app: App, options: Partial<ReminderJobOptions> & Pick<ReminderJobOptions, 'mailer'>) {
  return createReminderJob({ db: app.db, log: recordingLog(), publicOrigin: new URL('https://events.example.com'), ...options });
}

/**
 * An owner whose workspace runs on Berlin time, with an event (1–30 June 2030, daily reminders) and
 * its team: Dee (an overdue task and one due this week), Sam (one due this week), Kim (only a task due
 * later), and Lou (no e-mail address).
 */
export async function reminderWorld(app: App, { schedule = 'daily' }: { schedule?: 'daily' | 'weekly' | 'off' } = {}) {
  const owner = await signUp(app, { name: 'Ola Organiser' });
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, headers: requestHeaders(owner.cookie, owner.workspaceId), ...(payload ? { payload } : {}) });
  const zone = await call('PATCH', '/api/workspace', { timeZone: 'Europe/Berlin' });
  if (zone.statusCode !== 200) throw new Error(`setting the time zone failed: ${zone.body}`);
  const event = await createEvent(app, owner.cookie, { name: 'Summer Gala', startDate: '2030-06-01', endDate: '2030-06-30' }, owner.workspaceId);
  const member = (name: string, email?: string) => createMember(app, owner.cookie, event.id, { name, ...(email ? { email } : {}) }, owner.workspaceId);
  const dee = await member('Dee Marsh', 'dee@example.com');
  const sam = await member('Sam Ortiz', 'sam@example.com');
  const kim = await member('Kim Ito', 'kim@example.com');
  const lou = await member('Lou Park');
  const task = (title: string, assigneeId: number, dueDate: string) => createTask(app, owner.cookie, { title, eventId: event.id, assigneeId, dueDate }, owner.workspaceId);
  await task('Book the band', dee.id, '2030-06-01');
  await task('Print badges', dee.id, '2030-06-05');
  await task('Order flowers', sam.id, '2030-06-09');
  await task('Send thank-yous', kim.id, '2030-06-20');
  await task('Set up chairs', lou.id, '2030-06-02');
  const set = await call('PUT', `/api/events/${event.id}/reminders`, { schedule });
  if (set.statusCode !== 200) throw new Error(`setting reminders failed: ${set.body}`);
  return { owner, event, dee, sam, kim, lou, call };
}

/** The recipients of the messages, sorted. */
export const recipients = (messages: MailMessage[]) => messages.map((message) => message.to).sort();

/** The unsubscribe token of a digest, from its List-Unsubscribe header. */
export function unsubscribeToken(message: MailMessage): string {
  const token = /\/api\/unsubscribe\/([A-Za-z0-9_-]{43})>$/.exec(message.headers?.['List-Unsubscribe'] ?? '')?.[1];
  if (!token) throw new Error(`no unsubscribe link in ${message.subject}`);
  return token;
}
