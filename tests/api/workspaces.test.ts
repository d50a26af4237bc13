import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORKSPACE_MESSAGES } from '../../src/domain/workspaces.ts';
import { countOwnedRows } from './support/fixtures.ts';
import { apiOperations, strictErrorShape } from './support/openapi.ts';
import { createTestApp, signUp, type Method, type TestApp } from './support/test-app.ts';
import { createWorkspace, invite, type Account } from './support/workspaces.ts';

/**
 * Workspaces: made, listed, chosen, renamed and deleted; the X-Workspace-Id header choosing one per
 * request; the roles enforced on every route of the OpenAPI document; people's roles changed and
 * people removed, each taking effect on their very next request.
 */

type Role = 'owner' | 'editor' | 'viewer';

let t: TestApp;
let operations: { method: Method; path: string; access?: string }[];

beforeAll(async () => {
  t = await createTestApp();
  operations = (await apiOperations<{ 'x-access'?: string }>(t.app)).map(({ method, path: route, operation }) => ({
    method,
    path: route,
    access: operation['x-access'],
  }));
});
afterAll(() => t.close());

/** `person` joins the owner's workspace with `role`, by invitation; their last choice becomes that workspace. */
async function join(owner: Account, workspaceId: number, person: Account, role: Exclude<Role, 'owner'>) {
  await invite(t, owner, workspaceId, person, role);
}

const newWorkspace = (owner: Account, name: string) => createWorkspace(t.app, owner, name);

async function createEventIn(account: Account, workspaceId: number, name: string): Promise<number> {
  const response = await t.call('POST', '/api/events', account.cookie, { name, description: 'Planned together', startDate: '2031-06-01' }, workspaceId);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().event.id as number;
}

async function eventNames(account: Account, workspaceId?: number): Promise<string[]> {
  const response = await t.call('GET', '/api/events?limit=50', account.cookie, undefined, workspaceId);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().items as { name: string }[]).map((event) => event.name).sort();
}

/** A URL of the route with every path parameter filled in with `value`. */
const urlOf = (route: string, value = '1') => route.replace(/\{\w+\}/g, value);

describe('workspaces', () => {
  it('are created, listed (own first, then A to Z), chosen, renamed and deleted with everything in them', async () => {
    const owner = await signUp(t.app, { name: 'Avery Stone' });
    const stranger = await signUp(t.app);

    const initial = await t.call('GET', '/api/workspaces', owner.cookie);
    expect(initial.statusCode).toBe(200);
    expect(initial.json()).toEqual({
      items: [{ id: owner.workspaceId, name: "Avery Stone's workspace", role: 'owner', personal: true }],
      currentId: owner.workspaceId,
    });

    const zeta = await newWorkspace(owner, 'Zeta Wedding');
    const alpha = await newWorkspace(owner, 'alpha gala');
    const blank = await t.call('POST', '/api/workspaces', owner.cookie, { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe(WORKSPACE_MESSAGES.nameRequired);

    const listed = await t.call('GET', '/api/workspaces', owner.cookie);
    expect(listed.json().items).toEqual([
      { id: owner.workspaceId, name: "Avery Stone's workspace", role: 'owner', personal: true },
      { id: alpha, name: 'alpha gala', role: 'owner', personal: false },
      { id: zeta, name: 'Zeta Wedding', role: 'owner', personal: false },
    ]);
    expect(listed.json().currentId).toBe(owner.workspaceId);

    // The choice is kept with the account: requests without the header work in it.
    const chosen = await t.call('PUT', '/api/workspaces/choice', owner.cookie, { workspaceId: zeta });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toEqual({ workspace: { id: zeta, name: 'Zeta Wedding', role: 'owner', personal: false } });
    expect((await t.call('GET', '/api/workspace', owner.cookie)).json().workspace.id).toBe(zeta);
    expect((await t.call('GET', '/api/workspaces', owner.cookie)).json().currentId).toBe(zeta);
    const row = await t.app.db.selectFrom('users').select('last_workspace_id').where('id', '=', owner.user.id).executeTakeFirstOrThrow();
    expect(row.last_workspace_id).toBe(zeta);

    // Not a member: as for a workspace that does not exist.
    for (const workspaceId of [stranger.workspaceId, 2_000_000_000]) {
      const refused = await t.call('PUT', '/api/workspaces/choice', owner.cookie, { workspaceId });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ error: { message: WORKSPACE_MESSAGES.notFound } });
    }
    expect((await t.call('GET', '/api/workspace', owner.cookie)).json().workspace.id).toBe(zeta);

    const renamed = await t.call('PATCH', '/api/workspace', owner.cookie, { name: '  Zeta & Co Wedding ' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().workspace).toEqual({ id: zeta, name: 'Zeta & Co Wedding', role: 'owner', personal: false, timeZone: 'UTC' });

    // Deleting takes the workspace's data with it; the account's own workspace opens next.
    const eventId = await createEventIn(owner, zeta, 'Zeta reception');
    const task = await t.call('POST', '/api/tasks', owner.cookie, { title: 'Book the band', eventId }, zeta);
    expect(task.statusCode, task.body).toBe(201);
    expect(await countOwnedRows(t.app, 'tasks', zeta)).toBe(1);
    const deleted = await t.call('DELETE', '/api/workspace', owner.cookie, undefined, zeta);
    expect(deleted.statusCode, deleted.body).toBe(204);
    for (const table of ['events', 'tasks', 'task_status_log'] as const) expect(await countOwnedRows(t.app, table, zeta)).toBe(0);
    const leftovers = await t.app.db.selectFrom('workspace_members').select('user_id').where('workspace_id', '=', zeta).execute();
    expect(leftovers).toEqual([]);
    expect((await t.call('GET', '/api/workspace', owner.cookie, undefined, zeta)).statusCode).toBe(404);
    expect((await t.call('GET', '/api/workspace', owner.cookie)).json().workspace.id).toBe(owner.workspaceId);
    expect((await t.call('GET', '/api/workspaces', owner.cookie)).json().items.map((w: { id: number }) => w.id)).toEqual([owner.workspaceId, alpha]);

    const personal = await t.call('DELETE', '/api/workspace', owner.cookie, undefined, owner.workspaceId);
    expect(personal.statusCode).toBe(400);
    expect(personal.json()).toEqual({ error: { message: WORKSPACE_MESSAGES.personalCannotBeDeleted } });
    expect((await t.call('GET', '/api/workspace', owner.cookie)).statusCode).toBe(200);
  });

  it('works in the workspace the header names, per request, in one session', async () => {
    const owner = await signUp(t.app);
    const shared = await newWorkspace(owner, 'Shared planning');
    await createEventIn(owner, owner.workspaceId, 'Own gala');
    await createEventIn(owner, shared, 'Shared gala');

    const [own, other] = await Promise.all([eventNames(owner, owner.workspaceId), eventNames(owner, shared)]);
    expect(own).toEqual(['Own gala']);
    expect(other).toEqual(['Shared gala']);
    expect(await eventNames(owner)).toEqual(['Own gala']);
    expect((await t.call('GET', '/api/workspace', owner.cookie, undefined, shared)).json().workspace.id).toBe(shared);
    expect((await t.call('GET', '/api/workspaces', owner.cookie, undefined, shared)).json().currentId).toBe(shared);
  });

  it('answers 404 to someone outside a workspace on every route scoped to one, and changes nothing', async () => {
    const owner = await signUp(t.app);
    const outsider = await signUp(t.app);
    await createEventIn(owner, owner.workspaceId, 'Private gala');
    const scoped = operations.filter(({ access }) => access === 'viewer' || access === 'editor' || access === 'owner');
    expect(scoped.length).toBeGreaterThan(30);
    for (const header of [owner.workspaceId, 'not-a-number']) {
      for (const { method, path: route } of scoped) {
        const response = await t.app.inject({
          method,
          url: urlOf(route),
          headers: { cookie: outsider.cookie, 'x-workspace-id': String(header) },
          payload: method === 'GET' || method === 'DELETE' ? undefined : {},
        });
        expect(response.statusCode, `${method} ${route} as an outsider`).toBe(404);
        expect(response.json(), `${method} ${route}`).toEqual({ error: { message: WORKSPACE_MESSAGES.notFound } });
      }
    }
    expect(await eventNames(owner)).toEqual(['Private gala']);
    expect((await t.call('GET', '/api/workspace', owner.cookie)).json().workspace).toMatchObject({ id: owner.workspaceId, role: 'owner' });
  });

  it('lets a viewer read everything and refuses every write with 403, and an editor every owner route', async () => {
    const owner = await signUp(t.app);
    const editor = await signUp(t.app);
    const viewer = await signUp(t.app);
    const shared = await newWorkspace(owner, 'Conference 2031');
    await createEventIn(owner, shared, 'Keynote day');
    await join(owner, shared, editor, 'editor');
    await join(owner, shared, viewer, 'viewer');

    for (const url of ['/api/events?limit=50', '/api/tasks?limit=50', '/api/team-members?limit=50', '/api/templates', '/api/dashboard', '/api/analytics', '/api/workspace/people', '/api/tasks/export?format=csv']) {
      const response = await t.call('GET', url, viewer.cookie, undefined, shared);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    }
    expect(await eventNames(viewer, shared)).toEqual(['Keynote day']);

    const refusedFor = async (account: Account, needed: Role[]) => {
      const routes = operations.filter(({ access }) => needed.includes(access as Role));
      expect(routes.length).toBeGreaterThan(needed.includes('editor') ? 20 : 5);
      for (const { method, path: route } of routes) {
        const response = await t.call(method, urlOf(route), account.cookie, method === 'GET' || method === 'DELETE' ? undefined : {}, shared);
        expect(response.statusCode, `${method} ${route}: ${response.body}`).toBe(403);
        expect(strictErrorShape.parse(response.json()).error.message).toBe(WORKSPACE_MESSAGES.forbidden);
      }
    };
    await refusedFor(viewer, ['editor', 'owner']);
    await refusedFor(editor, ['owner']);
    expect(await eventNames(owner, shared)).toEqual(['Keynote day']);
    expect(await t.app.db.selectFrom('workspaces').select('name').where('id', '=', shared).executeTakeFirstOrThrow()).toEqual({ name: 'Conference 2031' });
  });

  it("shows the workspace's people (owner first, then by name) and its open invitations to the owner only", async () => {
    const owner = await signUp(t.app, { name: 'Zoe Owner' });
    const bea = await signUp(t.app, { name: 'bea Editor' });
    const adam = await signUp(t.app, { name: 'Adam Viewer' });
    const shared = await newWorkspace(owner, 'Festival');
    await join(owner, shared, bea, 'editor');
    await join(owner, shared, adam, 'viewer');
    const invited = await t.call('POST', '/api/workspace/invitations', owner.cookie, { email: 'later@example.com', role: 'viewer' }, shared);
    expect(invited.statusCode).toBe(201);

    const people = await t.call('GET', '/api/workspace/people', owner.cookie, undefined, shared);
    expect(people.statusCode).toBe(200);
    expect(people.json().members.map((m: { name: string; role: string }) => [m.name, m.role])).toEqual([
      ['Zoe Owner', 'owner'],
      ['Adam Viewer', 'viewer'],
      ['bea Editor', 'editor'],
    ]);
    expect(people.json().members[1]).toEqual({ userId: adam.user.id, name: 'Adam Viewer', email: adam.email, role: 'viewer', joinedAt: expect.any(String) });
    expect(people.json().invitations).toEqual([
      { id: invited.json().invitation.id, email: 'later@example.com', role: 'viewer', invitedBy: 'Zoe Owner', createdAt: expect.any(String), expiresAt: expect.any(String) },
    ]);
    for (const member of [bea, adam]) {
      const seen = await t.call('GET', '/api/workspace/people', member.cookie, undefined, shared);
      expect(seen.json().members).toEqual(people.json().members);
      expect(seen.json().invitations).toEqual([]);
    }
  });

  it("takes a role change and a removal into effect on the person's very next request, leaving their own workspace working", async () => {
    const owner = await signUp(t.app);
    const person = await signUp(t.app);
    const shared = await newWorkspace(owner, 'Gala board');
    await join(owner, shared, person, 'editor');
    await createEventIn(person, shared, 'Written by the editor');

    const demoted = await t.call('PATCH', `/api/workspace/people/${person.user.id}`, owner.cookie, { role: 'viewer' }, shared);
    expect(demoted.statusCode, demoted.body).toBe(200);
    expect(demoted.json().member).toMatchObject({ userId: person.user.id, role: 'viewer' });
    const write = await t.call('POST', '/api/events', person.cookie, { name: 'Too late', description: 'Refused', startDate: '2031-06-01' }, shared);
    expect(write.statusCode).toBe(403);
    expect(write.json()).toEqual({ error: { message: WORKSPACE_MESSAGES.forbidden } });
    expect(await eventNames(person, shared)).toEqual(['Written by the editor']);

    // The owner's own role, and the owner, stay; an account outside the workspace is not found.
    const ownerRole = await t.call('PATCH', `/api/workspace/people/${owner.user.id}`, owner.cookie, { role: 'viewer' }, shared);
    expect(ownerRole.statusCode).toBe(400);
    expect(ownerRole.json().error.message).toBe(WORKSPACE_MESSAGES.ownerRoleFixed);
    const raised = await t.call('PATCH', `/api/workspace/people/${person.user.id}`, owner.cookie, { role: 'owner' }, shared);
    expect(raised.statusCode).toBe(400);
    const removeOwner = await t.call('DELETE', `/api/workspace/people/${owner.user.id}`, owner.cookie, undefined, shared);
    expect(removeOwner.statusCode).toBe(400);
    expect(removeOwner.json().error.message).toBe(WORKSPACE_MESSAGES.cannotRemoveOwner);
    const stranger = await signUp(t.app);
    for (const method of ['PATCH', 'DELETE'] as const) {
      const response = await t.call(method, `/api/workspace/people/${stranger.user.id}`, owner.cookie, method === 'PATCH' ? { role: 'editor' } : undefined, shared);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(WORKSPACE_MESSAGES.memberNotFound);
    }
    const members = await t.app.db.selectFrom('workspace_members').select(['user_id', 'role']).where('workspace_id', '=', shared).orderBy('role').execute();
    expect(members).toEqual([
      { user_id: owner.user.id, role: 'owner' },
      { user_id: person.user.id, role: 'viewer' },
    ]);

    const removed = await t.call('DELETE', `/api/workspace/people/${person.user.id}`, owner.cookie, undefined, shared);
    expect(removed.statusCode, removed.body).toBe(204);
    for (const url of ['/api/events?limit=50', '/api/workspace', '/api/workspace/people']) {
      const response = await t.call('GET', url, person.cookie, undefined, shared);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ error: { message: WORKSPACE_MESSAGES.notFound } });
    }
    // The same session works on in the account's own workspace, which its requests without a header now open.
    expect((await t.call('GET', '/api/workspace', person.cookie)).json().workspace).toMatchObject({ id: person.workspaceId, role: 'owner' });
    expect(await eventNames(person, person.workspaceId)).toEqual([]);
    await createEventIn(person, person.workspaceId, 'My own event');
    expect((await t.call('GET', '/api/workspaces', person.cookie)).json().items.map((w: { id: number }) => w.id)).toEqual([person.workspaceId]);
    expect(await eventNames(owner, shared)).toEqual(['Written by the editor']);
  });

  it('lets anyone but the owner leave; their own workspace opens next', async () => {
    const owner = await signUp(t.app);
    const person = await signUp(t.app);
    const shared = await newWorkspace(owner, 'Retreat');
    await join(owner, shared, person, 'viewer');
    expect((await t.call('GET', '/api/workspace', person.cookie)).json().workspace.id).toBe(shared);

    const left = await t.call('POST', '/api/workspace/leave', person.cookie, undefined, shared);
    expect(left.statusCode, left.body).toBe(204);
    const row = await t.app.db.selectFrom('users').select('last_workspace_id').where('id', '=', person.user.id).executeTakeFirstOrThrow();
    expect(row.last_workspace_id).toBe(person.workspaceId);
    expect((await t.call('GET', '/api/workspace', person.cookie, undefined, shared)).statusCode).toBe(404);
    expect((await t.call('GET', '/api/workspaces', person.cookie)).json()).toEqual({
      items: [expect.objectContaining({ id: person.workspaceId, personal: true })],
      currentId: person.workspaceId,
    });

    for (const workspaceId of [shared, owner.workspaceId]) {
      const refused = await t.call('POST', '/api/workspace/leave', owner.cookie, undefined, workspaceId);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ error: { message: WORKSPACE_MESSAGES.cannotLeaveOwn } });
    }
  });

  it("changes the owner's cached task list at once when an editor changes a task", async () => {
    const owner = await signUp(t.app);
    const editor = await signUp(t.app);
    const shared = await newWorkspace(owner, 'Launch party');
    const eventId = await createEventIn(owner, shared, 'Launch');
    await join(owner, shared, editor, 'editor');
    const titles = async () => {
      const response = await t.call('GET', '/api/tasks?limit=50', owner.cookie, undefined, shared);
      expect(response.statusCode).toBe(200);
      return (response.json().items as { title: string; status: string }[]).map((task) => `${task.title}: ${task.status}`);
    };
    expect(await titles()).toEqual([]);
    expect(await titles()).toEqual([]);

    const created = await t.call('POST', '/api/tasks', editor.cookie, { title: 'Order balloons', eventId }, shared);
    expect(created.statusCode, created.body).toBe(201);
    expect(await titles()).toEqual(['Order balloons: todo']);

    const status = await t.call('PUT', `/api/tasks/${created.json().task.id}/status`, editor.cookie, { status: 'completed' }, shared);
    expect(status.statusCode, status.body).toBe(200);
    expect(await titles()).toEqual(['Order balloons: completed']);
  });

  it('sends the people of a deleted workspace to their own on their next request', async () => {
    const owner = await signUp(t.app);
    const person = await signUp(t.app);
    const shared = await newWorkspace(owner, 'Short-lived');
    await join(owner, shared, person, 'editor');
    expect((await t.call('GET', '/api/workspace', person.cookie)).json().workspace.id).toBe(shared);
    expect((await t.call('DELETE', '/api/workspace', person.cookie, undefined, shared)).statusCode).toBe(403);

    expect((await t.call('DELETE', '/api/workspace', owner.cookie, undefined, shared)).statusCode).toBe(204);
    expect((await t.call('GET', '/api/events', person.cookie, undefined, shared)).statusCode).toBe(404);
    expect((await t.call('GET', '/api/workspace', person.cookie)).json().workspace.id).toBe(person.workspaceId);
  });
});
