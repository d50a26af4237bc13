import { describe, expect, it } from 'vitest';
import { groupMemberTasks, memberTaskStatusInputSchema, MEMBER_LINK_MESSAGES } from './member-page.ts';

interface Sample {
  id: number;
  title: string;
  status: 'todo' | 'inprogress' | 'completed' | 'overdue';
  dueDate: string | null;
}

let nextId = 0;
const task = (title: string, dueDate: string | null, status: Sample['status'] = 'todo'): Sample => ({ id: (nextId += 1), title, status, dueDate });
const titles = (tasks: Sample[]) => tasks.map((one) => one.title);

/** A Wednesday. */
const TODAY = '2030-06-12';

describe('groupMemberTasks', () => {
  it('puts open tasks due before today in overdue, today through today + 6 in this week, after that in later', () => {
    const groups = groupMemberTasks(
      [
        task('Yesterday', '2030-06-11'),
        task('Today', '2030-06-12', 'inprogress'),
        task('Sixth day', '2030-06-18'),
        task('Seventh day', '2030-06-19'),
        task('Long ago', '2029-12-31'),
      ],
      TODAY,
    );
    expect(titles(groups.overdue)).toEqual(['Long ago', 'Yesterday']);
    expect(titles(groups.thisWeek)).toEqual(['Today', 'Sixth day']);
    expect(titles(groups.later)).toEqual(['Seventh day']);
    expect(groups.noDate).toEqual([]);
    expect(groups.completed).toEqual([]);
  });

  it('counts the week across a month and a year end', () => {
    const groups = groupMemberTasks([task('New year', '2031-01-03'), task('Next week', '2031-01-04')], '2030-12-28');
    expect(titles(groups.thisWeek)).toEqual(['New year']);
    expect(titles(groups.later)).toEqual(['Next week']);
  });

  it('keeps completed tasks together whatever their date, overdue ones included', () => {
    const groups = groupMemberTasks([task('Done late', '2030-06-01', 'completed'), task('Done early', '2030-07-01', 'completed'), task('Done undated', null, 'completed')], TODAY);
    expect(titles(groups.completed)).toEqual(['Done late', 'Done early', 'Done undated']);
    expect(groups.overdue).toEqual([]);
    expect(groups.later).toEqual([]);
    expect(groups.noDate).toEqual([]);
  });

  it('gives open tasks without a date their own group, and counts a task set to Overdue as overdue', () => {
    const groups = groupMemberTasks([task('Someday', null), task('Flagged', '2030-08-01', 'overdue'), task('Flagged undated', null, 'overdue')], TODAY);
    expect(titles(groups.noDate)).toEqual(['Someday']);
    expect(titles(groups.overdue)).toEqual(['Flagged', 'Flagged undated']);
  });

  it('sorts each group by due date, then title', () => {
    const groups = groupMemberTasks([task('Banners', '2030-06-14'), task('Agenda', '2030-06-14'), task('Catering', '2030-06-13'), task('Zebra', null), task('Apples', null)], TODAY);
    expect(titles(groups.thisWeek)).toEqual(['Catering', 'Agenda', 'Banners']);
    expect(titles(groups.noDate)).toEqual(['Apples', 'Zebra']);
  });
});

describe('memberTaskStatusInputSchema', () => {
  it('accepts the three statuses a member may choose and refuses Overdue', () => {
    for (const status of ['todo', 'inprogress', 'completed']) expect(memberTaskStatusInputSchema.safeParse({ status }).success).toBe(true);
    const refused = memberTaskStatusInputSchema.safeParse({ status: 'overdue' });
    expect(refused.error?.issues[0]?.message).toBe(MEMBER_LINK_MESSAGES.statusInvalid);
  });
});
