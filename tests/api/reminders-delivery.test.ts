import net from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { createMailer } from '../../src/server/mail/mailer.ts';
import { hashToken, newLinkToken } from '../../src/server/private-links/link-token.ts';
import { startReminderScheduler } from '../../src/server/reminders/reminder-scheduler.ts';
import { sendDelivery } from '../../src/server/reminders/reminder-sender.ts';
import { deleteFinished } from '../../src/server/mail/delivery-state.ts';
import { listDueDeliveries, planPreview, planScheduledDigests } from '../../src/server/reminders/reminders-repository.ts';
import { deleteDeliveredTeamMessages } from '../../src/server/team-mail/team-mail-repository.ts';
import { createTestApp, dialect, type TestApp } from './support/test-app.ts';
import {
  HOUR,
  jobFor,
  manualClock,
  MINUTE,
  recipients,
  recordingLog,
  recordingMailer,
  reminderWorld,
  unsubscribeToken,
} from './support/reminder-world.ts';

/**
 * Reminder e-mails as the job sends them: planned in the database, each sent exactly once whatever
 * the number of instances, restarts and failures, late rather than never within the day, retried and
 * then given up, and a real SMTP round trip.
 */

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const deliveries = (app: App) => app.db.selectFrom('reminder_deliveries').selectAll().orderBy('id').execute();

describe('exactly once', () => {
  it('plans and sends each digest once when two instances run the same tick, and again on the next tick', async () => {
    const clock = manualClock();
    t = await createTestApp({ onDisk: true, clock: clock.now });
    const other = await t.startAnotherInstance({ clock: clock.now });
    const world = await reminderWorld(t.app);
    const mailer = recordingMailer();
    const a = jobFor(t.app, { mailer, holder: 'instance-a', clock: clock.now });
    const b = jobFor(other, { mailer, holder: 'instance-b', clock: clock.now });

    const results = await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);
    // Dee and Sam have something due this week; Kim only later, Lou has no address. The owner gets the organiser digest.
    expect(recipients(mailer.sent)).toEqual(['dee@example.com', 'sam@example.com', world.owner.email].sort());
    expect(results.some((result) => result.held)).toBe(true);
    expect((await deliveries(t.app)).map((row) => [row.status, row.local_date, row.cause])).toEqual([
      ['sent', '2030-06-03', 'schedule'],
      ['sent', '2030-06-03', 'schedule'],
      ['sent', '2030-06-03', 'schedule'],
    ]);

    // Later the same day, either instance: nothing more.
    clock.advance(3 * HOUR);
    await Promise.all([a.tick(), b.tick()]);
    expect(mailer.sent).toHaveLength(3);
  });

  it('sends each planned digest once even when two instances send at the same moment without the lease', async () => {
    const clock = manualClock();
    t = await createTestApp({ onDisk: true, clock: clock.now });
    const other = await t.startAnotherInstance({ clock: clock.now });
    const world = await reminderWorld(t.app);
    const mailer = recordingMailer();
    // Two connections of one process would wait on each other's SQLite write lock (a busy wait that blocks the
    // event loop); on SQLite the races are run on one connection, whose statements interleave all the same.
    const second = dialect === 'postgres' ? other : t.app;
    // Both plan the day at once: one row per recipient.
    const now = new Date(clock.now());
    const sendDay = { daily: true, weekly: true };
    const planned = await Promise.all([t.app, second].map((app) => planScheduledDigests(app.db, world.owner.workspaceId, '2030-06-03', sendDay, now)));
    expect(planned[0]! + planned[1]!).toBe(3);
    const due = await listDueDeliveries(t.app.db, new Date(clock.now()), 100);
    expect(due).toHaveLength(3);

    const context = (app: App) => ({ db: app.db, mailer, log: recordingLog(), publicOrigin: new URL('https://events.example.com') });
    const outcomes = await Promise.all(due.flatMap((id) => [sendDelivery(context(t!.app), id, now), sendDelivery(context(second), id, now)]));
    expect(outcomes.filter((outcome) => outcome === 'sent')).toHaveLength(3);
    expect(outcomes.filter((outcome) => outcome === 'taken')).toHaveLength(3);
    expect(mailer.sent).toHaveLength(3);
  });

  it('lets one instance hold the lease at a time, and another take it over once it expires', async () => {
    const clock = manualClock();
    t = await createTestApp({ clock: clock.now });
    const mailer = recordingMailer();
    const a = jobFor(t.app, { mailer, holder: 'instance-a', clock: clock.now });
    const b = jobFor(t.app, { mailer, holder: 'instance-b', clock: clock.now });
    expect((await a.tick()).held).toBe(true);
    expect((await b.tick()).held).toBe(false);
    expect((await a.tick()).held).toBe(true);
    clock.advance(4 * MINUTE);
    expect((await b.tick()).held).toBe(false);
    // a stops ticking: once its lease expires, b takes over.
    clock.advance(6 * MINUTE);
    expect((await b.tick()).held).toBe(true);
    expect((await a.tick()).held).toBe(false);
    await b.release();
    expect((await a.tick()).held).toBe(true);
  });

  it('never sends again what a stopped instance sent or was sending, after a restart mid-batch', async () => {
    const clock = manualClock();
    t = await createTestApp({ onDisk: true, clock: clock.now });
    await reminderWorld(t.app);
    // The first instance sends the first digest, then stops while handing the second to the SMTP server.
    const first = recordingMailer();
    first.hangOnCall = 2;
    void jobFor(t.app, { mailer: first, holder: 'stopped', clock: clock.now }).tick();
    await expect.poll(async () => (await deliveries(t!.app)).map((row) => row.status).sort()).toEqual(['planned', 'sending', 'sent']);
    expect(first.sent).toHaveLength(1);

    // A new instance, once the lease has expired: only the digest nobody started goes out.
    clock.advance(6 * MINUTE);
    const restarted = await t.startAnotherInstance({ clock: clock.now });
    const second = recordingMailer();
    const job = jobFor(restarted, { mailer: second, holder: 'restarted', clock: clock.now });
    expect((await job.tick()).sent).toBe(1);
    expect(second.sent).toHaveLength(1);
    expect(recipients([...first.sent, ...second.sent])).toHaveLength(2);
    expect(new Set(recipients([...first.sent, ...second.sent])).size).toBe(2);

    // The interrupted one is marked failed later, and still never sent.
    clock.advance(20 * MINUTE);
    await job.tick();
    const rows = await deliveries(t.app);
    expect(rows.map((row) => row.status).sort()).toEqual(['failed', 'sent', 'sent']);
    expect(rows.find((row) => row.status === 'failed')!.last_error).toBe('interrupted while sending: not sent again');
    expect(second.sent).toHaveLength(1);
  });
});

describe('the schedule', () => {
  it('sends late, once, when the server was down at 08:00, and not the day after', async () => {
    const clock = manualClock(Date.parse('2030-06-03T05:30:00Z')); // Monday 07:30 in Berlin
    t = await createTestApp({ clock: clock.now });
    await reminderWorld(t.app, { schedule: 'weekly' });
    const mailer = recordingMailer();
    const job = () => jobFor(t!.app, { mailer, holder: `instance-${clock.now()}`, clock: clock.now });
    expect((await job().tick()).planned).toBe(0);

    // Down from 07:30 until 16:00: a new instance sends Monday's digests then.
    clock.set('2030-06-03T14:00:00Z');
    const late = job();
    expect((await late.tick()).sent).toBe(3);
    expect(mailer.sent.map((message) => message.subject)).toContain('2 tasks for Summer Gala');
    await late.tick();
    // Tuesday, another restart: a weekly digest waits for next Monday.
    clock.set('2030-06-04T09:00:00Z');
    expect(await job().tick()).toMatchObject({ planned: 0, sent: 0 });
    expect(mailer.sent).toHaveLength(3);
  });

  it('sends nothing for a Monday the server missed entirely', async () => {
    const clock = manualClock(Date.parse('2030-06-04T07:00:00Z')); // Tuesday 09:00 in Berlin
    t = await createTestApp({ clock: clock.now });
    await reminderWorld(t.app, { schedule: 'weekly' });
    const mailer = recordingMailer();
    expect(await jobFor(t.app, { mailer, clock: clock.now }).tick()).toMatchObject({ planned: 0, sent: 0 });
  });

  it('sends no reminders with reminders off, nor for an event that has ended', async () => {
    const clock = manualClock();
    t = await createTestApp({ clock: clock.now });
    const world = await reminderWorld(t.app, { schedule: 'off' });
    const job = jobFor(t.app, { mailer: recordingMailer(), clock: clock.now });
    expect(await job.tick()).toMatchObject({ planned: 0, sent: 0 });
    // Daily from now on; the day after the event's last day, nothing.
    await world.call('PUT', `/api/events/${world.event.id}/reminders`, { schedule: 'daily' });
    clock.set('2030-07-01T07:00:00Z');
    expect(await job.tick()).toMatchObject({ planned: 0, sent: 0 });
    // On its last day, still.
    clock.set('2030-06-30T07:00:00Z');
    // Kim's task, due on the 20th, is overdue by then.
    expect(await job.tick()).toMatchObject({ planned: 4, sent: 4 });
  });
});

describe('failures', () => {
  it('retries a failed send with back-off, then gives up with one log line that holds no message', async () => {
    const clock = manualClock();
    t = await createTestApp({ clock: clock.now });
    const world = await reminderWorld(t.app);
    await world.call('PUT', `/api/workspace/digest`, { enabled: false });
    await t.app.db.updateTable('team_members').set({ email: null }).where('id', '=', world.sam.id).execute();
    const mailer = recordingMailer();
    mailer.failing = true;
    const log = recordingLog();
    const job = jobFor(t.app, { mailer, log, holder: 'only', clock: clock.now });

    await job.tick();
    const row = async () => (await deliveries(t!.app))[0]!;
    expect(await row()).toMatchObject({ status: 'planned', attempts: 1, last_error: expect.stringContaining('ECONNREFUSED') });
    // Not before its time: 1 minute, then 5, then 30.
    clock.advance(30_000);
    await job.tick();
    expect((await row()).attempts).toBe(1);
    for (const wait of [1, 5, 30]) {
      clock.advance(wait * MINUTE);
      await job.tick();
    }
    expect(await row()).toMatchObject({ status: 'failed', attempts: 4, sent_at: null });
    const givenUp = log.lines.filter((line) => line.level === 'error');
    expect(givenUp).toHaveLength(1);
    expect(givenUp[0]).toMatchObject({ message: 'reminder digest could not be sent: given up', object: { attempts: 4, mailError: { code: 'ESOCKET' } } });
    expect(JSON.stringify(log.lines)).not.toContain('Book the band');

    // Given up means given up.
    mailer.failing = false;
    clock.advance(HOUR);
    await job.tick();
    expect(mailer.sent).toHaveLength(0);
  });

  it('sends on a later attempt after a failure, once, and keeps the member link the failed attempt made from working', async () => {
    const clock = manualClock();
    t = await createTestApp({ clock: clock.now });
    const world = await reminderWorld(t.app);
    await world.call('PUT', `/api/workspace/digest`, { enabled: false });
    await t.app.db.updateTable('team_members').set({ email: null }).where('id', '=', world.sam.id).execute();
    // Dee's link from the organiser, which a failed digest must leave working.
    const link = await world.call('POST', `/api/team-members/${world.dee.id}/member-link`);
    const token = /\/m\/([A-Za-z0-9_-]{43})$/.exec(link.json().url)![1]!;
    const mailer = recordingMailer();
    mailer.failing = true;
    const job = jobFor(t.app, { mailer, holder: 'only', clock: clock.now });
    await job.tick();
    expect((await t.app.inject({ method: 'GET', url: `/api/member-pages/${token}` })).statusCode).toBe(200);

    mailer.failing = false;
    clock.advance(MINUTE);
    await job.tick();
    expect(recipients(mailer.sent)).toEqual(['dee@example.com']);
    expect((await deliveries(t.app))[0]).toMatchObject({ status: 'sent', attempts: 2 });
    // The digest carries Dee's new link, which replaces the old one.
    const newToken = /\/m\/([A-Za-z0-9_-]{43})/.exec(mailer.sent[0]!.text)![1]!;
    expect((await t.app.inject({ method: 'GET', url: `/api/member-pages/${newToken}` })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/member-pages/${token}` })).statusCode).toBe(404);
  });
});

describe('send reminders now', () => {
  it('plans through the same path, is counted in the database across instances, and says when to try again', async () => {
    const clock = manualClock();
    t = await createTestApp({ onDisk: true, clock: clock.now });
    const other = await t.startAnotherInstance({ clock: clock.now });
    const world = await reminderWorld(t.app, { schedule: 'off' });
    const url = `/api/events/${world.event.id}/reminders/send`;
    for (let time = 0; time < 3; time++) expect((await world.call('POST', url)).json()).toEqual({ planned: 2 });
    const refused = await other.inject({ method: 'POST', url, headers: { cookie: world.owner.cookie, 'x-workspace-id': String(world.owner.workspaceId) } });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('3600');
    expect(refused.json().error.message).toBe('Reminders for this event were sent 3 times in the last hour. Please try again in 60 minutes.');

    const mailer = recordingMailer();
    await jobFor(t.app, { mailer, clock: clock.now }).tick();
    expect(recipients(mailer.sent)).toEqual(['dee@example.com', 'dee@example.com', 'dee@example.com', 'sam@example.com', 'sam@example.com', 'sam@example.com']);
    expect((await deliveries(t.app)).every((row) => row.cause === 'manual' && row.status === 'sent')).toBe(true);

    clock.advance(HOUR);
    expect((await world.call('POST', url)).statusCode).toBe(200);
  });
});

describe('previews', () => {
  it('are left to the request that asked for one: the job never picks one up, so it is never sent twice', async () => {
    const clock = manualClock();
    t = await createTestApp({ clock: clock.now });
    const world = await reminderWorld(t.app, { schedule: 'off' });
    const id = await planPreview(t.app.db, world.owner.workspaceId, world.owner.user.id, '2030-06-03', new Date(clock.now()));
    expect(await listDueDeliveries(t.app.db, new Date(clock.now() + HOUR), 100)).not.toContain(id);
    const mailer = recordingMailer();
    await jobFor(t.app, { mailer, clock: clock.now }).tick();
    expect(mailer.sent).toEqual([]);
  });
});

describe('unsubscribe', () => {
  it('works from the page (JSON) and by one-click form POST without an Origin, and stops further digests', async () => {
    const clock = manualClock();
    t = await createTestApp({ clock: clock.now });
    const world = await reminderWorld(t.app);
    const mailer = recordingMailer();
    const job = jobFor(t.app, { mailer, holder: 'only', clock: clock.now });
    await job.tick();
    const byRecipient = (to: string) => mailer.sent.find((message) => message.to === to)!;
    const dee = unsubscribeToken(byRecipient('dee@example.com'));
    const organiser = unsubscribeToken(byRecipient(world.owner.email));
    // Only the hash is kept.
    expect(await t.app.db.selectFrom('reminder_deliveries').select('id').where('unsubscribe_token_hash', '=', hashToken(dee)).execute()).toHaveLength(1);

    const info = await t.app.inject({ method: 'GET', url: `/api/unsubscribe/${dee}` });
    expect(info.json()).toEqual({ kind: 'member', recipientName: 'Dee Marsh', scopeName: 'Summer Gala', unsubscribed: false });
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `/api/unsubscribe/${dee}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(oneClick.json()).toEqual({ unsubscribed: true });
    expect((await t.app.inject({ method: 'GET', url: `/api/unsubscribe/${dee}` })).json().unsubscribed).toBe(true);

    // The organiser, from the web page: JSON, same origin; twice answers the same.
    const crossSite = await t.app.inject({ method: 'POST', url: `/api/unsubscribe/${organiser}`, headers: { origin: 'https://evil.example' }, payload: {} });
    expect(crossSite.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/unsubscribe/${organiser}` })).json()).toEqual({
      kind: 'organiser',
      recipientName: 'Ola Organiser',
      scopeName: "Ola Organiser's workspace",
      unsubscribed: false,
    });
    for (let time = 0; time < 2; time++) {
      const page = await t.app.inject({ method: 'POST', url: `/api/unsubscribe/${organiser}`, headers: { origin: 'http://localhost:3000', host: 'localhost:3000' }, payload: {} });
      expect(page.json()).toEqual({ unsubscribed: true });
    }
    expect((await world.call('GET', '/api/workspace/digest')).json()).toEqual({ enabled: false });

    // The next day: Sam only.
    clock.advance(24 * HOUR);
    mailer.sent.length = 0;
    await job.tick();
    expect(recipients(mailer.sent)).toEqual(['sam@example.com']);

    expect((await t.app.inject({ method: 'GET', url: `/api/unsubscribe/${'x'.repeat(43)}` })).json()).toEqual({ error: { message: 'This unsubscribe link is not valid' } });
    const short = await t.app.inject({ method: 'POST', url: '/api/unsubscribe/short' });
    expect(short.json()).toEqual({ error: { message: 'This unsubscribe link is not valid' } });
  });
});

describe('a real SMTP round trip', () => {
  it('delivers a member digest with its page link, its unsubscribe link and the one-click headers', async () => {
    const received: Buffer[] = [];
    const smtp = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as net.AddressInfo;
    try {
      const clock = manualClock();
      t = await createTestApp({ clock: clock.now });
      const world = await reminderWorld(t.app);
      await world.call('PUT', '/api/workspace/digest', { enabled: false });
      await t.app.db.updateTable('team_members').set({ email: null }).where('id', '=', world.sam.id).execute();
      const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Eventry <events@example.com>', outboxDir: '/nonexistent' });
      expect((await jobFor(t.app, { mailer, clock: clock.now }).tick()).sent).toBe(1);
      expect(received).toHaveLength(1);

      const mail = await simpleParser(received[0]!);
      expect(mail.subject).toBe('2 tasks for Summer Gala');
      // The header fields as sent, long ones unfolded.
      const headerText = received[0]!.toString().split('\r\n\r\n')[0]!.replace(/\r\n[ \t]+/g, ' ');
      expect(/^List-Unsubscribe-Post: (.+)$/m.exec(headerText)?.[1]?.trim()).toBe('List-Unsubscribe=One-Click');
      const rawHeader = /^List-Unsubscribe: (.+)$/m.exec(headerText)![1]!.trim();
      expect(rawHeader).toMatch(/^<https:\/\/events\.example\.com\/api\/unsubscribe\/[A-Za-z0-9_-]{43}>$/);
      const token = /unsubscribe\/([A-Za-z0-9_-]{43})/.exec(rawHeader)![1]!;
      // The body links to the web page of the same token, and to Dee's page.
      expect(mail.text).toContain(`https://events.example.com/unsubscribe/${token}`);
      expect(mail.html).toContain(`href="https://events.example.com/unsubscribe/${token}"`);
      expect(mail.text).toContain('Overdue (1):\n- Book the band (due Sat, Jun 1)');
      expect(mail.text).toContain('Due this week (1):\n- Print badges (due Wed, Jun 5)');
      const page = /https:\/\/events\.example\.com\/m\/([A-Za-z0-9_-]{43})/.exec(mail.text ?? '')![1]!;
      expect((await t.app.inject({ method: 'GET', url: `/api/member-pages/${page}` })).json().member.name).toBe('Dee Marsh');
      // The one-click POST the header promises works.
      const oneClick = await t.app.inject({
        method: 'POST',
        url: `/api/unsubscribe/${token}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(oneClick.json()).toEqual({ unsubscribed: true });
    } finally {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});

describe('retention', () => {
  const DAY = 24 * HOUR;
  const iso = (ms: number) => new Date(ms).toISOString();
  /** A digest to Dee as the job leaves it, its last attempt started at `at`. */
  const digest = (world: Awaited<ReturnType<typeof reminderWorld>>, status: 'planned' | 'sent' | 'failed', at: number, hash: string) => ({
    owner_id: world.owner.workspaceId,
    kind: 'member' as const,
    member_id: world.dee.id,
    user_id: null,
    local_date: iso(at).slice(0, 10),
    cause: 'manual' as const,
    status,
    attempts: status === 'planned' ? 0 : 1,
    next_attempt_at: iso(at),
    unsubscribe_token_hash: hash,
    created_at: iso(at),
    sent_at: status === 'sent' ? iso(at) : null,
  });

  it('deletes digests and team e-mails finished over 90 days ago, and keeps recent and unfinished ones', async () => {
    const clock = manualClock();
    const start = clock.now();
    t = await createTestApp({ clock: clock.now });
    const world = await reminderWorld(t.app);
    const db = t.app.db;
    const job = jobFor(t.app, { mailer: recordingMailer(), holder: 'instance-a', clock: clock.now });
    expect(await job.tick()).toMatchObject({ sent: 3, deleted: 0 });
    // A digest that failed the day before; a preview planned long ago and never sent (the job leaves previews alone).
    await db
      .insertInto('reminder_deliveries')
      .values([digest(world, 'failed', start - DAY, 'failed-yesterday'), { ...digest(world, 'planned', start - 200 * DAY, 'old-preview'), cause: 'preview' }])
      .execute();
    // Team e-mails: one failed the day before, one sent now.
    const message = await db
      .insertInto('team_mail_messages')
      .values({ owner_id: world.owner.workspaceId, event_id: world.event.id, kind: 'announcement', subject: 'Hello', body: 'Hi all', sent_by: world.owner.user.id, created_at: iso(start - DAY) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const teamMail = (member: number, status: 'sent' | 'failed', at: number, hash: string) => ({
      owner_id: world.owner.workspaceId,
      message_id: message.id,
      member_id: member,
      status,
      attempts: 1,
      next_attempt_at: iso(at),
      unsubscribe_token_hash: hash,
      created_at: iso(at),
      sent_at: status === 'sent' ? iso(at) : null,
    });
    await db.insertInto('team_mail_deliveries').values([teamMail(world.dee.id, 'failed', start - DAY, 'team-failed'), teamMail(world.sam.id, 'sent', start, 'team-sent')]).execute();
    const left = async () => ({
      digests: (await db.selectFrom('reminder_deliveries').select(['status', 'cause', 'next_attempt_at']).orderBy('id').execute()).map((row) => [row.status, row.cause, iso(Date.parse(String(row.next_attempt_at)))]),
      teamMail: (await db.selectFrom('team_mail_deliveries').select('unsubscribe_token_hash').orderBy('id').execute()).map((row) => row.unsubscribe_token_hash),
      messages: (await db.selectFrom('team_mail_messages').select('subject').execute()).map((row) => row.subject),
    });

    // A minute short of 90 days after today's digests: only what finished the day before goes.
    clock.set(iso(start + 90 * DAY - MINUTE));
    expect(await job.tick()).toMatchObject({ sent: 0, deleted: 2 });
    expect(await left()).toEqual({
      digests: [
        ['sent', 'schedule', iso(start)],
        ['sent', 'schedule', iso(start)],
        ['sent', 'schedule', iso(start)],
        ['planned', 'preview', iso(start - 200 * DAY)],
      ],
      teamMail: ['team-sent'],
      messages: ['Hello'],
    });

    // A minute past: today's digests and e-mail go too, and with its last e-mail the message; the unsent preview stays.
    clock.set(iso(start + 90 * DAY + MINUTE));
    expect(await job.tick()).toMatchObject({ deleted: 5 });
    expect(await left()).toEqual({ digests: [['planned', 'preview', iso(start - 200 * DAY)]], teamMail: [], messages: [] });
  });

  it('keeps the unsubscribe links of the sent e-mails it deletes working, for as long as their recipient exists', async () => {
    const clock = manualClock();
    const start = clock.now();
    t = await createTestApp({ clock: clock.now });
    const world = await reminderWorld(t.app);
    const db = t.app.db;
    const mailer = recordingMailer();
    const job = jobFor(t.app, { mailer, holder: 'instance-a', clock: clock.now });
    expect(await job.tick()).toMatchObject({ sent: 3 });
    const tokenOf = (to: string) => unsubscribeToken(mailer.sent.find((message) => message.to === to)!);
    const dee = tokenOf('dee@example.com');
    const organiser = tokenOf(world.owner.email);
    // A team e-mail that reached Sam, and one to Kim that failed (never in an inbox).
    const [sam, kim] = [newLinkToken(), newLinkToken()];
    const message = await db
      .insertInto('team_mail_messages')
      .values({ owner_id: world.owner.workspaceId, event_id: world.event.id, kind: 'announcement', subject: 'Hello', body: 'Hi all', sent_by: null, created_at: iso(start) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const teamMail = (member: number, status: 'sent' | 'failed', token: string) => ({
      owner_id: world.owner.workspaceId,
      message_id: message.id,
      member_id: member,
      status,
      attempts: 1,
      next_attempt_at: iso(start),
      unsubscribe_token_hash: hashToken(token),
      created_at: iso(start),
      sent_at: status === 'sent' ? iso(start) : null,
    });
    await db.insertInto('team_mail_deliveries').values([teamMail(world.sam.id, 'sent', sam), teamMail(world.kim.id, 'failed', kim)]).execute();

    clock.set(iso(start + 91 * DAY));
    await world.call('PUT', `/api/events/${world.event.id}/reminders`, { schedule: 'off' });
    expect(await job.tick()).toMatchObject({ deleted: 6 });
    expect(await db.selectFrom('reminder_deliveries').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('team_mail_deliveries').select('id').execute()).toEqual([]);

    const info = async (token: string) => {
      const response = await t!.app.inject({ method: 'GET', url: `/api/unsubscribe/${token}` });
      return response.statusCode === 200 ? response.json() : response.statusCode;
    };
    expect(await info(dee)).toEqual({ kind: 'member', recipientName: 'Dee Marsh', scopeName: 'Summer Gala', unsubscribed: false });
    expect(await info(organiser)).toMatchObject({ kind: 'organiser', recipientName: 'Ola Organiser', unsubscribed: false });
    expect(await info(sam)).toEqual({ kind: 'member', recipientName: 'Sam Ortiz', scopeName: 'Summer Gala', unsubscribed: false });
    expect(await info(kim)).toBe(404);
    const stop = await t.app.inject({ method: 'POST', url: `/api/unsubscribe/${dee}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(stop.json()).toEqual({ unsubscribed: true });
    expect(await db.selectFrom('team_members').select('name').where('reminders_opted_out_at', 'is not', null).execute()).toEqual([{ name: 'Dee Marsh' }]);

    // The link goes with its recipient.
    expect((await world.call('DELETE', `/api/team-members/${world.sam.id}`)).statusCode).toBe(204);
    expect(await info(sam)).toBe(404);
  });

  it('never deletes a digest or team e-mail still planned or sending, however old', async () => {
    const clock = manualClock();
    const start = clock.now();
    t = await createTestApp({ clock: clock.now });
    const world = await reminderWorld(t.app);
    const db = t.app.db;
    const long = start - 200 * DAY;
    await db
      .insertInto('reminder_deliveries')
      .values([digest(world, 'planned', long, 'planned'), { ...digest(world, 'planned', long, 'sending'), status: 'sending' }, digest(world, 'sent', long, 'sent')])
      .execute();
    const message = await db
      .insertInto('team_mail_messages')
      .values({ owner_id: world.owner.workspaceId, event_id: world.event.id, kind: 'agenda', subject: 'Agenda', body: 'Items', sent_by: null, created_at: iso(long) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const teamMail = (member: number, status: 'planned' | 'sending' | 'failed') => ({
      owner_id: world.owner.workspaceId,
      message_id: message.id,
      member_id: member,
      status,
      attempts: 1,
      next_attempt_at: iso(long),
      unsubscribe_token_hash: `team-${status}`,
      created_at: iso(long),
    });
    await db.insertInto('team_mail_deliveries').values([teamMail(world.dee.id, 'planned'), teamMail(world.sam.id, 'sending'), teamMail(world.kim.id, 'failed')]).execute();

    expect(await deleteFinished(db, 'reminder_deliveries', new Date(start), 100)).toBe(1);
    expect(await deleteFinished(db, 'team_mail_deliveries', new Date(start), 100)).toBe(1);
    expect((await db.selectFrom('reminder_deliveries').select('status').orderBy('id').execute()).map((row) => row.status)).toEqual(['planned', 'sending']);
    expect((await db.selectFrom('team_mail_deliveries').select('status').orderBy('id').execute()).map((row) => row.status)).toEqual(['planned', 'sending']);
    // Its message stays while any e-mail of it does.
    expect(await deleteDeliveredTeamMessages(db, new Date(start), 100)).toBe(0);
    expect(await db.selectFrom('team_mail_messages').select('subject').execute()).toEqual([{ subject: 'Agenda' }]);
  });

  it('deletes a backlog in bounded batches, over several ticks', async () => {
    const clock = manualClock();
    const start = clock.now();
    t = await createTestApp({ clock: clock.now });
    const world = await reminderWorld(t.app);
    const db = t.app.db;
    const old = Array.from({ length: 45 }, (_, index) => digest(world, index % 2 === 0 ? 'sent' : 'failed', start - 100 * DAY - index * MINUTE, `old-${index}`));
    await db.insertInto('reminder_deliveries').values(old).execute();
    // Two rows a statement, twenty statements a tick: forty rows at most.
    const job = jobFor(t.app, { mailer: recordingMailer(), holder: 'instance-a', clock: clock.now, cleanupBatchSize: 2 });
    expect(await job.tick()).toMatchObject({ sent: 3, deleted: 40 });
    expect(await job.tick()).toMatchObject({ deleted: 5 });
    expect(await job.tick()).toMatchObject({ deleted: 0 });
    const rows = await db.selectFrom('reminder_deliveries').select(['status', 'cause']).execute();
    expect(rows).toEqual([
      { status: 'sent', cause: 'schedule' },
      { status: 'sent', cause: 'schedule' },
      { status: 'sent', cause: 'schedule' },
    ]);
  });
});

describe('the scheduler', () => {
  const mailer = recordingMailer();
  let scheduler: ReturnType<typeof startReminderScheduler> | undefined;

  it('ticks in the background and stops when the app closes', async () => {
    const clock = manualClock();
    t = await createTestApp({
      clock: clock.now,
      routes: (app) => {
        scheduler = startReminderScheduler(app, {
          config: { publicOrigin: new URL('https://events.example.com'), mail: { from: 'x@example.com', outboxDir: '/nonexistent' }, reminders: { enabled: true, tickMs: 20 } },
          mailer,
          clock: clock.now,
          holder: 'background',
        });
      },
    });
    await reminderWorld(t.app);
    await expect.poll(() => mailer.sent.length, { timeout: 5_000 }).toBe(3);
    await t.close();
    t = undefined;
    const after = mailer.calls;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(mailer.calls).toBe(after);
    expect(scheduler).toBeDefined();
  });
});
