import type { Page } from '@playwright/test';
import { expect } from '../support/fixtures.ts';

/** The file input of the import screen (inside its drop zone). */
export const fileInput = (page: Page) => page.getByLabel('Choose a file to import');

/** A file given to the screen's input as a user's file would be. */
export async function chooseFile(page: Page, name: string, text: string | Buffer, mimeType = 'text/csv') {
  await fileInput(page).setInputFiles({ name, mimeType, buffer: typeof text === 'string' ? Buffer.from(text, 'utf8') : text });
}

export const importButton = (page: Page) => page.getByRole('button', { name: /^Import( \d[\d,]* (tasks?|team members?))?$/ });

/** The preview's summary ("3 tasks will be created, …"). */
export const planSummary = (page: Page) => page.getByRole('status').filter({ hasText: /will be (created|added)/ });

export async function memberNames(page: Page, eventId: number): Promise<string[]> {
  const response = await page.request.get(`/api/team-members?eventId=${eventId}&limit=100`);
  expect(response.status()).toBe(200);
  return ((await response.json()).items as { name: string }[]).map((member) => member.name).sort();
}

export async function taskTitles(page: Page, eventId: number): Promise<string[]> {
  const response = await page.request.get(`/api/tasks?eventId=${eventId}&limit=100`);
  expect(response.status()).toBe(200);
  return ((await response.json()).items as { title: string }[]).map((task) => task.title).sort();
}
