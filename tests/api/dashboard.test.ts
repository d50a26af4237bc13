import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '../../src/domain/dates.ts';
import { createEvent, createMember, createTask } from './support/fixtures.ts';
import { createTestApp, signUp, type TestApp } from './support/test-app.ts';

/**
 * One organiser's account, with every expected figure worked out by hand for TODAY, a Saturday:
 * this week is 2030-06-15 through 2030-06-21.
 */
const TODAY = '2030-06-15';

let t: TestApp;
let cookie: string;
const events: Record<string, number> = {};
const members: Record<string, number> = {};
const tasks: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await signUp(t.app, { name: 'Olive Organiser' }));

  // past: Spring Expo, Launch Party (ended yesterday); active: Summer Fair, Board Meeting (today only);
  // upcoming: Tech Conference (in 5 days), Winter Gala, Team Offsite (same day as Tech Conference, created later).
  for (const [name, startDate, endDate] of [
    ['Spring Expo', '2030-03-01', '2030-03-03'],
    ['Launch Party', '2030-06-10', '2030-06-14'],
    ['Summer Fair', '2030-06-14', '2030-06-16'],
    ['Board Meeting', '2030-06-15', undefined],
    ['Tech Conference', '2030-06-20', '2030-06-22'],
    ['Winter Gala', '2030-12-01', undefined],
    ['Team Offsite', '2030-06-20', undefined],
  ] as const) {
    events[name] = (await createEvent(t.app, cookie, { name, startDate, endDate })).id;
  }

  members.ann = (await createMember(t.app, cookie, events['Summer Fair']!, { name: 'Ann Lee' })).id;
  members.bob = (await createMember(t.app, cookie, events['Summer Fair']!, { name: 'Bob Stone' })).id;
  members.cy = (await createMember(t.app, cookie, events['Tech Conference']!, { name: 'Cy Diaz' })).id;
  members.dee = (await createMember(t.app, cookie, events['Winter Gala']!, { name: 'Dee Ray' })).id;

  // In creation order, so ids grow down the list.
  const fair = events['Summer Fair']!;
  const plan: [string, Record<string, unknown>][] = [
    ['Book venue', { eventId: fair, status: 'todo', dueDate: '2030-05-20', assigneeId: members.ann }], // past due (earlier month)
    ['Print badges', { eventId: events['Tech Conference'], status: 'inprogress', dueDate: '2030-06-10', assigneeId: members.cy }], // past due (this month)
    ['Order catering', { eventId: fair, status: 'overdue', dueDate: '2030-06-18' }], // status Overdue, due this week
    ['Hire band', { eventId: fair, status: 'overdue' }], // status Overdue, no due date
    ['Send invites', { eventId: fair, status: 'completed', dueDate: '2030-06-01' }], // completed: counts nowhere
    ['Set up stage', { eventId: events['Board Meeting'], status: 'todo', dueDate: '2030-06-15' }], // due today
    ['Test sound', { eventId: fair, status: 'todo', dueDate: '2030-06-21' }], // last day of the week
    ['Pack up', { eventId: fair, status: 'todo', dueDate: '2030-06-22' }], // the day after the week
    ['Write recap', { eventId: fair, status: 'todo' }], // no due date
    ['Pay deposit', { eventId: fair, status: 'completed', dueDate: '2030-06-16' }], // completed: counts nowhere
    ['Plan menu', { eventId: fair, status: 'inprogress', dueDate: '2030-06-15' }], // due today, after Set up stage by id
    ['Chase sponsors', { eventId: fair, status: 'overdue', dueDate: '2030-04-01', assigneeId: members.bob }], // Overdue and past due: once
    ['Book next year', { eventId: events['Winter Gala'], status: 'todo', dueDate: '2031-01-10', assigneeId: members.dee }],
  ];
  for (const [title, fields] of plan) tasks[title] = (await createTask(t.app, cookie, { title, ...fields })).id;

  // Another organiser whose data would change every figure if it were counted.
  const stranger = await signUp(t.app, { name: 'Sam Stranger' });
  const strangerActive = await createEvent(t.app, stranger.cookie, { name: 'Stranger Fair', startDate: '2030-06-15' });
  const strangerSoon = await createEvent(t.app, stranger.cookie, { name: 'Stranger Soon', startDate: '2030-06-16' });
  await createEvent(t.app, stranger.cookie, { name: 'Stranger Past', startDate: '2030-01-01' });
  const strangerMember = await createMember(t.app, stranger.cookie, strangerActive.id, { name: 'Sid Stranger' });
  await createTask(t.app, stranger.cookie, { title: 'Stranger early', eventId: strangerActive.id, dueDate: '2030-01-01', assigneeId: strangerMember.id });
  await createTask(t.app, stranger.cookie, { title: 'Stranger overdue', eventId: strangerSoon.id, status: 'overdue' });
  await createTask(t.app, stranger.cookie, { title: 'Stranger this week', eventId: strangerSoon.id, dueDate: '2030-06-17' });
});
afterAll(() => t.close());

const dashboard = async (query = `?today=${TODAY}`, as = cookie) => {
  const response = await t.call('GET', `/api/dashboard${query}`, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const soonest = (title: string, dueDate: string, status: string, eventName: string, assignee: string | null) => ({
  id: tasks[title],
  title,
  dueDate,
  // Every one of these has a fixed date: no countdown label.
  countdown: null,
  status,
  eventId: events[eventName],
  eventName,
  assigneeId: assignee === null ? null : members[assignee.split(' ')[0]!.toLowerCase()],
  assigneeName: assignee,
});

describe('GET /api/dashboard', () => {
  it("counts the owner's events, tasks and members as of today, and nobody else's", async () => {
    expect(await dashboard()).toEqual({
      today: '2030-06-15',
      week: { from: '2030-06-15', to: '2030-06-21' },
      events: { total: 7, upcoming: 3, active: 2, past: 2 },
      nextEvent: { id: events['Tech Conference'], name: 'Tech Conference', startDate: '2030-06-20', daysUntil: 5 },
      // 13 tasks, 2 of them completed.
      // Due this week: Order catering, Set up stage, Test sound, Plan menu (not Pack up, nor the completed Pay deposit).
      // Overdue: past due Book venue, Print badges, Chase sponsors; status Overdue Order catering, Hire band.
      tasks: { open: 11, dueThisWeek: 4, overdue: 5 },
      teamMembers: 4,
      soonestTasks: [
        soonest('Chase sponsors', '2030-04-01', 'overdue', 'Summer Fair', 'Bob Stone'),
        soonest('Book venue', '2030-05-20', 'todo', 'Summer Fair', 'Ann Lee'),
        soonest('Print badges', '2030-06-10', 'inprogress', 'Tech Conference', 'Cy Diaz'),
        soonest('Set up stage', '2030-06-15', 'todo', 'Board Meeting', null),
        soonest('Plan menu', '2030-06-15', 'inprogress', 'Summer Fair', null),
      ],
    });
  });

  it('counts from another day: at the start of the next month everything before it is past due', async () => {
    const figures = await dashboard('?today=2030-07-01');
    expect(figures).toMatchObject({
      today: '2030-07-01',
      week: { from: '2030-07-01', to: '2030-07-07' },
      events: { total: 7, upcoming: 1, active: 0, past: 6 },
      // July 1 to December 1: 30 + 31 + 31 + 30 + 31 days.
      nextEvent: { id: events['Winter Gala'], name: 'Winter Gala', startDate: '2030-12-01', daysUntil: 153 },
      // Past due: every open task due in June or before (8), plus Hire band, Overdue with no due date.
      tasks: { open: 11, dueThisWeek: 0, overdue: 9 },
      teamMembers: 4,
    });
    expect(figures.soonestTasks.map((task: { title: string }) => task.title)).toEqual([
      'Chase sponsors',
      'Book venue',
      'Print badges',
      'Set up stage',
      'Plan menu',
    ]);
  });

  it('gives the next event of the earliest start, the lowest id first on the same day, counting days from today', async () => {
    expect((await dashboard('?today=2030-06-19')).nextEvent).toEqual({
      id: events['Tech Conference'],
      name: 'Tech Conference',
      startDate: '2030-06-20',
      daysUntil: 1,
    });
    // On its start day an event is active, no longer next.
    expect((await dashboard('?today=2030-06-20')).nextEvent).toMatchObject({ name: 'Winter Gala', daysUntil: 164 });
    expect((await dashboard('?today=2030-12-02')).nextEvent).toBeNull();
  });

  it('follows changes to the data: a completed task leaves every task figure', async () => {
    const before = await dashboard();
    const done = await t.call('PUT', `/api/tasks/${tasks['Set up stage']}/status`, cookie, { status: 'completed' });
    expect(done.statusCode).toBe(200);
    const after = await dashboard();
    expect(after.tasks).toEqual({ open: 10, dueThisWeek: 3, overdue: 5 });
    expect(after.soonestTasks.map((task: { title: string }) => task.title)).toEqual([
      'Chase sponsors',
      'Book venue',
      'Print badges',
      'Plan menu',
      'Order catering',
    ]);
    // Back as it was, for the other tests.
    await t.call('PUT', `/api/tasks/${tasks['Set up stage']}/status`, cookie, { status: 'todo' });
    expect(await dashboard()).toEqual(before);
  });

  it('answers an empty account with zeros, no next event and no tasks', async () => {
    const empty = await signUp(t.app);
    expect(await dashboard(`?today=${TODAY}`, empty.cookie)).toEqual({
      today: TODAY,
      week: { from: '2030-06-15', to: '2030-06-21' },
      events: { total: 0, upcoming: 0, active: 0, past: 0 },
      nextEvent: null,
      tasks: { open: 0, dueThisWeek: 0, overdue: 0 },
      teamMembers: 0,
      soonestTasks: [],
    });
  });

  it("counts from the server's UTC date when no today is given", async () => {
    const empty = await signUp(t.app);
    const before = todayIn('UTC');
    const figures = await dashboard('', empty.cookie);
    expect([before, todayIn('UTC')]).toContain(figures.today);
  });

  it('refuses a today that is not a date', async () => {
    const response = await t.call('GET', '/api/dashboard?today=2030-02-30', cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ today: 'Today must be a date as YYYY-MM-DD' });
  });

  it('needs a signed-in user', async () => {
    const response = await t.call('GET', `/api/dashboard?today=${TODAY}`);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe('Authentication required. Please sign in to continue.');
  });

  it('is in the OpenAPI document with its rules', async () => {
    const operation = (await t.call('GET', '/api/docs/json')).json().paths['/api/dashboard'].get;
    expect(operation.security).toEqual([{ session: [] }]);
    expect(Object.keys(operation.responses).sort()).toEqual(['200', '400', '401']);
    expect(operation.description).toContain('this week is today and the six days after it');
    expect(operation.description).toContain('due before today, or in status Overdue whatever their due date');
  });
});
