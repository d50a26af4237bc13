import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from '../support/fixtures.ts';

export interface CreatedEvent {
  id: number;
  name: string;
}

export interface CreatedMember {
  id: number;
  code: string;
  name: string;
}

export interface CreatedTask {
  id: number;
  title: string;
  status: string;
  assigneeId: number | null;
}

export const suffix = () => randomBytes(2).toString('hex');

/** A calendar day `days` from the browser's today, as YYYY-MM-DD (the tests run in the same time zone). */
export function day(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** "Jun 1, 2030", as the table shows a due day. */
export function shownDate(isoDay: string): string {
  return new Date(`${isoDay}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

export async function createEvent(request: APIRequestContext, name: string): Promise<CreatedEvent> {
  const response = await request.post('/api/events', {
    data: { name, description: 'An event for the task tests.', startDate: '2030-05-01', endDate: '2030-05-02' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).event;
}

export async function createMember(request: APIRequestContext, eventId: number, name: string): Promise<CreatedMember> {
  const response = await request.post('/api/team-members', { data: { eventId, name } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).member;
}

export async function createTask(
  request: APIRequestContext,
  fields: {
    eventId: number;
    title: string;
    description?: string;
    status?: string;
    dueDate?: string | null;
    /** A due date relative to the event: days from its start or end (instead of dueDate). */
    dueAnchor?: 'start' | 'end';
    dueOffsetDays?: number;
    assigneeId?: number | null;
    priority?: string;
  },
): Promise<CreatedTask> {
  const response = await request.post('/api/tasks', { data: fields });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).task;
}

export async function bulkCreate(request: APIRequestContext, eventId: number, titles: string[]) {
  const response = await request.post('/api/tasks/bulk', { data: { eventId, text: titles.join('\n') } });
  expect(response.status(), await response.text()).toBe(201);
}

export async function taskCount(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/tasks?limit=1');
  expect(response.status()).toBe(200);
  return (await response.json()).totalInSystem;
}

/** The table row of the task with this title. */
export function taskRow(page: Page, title: string) {
  return page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${escapeRegExp(title)}`) }) });
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Picks an option of a combobox as a user does: opens the list, types `search` when given (the
 * list then asks the server), and clicks the option named `option`.
 */
export async function choose(combobox: Locator, option: string, { search }: { search?: string } = {}) {
  // Found by its id from here on: an open list may share the words of the box's label ("Events").
  const box = combobox.page().locator(`[id="${await combobox.getAttribute('id')}"]`);
  await box.click();
  if (search !== undefined) await box.fill(search);
  await box.page().getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
}

/** The options a combobox's open list shows. */
export function optionsOf(page: Page) {
  return page.getByRole('listbox').getByRole('option');
}

/**
 * After Space picks a card up: dnd-kit's keyboard sensor starts listening for the arrow keys from a
 * timer it sets at that moment (KeyboardSensor.attach), so an arrow pressed sooner is lost. A timer
 * set in the page now runs after it.
 */
export async function untilArrowKeysMoveIt(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}
