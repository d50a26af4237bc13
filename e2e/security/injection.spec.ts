import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { expect, signUpViaApi, test } from '../support/fixtures.ts';
import { suffix } from '../tasks/task-fixtures.ts';

/**
 * Markup and script typed into every text field come back as the text they are: in lists, dialogs,
 * the CSV and worksheet exports and the PDF. Nothing runs (no alert), and no element the text spells
 * out appears in the page.
 */

const TEXT = {
  userName: 'Riley <img src=x onerror=alert("user")>',
  eventName: `Gala <img src=x onerror=alert("event")> ${suffix()}`,
  eventDescription: '<script>alert("description")</script>',
  // Twenty characters: longer names show shortened on the member card.
  memberName: '<svg/onload=alert()>',
  memberEmail: '<svg/onload=alert("email")>@example.com',
  memberRole: '<iframe src=javascript:alert("role")>',
  memberCompany: '<b onmouseover=alert("co")>Acme</b>',
  taskTitle: '<img src=x onerror=alert("task")>',
  taskDescription: '<script>alert("notes")</script>',
  bulkLines: ['Bulk <img src=x onerror=alert("b1")>', 'Bulk <a href=javascript:alert("b2")>go</a>'],
  feedback: '<script>alert("feedback")</script> & <img src=x onerror=alert("fb")>',
  templateName: `Plan <img src=x onerror=alert("template")> ${suffix()}`,
  templateTaskTitle: '<a href=javascript:alert("tt")>Book</a>',
};

/** Elements that only the injected text could have made. */
const INJECTED = 'img[src="x"], [onerror], [onload], [onmouseover], iframe, a[href^="javascript:"], script:not([src])';

function watchDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on('dialog', (dialog) => {
    opened.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return opened;
}

async function expectNothingInjected(page: Page, where: string) {
  await expect(page.locator(INJECTED), where).toHaveCount(0);
}

async function downloadOf(page: Page, action: () => Promise<void>): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), action()]);
  return download;
}

test('script typed into every text field shows as text everywhere and never runs', async ({ page }) => {
  test.setTimeout(90_000);
  const dialogs = watchDialogs(page);
  await signUpViaApi(page, { name: TEXT.userName });
  const eventResponse = await page.request.post('/api/events', {
    data: { name: TEXT.eventName, description: TEXT.eventDescription, startDate: '2031-03-10', endDate: '2031-03-12' },
  });
  expect(eventResponse.status(), await eventResponse.text()).toBe(201);
  const event = (await eventResponse.json()).event as { id: number };
  const memberResponse = await page.request.post('/api/team-members', {
    data: { eventId: event.id, name: TEXT.memberName, email: TEXT.memberEmail, role: TEXT.memberRole, company: TEXT.memberCompany },
  });
  expect(memberResponse.status(), await memberResponse.text()).toBe(201);
  const member = (await memberResponse.json()).member as { id: number };
  const taskResponse = await page.request.post('/api/tasks', {
    data: { eventId: event.id, title: TEXT.taskTitle, description: TEXT.taskDescription, assigneeId: member.id, dueDate: '2031-03-01' },
  });
  expect(taskResponse.status(), await taskResponse.text()).toBe(201);

  // Bulk lines, through the dialog, as a user pastes them: the preview shows them as text.
  await page.goto(`/app/tasks?event=${event.id}`);
  await page.getByRole('button', { name: 'Bulk Create' }).click();
  const bulk = page.getByRole('dialog', { name: 'Bulk Create Tasks' });
  await expect(bulk.getByLabel('Event')).toHaveValue(TEXT.eventName);
  await bulk.getByLabel('Tasks (one per line)').fill(TEXT.bulkLines.join('\n'));
  const preview = bulk.getByRole('region', { name: 'Preview' });
  for (const line of TEXT.bulkLines) await expect(preview).toContainText(line);
  await expectNothingInjected(page, 'bulk preview');
  await bulk.getByRole('button', { name: 'Create Tasks' }).click();
  await expect(bulk.getByRole('link', { name: 'Show the 2 new tasks' })).toBeVisible();

  // The task list, and the task in its dialog.
  await page.goto(`/app/tasks?event=${event.id}`);
  for (const title of [TEXT.taskTitle, ...TEXT.bulkLines]) await expect(page.getByRole('rowheader', { name: title })).toBeVisible();
  await expect(page.getByText(TEXT.taskDescription).filter({ visible: true }).first()).toBeVisible();
  await expectNothingInjected(page, 'task list');
  await page.getByRole('button', { name: `Task actions for ${TEXT.taskTitle}` }).click();
  await page.getByRole('menuitem', { name: 'Edit Task' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Task' });
  await expect(edit.getByLabel('Title')).toHaveValue(TEXT.taskTitle);
  await expect(edit.getByLabel('Description')).toHaveValue(TEXT.taskDescription);
  await expectNothingInjected(page, 'task dialog');
  await edit.getByRole('button', { name: 'Cancel' }).click();

  // Exports of the member's tasks: CSV, worksheet and PDF hold the text as typed.
  await page.goto(`/app/tasks?event=${event.id}&member=${member.id}`);
  await expect(page.getByRole('rowheader', { name: TEXT.taskTitle })).toBeVisible();
  const exportMenu = () => page.getByRole('button', { name: 'Export', exact: true }).click();
  await exportMenu();
  const csv = await downloadOf(page, () => page.getByRole('menuitem', { name: 'Download CSV' }).click());
  const rows = parse(readFileSync(await csv.path(), 'utf8'), { bom: true, columns: true }) as Record<string, string>[];
  expect(rows.map((row) => [row.Title, row.Description, row.Event, row.Assignee])).toContainEqual([
    TEXT.taskTitle,
    TEXT.taskDescription,
    TEXT.eventName,
    TEXT.memberName,
  ]);
  await exportMenu();
  const worksheet = await downloadOf(page, () => page.getByRole('menuitem', { name: 'Download worksheet' }).click());
  const worksheetText = readFileSync(await worksheet.path(), 'utf8');
  expect(worksheetText).toContain(TEXT.taskTitle);
  expect(worksheetText).not.toContain('&lt;');
  await exportMenu();
  const pdf = await downloadOf(page, () => page.getByRole('menuitem', { name: 'Export PDF' }).click());
  const pdfText = execFileSync('pdftotext', [await pdf.path(), '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  for (const text of [TEXT.taskTitle, TEXT.memberName]) expect(pdfText).toContain(text);

  // The event's card and details.
  await page.goto('/app/events');
  const card = page.getByRole('article', { name: TEXT.eventName });
  await expect(card).toContainText(TEXT.eventName);
  await expectNothingInjected(page, 'event list');
  await card.getByRole('button', { name: 'View Details' }).click();
  const details = page.getByRole('dialog', { name: new RegExp(`^${TEXT.eventName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
  await expect(details).toContainText(TEXT.eventDescription);
  await expect(details).toContainText(`Created By: ${TEXT.userName}`);
  await expectNothingInjected(page, 'event details');
  await page.keyboard.press('Escape');

  // A template of the user's own: its card, the use dialog's preview and the edit dialog.
  const templateResponse = await page.request.post('/api/templates', {
    data: { name: TEXT.templateName, tasks: [{ title: TEXT.templateTaskTitle, description: TEXT.taskDescription, dueAnchor: 'start', dueOffsetDays: -7 }] },
  });
  expect(templateResponse.status(), await templateResponse.text()).toBe(201);
  await page.goto('/app/templates');
  await expect(page.getByRole('heading', { name: TEXT.templateName })).toBeVisible();
  await expectNothingInjected(page, 'templates');
  await page.getByRole('button', { name: `Use template ${TEXT.templateName}` }).click();
  const use = page.getByRole('dialog', { name: `New event from ${TEXT.templateName}` });
  await use.getByLabel('Start date').fill('2031-05-10');
  await expect(use).toContainText(TEXT.templateTaskTitle);
  await expectNothingInjected(page, 'use template');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: `Edit template ${TEXT.templateName}` }).click();
  await expect(page.getByRole('dialog', { name: 'Edit template' }).getByLabel('Title of task 1')).toHaveValue(TEXT.templateTaskTitle);
  await expectNothingInjected(page, 'edit template');
  await page.keyboard.press('Escape');

  // The member, as a card and in the table.
  // The table shows name and contact only; role and company are on the cards.
  const shownIn = {
    cards: [TEXT.memberName, TEXT.memberEmail, TEXT.memberRole, TEXT.memberCompany],
    table: [TEXT.memberName, TEXT.memberEmail],
  };
  for (const view of ['cards', 'table'] as const) {
    await page.goto(`/app/team?event=${event.id}&view=${view}`);
    for (const text of shownIn[view]) {
      await expect(page.getByText(text).filter({ visible: true }).first(), `${view}: ${text}`).toBeVisible();
    }
    await expectNothingInjected(page, `team ${view}`);
  }

  // The summaries, and the user's own name in the shell.
  for (const path of ['/app/dashboard', `/app/analytics?event=${event.id}`]) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await expectNothingInjected(page, path);
  }
  await expect(page.getByText(TEXT.userName).first()).toBeAttached();

  // Feedback: sent as typed, thanked for, nothing run.
  await page.goto('/app/feedback');
  await page.locator('label').filter({ has: page.getByRole('radio', { name: /^5 of 5/ }) }).click();
  await page.getByLabel('Your feedback').fill(TEXT.feedback);
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/feedback') && request.method() === 'POST');
  await page.getByRole('button', { name: 'Send Feedback' }).click();
  expect((await sent).postDataJSON().message).toBe(TEXT.feedback);
  await expect(page.getByText('Thank you for your feedback!')).toBeVisible();
  await expectNothingInjected(page, 'feedback');

  expect(dialogs).toEqual([]);
});

test('an upload over the size limit reaches the browser as a 413 with its message, not a network error', async ({ page, account: _account }) => {
  // A page of the same origin with nothing else loading: only the upload is on the wire.
  await page.goto('/api/health');
  const answer = await page.evaluate(async () => {
    const text = 'x'.repeat(8 * 1024 * 1024);
    const response = await fetch('/api/tasks/bulk', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ eventId: 1, text }),
    });
    return { status: response.status, body: await response.json() };
  });
  expect(answer).toEqual({ status: 413, body: { error: { message: 'The request is too large: at most 2 MB can be sent at once' } } });
});
