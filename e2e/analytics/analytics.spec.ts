import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { choose, createEvent, createTask, suffix, type CreatedEvent } from '../tasks/task-fixtures.ts';

// Task timestamps count by their UTC day, and the page sends the browser's date as "today": the
// browser runs in UTC so both agree whatever the machine's zone.
test.use({ timezoneId: 'UTC' });

/** A calendar day `days` from today (UTC), as YYYY-MM-DD. */
function utcDay(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const weekdayOf = (isoDay: string) => WEEKDAY_NAMES[new Date(`${isoDay}T00:00:00Z`).getUTCDay()]!;

interface Member {
  id: number;
  name: string;
}

async function createMember(request: APIRequestContext, eventId: number, name: string, joined: string): Promise<Member> {
  const response = await request.post('/api/team-members', { data: { eventId, name, today: joined } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).member;
}

async function setStatus(request: APIRequestContext, taskId: number, status: string) {
  const response = await request.put(`/api/tasks/${taskId}/status`, { data: { status } });
  expect(response.status(), await response.text()).toBe(200);
}

/** A task created To Do and then moved through the status route, as the tasks page does it. */
async function taskMovedTo(request: APIRequestContext, status: string, fields: { eventId: number; assigneeId?: number; dueDate?: string }) {
  const task = await createTask(request, { title: `Task ${suffix()}`, ...fields });
  await setStatus(request, task.id, status);
}

interface Fixture {
  gala: CreatedEvent;
  summit: CreatedEvent;
}

/**
 * Two events and four members; ten tasks, all created today:
 *
 * | who                 | event  | tasks                                                       | points | completion | workload |
 * |---------------------|--------|-------------------------------------------------------------|--------|------------|----------|
 * | Ava Stone           | Gala   | 3 completed (due T-1, T, none), 1 in progress, 1 to do       | 37     | 60%        | 5/10 50% |
 * | Cleo Park           | Summit | 3 completed (due T-2, T+1, none)                             | 30     | 100%       | 3/10 30% |
 * | Ben Otto            | Gala   | 1 to do, due T-10 (past due: overdue)                       | 2      | 0%         | 1/10 10% |
 * | Dan Reyes           | Summit | none                                                        | 0      | 0%         | 0%       |
 * | (unassigned)        | Gala   | 1 to do                                                     |        |            |          |
 *
 * Ava, Ben and Cleo joined 30 days ago, Dan today. Totals: 10 tasks, 6 completed (60%), 4 members.
 */
async function seed(request: APIRequestContext): Promise<Fixture> {
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

const tab = (page: Page, name: string) => page.getByRole('tab', { name });
const panel = (page: Page) => page.getByRole('tabpanel');
const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const eventFilter = (page: Page) => page.getByRole('combobox', { name: 'Event', exact: true });
const periodSelect = (page: Page) => page.getByRole('combobox', { name: 'Period', exact: true });

/** The value (dd) of the term (dt) with this exact text inside `scope`. */
function valueOf(scope: Page | Locator, term: string): Locator {
  return scope.locator('dt').getByText(term, { exact: true }).locator('xpath=ancestor-or-self::dt[1]/following-sibling::dd[1]');
}

/** A member's row of the Team Ranking list. */
function rankedRow(page: Page, name: string): Locator {
  return region(page, 'Team Ranking')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
}

async function openAnalytics(page: Page, search = '') {
  await page.goto(`/app/analytics${search}`);
  await expect(page.getByRole('heading', { name: 'Analytics Dashboard', level: 1 })).toBeVisible();
}

test('the overview shows the period’s totals, their changes and each event’s progress', async ({ page, account: _account }) => {
  const { gala, summit } = await seed(page.request);
  await openAnalytics(page);

  await expect(tab(page, 'Overview')).toHaveAttribute('aria-selected', 'true');
  await expect(periodSelect(page)).toHaveValue('7');
  await expect(eventFilter(page)).toHaveValue('');
  await expect(eventFilter(page)).toHaveAttribute('placeholder', 'All Events');

  await expect(valueOf(page, 'Total Tasks')).toHaveText(/^10\s*—\s*No change to show\s*vs previous 7 days$/);
  await expect(valueOf(page, 'Completed')).toHaveText(/^6(?!\d)/);
  await expect(valueOf(page, 'Completion Rate')).toContainText('60%');
  // Three of the four members had joined by the end of the previous 7 days.
  await expect(valueOf(page, 'Team Members')).toHaveText(/^4\s*\+1\s*vs previous 7 days$/);

  const galaProgress = page.getByRole('progressbar', { name: `${gala.name} progress` });
  await expect(galaProgress).toHaveAttribute('aria-valuenow', '43');
  await expect(galaProgress).toHaveAttribute('aria-valuetext', '3 of 7 tasks completed');
  const summitProgress = page.getByRole('progressbar', { name: `${summit.name} progress` });
  await expect(summitProgress).toHaveAttribute('aria-valuenow', '100');
  await expect(summitProgress).toHaveAttribute('aria-valuetext', '3 of 3 tasks completed');
  const progress = region(page, 'Event Progress');
  await expect(progress.getByRole('heading', { level: 3 })).toHaveText([gala.name, summit.name]);
  await expect(progress).toContainText('3 of 7 tasks completed');
  await expect(progress).toContainText('1 overdue');
  await expect(progress.getByText('Team of 2')).toHaveCount(2);

  const achievements = region(page, 'Achievements');
  await expect(achievements.getByRole('listitem')).toHaveText([
    /Perfect Score\s*Cleo Park completed every task/,
    new RegExp(`Event Master\\s*${summit.name} is 100% complete`),
    /Heavy Lifter\s*Ava Stone carries 50% of the workload/,
  ]);

  const highlights = region(page, 'Highlights of the last 7 days');
  await expect(valueOf(highlights, 'Top Performer')).toHaveText('Ava Stone');
  await expect(valueOf(highlights, 'Best Streak')).toHaveText('1 day');
  await expect(valueOf(highlights, 'Achievements')).toHaveText('3');
  await expect(valueOf(highlights, 'Average Workload')).toHaveText('22.5%');
});

test('the leaderboard ranks the team by points, with the podium, badges, streaks and workload warnings', async ({ page, account: _account }) => {
  const { gala, summit } = await seed(page.request);
  await openAnalytics(page, '?view=leaderboard');
  await expect(tab(page, 'Leaderboard')).toHaveAttribute('aria-selected', 'true');

  const podium = region(page, 'Top Performers').getByRole('listitem');
  await expect(podium).toHaveCount(3);
  await expect(podium.nth(0)).toContainText('1st place');
  await expect(podium.nth(0).getByRole('heading')).toHaveText('Ava Stone');
  await expect(podium.nth(0)).toContainText('37points');
  await expect(podium.nth(1).getByRole('heading')).toHaveText('Cleo Park');
  await expect(podium.nth(2).getByRole('heading')).toHaveText('Ben Otto');

  await expect(region(page, 'Team Ranking').getByRole('heading', { level: 3 })).toHaveText(['Ava Stone', 'Cleo Park', 'Ben Otto', 'Dan Reyes']);

  const ava = rankedRow(page, 'Ava Stone');
  await expect(ava).toContainText(gala.name);
  await expect(ava).toContainText('Workhorse');
  await expect(ava).toContainText('37points');
  await expect(valueOf(ava, 'Completion')).toHaveText('60%');
  // Above 40%: red, with the words as well as the colour.
  await expect(valueOf(ava, 'Workload')).toHaveText('50% Very high');
  await expect(valueOf(ava, 'Streak')).toHaveText('1 day');
  await expect(valueOf(ava, 'Level')).toHaveText('1');
  await expect(valueOf(ava, 'Completed')).toHaveText('3');
  await expect(valueOf(ava, 'In Progress')).toHaveText('1');
  await expect(valueOf(ava, 'To Do')).toHaveText('1');
  await expect(valueOf(ava, 'Overdue')).toHaveText('0');

  const cleo = rankedRow(page, 'Cleo Park');
  await expect(cleo).toContainText(summit.name);
  await expect(cleo).toContainText('Expert');
  await expect(valueOf(cleo, 'Completion')).toHaveText('100%');
  await expect(valueOf(cleo, 'Workload')).toHaveText('30% High');

  const ben = rankedRow(page, 'Ben Otto');
  await expect(ben).toContainText('Rising Star');
  await expect(ben).toContainText('2points');
  await expect(valueOf(ben, 'Workload')).toHaveText('10%');
  await expect(valueOf(ben, 'Streak')).toHaveText('0 days');
  await expect(valueOf(ben, 'To Do')).toHaveText('1');
  await expect(valueOf(ben, 'Overdue')).toHaveText('1');

  await expect(valueOf(rankedRow(page, 'Dan Reyes'), 'Completion')).toHaveText('0%');
});

test('the workload view shows the bands, a bar per member and who to move tasks to', async ({ page, account: _account }) => {
  await seed(page.request);
  await openAnalytics(page, '?view=workload');

  await expect(valueOf(page, 'Balanced')).toContainText(/25%\s*1 member/);
  await expect(valueOf(page, 'Overloaded')).toContainText(/25%\s*1 member/);
  await expect(valueOf(page, 'Underutilized')).toContainText(/50%\s*2 members/);

  const bars = region(page, 'Individual Workload').getByRole('progressbar');
  await expect(bars).toHaveCount(4);
  await expect(page.getByRole('progressbar', { name: 'Ava Stone workload' })).toHaveAttribute('aria-valuetext', '50% of the tasks, overloaded');
  await expect(page.getByRole('progressbar', { name: 'Cleo Park workload' })).toHaveAttribute('aria-valuetext', '30% of the tasks, balanced');
  await expect(page.getByRole('progressbar', { name: 'Ben Otto workload' })).toHaveAttribute('aria-valuetext', '10% of the tasks, underutilized');
  await expect(page.getByRole('progressbar', { name: 'Dan Reyes workload' })).toHaveAttribute('aria-valuenow', '0');

  await expect(region(page, 'Recommendation')).toContainText(
    'Ava Stone is overloaded (over 35% of the tasks). Consider moving some of their tasks to Ben Otto and Dan Reyes, who have room (under 15%).',
  );
});

test('the trends show the weekday chart’s numbers and the top members’ completion, and follow the period', async ({ page, account: _account }) => {
  await seed(page.request);
  await openAnalytics(page, '?view=trends');

  const weekly = region(page, 'Weekly Productivity');
  await expect(weekly.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(weekly.getByRole('figure')).toContainText('3 tasks due and 6 completed in this period.');
  const table = weekly.getByRole('table', { name: 'Tasks due and completed per weekday, Last 7 Days' });
  await expect(table.getByRole('rowheader')).toHaveText(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
  // Due yesterday, today and the day before yesterday (three different weekdays); all six completed today.
  await expect(table.getByRole('row', { name: weekdayOf(utcDay(0)) }).getByRole('cell')).toHaveText(['1', '6']);
  await expect(table.getByRole('row', { name: weekdayOf(utcDay(-1)) }).getByRole('cell')).toHaveText(['1', '0']);
  await expect(table.getByRole('row', { name: weekdayOf(utcDay(-2)) }).getByRole('cell')).toHaveText(['1', '0']);

  const comparison = region(page, 'Completion Comparison');
  await expect(comparison.getByRole('listitem')).toHaveText([
    /1\. Ava Stone\s*60% · 3 of 5 tasks/,
    /2\. Cleo Park\s*100% · 3 of 3 tasks/,
    /3\. Ben Otto\s*0% · 0 of 1 task/,
    /4\. Dan Reyes\s*0% · 0 of 0 tasks/,
  ]);

  // Ben's task, due ten days ago, is within the last 30 days but not the last 7.
  await periodSelect(page).selectOption({ label: 'Last 30 Days' });
  await expect(page).toHaveURL(/[?&]period=30(&|$)/);
  await expect(weekly.getByRole('figure')).toContainText('4 tasks due and 6 completed in this period.');
  await expect(weekly.getByRole('table', { name: 'Tasks due and completed per weekday, Last 30 Days' })).toBeAttached();
  await expect(region(page, 'Highlights of the last 30 days')).toBeVisible();
});

test('period and event filter change the figures, and live in the address for reload and back', async ({ page, account: _account }) => {
  const { summit } = await seed(page.request);
  await openAnalytics(page);
  await expect(valueOf(page, 'Team Members')).toHaveText(/^4\s*\+1\s*vs previous 7 days$/);

  // Nobody had joined by the end of the previous 90 days.
  await periodSelect(page).selectOption('90');
  await expect(page).toHaveURL(/[?&]period=90(&|$)/);
  await expect(valueOf(page, 'Team Members')).toHaveText(/^4\s*—\s*No change to show\s*vs previous 90 days$/);

  await choose(eventFilter(page), summit.name);
  await expect(page).toHaveURL(new RegExp(`[?&]event=${summit.id}(&|$)`));
  await expect(valueOf(page, 'Total Tasks')).toHaveText(/^3(?!\d)/);
  await expect(valueOf(page, 'Completion Rate')).toContainText('100%');
  await expect(valueOf(page, 'Team Members')).toHaveText(/^2\s*—\s*No change to show\s*vs previous 90 days$/);
  await expect(region(page, 'Event Progress').getByRole('heading', { level: 3 })).toHaveText([summit.name]);
  await expect(page.getByText(`${summit.name} ·`)).toBeVisible();

  await tab(page, 'Workload').click();
  await expect(page).toHaveURL(/[?&]view=workload(&|$)/);
  await expect(page.getByRole('progressbar', { name: 'Cleo Park workload' })).toHaveAttribute('aria-valuetext', '100% of the tasks, overloaded');
  await expect(page.getByRole('progressbar', { name: 'Ava Stone workload' })).toHaveCount(0);
  await expect(valueOf(region(page, 'Highlights of the last 90 days'), 'Average Workload')).toHaveText('50%');

  await page.reload();
  await expect(tab(page, 'Workload')).toHaveAttribute('aria-selected', 'true');
  await expect(periodSelect(page)).toHaveValue('90');
  await expect(eventFilter(page)).toHaveValue(summit.name);
  await expect(page.getByRole('progressbar', { name: 'Cleo Park workload' })).toHaveAttribute('aria-valuenow', '100');

  await page.goBack();
  await expect(tab(page, 'Overview')).toHaveAttribute('aria-selected', 'true');
  await expect(eventFilter(page)).toHaveValue(summit.name);
  await page.goBack();
  await expect(eventFilter(page)).toHaveValue('');
  await expect(valueOf(page, 'Total Tasks')).toHaveText(/^10(?!\d)/);
  await page.goBack();
  await expect(periodSelect(page)).toHaveValue('7');
  await expect(valueOf(page, 'Team Members')).toHaveText(/^4\s*\+1\s*vs previous 7 days$/);

  await choose(eventFilter(page), summit.name);
  await expect(valueOf(page, 'Total Tasks')).toHaveText(/^3(?!\d)/);
  await choose(eventFilter(page), 'All Events');
  await expect(page).not.toHaveURL(/[?&]event=/);
  await expect(valueOf(page, 'Total Tasks')).toHaveText(/^10(?!\d)/);
});

test('the views are tabs the keyboard can switch', async ({ page, account: _account }) => {
  await seed(page.request);
  await openAnalytics(page);
  await tab(page, 'Overview').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Leaderboard')).toBeFocused();
  await expect(tab(page, 'Leaderboard')).toHaveAttribute('aria-selected', 'true');
  await expect(panel(page)).toHaveAccessibleName('Leaderboard');
  await expect(page).toHaveURL(/[?&]view=leaderboard(&|$)/);
  await page.keyboard.press('End');
  await expect(tab(page, 'Trends')).toBeFocused();
  await expect(region(page, 'Weekly Productivity')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Overview')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(tab(page, 'Trends')).toHaveAttribute('aria-selected', 'true');
  // One tab stop: Tab leaves the tab list for the panel.
  await page.keyboard.press('Tab');
  await expect(panel(page)).toBeFocused();
});

test('with nobody on the team, and with nobody earning points, the views say so', async ({ page, account: _account }) => {
  const gala = await createEvent(page.request, `Harbour Gala ${suffix()}`);
  await createTask(page.request, { title: 'Book the venue', eventId: gala.id });
  await openAnalytics(page, '?view=leaderboard');
  await expect(page.getByRole('heading', { name: 'No Team Members Found' })).toBeVisible();
  await tab(page, 'Workload').click();
  await expect(page.getByRole('heading', { name: 'No Team Members Found' })).toBeVisible();
  await tab(page, 'Overview').click();
  await expect(valueOf(page, 'Total Tasks')).toHaveText(/^1(?!\d)/);
  await expect(valueOf(page, 'Team Members')).toHaveText(/^0(?!\d)/);
  await expect(valueOf(region(page, 'Highlights of the last 7 days'), 'Top Performer')).toHaveText('Nobody yet');

  // Members without tasks in the period have no points to rank.
  await createMember(page.request, gala.id, 'Ava Stone', utcDay(0));
  await page.reload();
  await tab(page, 'Leaderboard').click();
  await expect(page.getByRole('heading', { name: 'No performers to rank yet' })).toBeVisible();
  await expect(region(page, 'Team Ranking').getByRole('heading', { level: 3 })).toHaveText(['Ava Stone']);
});

test('a large team is listed a page at a time', async ({ page, account: _account }) => {
  test.slow();
  const gala = await createEvent(page.request, `Harbour Gala ${suffix()}`);
  const names = Array.from({ length: 30 }, (_, index) => `Member ${String(index + 1).padStart(2, '0')}`);
  await Promise.all(names.map((name) => createMember(page.request, gala.id, name, utcDay(0))));
  await openAnalytics(page, '?view=leaderboard');

  const ranking = region(page, 'Team Ranking');
  await expect(ranking.getByRole('listitem')).toHaveCount(25);
  await expect(ranking.getByText('Showing 25 of 30 members')).toBeVisible();
  await ranking.getByRole('button', { name: 'Show 5 more' }).click();
  await expect(ranking.getByRole('listitem')).toHaveCount(30);
  await expect(ranking.getByRole('heading', { level: 3 }).last()).toHaveText('Member 30');
  await expect(ranking.getByRole('button', { name: /Show \d+ more/ })).toHaveCount(0);
});

test('a failed calculation offers Try Again', async ({ page, account: _account }) => {
  await seed(page.request);
  let failing = true;
  await page.route('**/api/analytics?**', (route) =>
    failing ? route.fulfill({ status: 400, json: { error: { message: 'Period must be 7, 30 or 90 days' } } }) : route.fallback(),
  );
  await openAnalytics(page);
  await expect(page.getByRole('heading', { name: 'Error Loading Analytics' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Error Loading Analytics' })).toContainText('Period must be 7, 30 or 90 days');
  failing = false;
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(valueOf(page, 'Total Tasks')).toHaveText(/^10(?!\d)/);
});

test('shows "Calculating analytics..." until the figures arrive', async ({ page, account: _account }) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/analytics?**', async (route) => {
    await released;
    await route.fallback();
  });
  await openAnalytics(page);
  await expect(page.getByRole('status').filter({ hasText: 'Calculating analytics...' })).toBeVisible();
  release();
  await expect(valueOf(page, 'Total Tasks')).toHaveText(/^0(?!\d)/);
  await expect(page.getByText('Calculating analytics...')).toHaveCount(0);
});

test('every view has no accessibility violations, light or dark', async ({ page, account: _account }) => {
  test.slow();
  await seed(page.request);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await openAnalytics(page);
    await expect(valueOf(page, 'Total Tasks')).toHaveText(/^10(?!\d)/);
    expect((await new AxeBuilder({ page }).analyze()).violations, `overview ${scheme}`).toEqual([]);

    await tab(page, 'Leaderboard').click();
    await expect(rankedRow(page, 'Ava Stone')).toBeVisible();
    await page.getByText('How points, levels and badges work').click();
    expect((await new AxeBuilder({ page }).analyze()).violations, `leaderboard ${scheme}`).toEqual([]);

    await tab(page, 'Workload').click();
    await expect(region(page, 'Recommendation')).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations, `workload ${scheme}`).toEqual([]);

    await tab(page, 'Trends').click();
    await expect(region(page, 'Weekly Productivity').locator('.recharts-bar-rectangle').first()).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations, `trends ${scheme}`).toEqual([]);
  }
});
