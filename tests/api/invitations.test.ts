import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { hash } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { INVITATION_LIFETIME_DAYS, INVITATIONS_PER_HOUR, WORKSPACE_MESSAGES } from '../../src/domain/workspaces.ts';
import { loggerOptions } from '../../src/server/app.ts';
import type { Config } from '../../src/server/config.ts';
import { strictErrorShape } from './support/openapi.ts';
import { createTestApp, signUp } from './support/test-app.ts';

/**
 * Invitations: a single-use link, e-mailed, built on the public origin, that joins the account with the
 * invited address to the workspace with the invited role, for INVITATION_LIFETIME_DAYS days; cancelled
 * by the owner, refused when used, expired or opened by another account, and rate-limited.
 */

type Account = Awaited<ReturnType<typeof signUp>>;

const PUBLIC_URL = 'https://plan.example.org';
const DAY_MS = 24 * 60 * 60 * 1000;

/** A clock the test moves on by hand. */
function manualClock() {
  let now = Date.parse('2031-03-02T10:00:00Z');
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

interface StartOptions {
  clock?: () => number;
  config?: Partial<Config>;
  logger?: FastifyServerOptions['logger'];
}

/** Apps and outbox folders to drop: those of one test after it, the shared one after all. */
const closers: { afterEach: (() => Promise<void>)[]; afterAll: (() => Promise<void>)[] } = { afterEach: [], afterAll: [] };
afterEach(async () => {
  for (const close of closers.afterEach.splice(0)) await close();
});
afterAll(async () => {
  for (const close of closers.afterAll.splice(0)) await close();
});

/** A test app whose mail goes to an outbox folder the test reads, with links on PUBLIC_URL; dropped after the test, or after all. */
async function start(options: StartOptions, when: 'afterEach' | 'afterAll') {
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eventry-outbox-'));
  const app = await createTestApp({
    clock: options.clock,
    logger: options.logger,
    config: { publicUrl: new URL(PUBLIC_URL), mail: { from: 'Eventry <no-reply@example.com>', outboxDir }, ...options.config },
  });
  closers[when].push(async () => {
    await app.close();
    fs.rmSync(outboxDir, { recursive: true, force: true });
  });
  const mailsTo = async (email: string): Promise<ParsedMail[]> => {
    if (!fs.existsSync(outboxDir)) return [];
    const files = fs.readdirSync(outboxDir).filter((name) => name.endsWith('.eml')).sort();
    const mails = await Promise.all(files.map((name) => simpleParser(fs.readFileSync(path.join(outboxDir, name)))));
    return mails.filter((mail) => mail.to && 'text' in mail.to && mail.to.text === email);
  };
  return { t: app, mailsTo };
}

/** The invitation link in an e-mail, and its token. */
function linkIn(mail: ParsedMail | undefined) {
  const link = /https?:\/\/\S+\/invitations\/[A-Za-z0-9_-]{43}/.exec(mail?.text ?? '')?.[0];
  if (!link) throw new Error(`no invitation link in:\n${mail?.text}`);
  return { link, token: link.slice(link.lastIndexOf('/') + 1) };
}

/** The app of the tests that need no clock, configuration or log of their own: each works in a workspace of its own in it. */
let shared: ReturnType<typeof start> | undefined;
let setUps = 0;

/**
 * An owner with a workspace to invite to, and helpers; in the shared app unless `options` asks for
 * one of its own. Its invitations come from a client address of its own, so their rate limit is its own.
 */
async function setUp(options: StartOptions = {}) {
  const ownApp = Object.keys(options).length > 0;
  const started = await (ownApp ? start(options, 'afterEach') : (shared ??= start({}, 'afterAll')));
  const app = started.t;
  setUps += 1;
  const remoteAddress = `192.0.2.${setUps}`;
  const owner = await signUp(app.app, { name: 'Olivia Owner' });
  const created = await app.call('POST', '/api/workspaces', owner.cookie, { name: 'Harbour Festival' });
  expect(created.statusCode).toBe(201);
  const workspaceId = created.json().workspace.id as number;

  const invite = (email: string, role: 'editor' | 'viewer' = 'editor', headers: Record<string, string> = {}, as: Account = owner) =>
    app.app.inject({
      method: 'POST',
      url: '/api/workspace/invitations',
      remoteAddress,
      headers: { cookie: as.cookie, 'x-workspace-id': String(workspaceId), ...headers },
      payload: { email, role },
    });
  /** Invites `email` and answers the token of the link e-mailed. */
  const inviteToken = async (email: string, role: 'editor' | 'viewer' = 'editor') => {
    const response = await invite(email, role);
    expect(response.statusCode, response.body).toBe(201);
    return linkIn((await started.mailsTo(email)).at(-1)).token;
  };
  const preview = (token: string) => app.call('GET', `/api/invitations/${token}`);
  const accept = (token: string, account: Account, payload?: object) => app.call('POST', `/api/invitations/${token}/accept`, account.cookie, payload);
  const memberRole = async (account: Account) =>
    (
      await app.app.db
        .selectFrom('workspace_members')
        .select('role')
        .where('workspace_id', '=', workspaceId)
        .where('user_id', '=', account.user.id)
        .executeTakeFirst()
    )?.role;
  return { ...started, owner, workspaceId, remoteAddress, invite, inviteToken, preview, accept, memberRole };
}

describe('invitations', () => {
  it('e-mail a link on the public origin, whatever the Host header, store only its hash, and join the invited account with its role', async () => {
    const { t, owner, workspaceId, invite, preview, accept, mailsTo, memberRole } = await setUp();
    const editor = await signUp(t.app, { name: 'Eddie Editor', email: 'eddie@example.com' });

    const now = Date.now();
    const invited = await invite('Eddie@Example.com', 'editor', { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    expect(invited.statusCode, invited.body).toBe(201);
    const { invitation, mailed } = invited.json();
    expect(mailed).toBe(true);
    expect(invitation).toEqual({
      id: expect.any(Number),
      email: 'eddie@example.com',
      role: 'editor',
      invitedBy: 'Olivia Owner',
      createdAt: expect.any(String),
      expiresAt: expect.any(String),
    });
    const lifetime = Date.parse(invitation.expiresAt) - Date.parse(invitation.createdAt);
    expect(lifetime).toBe(INVITATION_LIFETIME_DAYS * DAY_MS);
    expect(Math.abs(Date.parse(invitation.createdAt) - now)).toBeLessThan(60_000);

    const mails = await mailsTo('eddie@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Olivia Owner invited you to plan together in Eventry');
    expect(mails[0]!.text).toContain('Harbour Festival');
    const { link, token } = linkIn(mails[0]);
    expect(link).toBe(`${PUBLIC_URL}/invitations/${token}`);
    expect(mails[0]!.html).toContain(`href="${link}"`);
    expect(mails[0]!.text + String(mails[0]!.html)).not.toContain('evil.example');

    const stored = await t.app.db.selectFrom('workspace_invitations').selectAll().where('id', '=', invitation.id).executeTakeFirstOrThrow();
    expect(stored.token_hash).toBe(hash('sha256', token, 'hex'));
    expect(JSON.stringify(stored)).not.toContain(token);

    const shown = await preview(token);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toEqual({
      invitation: { workspaceName: 'Harbour Festival', invitedBy: 'Olivia Owner', email: 'eddie@example.com', role: 'editor', state: 'open' },
    });

    expect((await t.call('POST', `/api/invitations/${token}/accept`)).statusCode).toBe(401);
    const accepted = await accept(token, editor);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ workspace: { id: workspaceId, name: 'Harbour Festival', role: 'editor', personal: false } });
    expect(await memberRole(editor)).toBe('editor');
    const people = await t.call('GET', '/api/workspace/people', owner.cookie, undefined, workspaceId);
    expect(people.json().members).toContainEqual(expect.objectContaining({ userId: editor.user.id, name: 'Eddie Editor', role: 'editor' }));
    expect(people.json().invitations).toEqual([]);
    // The accepted workspace is the account's choice now: its requests without a header work there.
    expect((await t.call('GET', '/api/workspace', editor.cookie)).json().workspace.id).toBe(workspaceId);
    const eventInShared = await t.call('POST', '/api/events', editor.cookie, { name: 'Harbour night', description: 'On the quay', startDate: '2031-07-01' });
    expect(eventInShared.statusCode).toBe(201);
    expect((await t.call('GET', '/api/events', owner.cookie, undefined, workspaceId)).json().items).toHaveLength(1);

    // Single use.
    const again = await accept(token, editor);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: { message: WORKSPACE_MESSAGES.invitationUsed } });
    expect((await preview(token)).json().invitation.state).toBe('used');
    expect(await t.app.db.selectFrom('workspace_members').select('user_id').where('workspace_id', '=', workspaceId).execute()).toHaveLength(2);
  });

  it('is accepted by an account signed up afterwards with the invited address', async () => {
    const { t, inviteToken, preview, accept, memberRole, workspaceId } = await setUp();
    const token = await inviteToken('newcomer@example.com', 'viewer');
    expect((await preview(token)).json().invitation).toMatchObject({ email: 'newcomer@example.com', role: 'viewer', state: 'open' });

    const newcomer = await signUp(t.app, { name: 'Nia Newcomer', email: 'NewComer@example.com' });
    const accepted = await accept(token, newcomer);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().workspace).toEqual({ id: workspaceId, name: 'Harbour Festival', role: 'viewer', personal: false });
    expect(await memberRole(newcomer)).toBe('viewer');
    expect((await t.call('GET', '/api/events', newcomer.cookie)).statusCode).toBe(200);
    expect((await t.call('POST', '/api/events', newcomer.cookie, { name: 'Nope', description: 'Refused', startDate: '2031-07-01' })).statusCode).toBe(403);
  });

  it('expires after its lifetime: the preview says so and accepting answers 409', async () => {
    const clock = manualClock();
    const { t, inviteToken, invite, preview, accept, memberRole } = await setUp({ clock: clock.now });
    const person = await signUp(t.app, { email: 'late@example.com' });
    const token = await inviteToken('late@example.com');

    clock.advance(INVITATION_LIFETIME_DAYS * DAY_MS - 60_000);
    expect((await preview(token)).json().invitation.state).toBe('open');
    clock.advance(60_000);
    expect((await preview(token)).json().invitation.state).toBe('expired');
    const refused = await accept(token, person);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: { message: WORKSPACE_MESSAGES.invitationExpired } });
    expect(await memberRole(person)).toBeUndefined();

    // An expired invitation no longer waits: the owner may invite the address again.
    expect((await invite('late@example.com')).statusCode).toBe(201);
  });

  it('stops working once cancelled', async () => {
    const { t, owner, workspaceId, inviteToken, preview, accept, memberRole } = await setUp();
    const person = await signUp(t.app, { email: 'cancelled@example.com' });
    const token = await inviteToken('cancelled@example.com');
    const [open] = (await t.call('GET', '/api/workspace/people', owner.cookie, undefined, workspaceId)).json().invitations as { id: number }[];

    const cancelled = await t.call('DELETE', `/api/workspace/invitations/${open!.id}`, owner.cookie, undefined, workspaceId);
    expect(cancelled.statusCode, cancelled.body).toBe(204);
    for (const response of [await preview(token), await accept(token, person)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { message: WORKSPACE_MESSAGES.invitationNotFound } });
    }
    expect(await memberRole(person)).toBeUndefined();
    expect((await t.call('GET', '/api/workspace/people', owner.cookie, undefined, workspaceId)).json().invitations).toEqual([]);
    const twice = await t.call('DELETE', `/api/workspace/invitations/${open!.id}`, owner.cookie, undefined, workspaceId);
    expect(twice.statusCode).toBe(404);
    // Another workspace's owner cannot cancel it.
    const other = await signUp(t.app);
    const token2 = await inviteToken('cancelled@example.com');
    const [open2] = (await t.call('GET', '/api/workspace/people', owner.cookie, undefined, workspaceId)).json().invitations as { id: number }[];
    expect((await t.call('DELETE', `/api/workspace/invitations/${open2!.id}`, other.cookie)).statusCode).toBe(404);
    expect((await preview(token2)).json().invitation.state).toBe('open');
  });

  it('refuses an account with another address (403) and joins nobody', async () => {
    const { t, inviteToken, preview, accept, memberRole } = await setUp();
    const rightful = await signUp(t.app, { email: 'rightful@example.com' });
    const someoneElse = await signUp(t.app, { email: 'someone.else@example.com' });
    const token = await inviteToken('rightful@example.com');

    const refused = await accept(token, someoneElse);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: { message: WORKSPACE_MESSAGES.invitationForAnotherAccount } });
    expect(await memberRole(someoneElse)).toBeUndefined();
    expect((await preview(token)).json().invitation.state).toBe('open');
    expect((await accept(token, rightful)).statusCode).toBe(200);
    expect(await memberRole(rightful)).toBe('editor');
  });

  it('cannot raise its role: a role sent with the accept changes nothing', async () => {
    const { t, inviteToken, accept, memberRole, workspaceId } = await setUp();
    const person = await signUp(t.app, { email: 'climber@example.com' });
    const token = await inviteToken('climber@example.com', 'viewer');
    const accepted = await accept(token, person, { role: 'owner', workspaceId, email: 'climber@example.com' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().workspace.role).toBe('viewer');
    expect(await memberRole(person)).toBe('viewer');
    expect((await t.call('DELETE', '/api/workspace', person.cookie, undefined, workspaceId)).statusCode).toBe(403);
  });

  it('lets exactly one of several accepts at once through', async () => {
    const { t, inviteToken, accept, preview, workspaceId } = await setUp();
    const person = await signUp(t.app, { email: 'eager@example.com' });
    const token = await inviteToken('eager@example.com');

    // Connections opened first (PostgreSQL), so the accepts run side by side rather than one per new connection.
    await Promise.all(Array.from({ length: 12 }, () => preview(token)));
    const answers = await Promise.all(Array.from({ length: 12 }, () => accept(token, person)));
    const statuses = answers.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, ...Array<number>(11).fill(409)]);
    for (const response of answers.filter((each) => each.statusCode === 409)) {
      expect(response.json()).toEqual({ error: { message: WORKSPACE_MESSAGES.invitationUsed } });
    }
    const rows = await t.app.db.selectFrom('workspace_members').select('role').where('workspace_id', '=', workspaceId).where('user_id', '=', person.user.id).execute();
    expect(rows).toEqual([{ role: 'editor' }]);
    const used = await t.app.db.selectFrom('workspace_invitations').select(['accepted_by']).where('workspace_id', '=', workspaceId).execute();
    expect(used).toEqual([{ accepted_by: person.user.id }]);
  });

  it('keeps the role of an account already in the workspace, and is used up', async () => {
    const { t, inviteToken, accept, preview, memberRole, workspaceId } = await setUp();
    const person = await signUp(t.app, { email: 'already@example.com' });
    const token = await inviteToken('already@example.com', 'editor');
    // In the workspace meanwhile, with another role.
    await t.app.db.insertInto('workspace_members').values({ workspace_id: workspaceId, user_id: person.user.id, role: 'viewer', created_at: new Date().toISOString() }).execute();

    const accepted = await accept(token, person);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().workspace).toMatchObject({ id: workspaceId, role: 'viewer' });
    expect(await memberRole(person)).toBe('viewer');
    expect((await preview(token)).json().invitation.state).toBe('used');
  });

  it('refuses to invite a member (409) or an address already invited (409)', async () => {
    const { t, owner, invite, inviteToken, accept } = await setUp();
    const member = await signUp(t.app, { email: 'member@example.com' });
    expect((await accept(await inviteToken('member@example.com'), member)).statusCode).toBe(200);

    for (const [email, message] of [
      ['Member@example.com', WORKSPACE_MESSAGES.alreadyMember],
      [owner.email, WORKSPACE_MESSAGES.alreadyMember],
    ] as const) {
      const response = await invite(email, 'viewer');
      expect(response.statusCode, email).toBe(409);
      expect(response.json().error.message).toBe(message);
    }
    expect((await invite('waiting@example.com')).statusCode).toBe(201);
    const again = await invite('waiting@example.com', 'viewer');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: { message: WORKSPACE_MESSAGES.alreadyInvited, fields: { email: WORKSPACE_MESSAGES.alreadyInvited } } });
    // Only the owner invites.
    expect((await invite('by-member@example.com', 'viewer', {}, member)).statusCode).toBe(403);
  });

  it(`allows ${INVITATIONS_PER_HOUR} invitations an hour per workspace and per client address (429 with Retry-After past that)`, async () => {
    const clock = manualClock();
    const { t, owner, workspaceId, remoteAddress, invite } = await setUp({ clock: clock.now });
    const at = (remoteAddress: string, workspaceId: number, email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/workspace/invitations',
        remoteAddress,
        headers: { cookie: owner.cookie, 'x-workspace-id': String(workspaceId) },
        payload: { email, role: 'viewer' },
      });
    for (let i = 0; i < INVITATIONS_PER_HOUR; i++) expect((await invite(`guest${i}@example.com`)).statusCode).toBe(201);
    const refused = await invite('one.more@example.com');
    expect(refused.statusCode).toBe(429);
    expect(strictErrorShape.parse(refused.json()).error.message).toBe('Too many invitations sent. Please try again in 60 minutes.');
    expect(refused.headers['retry-after']).toBe('3600');
    // From another address the workspace's own allowance is spent all the same.
    expect((await at('203.0.113.9', workspaceId, 'elsewhere@example.com')).statusCode).toBe(429);

    // Another workspace of the owner, from the same address: the address's allowance is spent.
    const second = await t.call('POST', '/api/workspaces', owner.cookie, { name: 'Second' });
    const secondId = second.json().workspace.id as number;
    expect((await at(remoteAddress, secondId, 'second@example.com')).statusCode).toBe(429);
    expect((await at('203.0.113.10', secondId, 'second@example.com')).statusCode).toBe(201);

    clock.advance(60 * 60 * 1000);
    expect((await invite('next.hour@example.com')).statusCode).toBe(201);
    expect(await t.app.db.selectFrom('workspace_invitations').select('id').where('email', '=', 'one.more@example.com').execute()).toEqual([]);
  });

  it('answers 201 with mailed: false when the e-mail cannot be sent, and keeps the invitation', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const server = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as net.AddressInfo;
        server.close(() => resolve(port));
      });
    });
    const { t, owner, workspaceId, invite } = await setUp({
      config: { mail: { smtpUrl: `smtp://127.0.0.1:${closedPort}`, from: 'Eventry <no-reply@example.com>', outboxDir: os.tmpdir() } },
    });
    const response = await invite('unreachable@example.com');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().mailed).toBe(false);
    const people = await t.call('GET', '/api/workspace/people', owner.cookie, undefined, workspaceId);
    expect(people.json().invitations).toEqual([expect.objectContaining({ email: 'unreachable@example.com' })]);
  });

  it('answers 404 to a token that names no invitation, in any spelling, and never logs the token', async () => {
    const lines: string[] = [];
    const { t, inviteToken, preview, accept } = await setUp({ logger: loggerOptions('debug', { write: (line) => void lines.push(line) }) });
    const person = await signUp(t.app, { email: 'quiet@example.com' });
    const token = await inviteToken('quiet@example.com');

    for (const url of [`/api/invitations/${'A'.repeat(43)}`, '/api/invitations/short', `/api/invitations/${token}/`, `/api/invitations/%${token.charCodeAt(0).toString(16)}${token.slice(1)}`]) {
      const response = await t.call('GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ error: { message: WORKSPACE_MESSAGES.invitationNotFound } });
    }
    for (const url of [`/api/invitations/${token}/accept/`, `/api/invitations/${token}/%61ccept`]) {
      const response = await t.call('POST', url, person.cookie);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ error: { message: WORKSPACE_MESSAGES.invitationNotFound } });
    }
    expect((await preview(token)).json().invitation.state).toBe('open');
    expect((await accept(token, person)).statusCode).toBe(200);
    const log = lines.join('');
    expect(log).toContain('/api/invitations/[redacted]/accept');
    expect(log).not.toContain(token);
  });
});
