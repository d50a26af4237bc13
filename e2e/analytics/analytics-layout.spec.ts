import { expect, test } from '../support/fixtures.ts';
import { createEvent, createTask, suffix } from '../tasks/task-fixtures.ts';
import { createMember, openAnalytics, region, seed, setStatus, showView, utcDay, VIEWS } from './analytics-fixtures.ts';

test.use({ timezoneId: 'UTC' });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

async function pageWidths(page: import('@playwright/test').Page) {
  return page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
}

test('no analytics view scrolls sideways on a 390 px phone, long names included', async ({ page, account: _account }) => {
  test.slow();
  const { gala } = await seed(page.request);
  const long = await createEvent(page.request, `International Developer Conference on Distributed Systems ${suffix()}`);
  const member = await createMember(page.request, long.id, 'Alexandra Konstantinopoulou-Wright', utcDay(-30));
  for (let i = 0; i < 3; i += 1) {
    const task = await createTask(page.request, { title: `Keynote ${i}`, eventId: long.id, assigneeId: member.id, dueDate: utcDay(i - 1) });
    if (i > 0) await setStatus(page.request, task.id, 'completed');
  }
  await page.setViewportSize(PHONE);
  for (const search of ['', `?event=${gala.id}`, `?event=${long.id}`]) {
    await openAnalytics(page, search);
    for (const view of VIEWS) {
      await showView(page, view);
      if (view === 'Leaderboard') await page.getByText('How points, levels and badges work').click();
      const { scrollWidth, clientWidth } = await pageWidths(page);
      expect(scrollWidth, `${view}${search}: the page is ${scrollWidth} px wide in a ${clientWidth} px window`).toBeLessThanOrEqual(clientWidth);
    }
  }
});

test('twenty members of the Team Ranking fit in two screens, on a desktop and on a phone', async ({ page, account: _account }) => {
  test.slow();
  const event = await createEvent(page.request, `Harbour Gala ${suffix()}`);
  const names = Array.from({ length: 20 }, (_, index) => `Member ${String(index + 1).padStart(2, '0')}`);
  const members = await Promise.all(names.map((name) => createMember(page.request, event.id, name, utcDay(-10))));
  // Each member a different load, so every row has points, a workload and task counts to show.
  await Promise.all(
    members.map(async (member, index) => {
      for (let i = 0; i <= index % 4; i += 1) {
        const task = await createTask(page.request, { title: `Task ${member.name} ${i}`, eventId: event.id, assigneeId: member.id, dueDate: utcDay(i - 2) });
        if (i % 2 === 0) await setStatus(page.request, task.id, i === 0 ? 'completed' : 'inprogress');
      }
    }),
  );
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await openAnalytics(page, '?view=leaderboard');
    const rows = region(page, 'Team Ranking').getByRole('listitem');
    await expect(rows).toHaveCount(20);
    const first = (await rows.first().boundingBox())!;
    const last = (await rows.nth(19).boundingBox())!;
    const height = last.y + last.height - first.y;
    expect(height, `20 rows take ${Math.round(height)} px at ${viewport.width}×${viewport.height}`).toBeLessThanOrEqual(2 * viewport.height);
  }
});
