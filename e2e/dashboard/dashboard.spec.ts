import type { Page } from '@playwright/test';
import { axeScan } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { choose, createEvent, createTask, day } from '../tasks/task-fixtures.ts';

function figure(page: Page, label: string) {
  return page.getByRole('list', { name: 'Figures' }).getByRole('link', { name: new RegExp(`^${label}`) }).getByTestId('figure-value');
}

for (const [time, greeting] of [
  ['09:00', 'Good morning'],
  ['14:00', 'Good afternoon'],
  ['20:00', 'Good evening'],
] as const) {
  test(`at ${time} the dashboard says ${greeting} with the user's name`, async ({ page, account: _account }) => {
    await page.clock.setFixedTime(new Date(`${day(0)}T${time}:00`));
    await page.goto('/app/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${greeting}, Riley!`);
  });
}

test('an empty account is offered the sample data, and the figures count it once loaded', async ({ page, account: _account }) => {
  await page.goto('/app/dashboard');
  await expect(figure(page, 'Open tasks')).toHaveText('0');
  await expect(page.getByRole('region', { name: 'Next event' })).toContainText('No upcoming events');
  await page.getByRole('button', { name: 'Load sample data' }).click();
  await expect(page.getByText(/^Sample data loaded: 5 events/)).toBeVisible();
  await expect(figure(page, 'Upcoming events')).toHaveText('3');
  await expect(figure(page, 'Active events')).toHaveText('1');
  await expect(page.getByRole('button', { name: 'Load sample data' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Due soonest' }).getByRole('listitem')).toHaveCount(5);
});

test('the figures change after a task is created, and a task due soonest leads to the tasks page filtered to it', async ({ page, account: _account }) => {
  const event = await createEvent(page.request, 'Harbour Festival');
  await createTask(page.request, { eventId: event.id, title: 'Book the stage', dueDate: day(10) });
  await page.goto('/app/dashboard');
  await expect(figure(page, 'Open tasks')).toHaveText('1');
  await expect(figure(page, 'Due this week')).toHaveText('0');
  await expect(figure(page, 'Overdue tasks')).toHaveText('0');
  const nextEvent = page.getByRole('region', { name: 'Next event' });
  await expect(nextEvent).toContainText('Harbour Festival');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tasks' }).click();
  await page.getByRole('button', { name: 'Create Task' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Task' });
  await dialog.getByLabel('Title').fill('Order the wristbands');
  await choose(dialog.getByLabel('Event'), event.name);
  await dialog.getByLabel('Due date').fill(day(2));
  await dialog.getByRole('button', { name: 'Create Task' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(figure(page, 'Open tasks')).toHaveText('2');
  await expect(figure(page, 'Due this week')).toHaveText('1');
  const soonest = page.getByRole('region', { name: 'Due soonest' }).getByRole('listitem');
  await expect(soonest).toHaveCount(2);
  await expect(soonest.first()).toContainText('Order the wristbands');
  await expect(soonest.first()).toContainText('Harbour Festival');

  await soonest.first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/app/tasks\\?event=${event.id}&q=Order\\+the\\+wristbands$`));
  await expect(page.getByRole('rowheader', { name: /^Order the wristbands/ })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: /^Book the stage/ })).toHaveCount(0);
});

test('the next event counts down the days until it starts', async ({ page, account: _account }) => {
  const response = await page.request.post('/api/events', {
    data: { name: 'Winter Gala', description: 'Dinner and dance.', startDate: day(12), endDate: day(12) },
  });
  expect(response.status()).toBe(201);
  await page.goto('/app/dashboard');
  const nextEvent = page.getByRole('region', { name: 'Next event' });
  await expect(nextEvent).toContainText('Winter Gala');
  await expect(nextEvent).toContainText('In 12 days');
});

test('the quick actions lead to their pages, and Create Event opens the create-event form', async ({ page, account: _account }) => {
  await page.goto('/app/dashboard');
  await expect(page.getByRole('region', { name: 'Everything for your events, in one place' })).toContainText('Multi-Project Management');
  for (const [name, path] of [
    ['Manage Tasks', '/app/tasks'],
    ['Team Management', '/app/team'],
    ['View Analytics', '/app/analytics'],
  ] as const) {
    await page.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await page.goBack();
  }
  await page.getByRole('link', { name: 'Create Event', exact: true }).last().click();
  await expect(page.getByRole('dialog', { name: 'Create New Event' })).toBeVisible();
});

test('the dashboard splash shows right after signing in, never on a plain visit', async ({ page, browser }) => {
  const { signUpViaApi } = await import('../support/fixtures.ts');
  const other = await browser.newPage();
  const account = await signUpViaApi(other);
  await other.close();

  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.body?.textContent?.includes('Preparing your dashboard...')) sessionStorage.setItem('saw-splash', 'yes');
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.goto('/auth');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Preparing your dashboard...')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Good (morning|afternoon|evening), Riley!$/);

  await page.evaluate(() => sessionStorage.removeItem('saw-splash'));
  await page.goto('/app/events');
  await page.goto('/app/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Good /);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Good /);
  expect(await page.evaluate(() => sessionStorage.getItem('saw-splash'))).toBeNull();
});

test('the dashboard with figures has no accessibility violations, light or dark', async ({ page, account: _account }) => {
  // Several full axe scans (each theme, each state) take longer than one test's usual budget on 2 cores.
  test.slow();
  const event = await createEvent(page.request, 'Harbour Festival');
  await createTask(page.request, { eventId: event.id, title: 'Book the stage', dueDate: day(-1) });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/app/dashboard');
    await expect(figure(page, 'Overdue tasks')).toHaveText('1');
    expect((await axeScan(page).analyze()).violations, scheme).toEqual([]);
  }
});

test('the dashboard fits a 390 px screen', async ({ page, account: _account }) => {
  const event = await createEvent(page.request, 'A festival with a rather long name for a small screen');
  await createTask(page.request, { eventId: event.id, title: 'A task whose title is long enough to need truncating on a phone', dueDate: day(1) });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/app/dashboard');
  await expect(page.getByRole('region', { name: 'Due soonest' }).getByRole('listitem')).toHaveCount(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
