import { describe, expect, it } from 'vitest';
import { loadSampleDataInputSchema, planSampleData } from './sample-data.ts';

const today = '2026-11-22';
const plan = planSampleData(today);
const allTasks = plan.flatMap((event) => event.tasks);
const allMembers = plan.flatMap((event) => event.members);

describe('planSampleData', () => {
  it('describes the five sample events with 22 members and 43 tasks', () => {
    expect(plan.map((event) => event.name)).toEqual(['Music Summit', 'Startup Gala', 'Tech Conference', 'Product Launch', 'Charity Run']);
    expect(allMembers).toHaveLength(22);
    expect(allTasks).toHaveLength(43);
  });

  it('places one event in the past, one around today and three ahead', () => {
    const byName = Object.fromEntries(plan.map((event) => [event.name, [event.startDate, event.endDate]]));
    expect(byName).toEqual({
      'Music Summit': ['2026-10-08', '2026-10-09'],
      'Startup Gala': ['2026-11-21', '2026-11-23'],
      'Tech Conference': ['2026-12-16', '2026-12-18'],
      'Product Launch': ['2026-12-02', '2026-12-02'],
      'Charity Run': ['2027-01-06', '2027-01-06'],
    });
  });

  it('moves every date with today', () => {
    const later = planSampleData('2027-03-01');
    expect(later[1]).toMatchObject({ startDate: '2027-02-28', endDate: '2027-03-02' });
    expect(later[0]!.tasks[0]!.dueDate).toBe('2026-12-11');
  });

  it('gives each event a described team of 3 to 6 and 6 to 12 tasks', () => {
    for (const event of plan) {
      expect(event.description.length).toBeGreaterThan(40);
      expect(event.members.length).toBeGreaterThanOrEqual(3);
      expect(event.members.length).toBeLessThanOrEqual(6);
      expect(event.tasks.length).toBeGreaterThanOrEqual(6);
      expect(event.tasks.length).toBeLessThanOrEqual(12);
      for (const task of event.tasks) {
        if (task.assigneeIndex !== null) expect(task.assigneeIndex).toBeLessThan(event.members.length);
      }
    }
  });

  it('uses distinct example.com addresses, with some companies and roles', () => {
    const emails = allMembers.map((member) => member.email);
    expect(new Set(emails).size).toBe(emails.length);
    for (const email of emails) expect(email).toMatch(/^[a-z.]+@example\.com$/);
    expect(allMembers.some((member) => member.company)).toBe(true);
    expect(allMembers.some((member) => !member.company)).toBe(true);
    expect(allMembers.every((member) => member.role)).toBe(true);
  });

  it('mixes statuses, priorities and assignment, with some tasks past due', () => {
    const count = (predicate: (task: (typeof allTasks)[number]) => boolean) => allTasks.filter(predicate).length;
    expect(count((task) => task.status === 'todo')).toBe(20);
    expect(count((task) => task.status === 'inprogress')).toBe(8);
    expect(count((task) => task.status === 'completed')).toBe(14);
    expect(count((task) => task.status === 'overdue')).toBe(1);
    expect(count((task) => task.priority === 'high')).toBe(18);
    expect(count((task) => task.priority === 'medium')).toBe(17);
    expect(count((task) => task.priority === 'low')).toBe(8);
    expect(count((task) => task.assigneeIndex === null)).toBe(10);
    expect(count((task) => task.dueDate !== null && task.dueDate < today && task.status !== 'completed')).toBe(10);
  });

  it('keeps creation, join and status-change times in the past, and logs a status only when not To Do', () => {
    for (const event of plan) {
      expect(event.createdAt < `${today}T00:00:00.000Z`).toBe(true);
      for (const member of event.members) expect(member.joinDate < today).toBe(true);
      for (const task of event.tasks) {
        expect(task.createdAt).toBe(event.createdAt);
        if (task.status === 'todo') expect(task.statusChangedAt).toBeNull();
        else {
          expect(task.statusChangedAt! > task.createdAt).toBe(true);
          expect(task.statusChangedAt! < `${today}T00:00:00.000Z`).toBe(true);
        }
      }
    }
  });
});

describe('loadSampleDataInputSchema', () => {
  it('takes an optional today', () => {
    expect(loadSampleDataInputSchema.parse({})).toEqual({});
    expect(loadSampleDataInputSchema.parse({ today: '2026-11-22' })).toEqual({ today: '2026-11-22' });
    expect(loadSampleDataInputSchema.safeParse({ today: 'tomorrow' }).success).toBe(false);
  });
});
