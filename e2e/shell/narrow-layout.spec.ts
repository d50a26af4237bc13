import type { Locator, Page } from '@playwright/test';
import { expect, pageHeading, test } from '../support/fixtures.ts';
import { openAnalytics, showView, VIEWS } from '../analytics/analytics-fixtures.ts';
import { createEvent, createMember, createTask, day } from '../tasks/task-fixtures.ts';

/**
 * A 390 × 844 phone (issue 28 item 8): no screen scrolls sideways, and where there is room a task's
 * title and its assignee's name are shown, not cut to a few letters.
 */
test.use({ viewport: { width: 390, height: 844 } });

const LONG_TITLE = 'Confirm the final seating plan with the venue coordinator and caterers';
const LONG_EVENT = 'International Developer Conference on Distributed Systems';
const MEMBER = 'Alexandra Konstantinopoulou';

/** Waits for the screen's own heading and for what it loads, then fails if the page is wider than the window. */
async function expectNoSidewaysScroll(page: Page, screen: string) {
  await expect(pageHeading(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${screen}: the page is ${scrollWidth} px wide in a ${clientWidth} px window`).toBeLessThanOrEqual(clientWidth);
}

/**
 * How many of an element's first characters are drawn inside it: a character past its right edge
 * (cut off by an ellipsis) or below its bottom (a line a clamp hides) is not seen.
 */
function visibleCharacters(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    // An ellipsis takes the place of the last character or so before the edge.
    const right = getComputedStyle(node).textOverflow === 'ellipsis' && node.scrollWidth > node.clientWidth ? box.right - 12 : box.right;
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    let count = 0;
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      for (let i = 0; i < (text.textContent ?? '').length; i += 1) {
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        const rect = range.getBoundingClientRect();
        if (rect.right > right + 0.5 || rect.bottom > box.bottom + 0.5) return count;
        count += 1;
      }
    }
    return count;
  });
}

test('no screen scrolls sideways on a 390 px phone: landing, sign-in, sign-up and feedback', async ({ page }) => {
  const screens: [string, string][] = [
    ['landing', '/'],
    ['sign-in', '/auth'],
    ['sign-up', '/auth?mode=signup'],
    ['public feedback', '/feedback'],
  ];
  for (const [screen, path] of screens) {
    await page.goto(path);
    await expectNoSidewaysScroll(page, screen);
  }
});

test('no screen of the app scrolls sideways on a 390 px phone, with sample data and long names', async ({ page, account: _account }) => {
  // A walk through every screen and every sample event's timeline.
  test.setTimeout(180_000);
  const sample = await page.request.post('/api/sample-data', { data: { today: day(0) } });
  expect(sample.status(), await sample.text()).toBe(201);
  const event = await createEvent(page.request, LONG_EVENT);
  const member = await createMember(page.request, event.id, MEMBER);
  // Due long ago, so it comes first among the tasks due soonest.
  await createTask(page.request, { eventId: event.id, title: LONG_TITLE, dueDate: day(-400), assigneeId: member.id });
  await createTask(page.request, { eventId: event.id, title: 'Book the shuttle buses', dueDate: day(3), assigneeId: member.id });

  const screens: [string, string][] = [
    ['dashboard', '/app/dashboard'],
    ['events', '/app/events'],
    ['tasks', '/app/tasks'],
    ['tasks of one event', `/app/tasks?event=${event.id}`],
    ['timeline', `/app/tasks?event=${event.id}&view=timeline`],
    ['board', `/app/tasks?event=${event.id}&view=board`],
    ['calendar (an agenda by day)', `/app/tasks?event=${event.id}&view=calendar`],
    ['team', '/app/team'],
    ['templates', '/app/templates'],
    ['community', '/app/community'],
    ['feedback', '/app/feedback'],
    ['private links', '/app/private-links'],
  ];
  for (const [screen, path] of screens) {
    await page.goto(path);
    await expectNoSidewaysScroll(page, screen);
  }

  // The timeline of each of the sample data's events.
  const events = (await (await page.request.get('/api/events?limit=50')).json()).items as { id: number; name: string }[];
  for (const sampleEvent of events.filter((item) => item.id !== event.id)) {
    await page.goto(`/app/tasks?event=${sampleEvent.id}&view=timeline`);
    await expectNoSidewaysScroll(page, `timeline of ${sampleEvent.name}`);
  }

  await openAnalytics(page);
  for (const view of VIEWS) {
    await showView(page, view);
    await expectNoSidewaysScroll(page, `analytics, ${view}`);
  }
});

test('on a 390 px phone a due-soonest title and a task card’s assignee are not cut to a few letters', async ({ page, account: _account }) => {
  const event = await createEvent(page.request, LONG_EVENT);
  const member = await createMember(page.request, event.id, MEMBER);
  await createTask(page.request, { eventId: event.id, title: LONG_TITLE, dueDate: day(-400), assigneeId: member.id });

  await page.goto('/app/dashboard');
  const soonest = page.getByRole('region', { name: 'Due soonest' });
  const title = soonest.getByText(LONG_TITLE, { exact: true });
  await expect(title).toBeVisible();
  const titleShown = await visibleCharacters(title);
  expect(titleShown, `the title shows ${titleShown} characters`).toBeGreaterThanOrEqual(25);

  await page.goto(`/app/tasks?event=${event.id}`);
  const assignee = page.getByRole('button', { name: new RegExp(`^Primary assignee for ${LONG_TITLE}: ${MEMBER}\\b`) }).getByText(MEMBER, { exact: true });
  await expect(assignee).toBeVisible();
  // The whole name: the card has the room.
  expect(await visibleCharacters(assignee)).toBe(MEMBER.length);
});
