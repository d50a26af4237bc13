import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import type { InvitableRole, WorkspaceRole } from '../../../src/domain/workspaces.ts';
import type { App } from '../../../src/server/app.ts';
import { signUp, type TestApp } from './test-app.ts';

/** An account as signUp makes it: its cookie, the account, and its own workspace. */
export type Account = Awaited<ReturnType<typeof signUp>>;

/** Someone in a workspace: the account, with the workspace its requests name and its role there. */
export type Member = Account & { role: WorkspaceRole; in: number };

/** The token of the latest invitation e-mailed to `email`, read from the test app's outbox. */
export async function invitationToken(t: TestApp, email: string): Promise<string> {
  const files = fs.existsSync(t.outboxDir) ? fs.readdirSync(t.outboxDir).filter((name) => name.endsWith('.eml')).sort() : [];
  const mails = await Promise.all(files.map(async (name) => simpleParser(fs.readFileSync(path.join(t.outboxDir, name)))));
  const mail = mails.filter((each) => each.to && 'text' in each.to && each.to.text === email).at(-1);
  const token = /\/invitations\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no invitation e-mailed to ${email}`);
  return token;
}

/**
 * `person` joins the workspace `workspaceId` with `role` the way people do: its owner invites the
 * person's address, and the person accepts the link it was e-mailed. Their own workspace stays theirs.
 */
export async function invite<Person extends Account>(
  t: TestApp,
  owner: { cookie: string },
  workspaceId: number,
  person: Person,
  role: InvitableRole,
): Promise<Person & { role: InvitableRole; in: number }> {
  const invited = await t.call('POST', '/api/workspace/invitations', owner.cookie, { email: person.email, role }, workspaceId);
  if (invited.statusCode !== 201) throw new Error(`inviting failed: ${invited.statusCode} ${invited.body}`);
  const accepted = await t.call('POST', `/api/invitations/${await invitationToken(t, person.email)}/accept`, person.cookie);
  if (accepted.statusCode !== 200) throw new Error(`accepting failed: ${accepted.statusCode} ${accepted.body}`);
  return { ...person, role, in: workspaceId };
}

/** A new account that joins the workspace `workspaceId` of `owner` with `role`, by invitation. */
export async function joinByInvitation(
  t: TestApp,
  owner: { cookie: string },
  workspaceId: number,
  role: InvitableRole,
  overrides: { name?: string } = {},
): Promise<Member> {
  return invite(t, owner, workspaceId, await signUp(t.app, { name: overrides.name ?? `Co-organiser ${role}` }), role);
}

/** Puts an existing account in a workspace straight in the database, for tests that need many memberships. */
export async function addToWorkspace(app: App, workspaceId: number, userId: number, role: InvitableRole): Promise<void> {
  await app.db.insertInto('workspace_members').values({ workspace_id: workspaceId, user_id: userId, role, created_at: new Date().toISOString() }).execute();
}

/** A workspace `owner` creates besides their own. */
export async function createWorkspace(app: App, owner: { cookie: string }, name: string): Promise<number> {
  const response = await app.inject({ method: 'POST', url: '/api/workspaces', headers: { cookie: owner.cookie }, payload: { name } });
  if (response.statusCode !== 201) throw new Error(`creating a workspace failed: ${response.statusCode} ${response.body}`);
  return response.json().workspace.id as number;
}
