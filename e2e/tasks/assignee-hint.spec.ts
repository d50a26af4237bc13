import type { Page } from '@playwright/test';
import { expectNoViolationsInBothSchemes } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { createEvent, createMember, createTask, day, optionsOf, suffix, taskRow } from './task-fixtures.ts';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const HINT = 'No team members assigned to this event. Add people in Team Management or leave it Unassigned.';

/** Where each row of the table is and how tall, rounded to the pixel. */
async function rowBoxes(page: Page) {
  const rows = page.locator('tbody tr');
  const boxes = [];
  for (const row of await rows.all()) {
    const box = await row.boundingBox();
    expect(box).not.toBeNull();
    boxes.push({ y: Math.round(box!.y), height: Math.round(box!.height) });
  }
  return boxes;
}

test('for an event without members the hint is said once, in the picker, and no row changes height', async ({ page, account: _account }) => {
  const empty = await createEvent(page.request, `Garden Party ${suffix()}`);
  const staffed = await createEvent(page.request, `Tech Conference ${suffix()}`);
  await createMember(page.request, staffed.id, 'Priya Raman');
  for (const [index, title] of ['Hire the marquee', 'Order the flowers', 'Book the string quartet'].entries()) {
    await createTask(page.request, { eventId: empty.id, title, dueDate: day(index + 1) });
  }
  await createTask(page.request, { eventId: staffed.id, title: 'Print the badges', dueDate: day(5) });

  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await page.goto('/app/tasks');
    await expect(page.locator('tbody tr')).toHaveCount(4);
    const before = await rowBoxes(page);

    await taskRow(page, 'Order the flowers').getByRole('button', { name: 'Primary assignee for Order the flowers: Unassigned' }).click();
    await expect(optionsOf(page)).toHaveText(['Unassigned']);
    const hint = page.getByRole('status').filter({ hasText: HINT });
    await expect(hint).toBeVisible();
    await expect(hint.getByRole('link', { name: 'Team Management' })).toHaveAttribute('href', `/app/team?event=${empty.id}`);
    // Once: in the picker, not under every row of the event.
    await expect(page.getByText('No team members assigned to this event')).toHaveCount(1);
    expect(await rowBoxes(page), `${viewport.width}: a picker open`).toEqual(before);

    await page.keyboard.press('Escape');
    await expect(hint).toBeHidden();
    await expect(page.getByText('No team members assigned to this event')).toHaveCount(0);
    expect(await rowBoxes(page), `${viewport.width}: the picker closed`).toEqual(before);

    // A second row of the same event, now known to have no members: the same.
    await taskRow(page, 'Hire the marquee').getByRole('button', { name: /^Primary assignee for Hire the marquee/ }).click();
    await expect(hint).toBeVisible();
    expect(await rowBoxes(page), `${viewport.width}: a second picker open`).toEqual(before);
    await page.keyboard.press('Escape');
  }

  // The link in the hint leads to the event's team.
  await page.setViewportSize(DESKTOP);
  await taskRow(page, 'Book the string quartet').getByRole('button', { name: /^Primary assignee for Book the string quartet/ }).click();
  await expectNoViolationsInBothSchemes(page, 'assignee search with the hint');
  await page.getByRole('status').filter({ hasText: HINT }).getByRole('link', { name: 'Team Management' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/team\\?event=${empty.id}$`));
});
