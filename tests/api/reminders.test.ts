import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import { REMINDER_MESSAGES } from '../../src/domain/reminders.ts';
import { WORKSPACE_MESSAGES } from '../../src/domain/workspaces.ts';
import { createTestApp, signUp, uniqueEmail, VALID_PASSWORD } from './support/test-app.ts';
import { createEvent } from './support/fixtures.ts';
import { MONDAY_0900_BERLIN, manualClock, reminderWorld } from './support/reminder-world.ts';
import { joinByInvitation } from './support/workspaces.ts';

/**
 * The reminder settings: each event's schedule and next send time, the workspace's time zone (from the
 * browser at sign-up, editable by the owner), an organiser's own digest (on/off, preview), and who may
 * change what.
 */

const clock = manualClock(MONDAY_0900_BERLIN);
const t = await createTestApp({ clock: clock.now });
afterAll(() => t.close());

async function outbox() {
  const files = fs.existsSync(t.outboxDir) ? fs.readdirSync(t.outboxDir).filter((name) => name.endsWith('.eml')).sort() : [];
  return Promise.all(files.map((name) => simpleParser(fs.readFileSync(path.join(t.outboxDir, name)))));
}

describe("an event's reminders", () => {
  it('are off by default, and once on say when the next digest goes out, in the workspace time zone', async () => {
    const world = await reminderWorld(t.app, { schedule: 'off' });
    const url = `/api/events/${world.event.id}/reminders`;
    expect((await world.call('GET', url)).json()).toEqual({ schedule: 'off', timeZone: 'Europe/Berlin', nextSendAt: null });
    // Monday 09:00 in Berlin: tomorrow's 08:00 (06:00Z in summer), or next Monday's.
    expect((await world.call('PUT', url, { schedule: 'daily' })).json()).toEqual({ schedule: 'daily', timeZone: 'Europe/Berlin', nextSendAt: '2030-06-04T06:00:00.000Z' });
    expect((await world.call('PUT', url, { schedule: 'weekly' })).json()).toMatchObject({ schedule: 'weekly', nextSendAt: '2030-06-10T06:00:00.000Z' });
    expect((await world.call('GET', url)).json().schedule).toBe('weekly');
    // In New York it is 03:00 on that Monday: its 08:00 (12:00Z in summer) is still ahead.
    await world.call('PATCH', '/api/workspace', { timeZone: 'America/New_York' });
    expect((await world.call('GET', url)).json()).toMatchObject({ timeZone: 'America/New_York', nextSendAt: '2030-06-03T12:00:00.000Z' });
    expect((await world.call('PUT', url, { schedule: 'sometimes' })).json()).toEqual({
      error: { message: 'Choose off, weekly or daily', fields: { schedule: 'Choose off, weekly or daily' } },
    });
  });

  it('have no next send time for an event that ends before it', async () => {
    const owner = await signUp(t.app);
    const event = await createEvent(t.app, owner.cookie, { name: 'Short Meetup', startDate: '2030-06-03', endDate: '2030-06-03' }, owner.workspaceId);
    // In UTC it is 07:00 on the event's only day: today's 08:00 is still ahead.
    const put = await t.call('PUT', `/api/events/${event.id}/reminders`, owner.cookie, { schedule: 'daily' }, owner.workspaceId);
    expect(put.json()).toEqual({ schedule: 'daily', timeZone: 'UTC', nextSendAt: '2030-06-03T08:00:00.000Z' });
    // In Berlin it is 09:00: the next 08:00 is the day after the event.
    await t.call('PATCH', '/api/workspace', owner.cookie, { timeZone: 'Europe/Berlin' }, owner.workspaceId);
    const get = await t.call('GET', `/api/events/${event.id}/reminders`, owner.cookie, undefined, owner.workspaceId);
    expect(get.json()).toEqual({ schedule: 'daily', timeZone: 'Europe/Berlin', nextSendAt: null });
    // Sending now: the event is on today, so it has not ended.
    expect((await t.call('POST', `/api/events/${event.id}/reminders/send`, owner.cookie, undefined, owner.workspaceId)).json()).toEqual({ planned: 0 });
  });

  it('cannot be sent for an event that has ended', async () => {
    const owner = await signUp(t.app);
    const event = await createEvent(t.app, owner.cookie, { name: 'Spring Fair', startDate: '2030-05-01', endDate: '2030-05-02' }, owner.workspaceId);
    const sent = await t.call('POST', `/api/events/${event.id}/reminders/send`, owner.cookie, undefined, owner.workspaceId);
    expect(sent.statusCode).toBe(409);
    expect(sent.json()).toEqual({ error: { message: 'This event has ended: reminders are no longer sent for it' } });
  });

  it('are the workspace’s: a viewer reads them and changes nothing (403); an outsider gets 404', async () => {
    const world = await reminderWorld(t.app);
    const viewer = await joinByInvitation(t, world.owner, world.owner.workspaceId, 'viewer');
    const outsider = await signUp(t.app);
    const url = `/api/events/${world.event.id}/reminders`;
    expect((await t.call('GET', url, viewer.cookie, undefined, world.owner.workspaceId)).json().schedule).toBe('daily');
    for (const [method, route, body] of [
      ['PUT', url, { schedule: 'off' }],
      ['POST', `${url}/send`, undefined],
      ['POST', '/api/reminders/preview', undefined],
      ['PUT', '/api/workspace/digest', { enabled: false }],
      ['GET', '/api/workspace/digest', undefined],
    ] as const) {
      const refused = await t.call(method, route, viewer.cookie, body, world.owner.workspaceId);
      expect(refused.statusCode, `${method} ${route}`).toBe(403);
      expect(refused.json()).toEqual({ error: { message: WORKSPACE_MESSAGES.forbidden } });
    }
    // The outsider, in their own workspace: no such event.
    expect((await t.call('GET', url, outsider.cookie)).statusCode).toBe(404);
    expect((await t.call('PUT', url, outsider.cookie, { schedule: 'off' })).json()).toEqual({ error: { message: 'Event not found' } });
    expect((await t.call('POST', `${url}/send`, outsider.cookie)).statusCode).toBe(404);
    expect((await world.call('GET', url)).json().schedule).toBe('daily');
    expect(await t.app.db.selectFrom('reminder_deliveries').select('id').where('owner_id', '=', world.owner.workspaceId).execute()).toEqual([]);
  });
});

describe("an organiser's digest", () => {
  it('is on for the owner and editors until they turn theirs off, each their own', async () => {
    const world = await reminderWorld(t.app);
    const editor = await joinByInvitation(t, world.owner, world.owner.workspaceId, 'editor');
    const asEditor = (method: 'GET' | 'PUT', body?: object) => t.call(method, '/api/workspace/digest', editor.cookie, body, world.owner.workspaceId);
    expect((await world.call('GET', '/api/workspace/digest')).json()).toEqual({ enabled: true });
    expect((await asEditor('PUT', { enabled: false })).json()).toEqual({ enabled: false });
    expect((await asEditor('GET')).json()).toEqual({ enabled: false });
    expect((await world.call('GET', '/api/workspace/digest')).json()).toEqual({ enabled: true });
    expect((await asEditor('PUT', { enabled: true })).json()).toEqual({ enabled: true });
    expect((await asEditor('PUT', { enabled: 'yes' })).statusCode).toBe(400);
  });

  it('can be previewed: sent at once to the caller alone, with what is overdue, due and who is behind', async () => {
    const world = await reminderWorld(t.app);
    const before = (await outbox()).length;
    const preview = await world.call('POST', '/api/reminders/preview');
    expect(preview.json()).toEqual({ sentTo: world.owner.email });
    const mails = (await outbox()).slice(before);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe(`Preview: Your digest for Ola Organiser's workspace`);
    expect(mail!.text).toContain('== Summer Gala ==');
    expect(mail!.text).toContain('Overdue (2):\n- Book the band (due Sat, Jun 1)\n- Set up chairs (due Sun, Jun 2)');
    expect(mail!.text).toContain('Due this week (2):\n- Print badges (due Wed, Jun 5)\n- Order flowers (due Sun, Jun 9)');
    expect(mail!.text).toContain('Behind: Dee Marsh (1 overdue), Lou Park (1 overdue)');
    expect(mail!.text).not.toContain('Send thank-yous');
    expect(mail!.headers.get('list')).toBeDefined();
  });

  it('previews are limited per account, with a clear message', async () => {
    const world = await reminderWorld(t.app);
    for (let time = 0; time < 5; time++) expect((await world.call('POST', '/api/reminders/preview')).statusCode).toBe(200);
    const refused = await world.call('POST', '/api/reminders/preview');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().error.message).toMatch(/^Too many previews sent\. Please try again in \d+ minutes?\.$/);
  });
});

describe('the workspace time zone', () => {
  it('comes from the browser at sign-up, an unknown one is ignored (UTC), and text that is no zone name is refused', async () => {
    const signUpWith = async (timeZone: unknown) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: { name: 'Zoe Zone', email: uniqueEmail('zone'), password: VALID_PASSWORD, timeZone },
      });
      expect(response.statusCode, response.body).toBe(201);
      const cookie = `eventry_session=${response.cookies.find((c) => c.name === 'eventry_session')!.value}`;
      return (await t.call('GET', '/api/workspace', cookie)).json().workspace.timeZone;
    };
    expect(await signUpWith('Asia/Kolkata')).toBe('Asia/Kolkata');
    expect(await signUpWith('Mars/Olympus')).toBe('UTC');
    expect(await signUpWith(undefined)).toBe('UTC');
    for (const timeZone of ['Europe/Berlin\u0000', 'x'.repeat(65), 42]) {
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: { name: 'Zoe Zone', email: uniqueEmail('zone'), password: VALID_PASSWORD, timeZone },
      });
      expect(refused.statusCode, String(timeZone)).toBe(400);
      expect(refused.json().error.fields).toEqual({ timeZone: REMINDER_MESSAGES.timeZoneInvalid });
    }
  });

  it('is changed by the owner only, to a zone the server knows', async () => {
    const owner = await signUp(t.app);
    const patched = await t.call('PATCH', '/api/workspace', owner.cookie, { timeZone: 'America/New_York' });
    expect(patched.json().workspace).toMatchObject({ id: owner.workspaceId, timeZone: 'America/New_York', name: expect.any(String) });
    // The name stays when only the zone changes, and the reverse.
    const renamed = await t.call('PATCH', '/api/workspace', owner.cookie, { name: 'Harbour Events' });
    expect(renamed.json().workspace).toMatchObject({ name: 'Harbour Events', timeZone: 'America/New_York' });
    const refused = await t.call('PATCH', '/api/workspace', owner.cookie, { timeZone: 'Mars/Olympus' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: { message: 'Choose a time zone from the list', fields: { timeZone: 'Choose a time zone from the list' } } });
    const editor = await joinByInvitation(t, owner, owner.workspaceId, 'editor');
    expect((await t.call('PATCH', '/api/workspace', editor.cookie, { timeZone: 'UTC' }, owner.workspaceId)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/workspace', editor.cookie, undefined, owner.workspaceId)).json().workspace.timeZone).toBe('America/New_York');
  });
});
