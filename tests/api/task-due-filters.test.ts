import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createMember, createTask } from './support/fixtures.ts';
import { createTestApp, signUp, type TestApp } from './support/test-app.ts';

/**
 * The dashboard's task figures lead to the task list: `hideCompleted=true` lists its Open, `due=past`
 * its Overdue, `due=week` its Due this week — the same tasks, so the list's total, the filter's
 * count (`dueCounts`) and the figure are one number. Every expected list is worked out by hand for
 * TODAY, a Saturday: this week is 2030-06-15 through 2030-06-21.
 */
const TODAY = '2030-06-15';

let t: TestApp;
let cookie: string;
let fair: number;
let gala: number;
let ann: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await signUp(t.app, { name: 'Olive Organiser' }));
  fair = (await createEvent(t.app, cookie, { name: 'Summer Fair', startDate: '2030-07-01' })).id;
  gala = (await createEvent(t.app, cookie, { name: 'Winter Gala', startDate: '2030-12-01' })).id;
  ann = (await createMember(t.app, cookie, fair, { name: 'Ann Lee' })).id;
  const bob = (await createMember(t.app, cookie, gala, { name: 'Bob Stone' })).id;

  const plan: [string, Record<string, unknown>][] = [
    ['Send invites', { eventId: fair, status: 'completed', dueDate: '2030-06-01' }], // completed and past its date: nowhere
    ['Book venue', { eventId: fair, status: 'todo', dueDate: '2030-05-20', assigneeId: ann }], // past due, an earlier month
    ['Print badges', { eventId: gala, status: 'inprogress', dueDate: '2030-06-10' }], // past due, this month
    ['Hire band', { eventId: fair, status: 'overdue' }], // status Overdue without a due date
    ['Order catering', { eventId: fair, status: 'overdue', dueDate: '2030-06-18' }], // status Overdue, due this week
    ['Chase sponsors', { eventId: gala, status: 'overdue', dueDate: '2030-04-01', assigneeId: bob }], // Overdue and past due: once
    ['Set up stage', { eventId: gala, status: 'todo', dueDate: '2030-06-15' }], // due today
    ['Test sound', { eventId: fair, status: 'todo', dueDate: '2030-06-21', assigneeId: ann }], // the week's last day
    ['Pay deposit', { eventId: fair, status: 'completed', dueDate: '2030-06-16' }], // completed, due this week: nowhere
    ['Pack up', { eventId: fair, status: 'todo', dueDate: '2030-06-22' }], // the day after the week
    ['Write recap', { eventId: fair, status: 'inprogress' }], // no due date
    ['Taste menu', { eventId: fair, status: 'todo', dueDate: '2030-06-14' }], // yesterday
  ];
  for (const [title, fields] of plan) await createTask(t.app, cookie, { title, ...fields });

  // Another organiser's tasks would change every count if they were counted.
  const other = await signUp(t.app);
  const otherEvent = await createEvent(t.app, other.cookie, { name: 'Other Fair' });
  await createTask(t.app, other.cookie, { title: 'Not yours', eventId: otherEvent.id, status: 'overdue', dueDate: '2030-06-16' });
  await createTask(t.app, other.cookie, { title: 'Not yours either', eventId: otherEvent.id, status: 'todo', dueDate: '2030-06-01' });
});
afterAll(() => t.close());

interface ListBody {
  items: { title: string }[];
  total: number;
  totals: Record<string, number>;
  dueCounts: { open: number; past: number; week: number };
  totalInSystem: number;
}

async function list(query: string, today = TODAY): Promise<ListBody> {
  const response = await t.call('GET', `/api/tasks?today=${today}${query.includes('&limit=') ? '' : '&limit=50'}${query}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const titles = (body: ListBody) => body.items.map((task) => task.title);

async function dashboard(today = TODAY) {
  const response = await t.call('GET', `/api/dashboard?today=${today}`, cookie);
  expect(response.statusCode).toBe(200);
  return response.json().tasks as { open: number; dueThisWeek: number; overdue: number };
}

const PAST_DUE = ['Chase sponsors', 'Book venue', 'Print badges', 'Taste menu', 'Order catering', 'Hire band'];
const DUE_THIS_WEEK = ['Set up stage', 'Order catering', 'Test sound'];
const OPEN = ['Chase sponsors', 'Book venue', 'Print badges', 'Taste menu', 'Set up stage', 'Order catering', 'Test sound', 'Pack up', 'Hire band', 'Write recap'];
const ALL_COUNTS = { open: 10, past: 6, week: 3 };

describe('the dashboard’s figures as task lists', () => {
  it('counts 10 open, 6 overdue and 3 due this week on the dashboard', async () => {
    expect(await dashboard()).toEqual({ open: 10, dueThisWeek: 3, overdue: 6 });
  });

  it('due=past lists exactly the Overdue figure’s tasks: past due or in status Overdue, each once, by due date, undated last', async () => {
    const body = await list('&due=past');
    expect(titles(body)).toEqual(PAST_DUE);
    expect(body.total).toBe(6);
    expect(body.totals).toEqual({ total: 6, todo: 2, inprogress: 1, completed: 0, overdue: 3, assigned: 2, unassigned: 4, pastDue: 6 });
    expect(body.dueCounts).toEqual(ALL_COUNTS);
    expect(body.totalInSystem).toBe(12);
  });

  it('due=week lists exactly the Due this week figure’s tasks: not completed, due today through today + 6', async () => {
    const body = await list('&due=week');
    expect(titles(body)).toEqual(DUE_THIS_WEEK);
    expect(body.totals).toEqual({ total: 3, todo: 2, inprogress: 0, completed: 0, overdue: 1, assigned: 1, unassigned: 2, pastDue: 1 });
    expect(body.dueCounts).toEqual(ALL_COUNTS);
  });

  it('hideCompleted=true lists exactly the Open figure’s tasks', async () => {
    const body = await list('&hideCompleted=true');
    expect(titles(body)).toEqual(OPEN);
    expect(body.totals).toMatchObject({ total: 10, completed: 0, pastDue: 6 });
  });

  it('counts past due over the whole list, status Overdue included, and the choices whatever is chosen', async () => {
    const body = await list('');
    expect(body.total).toBe(12);
    expect(body.totals.pastDue).toBe(6);
    expect(body.dueCounts).toEqual(ALL_COUNTS);
    for (const chosen of ['&status=completed', '&status=todo', '&due=week', '&hideCompleted=true&status=overdue']) {
      expect((await list(chosen)).dueCounts, chosen).toEqual(ALL_COUNTS);
    }
  });

  it('agrees with the dashboard on other days too: the list’s total, the filter’s count and the figure are one number', async () => {
    for (const today of [TODAY, '2030-05-31', '2030-06-01', '2030-06-16', '2030-06-22', '2030-07-01', '2031-01-01']) {
      const figures = await dashboard(today);
      const past = await list('&due=past', today);
      const week = await list('&due=week', today);
      const open = await list('&hideCompleted=true', today);
      expect({ today, past: past.total, week: week.total, open: open.total }).toEqual({
        today,
        past: figures.overdue,
        week: figures.dueThisWeek,
        open: figures.open,
      });
      expect({ today, ...past.dueCounts }).toEqual({ today, open: figures.open, past: figures.overdue, week: figures.dueThisWeek });
    }
    // A week later, the week's tasks are past due and Pack up is due this week.
    expect(titles(await list('&due=past', '2030-06-22'))).toEqual([
      'Chase sponsors',
      'Book venue',
      'Print badges',
      'Taste menu',
      'Set up stage',
      'Order catering',
      'Test sound',
      'Hire band',
    ]);
    expect(titles(await list('&due=week', '2030-06-22'))).toEqual(['Pack up']);
  });

  it('pages through the filtered list with its totals whole', async () => {
    const page = await list('&due=past&limit=2&offset=2');
    expect(titles(page)).toEqual(['Print badges', 'Taste menu']);
    expect(page.total).toBe(6);
  });
});

describe('the due filter with the other filters', () => {
  it('combines with an event', async () => {
    const past = await list(`&due=past&eventId=${fair}`);
    expect(titles(past)).toEqual(['Book venue', 'Taste menu', 'Order catering', 'Hire band']);
    expect(past.totals).toEqual({ total: 4, todo: 2, inprogress: 0, completed: 0, overdue: 2, assigned: 1, unassigned: 3, pastDue: 4 });
    expect(past.dueCounts).toEqual({ open: 7, past: 4, week: 2 });
    const week = await list(`&due=week&eventId=${fair}`);
    expect(titles(week)).toEqual(['Order catering', 'Test sound']);
    expect(week.totals).toMatchObject({ total: 2, overdue: 1, todo: 1, pastDue: 1 });
    expect((await list(`&eventId=${fair}`)).dueCounts).toEqual({ open: 7, past: 4, week: 2 });
    expect((await list(`&eventId=${fair}`)).totals.pastDue).toBe(4);
    // The choices' counts are the event's whatever status or due choice is made.
    for (const chosen of ['&status=completed', '&status=todo', '&due=week', '&hideCompleted=true']) {
      expect((await list(`&eventId=${fair}${chosen}`)).dueCounts, chosen).toEqual({ open: 7, past: 4, week: 2 });
    }
  });

  it('combines with a member, with unassigned, with a status and with a search', async () => {
    const member = await list(`&due=past&memberId=${ann}`);
    expect(titles(member)).toEqual(['Book venue']);
    expect(member.dueCounts).toEqual({ open: 2, past: 1, week: 1 });
    expect(titles(await list(`&due=week&memberId=${ann}&eventId=${fair}`))).toEqual(['Test sound']);

    const unassigned = await list('&due=past&unassigned=true');
    expect(titles(unassigned)).toEqual(['Print badges', 'Taste menu', 'Order catering', 'Hire band']);
    expect(unassigned.dueCounts).toEqual({ open: 7, past: 4, week: 2 });

    expect(titles(await list('&due=past&status=todo'))).toEqual(['Book venue', 'Taste menu']);
    expect(titles(await list('&due=past&status=completed'))).toEqual([]);
    expect(titles(await list('&due=week&status=overdue'))).toEqual(['Order catering']);
    expect(titles(await list('&due=week&hideCompleted=true'))).toEqual(DUE_THIS_WEEK);

    const searched = await list('&due=week&q=CATER');
    expect(titles(searched)).toEqual(['Order catering']);
    expect(searched.totals).toMatchObject({ total: 1, overdue: 1, pastDue: 1 });
    expect(searched.dueCounts).toEqual({ open: 1, past: 1, week: 1 });
    // Titles with an s: Send invites, Print badges, Chase sponsors, Set up stage, Test sound, Pay deposit, Taste menu.
    const searchedPast = await list('&due=past&q=s');
    expect(titles(searchedPast)).toEqual(['Chase sponsors', 'Print badges', 'Taste menu']);
    expect(searchedPast.dueCounts).toEqual({ open: 5, past: 3, week: 2 });
    for (const chosen of ['&status=completed', '&due=week', '&status=todo&hideCompleted=true']) {
      expect((await list(`&q=s${chosen}`)).dueCounts, chosen).toEqual({ open: 5, past: 3, week: 2 });
      expect((await list(`&memberId=${ann}${chosen}`)).dueCounts, chosen).toEqual({ open: 2, past: 1, week: 1 });
    }
  });

  it('leads the export too: the CSV holds the filtered tasks, the worksheet names the filter', async () => {
    const csv = await t.call('GET', `/api/tasks/export?format=csv&due=past&today=${TODAY}`, cookie);
    expect(csv.statusCode).toBe(200);
    const rows = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n').slice(1);
    expect(rows.map((row) => row.split(',')[1])).toEqual(PAST_DUE);
    const worksheet = await t.call('GET', `/api/tasks/export?format=worksheet&due=week&eventId=${fair}&today=${TODAY}`, cookie);
    expect(worksheet.statusCode).toBe(200);
    expect(worksheet.body).toContain('  Due:    Due this week\n');
    expect(worksheet.body).toContain('By status (2 tasks)');
  });
});

describe('bad due values', () => {
  it.each(['overdue', 'PAST', '', 'past,week', 'month'])('answers 400 naming the parameter for due=%s', async (value) => {
    for (const path of ['/api/tasks', '/api/tasks/export']) {
      const response = await t.call('GET', `${path}?due=${encodeURIComponent(value)}&today=${TODAY}`, cookie);
      expect(response.statusCode, `${path} ${value}`).toBe(400);
      expect(response.json().error.fields).toEqual({ due: 'Due must be past or week' });
    }
  });

  it('answers 400 for the parameter given twice', async () => {
    const response = await t.call('GET', `/api/tasks?due=past&due=week&today=${TODAY}`, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ due: 'Due must be past or week' });
  });

  it('is in the OpenAPI document with its two values', async () => {
    const operation = (await t.call('GET', '/api/docs/json')).json().paths['/api/tasks'].get;
    const due = operation.parameters.find((parameter: { name: string }) => parameter.name === 'due');
    expect(due.schema.enum).toEqual(['past', 'week']);
    expect(operation.description).toContain('`due=past`');
  });
});
