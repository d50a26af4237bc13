import type { App } from '../../../src/server/app.ts';
import { requestHeaders } from './test-app.ts';

/**
 * Creates an event through the API as the user whose session `cookie` carries; in workspace
 * `workspaceId` when given (as every fixture here), else in the one the account works in.
 */
export async function createEvent(
  app: App,
  cookie: string,
  overrides: { name?: string; description?: string; startDate?: string; endDate?: string } = {},
  workspaceId?: number,
) {
  const payload = { name: 'Tech Conference', description: 'Annual conference', startDate: '2030-06-01', ...overrides };
  const response = await app.inject({ method: 'POST', url: '/api/events', headers: requestHeaders(cookie, workspaceId), payload });
  if (response.statusCode !== 201) throw new Error(`creating an event failed: ${response.statusCode} ${response.body}`);
  return response.json().event as { id: number; name: string; startDate: string; endDate: string };
}

/** Creates a team member on an event through the API. */
export async function createMember(
  app: App,
  cookie: string,
  eventId: number,
  overrides: { name?: string; email?: string; company?: string; role?: string } = {},
  workspaceId?: number,
) {
  const payload = { name: 'Jordan Smith', eventId, ...overrides };
  const response = await app.inject({ method: 'POST', url: '/api/team-members', headers: requestHeaders(cookie, workspaceId), payload });
  if (response.statusCode !== 201) throw new Error(`creating a member failed: ${response.statusCode} ${response.body}`);
  return response.json().member as { id: number; code: string; name: string; eventId: number };
}

/** Creates a task through the API; `payload` needs at least a title and an eventId. */
export async function createTask(app: App, cookie: string, payload: Record<string, unknown>, workspaceId?: number) {
  const response = await app.inject({ method: 'POST', url: '/api/tasks', headers: requestHeaders(cookie, workspaceId), payload });
  if (response.statusCode !== 201) throw new Error(`creating a task failed: ${response.statusCode} ${response.body}`);
  return response.json().task as { id: number; title: string; status: string };
}

/** How many rows of `table` belong to the workspace, read straight from the database. */
export async function countOwnedRows(app: App, table: 'events' | 'team_members' | 'tasks' | 'task_status_log', workspaceId: number) {
  const row = await app.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('owner_id', '=', workspaceId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
