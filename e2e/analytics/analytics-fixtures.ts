import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from '../support/fixtures.ts';
import { createEvent, createTask, suffix, type CreatedEvent } from '../tasks/task-fixtures.ts';

/** A calendar day `days` from today (UTC), as YYYY-MM-DD. */
export function utcDay(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
export const weekdayOf = (isoDay: string) => WEEKDAY_NAMES[new Date(`${isoDay}T00:00:00Z`).getUTCDay()]!;

export interface Member {
  id: number;
  name: string;
}

export async function createMember(request: APIRequestContext, eventId: number, name: string, joined: string): Promise<Member> {
  const response = await request.post('/api/team-members', { data: { eventId, name, today: joined } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).member;
}

export async function setStatus(request: APIRequestContext, taskId: number, status: string) {
  const response = await request.put(`/api/tasks/${taskId}/status`, { data: { status } });
  expect(response.status(), await response.text()).toBe(200);
}

/** A task created To Do and then moved through the status route, as the tasks page does it. */
export async function taskMovedTo(request: APIRequestContext, status: string, fields: { eventId: number; assigneeId?: number; dueDate?: string }) {
  const task = await createTask(request, { title: `Task ${suffix()}`, ...fields });
  await setStatus(request, task.id, status);
}

export interface Fixture {
  gala: CreatedEvent;
  summit: CreatedEvent;
}

/**
 * Two events and four members; ten tasks, all created today:
 *
 * | who                 | event  | tasks                                                       | points | completion | workload           |
 * |---------------------|--------|-------------------------------------------------------------|--------|------------|--------------------|
 * | Ava Stone           | Gala   | 3 completed (due T-1, T, none), 1 in progress, 1 to do       | 37     | 60%        | 5 of Gala's 7: 71.4%  |
 * | Cleo Park           | Summit | 3 completed (due T-2, T+1, none)                             | 30     | 100%       | 3 of Summit's 3: 100% |
 * | Ben Otto            | Gala   | 1 to do, due T-10 (past due: overdue)                       | 2      | 0%         | 1 of Gala's 7: 14.3%  |
 * | Dan Reyes           | Summit | none                                                        | 0      | 0%         | 0%                 |
 * | (unassigned)        | Gala   | 1 to do                                                     |        |            |                    |
 *
 * Workload is each member's share of their own event's tasks in the period (with one event chosen, of
 * all the filtered tasks). Ava, Ben and Cleo joined 30 days ago, Dan today. Totals: 10 tasks, 6
 * completed (60%), 4 members.
 */
export async function seed(request: APIRequestContext): Promise<Fixture> {
  const gala = await createEvent(request, `Harbour Gala ${suffix()}`);
  const summit = await createEvent(request, `Tech Summit ${suffix()}`);
  const ava = await createMember(request, gala.id, 'Ava Stone', utcDay(-30));
  const ben = await createMember(request, gala.id, 'Ben Otto', utcDay(-30));
  const cleo = await createMember(request, summit.id, 'Cleo Park', utcDay(-30));
  await createMember(request, summit.id, 'Dan Reyes', utcDay(0));

  await taskMovedTo(request, 'completed', { eventId: gala.id, assigneeId: ava.id, dueDate: utcDay(-1) });
  await taskMovedTo(request, 'completed', { eventId: gala.id, assigneeId: ava.id, dueDate: utcDay(0) });
  await taskMovedTo(request, 'completed', { eventId: gala.id, assigneeId: ava.id });
  await taskMovedTo(request, 'inprogress', { eventId: gala.id, assigneeId: ava.id, dueDate: utcDay(3) });
  await createTask(request, { title: 'Confirm the caterer', eventId: gala.id, assigneeId: ava.id, dueDate: utcDay(3) });

  await taskMovedTo(request, 'completed', { eventId: summit.id, assigneeId: cleo.id, dueDate: utcDay(-2) });
  await taskMovedTo(request, 'completed', { eventId: summit.id, assigneeId: cleo.id, dueDate: utcDay(1) });
  await taskMovedTo(request, 'completed', { eventId: summit.id, assigneeId: cleo.id });

  await createTask(request, { title: 'Send the invitations', eventId: gala.id, assigneeId: ben.id, dueDate: utcDay(-10) });
  await createTask(request, { title: 'Find a photographer', eventId: gala.id });
  return { gala, summit };
}

export const tab = (page: Page, name: string) => page.getByRole('tab', { name });
export const panel = (page: Page) => page.getByRole('tabpanel');
export const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
export const eventFilter = (page: Page) => page.getByRole('combobox', { name: 'Event', exact: true });
export const periodSelect = (page: Page) => page.getByRole('combobox', { name: 'Period', exact: true });

/** The value (dd) of the term (dt) with this exact text inside `scope`. */
export function valueOf(scope: Page | Locator, term: string): Locator {
  return scope.locator('dt').getByText(term, { exact: true }).locator('xpath=ancestor-or-self::dt[1]/following-sibling::dd[1]');
}

/** A member's row of the Team Ranking list. */
export function rankedRow(page: Page, name: string): Locator {
  return region(page, 'Team Ranking')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
}

export async function openAnalytics(page: Page, search = '') {
  await page.goto(`/app/analytics${search}`);
  await expect(page.getByRole('heading', { name: 'Analytics Dashboard', level: 1 })).toBeVisible();
}

export const VIEWS = ['Overview', 'Leaderboard', 'Workload', 'Trends'] as const;

/** Opens a view by its tab and waits for what it draws last (the Trends' bars load with the chart library). */
export async function showView(page: Page, view: (typeof VIEWS)[number]) {
  await tab(page, view).click();
  await expect(tab(page, view)).toHaveAttribute('aria-selected', 'true');
  if (view === 'Overview') await expect(region(page, 'Event Progress')).toBeVisible();
  if (view === 'Leaderboard') await expect(region(page, 'Team Ranking')).toBeVisible();
  if (view === 'Workload') await expect(region(page, 'Recommendation')).toBeVisible();
  if (view === 'Trends') await expect(region(page, 'Weekly Productivity').locator('.recharts-bar-rectangle').first()).toBeVisible();
}
