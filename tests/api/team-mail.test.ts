import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { TEAM_MAIL_SENDS_PER_EVENT_PER_HOUR, TEAM_MAIL_SENDS_PER_WORKSPACE_PER_DAY } from '../../src/domain/campaigns.ts';
import { WORKSPACE_MESSAGES } from '../../src/domain/workspaces.ts';
import { createMailer } from '../../src/server/mail/mailer.ts';
import { createTestApp, signUp, type TestApp } from './support/test-app.ts';
import { createEvent } from './support/fixtures.ts';
import { HOUR, jobFor, manualClock, recordingMailer, reminderWorld } from './support/reminder-world.ts';
import { joinByInvitation } from './support/workspaces.ts';

/**
 * E-mails to an event's team (campaigns and agendas): who they reach, who may send them and how
 * often, and how they go out: planned by the request, sent by the reminder job, each once, with the
 * member's unsubscribe link, which stops the reminders too.
 */

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const FROM = 'Eventry <events@example.com>';
const campaign = {
  kind: 'announcement',
  subject: 'Save the date: Summer Gala',
  text: 'Hello everyone,\n\nWe meet <at noon> & eat.\nBring a friend.\n\n- Chairs\n- Tables\n\nThanks,',
};

async function setUp() {
  const clock = manualClock();
  t = await createTestApp({ clock: clock.now });
  const world = await reminderWorld(t.app, { schedule: 'off' });
  const outboxMailer = createMailer({ from: FROM, outboxDir: t.outboxDir });
  const job = jobFor(t.app, { mailer: outboxMailer, clock: clock.now });
  const send = (payload: object = campaign, eventId = world.event.id) => world.call('POST', `/api/events/${eventId}/team-mail`, payload);
  return { clock, world, job, send };
}

async function outbox(dir: string): Promise<ParsedMail[]> {
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith('.eml')).sort() : [];
  return Promise.all(files.map((name) => simpleParser(fs.readFileSync(path.join(dir, name)))));
}

const addresses = (mails: ParsedMail[]) => mails.map((mail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address).sort();

describe('who an e-mail to the team reaches', () => {
  it('lists the members with an address, and those without one or unsubscribed', async () => {
    const { world } = await setUp();
    const url = `/api/events/${world.event.id}/team-mail/recipients`;
    expect((await world.call('GET', url)).json()).toEqual({
      recipients: [
        { memberId: world.dee.id, name: 'Dee Marsh', email: 'dee@example.com' },
        { memberId: world.kim.id, name: 'Kim Ito', email: 'kim@example.com' },
        { memberId: world.sam.id, name: 'Sam Ortiz', email: 'sam@example.com' },
      ],
      withoutAddress: [{ memberId: world.lou.id, name: 'Lou Park' }],
      unsubscribed: [],
    });
    await t!.app.db.updateTable('team_members').set({ reminders_opted_out_at: new Date().toISOString() }).where('id', '=', world.sam.id).execute();
    const after = (await world.call('GET', url)).json();
    expect(after.recipients.map((member: { name: string }) => member.name)).toEqual(['Dee Marsh', 'Kim Ito']);
    expect(after.unsubscribed).toEqual([{ memberId: world.sam.id, name: 'Sam Ortiz' }]);
  });
});

describe('sending to the team', () => {
  it('plans one e-mail per member with an address, answers at once, and the job sends each once through the outbox', async () => {
    const { world, job, send } = await setUp();
    const answer = await send();
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toEqual({ queued: 3, skipped: { withoutAddress: 1, unsubscribed: 0 } });
    // Nothing has gone yet: the request only planned them.
    expect(await outbox(t!.outboxDir)).toEqual([]);

    expect((await job.tick()).sent).toBe(3);
    await job.tick();
    const mails = await outbox(t!.outboxDir);
    expect(addresses(mails)).toEqual(['dee@example.com', 'kim@example.com', 'sam@example.com']);
    const mail = mails.find((one) => addresses([one])[0] === 'dee@example.com')!;
    expect(mail.subject).toBe('Save the date: Summer Gala');
    expect(mail.replyTo?.value[0]?.address).toBe(world.owner.email);
    expect(mail.text).toContain('We meet <at noon> & eat.\nBring a friend.\n\n- Chairs\n- Tables');
    expect(mail.text).toMatch(/You get this because you are on the team of Summer Gala\. To stop e-mails about it: https:\/\/events\.example\.com\/unsubscribe\/[A-Za-z0-9_-]{43}/);
    // The HTML part: escaped, line breaks kept, the "- " lines a list, in the product's frame.
    expect(mail.html).toContain('We meet &lt;at noon&gt; &amp; eat.<br>Bring a friend.');
    expect(mail.html).toContain('<li style="margin:0 0 4px;">Chairs</li><li style="margin:0 0 4px;">Tables</li>');
    expect(mail.html).not.toContain('<at noon>');
    expect(mail.headerLines.map((header) => header.line)).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(mail.headerLines.find((header) => header.key === 'list-unsubscribe')?.line.replace(/\r\n[ \t]+/g, ' ')).toMatch(/^List-Unsubscribe: <https:\/\/events\.example\.com\/api\/unsubscribe\/[A-Za-z0-9_-]{43}>$/);
    const rows = await t!.app.db.selectFrom('team_mail_deliveries').select('status').execute();
    expect(rows.map((row) => row.status)).toEqual(['sent', 'sent', 'sent']);
  });

  it('skips members who unsubscribed through a campaign e-mail, and so do the reminders', async () => {
    const { world, clock, send } = await setUp();
    const mailer = recordingMailer();
    const recording = jobFor(t!.app, { mailer, clock: clock.now });
    await send();
    await recording.tick();
    const dees = mailer.sent.find((message) => message.to === 'dee@example.com')!;
    const token = /\/api\/unsubscribe\/([A-Za-z0-9_-]{43})>$/.exec(dees.headers!['List-Unsubscribe']!)![1]!;
    expect(dees.text).toContain(`/unsubscribe/${token}`);
    // The page says what it stops, then the one-click POST of a mail program stops it.
    const info = await t!.app.inject({ method: 'GET', url: `/api/unsubscribe/${token}` });
    expect(info.json()).toEqual({ kind: 'member', recipientName: 'Dee Marsh', scopeName: 'Summer Gala', unsubscribed: false });
    const oneClick = await t!.app.inject({
      method: 'POST',
      url: `/api/unsubscribe/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.json()).toEqual({ unsubscribed: true });
    const member = await t!.app.db.selectFrom('team_members').select('reminders_opted_out_at').where('id', '=', world.dee.id).executeTakeFirstOrThrow();
    expect(member.reminders_opted_out_at).not.toBeNull();

    // The next campaign leaves Dee out…
    expect((await send()).json()).toEqual({ queued: 2, skipped: { withoutAddress: 1, unsubscribed: 1 } });
    mailer.sent.length = 0;
    await recording.tick();
    expect(mailer.sent.map((message) => message.to).sort()).toEqual(['kim@example.com', 'sam@example.com']);
    // …and so do the reminders: Dee had an overdue task, only Sam is reminded now.
    mailer.sent.length = 0;
    expect((await world.call('POST', `/api/events/${world.event.id}/reminders/send`)).json()).toEqual({ planned: 1 });
    await recording.tick();
    expect(mailer.sent.map((message) => message.to)).toEqual(['sam@example.com']);
  });

  it('does not send to a member who unsubscribed or lost their address after it was planned', async () => {
    const { world, clock, send } = await setUp();
    const mailer = recordingMailer();
    await send();
    await t!.app.db.updateTable('team_members').set({ reminders_opted_out_at: new Date().toISOString() }).where('id', '=', world.dee.id).execute();
    await t!.app.db.updateTable('team_members').set({ email: null }).where('id', '=', world.kim.id).execute();
    await jobFor(t!.app, { mailer, clock: clock.now }).tick();
    expect(mailer.sent.map((message) => message.to)).toEqual(['sam@example.com']);
  });

  it('is refused with 409 when no member can receive it', async () => {
    const { world } = await setUp();
    const event = await createEvent(t!.app, world.owner.cookie, { name: 'Quiet Meetup', startDate: '2030-07-01', endDate: '2030-07-01' }, world.owner.workspaceId);
    const refused = await world.call('POST', `/api/events/${event.id}/team-mail`, campaign);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: { message: 'No one on this team can receive it: add e-mail addresses to the team members first.' } });
  });

  it('says what is wrong with the subject, the text or the kind', async () => {
    const { send } = await setUp();
    const cases: [object, Record<string, string>][] = [
      [{ ...campaign, subject: '  ' }, { subject: 'Subject is required' }],
      [{ ...campaign, subject: 'x'.repeat(201) }, { subject: 'Subject must be at most 200 characters' }],
      [{ ...campaign, subject: 'Two\nlines' }, { subject: 'Subject must be one line of text' }],
      [{ ...campaign, text: '' }, { text: 'Message is required' }],
      [{ ...campaign, text: 'x'.repeat(20_001) }, { text: 'Message must be at most 20,000 characters' }],
      [{ ...campaign, kind: 'newsletter' }, { kind: 'Choose an announcement, a reminder, a thank-you or an agenda' }],
    ];
    for (const [payload, fields] of cases) {
      const refused = await send(payload);
      expect(refused.statusCode, JSON.stringify(fields)).toBe(400);
      expect(refused.json().error.fields).toEqual(fields);
    }
    expect(await t!.app.db.selectFrom('team_mail_messages').select('id').execute()).toEqual([]);
  });
});

describe('who may send, and how often', () => {
  it('is the workspace’s: a viewer sees who it reaches but cannot send (403); another workspace’s event is 404', async () => {
    const { world, send } = await setUp();
    const viewer = await joinByInvitation(t!, world.owner, world.owner.workspaceId, 'viewer');
    const recipientsUrl = `/api/events/${world.event.id}/team-mail/recipients`;
    expect((await t!.call('GET', recipientsUrl, viewer.cookie, undefined, world.owner.workspaceId)).statusCode).toBe(200);
    const refused = await t!.call('POST', `/api/events/${world.event.id}/team-mail`, viewer.cookie, campaign, world.owner.workspaceId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: { message: WORKSPACE_MESSAGES.forbidden } });

    // An organiser of another workspace, with an event of their own: this event is not theirs.
    const outsider = await signUp(t!.app);
    await createEvent(t!.app, outsider.cookie, { name: 'Their Fair', startDate: '2030-07-01', endDate: '2030-07-02' }, outsider.workspaceId);
    expect((await t!.call('GET', recipientsUrl, outsider.cookie, undefined, outsider.workspaceId)).json()).toEqual({ error: { message: 'Event not found' } });
    const foreign = await t!.call('POST', `/api/events/${world.event.id}/team-mail`, outsider.cookie, campaign, outsider.workspaceId);
    expect(foreign.statusCode).toBe(404);
    expect(await t!.app.db.selectFrom('team_mail_deliveries').select('id').execute()).toEqual([]);
    expect((await send()).statusCode).toBe(202);
  });

  it(`allows ${TEAM_MAIL_SENDS_PER_EVENT_PER_HOUR} sends per event an hour and ${TEAM_MAIL_SENDS_PER_WORKSPACE_PER_DAY} per workspace a day`, async () => {
    const { clock, send } = await setUp();
    for (let hour = 0; hour < TEAM_MAIL_SENDS_PER_WORKSPACE_PER_DAY / TEAM_MAIL_SENDS_PER_EVENT_PER_HOUR; hour += 1) {
      for (let i = 0; i < TEAM_MAIL_SENDS_PER_EVENT_PER_HOUR; i += 1) expect((await send()).statusCode).toBe(202);
      if (hour === 0) {
        const refused = await send();
        expect(refused.statusCode).toBe(429);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        expect(refused.json().error.message).toMatch(/^Too many e-mails to the team\. At most 5 an hour per event and 20 a day per workspace\. Please try again in 1 hour\.$/);
      }
      clock.advance(HOUR);
    }
    // An hour on, the event's allowance is back, but the workspace has sent its 20 of the day.
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toContain('Please try again in');
    const planned = await t!.app.db.selectFrom('team_mail_messages').select('id').execute();
    expect(planned).toHaveLength(TEAM_MAIL_SENDS_PER_WORKSPACE_PER_DAY);
  });
});

describe('a real SMTP round trip', () => {
  it('delivers a campaign with the member’s unsubscribe link and the one-click headers', async () => {
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
      const { world, clock, send } = await setUp();
      await t!.app.db.updateTable('team_members').set({ email: null }).where('id', 'in', [world.sam.id, world.kim.id]).execute();
      expect((await send({ kind: 'thankYou', subject: 'Thank you — Summer Gala', text: 'Thank you all!\n- Dee: the band' })).json().queued).toBe(1);
      const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: FROM, outboxDir: '/nonexistent' });
      expect((await jobFor(t!.app, { mailer, clock: clock.now }).tick()).sent).toBe(1);
      expect(received).toHaveLength(1);

      const mail = await simpleParser(received[0]!);
      expect(mail.subject).toBe('Thank you — Summer Gala');
      const headerText = received[0]!.toString().split('\r\n\r\n')[0]!.replace(/\r\n[ \t]+/g, ' ');
      expect(/^List-Unsubscribe-Post: (.+)$/m.exec(headerText)?.[1]?.trim()).toBe('List-Unsubscribe=One-Click');
      const rawHeader = /^List-Unsubscribe: (.+)$/m.exec(headerText)![1]!.trim();
      expect(rawHeader).toMatch(/^<https:\/\/events\.example\.com\/api\/unsubscribe\/[A-Za-z0-9_-]{43}>$/);
      const token = /unsubscribe\/([A-Za-z0-9_-]{43})/.exec(rawHeader)![1]!;
      expect(mail.text).toContain(`https://events.example.com/unsubscribe/${token}`);
      expect(mail.html).toContain(`href="https://events.example.com/unsubscribe/${token}"`);
      expect(mail.html).toContain('<li style="margin:0 0 4px;">Dee: the band</li>');
      const oneClick = await t!.app.inject({
        method: 'POST',
        url: `/api/unsubscribe/${token}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(oneClick.json()).toEqual({ unsubscribed: true });
      const recipients = (await world.call('GET', `/api/events/${world.event.id}/team-mail/recipients`)).json();
      expect(recipients.unsubscribed).toEqual([{ memberId: world.dee.id, name: 'Dee Marsh' }]);
    } finally {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});
