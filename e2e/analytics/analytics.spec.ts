import { expect, test } from '../support/fixtures.ts';
import { expectNoViolationsInBothSchemes } from '../support/axe.ts';
import { choose, createEvent, createTask, suffix } from '../tasks/task-fixtures.ts';
import {
  createMember,
  eventFilter,
  openAnalytics,
  panel,
  periodSelect,
  rankedRow,
  region,
  seed,
  showView,
  tab,
  utcDay,
  valueOf,
  VIEWS,
  weekdayOf,
} from './analytics-fixtures.ts';

// Task timestamps count by their UTC day, and the page sends the browser's date as "today": the
// browser runs in UTC so both agree whatever the machine's zone.
test.use({ timezoneId: 'UTC' });

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
    /Heavy Lifter\s*Ava Stone carries 71.4% of the workload/,
    /Heavy Lifter\s*Cleo Park carries 100% of the workload/,
  ]);

  const highlights = region(page, 'Highlights of the last 7 days');
  await expect(valueOf(highlights, 'Top Performer')).toHaveText('Ava Stone');
  await expect(valueOf(highlights, 'Best Streak')).toHaveText('1 day');
  await expect(valueOf(highlights, 'Achievements')).toHaveText('4');
  // (71.4 + 100 + 14.3 + 0) / 4
  await expect(valueOf(highlights, 'Average Workload')).toHaveText('46.4%');
});

test('each event’s progress counts all its tasks, whatever the period, and the page says what the period changes', async ({ page, account: _account }) => {
  const { gala, summit } = await seed(page.request);
  const fair = await createEvent(page.request, `Book Fair ${suffix()}`);
  await createTask(page.request, { title: 'Print the posters', eventId: fair.id });
  // A week from now, every task was created, and completed, before the last 7 days: in the 7 days before them.
  await page.clock.setFixedTime(new Date(Date.now() + 7 * 86_400_000));
  await openAnalytics(page);
  await expect(page.getByText('Event progress and team size count everything, whatever the period.')).toBeVisible();
  const progress = region(page, 'Event Progress');
  await expect(progress).toContainText("Each event's completed tasks out of all its tasks, whatever the period.");

  await expect(valueOf(page, 'Total Tasks')).toHaveText(/^0\s*-100%\s*vs previous 7 days$/);
  // A change of a percentage is in points: 0% now against 6 of 11 (55%) the week before.
  await expect(valueOf(page, 'Completion Rate')).toHaveText(/^0%\s*-55 pts\s*vs previous 7 days$/);

  for (const [period, inPeriod] of [['7', 0], ['30', 11], ['90', 11]] as const) {
    await periodSelect(page).selectOption(period);
    await expect(valueOf(page, 'Total Tasks')).toHaveText(new RegExp(`^${inPeriod}(?!\\d)`));
    await expect(progress.getByRole('heading', { level: 3 })).toHaveText([fair.name, gala.name, summit.name]);
    const galaProgress = page.getByRole('progressbar', { name: `${gala.name} progress` });
    await expect(galaProgress, `${period} days`).toHaveAttribute('aria-valuenow', '43');
    await expect(galaProgress).toHaveAttribute('aria-valuetext', '3 of 7 tasks completed');
    await expect(page.getByRole('progressbar', { name: `${summit.name} progress` })).toHaveAttribute('aria-valuetext', '3 of 3 tasks completed');
    await expect(page.getByRole('progressbar', { name: `${fair.name} progress` })).toHaveAttribute('aria-valuetext', '0 of 1 task completed');
    await expect(progress).toContainText('3 of 7 tasks completed');
    await expect(progress).toContainText('0 of 1 task completed');
    // Ava's two tasks due in 3 days are past due by then, with Ben's.
    await expect(progress).toContainText('3 overdue');
  }
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
  await expect(ava).toContainText('37 points');
  await expect(valueOf(ava, 'Completion')).toHaveText('60%');
  // Above 40%: red, with the words as well as the colour. Ava has 5 of Gala's 7 tasks.
  await expect(valueOf(ava, 'Workload')).toHaveText('71.4% Very high');
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
  await expect(valueOf(cleo, 'Workload')).toHaveText('100% Very high');

  const ben = rankedRow(page, 'Ben Otto');
  await expect(ben).toContainText('Rising Star');
  await expect(ben).toContainText('2 points');
  await expect(valueOf(ben, 'Workload')).toHaveText('14.3%');
  await expect(valueOf(ben, 'Streak')).toHaveText('0 days');
  await expect(valueOf(ben, 'To Do')).toHaveText('1');
  await expect(valueOf(ben, 'Overdue')).toHaveText('1');

  await expect(valueOf(rankedRow(page, 'Dan Reyes'), 'Completion')).toHaveText('0%');
});

test('the workload view compares each member within their own event with All Events, and advises event by event', async ({ page, account: _account }) => {
  const { gala, summit } = await seed(page.request);
  await openAnalytics(page, '?view=workload');

  // Ava 71.4% and Cleo 100% overloaded; Ben 14.3% and Dan 0% with room.
  await expect(valueOf(page, 'Balanced')).toContainText(/0%\s*0 members/);
  await expect(valueOf(page, 'Overloaded')).toContainText(/50%\s*2 members/);
  await expect(valueOf(page, 'Underutilized')).toContainText(/50%\s*2 members/);
  await expect(valueOf(page, 'Overloaded')).toContainText("Over 35% of their event's tasks each");

  const individual = region(page, 'Individual Workload');
  await expect(individual).toContainText("Each member's share of their own event's tasks in the period");
  // One group per event, A to Z, each with its tasks in the period.
  await expect(individual.getByRole('heading', { level: 3 })).toHaveText([
    new RegExp(`^${gala.name}\\s*7 tasks in the period · team of 2$`),
    new RegExp(`^${summit.name}\\s*3 tasks in the period · team of 2$`),
  ]);
  await expect(individual.getByRole('progressbar')).toHaveCount(4);
  await expect(page.getByRole('progressbar', { name: 'Ava Stone workload' })).toHaveAttribute('aria-valuetext', "71.4% of their event's tasks, overloaded");
  await expect(page.getByRole('progressbar', { name: 'Cleo Park workload' })).toHaveAttribute('aria-valuetext', "100% of their event's tasks, overloaded");
  await expect(page.getByRole('progressbar', { name: 'Ben Otto workload' })).toHaveAttribute('aria-valuetext', "14.3% of their event's tasks, underutilized");
  await expect(page.getByRole('progressbar', { name: 'Dan Reyes workload' })).toHaveAttribute('aria-valuenow', '0');
  await expect(individual.getByRole('listitem').filter({ hasText: 'Ben Otto' })).toContainText(/(^|\D)1 task(?!s)/);

  // A task can only go to a member of its own event: Ava's to Ben, Cleo's to Dan.
  const advice = region(page, 'Recommendation');
  await expect(advice).toContainText(
    `${gala.name}: Ava Stone is overloaded (over 35% of the event's tasks). Consider moving some of their tasks to Ben Otto, who has room (under 15%).`,
  );
  await expect(advice).toContainText(
    `${summit.name}: Cleo Park is overloaded (over 35% of the event's tasks). Consider moving some of their tasks to Dan Reyes, who has room (under 15%).`,
  );

  // With the event chosen, the spec's share of all the filtered tasks: the same figures for its members.
  await choose(eventFilter(page), gala.name);
  await expect(page.getByRole('progressbar', { name: 'Ava Stone workload' })).toHaveAttribute('aria-valuetext', '71.4% of the tasks, overloaded');
  await expect(page.getByRole('progressbar', { name: 'Ben Otto workload' })).toHaveAttribute('aria-valuetext', '14.3% of the tasks, underutilized');
  await expect(region(page, 'Individual Workload')).toContainText("Each member's share of the 7 tasks in the period.");
  await expect(region(page, 'Recommendation')).toContainText(
    'Ava Stone is overloaded (over 35% of the tasks). Consider moving some of their tasks to Ben Otto, who has room (under 15%).',
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

test('every view has no accessibility violations, light or dark, on a desktop and on a phone', async ({ page, account: _account }) => {
  test.slow();
  await seed(page.request);
  for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(viewport);
    await openAnalytics(page);
    await expect(valueOf(page, 'Total Tasks')).toHaveText(/^10(?!\d)/);
    for (const view of VIEWS) {
      await showView(page, view);
      if (view === 'Leaderboard') await page.getByText('How points, levels and badges work').click();
      await expectNoViolationsInBothSchemes(page, `${view} at ${viewport.width} px`);
    }
  }
});
