import { describe, expect, it } from 'vitest';
import type { Task } from '../../../domain/tasks.ts';
import { buildTaskReport, pdfText, REPORT_DESCRIPTION_LENGTH, summarizeTasks } from './task-report.ts';

let nextId = 1;
function task(fields: Partial<Task>): Task {
  return {
    id: nextId++,
    title: 'A task',
    description: '',
    status: 'todo',
    priority: 'medium',
    dueDate: null,
    dueAnchor: null,
    dueOffsetDays: null,
    countdown: null,
    eventId: 1,
    eventName: 'River Festival',
    assigneeId: 7,
    assigneeName: 'Jordan Lee',
    assigneeCode: 'TC-12345042',
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...fields,
  };
}

const today = '2026-11-23';

describe('summary counts', () => {
  it('counts by status and priority, and the tasks past due', () => {
    const tasks = [
      task({ status: 'completed', priority: 'high', dueDate: '2026-11-01' }), // past its day, but done: not past due
      task({ status: 'inprogress', priority: 'high', dueDate: '2026-11-22' }), // past due
      task({ status: 'todo', priority: 'low', dueDate: '2026-11-23' }), // due today: not past due
      task({ status: 'todo', priority: 'medium', dueDate: null }),
      task({ status: 'overdue', priority: 'medium', dueDate: '2026-10-30' }), // past due
    ];
    expect(summarizeTasks(tasks, today)).toEqual({
      total: 5,
      completed: 1,
      inprogress: 1,
      todo: 2,
      overdue: 1,
      pastDue: 2,
      high: 2,
      medium: 2,
      low: 1,
    });
  });

  it('is all zeros for no tasks', () => {
    expect(summarizeTasks([], today)).toEqual({ total: 0, completed: 0, inprogress: 0, todo: 0, overdue: 0, pastDue: 0, high: 0, medium: 0, low: 0 });
  });
});

describe('the PDF report', () => {
  const report = buildTaskReport({
    tasks: [
      task({ title: 'Book the river boats', dueDate: '2030-06-01', status: 'inprogress', priority: 'high', description: 'Two boats,\nten seats each' }),
      task({ title: '  ', dueDate: null, status: 'todo', priority: 'low', description: 'x'.repeat(400) }),
      task({ title: 'Print the posters', dueDate: '2026-11-20', status: 'todo' }),
    ],
    event: { name: 'River Festival' },
    member: { name: 'Jordan Lee', code: 'TC-12345042' },
    today,
  });

  it('is named after the day and says whose tasks it holds, and when', () => {
    expect(report.filename).toBe('tasks_export_2026-11-23.pdf');
    expect(report.title).toBe('Tasks Report');
    expect(report.details).toEqual([
      { label: 'Event', value: 'River Festival' },
      { label: 'Member', value: 'Jordan Lee (TC-12345042)' },
      { label: 'Date', value: 'Nov 23, 2026' },
    ]);
    expect(report.footer).toBe('Jordan Lee (TC-12345042) · River Festival');
  });

  it('sums the tasks up', () => {
    expect(report.summary).toEqual([
      { label: 'Total', value: '3' },
      { label: 'Completed', value: '0' },
      { label: 'In Progress', value: '1' },
      { label: 'To Do', value: '2' },
      { label: 'Overdue', value: '0' },
      { label: 'Past due', value: '1' },
      { label: 'High priority', value: '1' },
      { label: 'Medium priority', value: '1' },
      { label: 'Low priority', value: '1' },
    ]);
  });

  it('has a row per task with title, due date, status, priority and description, under no heading', () => {
    expect(report.columns).toEqual(['Title', 'Due Date', 'Status', 'Priority', 'Description']);
    expect(report.sections).toHaveLength(1);
    expect(report.sections[0]!.heading).toBeNull();
    expect(report.sections[0]!.rows[0]).toEqual(['Book the river boats', 'Jun 1, 2030', 'In Progress', 'High', 'Two boats, ten seats each']);
    expect(report.sections[0]!.rows[1]!.slice(0, 4)).toEqual(['Untitled Task', 'No due date', 'To Do', 'Low']);
    expect(report.sections[0]!.rows[2]!.slice(1, 3)).toEqual(['Nov 20, 2026', 'To Do (past due)']);
  });

  it('cuts a long description, which the CSV carries whole', () => {
    const description = report.sections[0]!.rows[1]![4]!;
    expect(description.endsWith('…')).toBe(true);
    expect(description).toHaveLength(REPORT_DESCRIPTION_LENGTH + 1);
  });

  it('formats large counts with separators', () => {
    const many = Array.from({ length: 2000 }, () => task({ status: 'completed' }));
    const big = buildTaskReport({ tasks: many, event: { name: 'E' }, member: { name: 'M', code: 'EV-1' }, today });
    expect(big.sections[0]!.rows).toHaveLength(2000);
    expect(big.summary[0]).toEqual({ label: 'Total', value: '2,000' });
  });
});

describe('text as the report draws it', () => {
  it('keeps every letter: accents, Greek, Cyrillic, Chinese and emoji alike', () => {
    for (const text of ['Café – “quoted” € • … Ærø ß', 'Dvořák Łódź', 'Σύσκεψη', 'Встреча', '東京 meetup', 'Party 🎉']) expect(pdfText(text)).toBe(text);
  });

  it('leaves out control characters, draws a tab as a space and composes accents', () => {
    expect(pdfText('a\u0000b\u0007c')).toBe('abc');
    expect(pdfText('a\tb')).toBe('a b');
    expect(pdfText('e\u0301')).toBe('é');
  });
});
