import { describe, expect, it } from 'vitest';
import type { Task } from '../../../domain/tasks.ts';
import { buildRunSheetReport, groupRunSheetTasks, runSheetCoverage, runSheetFilename } from './run-sheet.ts';

const jordan = { assigneeId: 7, assigneeName: 'Jordan Lee', assigneeCode: 'TC-1' };
const avery = { assigneeId: 9, assigneeName: 'Avery Stone', assigneeCode: 'TC-2' };
const bailey = { assigneeId: 3, assigneeName: 'bailey Cho', assigneeCode: 'TC-3' };
const nobody = { assigneeId: null, assigneeName: null, assigneeCode: null };

function task(id: number, title: string, dueDate: string | null, priority: Task['priority'], who: Pick<Task, 'assigneeId' | 'assigneeName' | 'assigneeCode'>): Task {
  return {
    id,
    title,
    description: '',
    status: 'todo',
    priority,
    dueDate,
    dueAnchor: null,
    dueOffsetDays: null,
    countdown: null,
    eventId: 1,
    eventName: 'Harbour Summit',
    ...who,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
  };
}

// Monday 10 to Wednesday 12 June 2030.
const event = { name: 'Harbour Summit', startDate: '2030-06-10', endDate: '2030-06-12' };
// In the order the list sends them (by due date, then id): the grouping must not depend on it.
const tasks = [
  task(8, 'buy badges', null, 'high', nobody),
  // On one day: high priority before medium, then by title whatever the case (book before Order).
  task(1, 'book the venue', '2030-05-27', 'medium', jordan),
  task(2, 'Sign the budget', '2030-05-27', 'high', nobody),
  task(9, 'Order lanyards', '2030-05-27', 'medium', bailey),
  task(4, 'Set up the stage', '2030-06-10', 'high', jordan),
  task(7, 'Arrange chairs', '2030-06-10', 'high', jordan),
  task(3, 'Brief the stewards', '2030-06-11', 'low', avery),
  task(6, 'Thank the speakers', '2030-06-14', 'medium', nobody),
  task(5, 'Find sponsors', null, 'medium', avery),
];

const shape = (groups: ReturnType<typeof groupRunSheetTasks<Task>>) => groups.map((group) => [group.heading, group.eventDay, group.tasks.map((item) => item.id)]);

describe('run sheet by date', () => {
  it('has a heading per due day in time order, the event days marked, "No date" last; high priority first, then by title', () => {
    expect(shape(groupRunSheetTasks(tasks, 'date', event))).toEqual([
      ['Mon, May 27, 2030 · T-14', false, [2, 1, 9]],
      ['Mon, Jun 10, 2030 · Event day', true, [7, 4]],
      ['Tue, Jun 11, 2030 · Event day', true, [3]],
      ['Fri, Jun 14, 2030 · T+2', false, [6]],
      ['No date', false, [8, 5]],
    ]);
  });

  it('still shows where the event falls when none of its days has a task', () => {
    const around = [task(1, 'Book the venue', '2030-05-27', 'medium', jordan), task(6, 'Thank the speakers', '2030-06-14', 'medium', nobody)];
    expect(shape(groupRunSheetTasks(around, 'date', event))).toEqual([
      ['Mon, May 27, 2030 · T-14', false, [1]],
      ['Jun 10, 2030 – Jun 12, 2030 · Event days, no tasks', true, []],
      ['Fri, Jun 14, 2030 · T+2', false, [6]],
    ]);
    // A one-day event (Wednesday 3 July 2030) after every task, before the undated ones.
    const oneDay = { startDate: '2030-07-03', endDate: '2030-07-03' };
    expect(shape(groupRunSheetTasks([...around, task(5, 'Find sponsors', null, 'low', avery)], 'date', oneDay))).toEqual([
      ['Mon, May 27, 2030 · T-37', false, [1]],
      ['Fri, Jun 14, 2030 · T-19', false, [6]],
      ['Wed, Jul 3, 2030 · Event day, no tasks', true, []],
      ['No date', false, [5]],
    ]);
  });
});

describe('run sheet by person', () => {
  it('has a heading per assignee A to Z whatever the case, "Unassigned" last; each person’s tasks by due date (undated last), then priority and title', () => {
    expect(shape(groupRunSheetTasks(tasks, 'person', event))).toEqual([
      ['Avery Stone (TC-2)', false, [3, 5]],
      ['bailey Cho (TC-3)', false, [9]],
      ['Jordan Lee (TC-1)', false, [1, 7, 4]],
      ['Unassigned', false, [2, 6, 8]],
    ]);
  });

  it('keeps two people of the same name apart', () => {
    const twins = [
      task(1, 'One', null, 'medium', { assigneeId: 12, assigneeName: 'Sam Lee', assigneeCode: 'TC-9' }),
      task(2, 'Two', null, 'medium', { assigneeId: 11, assigneeName: 'Sam Lee', assigneeCode: 'TC-9' }),
    ];
    expect(groupRunSheetTasks(twins, 'person', event).map((group) => [group.key, group.tasks.map((item) => item.id)])).toEqual([
      ['member-11', [2]],
      ['member-12', [1]],
    ]);
  });
});

describe('the run sheet PDF report', () => {
  it('is titled with the event and its dates, says what it holds, and has the other column of its grouping', () => {
    const byDate = buildRunSheetReport({ tasks, event, grouping: 'date', coverage: 'All tasks of the event', today: '2026-11-23' });
    expect(byDate.filename).toBe('run_sheet_harbour-summit_2026-11-23.pdf');
    expect(byDate.title).toBe('Run Sheet: Harbour Summit');
    expect(byDate.details).toEqual([
      { label: 'Event dates', value: 'Jun 10, 2030 – Jun 12, 2030' },
      { label: 'Generated', value: 'Nov 23, 2026' },
      { label: 'Grouped by', value: 'Date' },
      { label: 'Tasks', value: 'All tasks of the event' },
    ]);
    expect(byDate.summary[0]).toEqual({ label: 'Total', value: '9' });
    expect(byDate.columns).toEqual(['Title', 'Assignee', 'Status', 'Priority', 'Description']);
    expect(byDate.sections.map((section) => section.heading)).toEqual([
      { text: 'Mon, May 27, 2030 · T-14', marked: false },
      { text: 'Mon, Jun 10, 2030 · Event day', marked: true },
      { text: 'Tue, Jun 11, 2030 · Event day', marked: true },
      { text: 'Fri, Jun 14, 2030 · T+2', marked: false },
      { text: 'No date', marked: false },
    ]);
    expect(byDate.sections[0]!.rows.map((row) => row.slice(0, 4))).toEqual([
      ['Sign the budget', 'Unassigned', 'To Do', 'High'],
      ['book the venue', 'Jordan Lee (TC-1)', 'To Do', 'Medium'],
      ['Order lanyards', 'bailey Cho (TC-3)', 'To Do', 'Medium'],
    ]);
    expect(byDate.footer).toBe('Run sheet · Harbour Summit · Jun 10, 2030 – Jun 12, 2030');

    const byPerson = buildRunSheetReport({ tasks, event, grouping: 'person', coverage: 'All tasks of the event', today: '2026-11-23' });
    expect(byPerson.columns).toEqual(['Title', 'Due Date', 'Status', 'Priority', 'Description']);
    expect(byPerson.details[2]).toEqual({ label: 'Grouped by', value: 'Person' });
    expect(byPerson.sections[0]!.rows.map((row) => row.slice(0, 2))).toEqual([
      ['Brief the stewards', 'Jun 11, 2030 · Event day'],
      ['Find sponsors', 'No due date'],
    ]);
    expect(byPerson.sections.at(-1)!.rows.map((row) => row[1])).toEqual(['May 27, 2030 · T-14', 'Jun 14, 2030 · T+2', 'No due date']);
  });

  it('is named with the event in characters safe in any file system', () => {
    expect(runSheetFilename('Fête de la Musique: 2030!', '2026-11-23')).toBe('run_sheet_fete-de-la-musique-2030_2026-11-23.pdf');
    expect(runSheetFilename('../../etc/passwd', '2026-11-23')).toBe('run_sheet_etc-passwd_2026-11-23.pdf');
    expect(runSheetFilename('東京 🎉', '2026-11-23')).toBe('run_sheet_event_2026-11-23.pdf');
    expect(runSheetFilename('x'.repeat(200), '2026-11-23')).toBe(`run_sheet_${'x'.repeat(60)}_2026-11-23.pdf`);
  });

  it('says whether it holds every task of the event or those the filters leave', () => {
    expect(runSheetCoverage({ eventId: 1 })).toBe('All tasks of the event');
    expect(runSheetCoverage({ eventId: 1, member: 7, status: 'todo', q: ' boats ', hideCompleted: true }, { name: 'Jordan Lee', code: 'TC-1' })).toBe(
      'The tasks the list shows: member Jordan Lee (TC-1), status To Do, search "boats", completed tasks hidden',
    );
    expect(runSheetCoverage({ eventId: 1, member: 'unassigned', due: 'past', batch: 4 })).toBe(
      'The tasks the list shows: unassigned tasks only, past due, the tasks of one bulk create',
    );
  });
});
