import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoViolationsInBothSchemes, type AxeScope } from '../support/axe.ts';
import { expect as baseExpect, pageHeading, test } from '../support/fixtures.ts';
import { choose, suffix } from '../tasks/task-fixtures.ts';
import { viewerOf } from '../workspaces/workspace-fixtures.ts';

/**
 * EventGenie (issue 32, item 3): a theme composed from the curated sets for an event and a mood,
 * reshuffled, and applied — the tagline first in the event's description, the run of day as tasks.
 */

const expect = baseExpect.configure({ timeout: 15_000 });

async function createMeetup(request: APIRequestContext) {
  const response = await request.post('/api/events', {
    data: { name: `Harbour Lights Meetup ${suffix()}`, description: 'Talks by the water.', startDate: '2030-06-14', endDate: '2030-06-14' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).event as { id: number; name: string };
}

async function composeFor(page: Page, eventName: string, mood: string) {
  await page.goto('/app/tools/event-genie');
  await expect(pageHeading(page)).toHaveText('EventGenie');
  await choose(page.getByRole('combobox', { name: 'Event', exact: true }), eventName);
  await page.getByRole('radio', { name: new RegExp(`^${mood}`) }).check();
  await page.getByRole('button', { name: 'Compose a theme' }).click();
  await expect(page.getByTestId('genie-source')).toHaveText('Composed from Eventry’s curated theme sets.');
}

test('composes a theme, applies its tagline and creates the run-of-day tasks', async ({ page, account: _account }) => {
  const event = await createMeetup(page.request);
  await page.goto('/app/tools/event-genie');
  await expect(page.getByText('EventGenie composes from Eventry’s curated sets of names, palettes, fonts and ideas.')).toBeVisible();

  // Asking before choosing says what is missing.
  await page.getByRole('button', { name: 'Compose a theme' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please select an event.');

  await composeFor(page, event.name, 'Festive');
  const heading = page.getByRole('heading', { level: 2 }).first();
  await expect(heading).toBeFocused();
  // Three text pairs, each at WCAG AA or better, with its ratio shown.
  await expect(page.getByText('Meets AA')).toHaveCount(3);
  await expect(page.getByText(/^\d+\.\d\d:1$/)).toHaveCount(3);
  await expect(page.getByRole('heading', { name: 'Run of day' })).toBeVisible();
  await expect(page.getByText('The last week, the day and the day after, from the built-in template “Community meetup”.')).toBeVisible();
  await expect(page.getByText('Set up the room')).toBeVisible();

  // Another idea composes again (a new seed), for the same event and mood.
  // The new theme's tagline from its answer: read from the page, it could still be the first theme's.
  const [another] = await Promise.all([
    page.waitForResponse((response) => new URL(response.url()).pathname === '/api/event-genie/themes' && response.request().method() === 'POST'),
    page.getByRole('button', { name: 'Another idea' }).click(),
  ]);
  const tagline = ((await another.json()) as { theme: { tagline: string } }).theme.tagline;
  expect(tagline.length).toBeGreaterThan(5);
  await expect(page.locator('#genie-theme-heading + p')).toHaveText(tagline);
  await expect(page.getByText(/^Festive theme for Harbour Lights Meetup/)).toBeVisible();

  await page.getByRole('button', { name: 'Apply to event…' }).click();
  const dialog = page.getByRole('dialog', { name: `Apply the theme to ${event.name}?` });
  await expect(dialog.getByText(`“${tagline}”`)).toBeVisible();
  await expect(dialog.getByText('Create 10 To Do tasks for the run of day, due relative to the event:')).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveCount(10);
  // A double click applies once: one request, and its answer is the one shown.
  const applies: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/event-genie/apply') applies.push(request.method());
  });
  await dialog.getByRole('button', { name: 'Apply' }).dblclick();
  await expect(dialog).toBeHidden();
  const success = page.getByRole('status').filter({ hasText: `Applied to ${event.name}` });
  await expect(success).toContainText('The tagline is now first in the description and 10 tasks created.');

  expect(applies).toEqual(['POST']);

  const read = await page.request.get(`/api/events/${event.id}`);
  expect((await read.json()).event.description).toBe(`${tagline}\n\nTalks by the water.`);

  await success.getByRole('link', { name: 'See the new tasks' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/tasks\\?event=${event.id}&batch=\\d+`));
  await expect(page.getByText('Host the evening').first()).toBeVisible();
  await expect(page.getByText('Thank the speakers, sponsor and venue').first()).toBeVisible();
});

test('viewers compose themes but cannot apply them', async ({ page, browser, account: _account }) => {
  const event = await createMeetup(page.request);
  const workspace = (await (await page.request.get('/api/workspace')).json()).workspace as { id: number };
  const viewer = await viewerOf(page, browser, workspace.id);

  await composeFor(viewer.page, event.name, 'Calm');
  await expect(viewer.page.getByText('You can view themes in this workspace; an owner or editor can apply one to the event.')).toBeVisible();
  await expect(viewer.page.getByRole('button', { name: 'Apply to event…' })).toHaveCount(0);
  await viewer.context.close();
});

// Two widths, two schemes, two screens: full scans, slow on a busy machine.
test.describe('accessibility', () => {
  test.describe.configure({ timeout: 240_000 });
  const EVERYTHING: AxeScope = { bestPractice: true };

  test('the page, a composed theme and the apply dialog at 390 and 1440 px, light and dark', async ({ page, account: _account }) => {
    const event = await createMeetup(page.request);
    for (const size of [
      { width: 390, height: 844 },
      { width: 1440, height: 900 },
    ]) {
      await page.setViewportSize(size);
      await page.goto('/app/tools/event-genie');
      await expect(pageHeading(page)).toHaveText('EventGenie');
      await expectNoViolationsInBothSchemes(page, `EventGenie, empty, at ${size.width} px`, undefined, EVERYTHING);

      await composeFor(page, event.name, 'Bold');
      await expectNoViolationsInBothSchemes(page, `EventGenie with a theme at ${size.width} px`, undefined, EVERYTHING);

      await page.getByRole('button', { name: 'Apply to event…' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoViolationsInBothSchemes(page, `EventGenie apply dialog at ${size.width} px`, '[role="dialog"]', EVERYTHING);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
    }
  });
});
