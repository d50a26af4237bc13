import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORKSPACE_HEADER } from '../../src/domain/workspaces.ts';
import { createEvent, createTask } from './support/fixtures.ts';
import { createTestApp, signUp, type TestApp } from './support/test-app.ts';

/** Co-organisers see each other's work: status changes and events name the account that made them. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function personalWorkspaceOf(userId: number): Promise<number> {
  const row = await t.app.db.selectFrom('workspaces').select('id').where('personal_user_id', '=', userId).executeTakeFirstOrThrow();
  return row.id;
}

async function joinAsEditor(workspace: number, userId: number) {
  await t.app.db
    .insertInto('workspace_members')
    .values({ workspace_id: workspace, user_id: userId, role: 'editor', created_at: new Date().toISOString() })
    .execute();
}

describe('events', () => {
  it('name the account that created them, not the workspace owner', async () => {
    const owner = await signUp(t.app, { name: 'Paula Planner' });
    const editor = await signUp(t.app, { name: 'Cory Colleague' });
    const workspace = await personalWorkspaceOf(owner.user.id);
    await joinAsEditor(workspace, editor.user.id);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { cookie: editor.cookie, [WORKSPACE_HEADER]: String(workspace) },
      payload: { name: 'Launch Party', description: 'Shared', startDate: '2031-03-01' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().event.createdBy).toBe('Cory Colleague');
    const seenByOwner = await t.call('GET', `/api/events/${created.json().event.id}`, owner.cookie);
    expect(seenByOwner.json().event).toMatchObject({ name: 'Launch Party', createdBy: 'Cory Colleague' });
  });
});

describe('task history', () => {
  it('names the account behind each status change, whoever in the workspace made it', async () => {
    const owner = await signUp(t.app, { name: 'Olivia Owner' });
    const editor = await signUp(t.app, { name: 'Eddie Editor' });
    const workspace = await personalWorkspaceOf(owner.user.id);
    await joinAsEditor(workspace, editor.user.id);
    const asEditor = (method: 'PUT' | 'PATCH' | 'GET', url: string, payload?: Record<string, unknown>) =>
      t.app.inject({ method, url, headers: { cookie: editor.cookie, [WORKSPACE_HEADER]: String(workspace) }, ...(payload ? { payload } : {}) });

    const event = await createEvent(t.app, owner.cookie, { name: 'Shared Gala' });
    const task = await createTask(t.app, owner.cookie, { title: 'Book the band', eventId: event.id, status: 'inprogress' });
    expect((await asEditor('PUT', `/api/tasks/${task.id}/status`, { status: 'completed' })).statusCode).toBe(200);
    expect((await asEditor('PATCH', `/api/tasks/${task.id}`, { status: 'todo' })).statusCode).toBe(200);

    for (const viewer of [owner.cookie, editor.cookie]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/tasks/${task.id}/history`, headers: { cookie: viewer, [WORKSPACE_HEADER]: String(workspace) } });
      expect(response.statusCode).toBe(200);
      expect(response.json().items.map((item: { newStatus: string; changedBy: string | null }) => [item.newStatus, item.changedBy])).toEqual([
        ['todo', 'Eddie Editor'],
        ['completed', 'Eddie Editor'],
        ['inprogress', 'Olivia Owner'],
      ]);
    }
  });

  it('says nobody for a change whose account is not recorded', async () => {
    const owner = await signUp(t.app, { name: 'Nora Nobody' });
    const event = await createEvent(t.app, owner.cookie, { name: 'Old Gala' });
    const task = await createTask(t.app, owner.cookie, { title: 'Older change', eventId: event.id, status: 'completed' });
    await t.app.db.updateTable('task_status_log').set({ changed_by: null }).where('task_id', '=', task.id).execute();
    const response = await t.call('GET', `/api/tasks/${task.id}/history`, owner.cookie);
    expect(response.json().items).toEqual([expect.objectContaining({ newStatus: 'completed', changedBy: null })]);
  });
});
