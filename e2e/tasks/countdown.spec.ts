import { expectNoViolationsInBothSchemes } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { choose, createEvent, createTask, shownDate, suffix, taskRow } from './task-fixtures.ts';

// createEvent's events run from 2030-05-01 to 2030-05-02.

test('a task due relative to its event moves with the event; a fixed-date task stays', async ({ page, account: _account }) => {
  // Three dialogs and two pages.
  test.slow();
  const event = await createEvent(page.request, `Harbour Summit ${suffix()}`);
  await createTask(page.request, { eventId: event.id, title: 'Print the programme', dueDate: '2030-04-10' });
  await page.goto('/app/tasks');

  await page.getByRole('button', { name: 'Create Task' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Task' });
  await dialog.getByLabel('Title').fill('Book the venue');
  await choose(dialog.getByLabel('Event'), event.name);
  // A fixed date is the default; the relative option asks for days and a direction.
  await expect(dialog.getByRole('radio', { name: 'Fixed date' })).toBeChecked();
  await dialog.getByRole('radio', { name: 'Relative date' }).check();
  const days = dialog.getByRole('spinbutton', { name: 'days' });
  await days.fill('14');
  await dialog.getByRole('combobox', { name: 'Before or after the event' }).selectOption('before-start');
  await expect(dialog.getByText(`Due ${shownDate('2030-04-17')} · T-14`)).toBeVisible();

  // Bad input is refused on its field, and the hint follows what is typed.
  await days.fill('');
  await dialog.getByRole('button', { name: 'Create Task' }).click();
  await expect(dialog.getByText('Enter how many days before or after the event the task is due')).toBeVisible();
  await days.fill('14');
  await expect(dialog.getByText('Enter how many days before or after the event the task is due')).toBeHidden();
  await dialog.getByRole('button', { name: 'Create Task' }).click();
  await expect(dialog.getByText('Task created successfully!')).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 5_000 });

  const anchored = taskRow(page, 'Book the venue');
  await expect(anchored).toContainText(shownDate('2030-04-17'));
  await expect(anchored).toContainText('T-14');
  await expect(anchored.getByText('14 days before the event')).toBeAttached();
  const fixed = taskRow(page, 'Print the programme');
  await expect(fixed).toContainText(shownDate('2030-04-10'));
  await expect(fixed).not.toContainText('T-');

  // Moving the event a month later moves the anchored task only, and says so.
  await page.goto('/app/events');
  await page.getByRole('article', { name: event.name }).getByRole('button', { name: 'Edit', exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Event' });
  await edit.getByLabel('Start date').fill('2030-06-01');
  await edit.getByLabel('End date').fill('2030-06-02');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByText('Event updated successfully! 1 task moved to follow its new dates.')).toBeVisible();
  await expect(edit).toBeHidden({ timeout: 5_000 });

  await page.goto('/app/tasks');
  await expect(anchored).toContainText(shownDate('2030-05-18'));
  await expect(anchored).toContainText('T-14');
  await expect(fixed).toContainText(shownDate('2030-04-10'));

  // The edit form opens on the offset, and the hint uses the event's new dates.
  await anchored.getByRole('button', { name: 'Task actions for Book the venue' }).click();
  await page.getByRole('menuitem', { name: 'Edit Task' }).click();
  const editTask = page.getByRole('dialog', { name: 'Edit Task' });
  await expect(editTask.getByRole('radio', { name: 'Relative date' })).toBeChecked();
  await expect(editTask.getByRole('spinbutton', { name: 'days' })).toHaveValue('14');
  await expect(editTask.getByText(`Due ${shownDate('2030-05-18')} · T-14`)).toBeVisible();
  // Back to a fixed date: the day carries over, and the task no longer moves.
  await editTask.getByRole('radio', { name: 'Fixed date' }).check();
  await expect(editTask.getByLabel('Due date')).toHaveValue('2030-05-18');
  await editTask.getByRole('button', { name: 'Update Task' }).click();
  await expect(editTask.getByText('Task updated successfully!')).toBeVisible();
  await expect(editTask).toBeHidden({ timeout: 5_000 });
  await expect(anchored).toContainText(shownDate('2030-05-18'));
  await expect(anchored).not.toContainText('T-14');
});

test('bulk lines with offsets show their dates and labels before creating', async ({ page, account: _account }) => {
  test.slow();
  const event = await createEvent(page.request, `Sponsor Night ${suffix()}`);
  await page.goto('/app/tasks');
  await page.getByRole('button', { name: 'Bulk Create' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bulk Create Tasks' });
  // No event mentions a conference: none is chosen once the search for one has answered.
  await expect(dialog.getByLabel('Event')).toHaveValue('');
  await choose(dialog.getByLabel('Event'), event.name);
  const box = dialog.getByLabel('Tasks (one per line)');
  await expect(dialog.getByText('Start a line with T-30 or T+1 to set its date relative to the event.')).toBeVisible();

  // An unusable offset is named, and nothing is created.
  await box.fill('T-7 Send reminders\nT-9999 Far too early');
  const preview = dialog.getByRole('region', { name: 'Preview' });
  const tooFar = 'Line 2: an offset can be at most 3,650 days before or after the event';
  await expect(preview.getByText(tooFar).first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Create Tasks' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(tooFar);

  await box.fill('Order the banners\nT-7 Send reminders\nT+1 Thank the sponsors');
  const items = preview.getByRole('listitem');
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toContainText('Order the banners');
  await expect(items.nth(1)).toContainText('Send reminders');
  await expect(items.nth(1)).toContainText(`Due ${shownDate('2030-04-24')} · T-7`);
  await expect(items.nth(2)).toContainText('Thank the sponsors');
  await expect(items.nth(2)).toContainText(`Due ${shownDate('2030-05-03')} · T+1`);

  await dialog.getByRole('button', { name: 'Create Tasks' }).click();
  await expect(dialog.getByText(`Successfully created 3 of 3 tasks for "${event.name}"!`)).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 5_000 });
  const reminders = taskRow(page, 'Send reminders');
  await expect(reminders).toContainText(shownDate('2030-04-24'));
  await expect(reminders).toContainText('T-7');
  const thanks = taskRow(page, 'Thank the sponsors');
  await expect(thanks).toContainText(shownDate('2030-05-03'));
  await expect(thanks).toContainText('T+1');
  await expect(taskRow(page, 'Order the banners')).not.toContainText('T-');
});

test('the task form with a relative due date passes axe, light and dark', async ({ page, account: _account }) => {
  test.slow();
  const event = await createEvent(page.request, `Axe Fair ${suffix()}`);
  await page.goto('/app/tasks');
  await page.getByRole('button', { name: 'Create Task' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Task' });
  await choose(dialog.getByLabel('Event'), event.name);
  // Keyboard only: from the fixed date to the relative option with an arrow key.
  await dialog.getByRole('radio', { name: 'Fixed date' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: 'Relative date' })).toBeChecked();
  await expect(dialog.getByText(`Due ${shownDate('2030-04-24')} · T-7`)).toBeVisible();
  await expectNoViolationsInBothSchemes(page, 'task form, relative date', '[role="dialog"]');
});
