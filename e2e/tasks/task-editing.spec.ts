import { expect, test } from '../support/fixtures.ts';
import { choose, createEvent, createMember, createTask, day, optionsOf, shownDate, suffix, taskRow } from './task-fixtures.ts';

test('creating a task through the modal: required fields, the success message, the new row', async ({ page, account: _account }) => {
  const event = await createEvent(page.request, `Harbour Festival ${suffix()}`);
  const member = await createMember(page.request, event.id, 'Jordan Lee');
  await page.goto('/app/tasks');
  await expect(page.getByRole('heading', { name: 'Tasks Dashboard' })).toBeVisible();

  await page.getByRole('button', { name: 'Create Task' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Task' });
  await expect(dialog.getByText('Only the event selection is required besides the title.')).toBeVisible();
  await expect(dialog.getByLabel('Due date')).toHaveValue(day(0));
  await expect(dialog.getByLabel('Priority')).toHaveValue('medium');
  await expect(dialog.getByLabel('Assignee')).toBeDisabled();

  await dialog.getByRole('button', { name: 'Create Task' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await expect(dialog.getByText('Please select an event')).toBeVisible();

  // Each error clears as soon as its field changes.
  await dialog.getByLabel('Title').fill('Book the ferry');
  await expect(dialog.getByText('Title is required')).toBeHidden();
  await expect(dialog.getByText('Please select an event')).toBeVisible();
  await choose(dialog.getByLabel('Event'), event.name);
  await expect(dialog.getByText('Please select an event')).toBeHidden();

  // The assignee lists the members of the chosen event.
  await expect(dialog.getByLabel('Assignee')).toBeEnabled();
  await choose(dialog.getByLabel('Assignee'), `Jordan Lee (${member.code})`);
  await dialog.getByLabel('Description').fill('Two crossings for the crew.');
  await dialog.getByLabel('Priority').selectOption('high');
  await dialog.getByRole('button', { name: 'Create Task' }).click();

  await expect(dialog.getByText('Task created successfully!')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Task Created!' })).toBeDisabled();
  await expect(dialog.getByLabel('Title')).toHaveValue('');
  await expect(dialog).toBeHidden({ timeout: 5_000 });

  const row = taskRow(page, 'Book the ferry');
  await expect(row).toContainText('Two crossings for the crew.');
  await expect(row).toContainText(event.name);
  await expect(row).toContainText('High');
  await expect(row.getByRole('button', { name: 'Status of Book the ferry: To Do' })).toBeVisible();
  await expect(row.getByRole('button', { name: `Primary assignee for Book the ferry: Jordan Lee (${member.code})` })).toContainText('Jordan Lee');
  await expect(page.getByText('Showing all 1 tasks in system')).toBeVisible();
});

test('changing the status inline, then editing the task and seeing its status history', async ({ page, account: _account }) => {
  const event = await createEvent(page.request, `Summer Gala ${suffix()}`);
  await createTask(page.request, { eventId: event.id, title: 'Order the flowers', description: 'Table centrepieces' });
  await page.goto('/app/tasks');

  const row = taskRow(page, 'Order the flowers');
  await row.getByRole('button', { name: 'Status of Order the flowers: To Do' }).click();
  await expect(page.getByRole('menuitemradio', { name: 'To Do' })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('menuitemradio', { name: 'In Progress' }).click();
  await expect(row.getByRole('button', { name: 'Status of Order the flowers: In Progress' })).toBeEnabled();

  await row.getByRole('button', { name: 'Task actions for Order the flowers' }).click();
  await page.getByRole('menuitem', { name: 'Edit Task' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Task' });
  await expect(dialog.getByLabel('Title')).toHaveValue('Order the flowers');
  await expect(dialog.getByLabel('Status', { exact: true })).toHaveValue('inprogress');
  await expect(dialog.getByRole('region', { name: /Status history/ })).toContainText(/To Do → In Progress by Riley Organiser · (just now|\d+ seconds? ago)/);

  await dialog.getByLabel('Title').fill('Order the table flowers');
  await dialog.getByLabel('Status', { exact: true }).selectOption('completed');
  await dialog.getByRole('button', { name: 'Update Task' }).click();
  await expect(dialog.getByText('Task updated successfully!')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Task Updated!' })).toBeDisabled();
  await expect(dialog.getByRole('region', { name: /Status history/ }).getByRole('listitem').first()).toContainText('In Progress → Completed');
  await expect(dialog).toBeHidden({ timeout: 5_000 });

  const renamed = taskRow(page, 'Order the table flowers');
  await expect(renamed.getByRole('button', { name: 'Status of Order the table flowers: Completed' })).toBeVisible();
  await expect(page.getByText('Completed 1', { exact: true })).toBeVisible();
});

test('the edit form shows the server’s refusal in a red notice', async ({ page, account: _account }) => {
  const event = await createEvent(page.request, `Book Fair ${suffix()}`);
  await createTask(page.request, { eventId: event.id, title: 'Stack the shelves' });
  await page.goto('/app/tasks');
  await page.route('**/api/tasks/*', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ error: { message: 'Due date must be after the event was created' } }) })
      : route.fallback(),
  );
  await taskRow(page, 'Stack the shelves').getByRole('button', { name: 'Task actions for Stack the shelves' }).click();
  await page.getByRole('menuitem', { name: 'Edit Task' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Task' });
  await dialog.getByRole('button', { name: 'Update Task' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Due date must be after the event was created');
  await expect(dialog.getByRole('button', { name: 'Update Task' })).toBeEnabled();
});

test('deleting a task asks first, names it, and removes the row', async ({ page, account: _account }) => {
  const event = await createEvent(page.request, `Book Club ${suffix()}`);
  await createTask(page.request, { eventId: event.id, title: 'Choose the next novel' });
  await createTask(page.request, { eventId: event.id, title: 'Bake the biscuits' });
  await page.goto('/app/tasks');

  const row = taskRow(page, 'Choose the next novel');
  await row.getByRole('button', { name: 'Task actions for Choose the next novel' }).click();
  await page.getByRole('menuitem', { name: 'Delete Task' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Task' });
  await expect(dialog).toContainText('Are you sure you want to delete “Choose the next novel”');

  // Cancelling keeps the task.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: 'Task actions for Choose the next novel' }).click();
  await page.getByRole('menuitem', { name: 'Delete Task' }).click();
  await dialog.getByRole('button', { name: 'Delete Task' }).click();
  await expect(dialog.getByText('Task deleted successfully!')).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 5_000 });
  await expect(row).toHaveCount(0);
  await expect(taskRow(page, 'Bake the biscuits')).toBeVisible();
  await expect(page.getByText('Showing all 1 tasks in system')).toBeVisible();
});

test('deleting a task that is already gone says so', async ({ page, account: _account }) => {
  const event = await createEvent(page.request, `Quiz Night ${suffix()}`);
  const task = await createTask(page.request, { eventId: event.id, title: 'Write the picture round' });
  await page.goto('/app/tasks');
  await taskRow(page, 'Write the picture round').getByRole('button', { name: 'Task actions for Write the picture round' }).click();
  await page.getByRole('menuitem', { name: 'Delete Task' }).click();
  expect((await page.request.delete(`/api/tasks/${task.id}`)).status()).toBe(204);

  const dialog = page.getByRole('dialog', { name: 'Delete Task' });
  await dialog.getByRole('button', { name: 'Delete Task' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Task not found or already deleted.');
});

test('a status change that fails says why, and the list then shows the task is gone', async ({ page, account: _account }) => {
  const event = await createEvent(page.request, `Chess Open ${suffix()}`);
  const task = await createTask(page.request, { eventId: event.id, title: 'Set up the boards' });
  await page.goto('/app/tasks');
  const row = taskRow(page, 'Set up the boards');
  await expect(row).toBeVisible();
  expect((await page.request.delete(`/api/tasks/${task.id}`)).status()).toBe(204);

  await row.getByRole('button', { name: 'Status of Set up the boards: To Do' }).click();
  await page.getByRole('menuitemradio', { name: 'Completed' }).click();
  await expect(page.getByText(`Failed to update status: Task with ID ${task.id} not found`, { exact: true })).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByText('Welcome to Tasks Management')).toBeVisible();
});

test('assigning a member from the row, and the hint for an event without members', async ({ page, account: _account }) => {
  const staffed = await createEvent(page.request, `Tech Conference ${suffix()}`);
  const empty = await createEvent(page.request, `Garden Party ${suffix()}`);
  const member = await createMember(page.request, staffed.id, 'Priya Raman');
  await createMember(page.request, staffed.id, 'Tom Gallagher');
  const task = await createTask(page.request, { eventId: staffed.id, title: 'Print the badges', dueDate: day(3) });
  await createTask(page.request, { eventId: empty.id, title: 'Hire the marquee', dueDate: day(4) });
  await page.goto('/app/tasks');

  const assignee = taskRow(page, 'Print the badges').getByRole('button', { name: /^Primary assignee for Print the badges: / });
  await expect(assignee).toHaveText('Unassigned');
  await assignee.click();
  await expect(optionsOf(page)).toHaveText(['Unassigned', `Priya Raman (${member.code})`, /^Tom Gallagher \(/]);
  await page.getByRole('option', { name: `Priya Raman (${member.code})` }).click();
  await expect(assignee).toHaveAccessibleName(`Primary assignee for Print the badges: Priya Raman (${member.code})`);
  await expect(assignee).not.toHaveAttribute('aria-busy', 'true');
  await expect.poll(async () => (await (await page.request.get(`/api/tasks/${task.id}`)).json()).task.assigneeId).toBe(member.id);

  // The list of an event without members says so and points to Team Management; the row stays as it was.
  const emptyRow = taskRow(page, 'Hire the marquee');
  await emptyRow.getByRole('button', { name: 'Primary assignee for Hire the marquee: Unassigned' }).click();
  await expect(optionsOf(page)).toHaveText(['Unassigned']);
  const hint = page.getByRole('status').filter({ hasText: 'No team members assigned to this event' });
  await expect(hint).toBeVisible();
  await expect(hint.getByRole('link', { name: 'Team Management' })).toHaveAttribute('href', `/app/team?event=${empty.id}`);
  await page.keyboard.press('Escape');
  await expect(emptyRow).not.toContainText('No team members assigned to this event');

  // Unassigning works the same way, and survives a reload.
  await assignee.click();
  await page.getByRole('option', { name: 'Unassigned' }).click();
  await expect.poll(async () => (await (await page.request.get(`/api/tasks/${task.id}`)).json()).task.assigneeId).toBeNull();
  await page.reload();
  await expect(taskRow(page, 'Print the badges').getByRole('button', { name: 'Primary assignee for Print the badges: Unassigned' })).toBeVisible();
  await expect(page.getByText('Unassigned 2', { exact: true })).toBeVisible();
});

test("a task past its due date and not completed is flagged 'Past due', not with the Overdue status's word", async ({ page, account: _account }) => {
  const event = await createEvent(page.request, `Charity Run ${suffix()}`);
  await createTask(page.request, { eventId: event.id, title: 'Order the medals', dueDate: day(-2) });
  await createTask(page.request, { eventId: event.id, title: 'Book the timing chips', dueDate: day(-2), status: 'completed' });
  await createTask(page.request, { eventId: event.id, title: 'Mark the course', dueDate: day(5) });
  await createTask(page.request, { eventId: event.id, title: 'Hire the marshals', dueDate: day(-1), status: 'overdue' });
  await page.goto('/app/tasks');

  const late = taskRow(page, 'Order the medals');
  const lateDue = late.getByRole('cell').filter({ hasText: shownDate(day(-2)) });
  await expect(lateDue).toContainText('Past due');
  await expect(lateDue).not.toContainText('Overdue');
  await expect(taskRow(page, 'Book the timing chips')).not.toContainText('Past due');
  await expect(taskRow(page, 'Mark the course')).not.toContainText('Past due');
  // An Overdue status and the flag side by side: each word once.
  const marshals = taskRow(page, 'Hire the marshals');
  await expect(marshals.getByRole('cell').filter({ hasText: shownDate(day(-1)) })).toContainText('Past due');
  await expect(marshals.getByText('Overdue', { exact: true })).toHaveCount(1);
  await expect(page.getByText('Past due 2', { exact: true })).toBeVisible();
});
