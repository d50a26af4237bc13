import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Task, TaskTotals } from '../../../../../domain/tasks.ts';
import { TaskBoard } from './task-board.tsx';
import { sampleTask } from '../../testing/sample-task.ts';

const TODAY = '2026-11-22';

const task = (overrides: Partial<Task>): Task => sampleTask(overrides);

const totals = (counts: Partial<TaskTotals>): TaskTotals => ({
  total: 0,
  todo: 0,
  inprogress: 0,
  completed: 0,
  overdue: 0,
  assigned: 0,
  unassigned: 0,
  pastDue: 0,
  ...counts,
});

/** The markup without its tags. */
function textOf(html: string): string {
  let text = '';
  let inTag = false;
  for (const character of html) {
    if (character === '<') inTag = true;
    else if (character === '>') inTag = false;
    else if (!inTag) text += character;
  }
  return text;
}

function boardHtml(tasks: Task[], options: { canEdit?: boolean; whole?: boolean; hideCompleted?: boolean; counts?: Partial<TaskTotals> } = {}) {
  return renderToStaticMarkup(
    <TaskBoard
      tasks={tasks}
      totals={totals(options.counts ?? {})}
      whole={options.whole ?? true}
      today={TODAY}
      canEdit={options.canEdit ?? true}
      showEvent={false}
      hideCompleted={options.hideCompleted ?? false}
      onEdit={() => undefined}
      onMove={() => undefined}
    />,
  );
}

/** Each column's heading (name and count read out) and its cards' titles. */
function columns(html: string) {
  return [...html.matchAll(/<section[^>]*data-status="(\w+)"[^>]*>(.*?)<\/section>/g)].map(([, status, body]) => ({
    status,
    heading: textOf(body!.slice(body!.indexOf('<h3'), body!.indexOf('</h3>'))),
    cards: [...body!.matchAll(/<li[^>]*data-task-id="(\d+)"/g)].map(([, id]) => Number(id)),
    body: body!,
  }));
}

describe('the board', () => {
  it('shows a column for each status with its count, and each card in its status’s column in the list’s order', () => {
    const html = boardHtml([
      task({ id: 1, status: 'todo' }),
      task({ id: 2, status: 'completed' }),
      task({ id: 3, status: 'todo' }),
      task({ id: 4, status: 'overdue' }),
    ]);
    const shown = columns(html);
    expect(shown.map((column) => column.heading)).toEqual(['To Do, 2 tasks', 'In Progress, 0 tasks', 'Completed, 1 task', 'Overdue, 1 task']);
    expect(shown.map((column) => column.cards)).toEqual([[1, 3], [], [2], [4]]);
    expect(shown[1]!.body).toContain('No tasks');
  });

  it('shows on a card its title, assignee with avatar, due date with its T- label, and priority', () => {
    const html = boardHtml([
      task({ id: 7, title: 'Book the venue', assigneeName: 'Ana Lima', priority: 'high', dueDate: '2026-12-01', countdown: 'T-14', dueAnchor: 'start', dueOffsetDays: -14 }),
    ]);
    expect(html).toContain('Book the venue');
    expect(html).toContain('Ana Lima');
    expect(html).toMatch(/<img src="\/images\/avatars\/avatar-\d\.svg"/);
    expect(html).toContain('T-14');
    expect(html).toContain('14 days before the event');
    expect(html).toContain('<time dateTime="2026-12-01">');
    expect(html).toMatch(/Priority: <\/span>High/);
  });

  it('flags a card past its due date, and says Unassigned when no one is', () => {
    const html = boardHtml([task({ id: 1, dueDate: '2026-11-01' })]);
    expect(html).toContain('Past due');
    expect(html).toContain('Unassigned');
  });

  it('gives an editor’s card a grip to drag from the keyboard and a Move to menu; a viewer’s neither', () => {
    const editor = boardHtml([task({ id: 1 })]);
    expect(editor).toContain('aria-label="Drag Order the medals"');
    expect(editor).toContain('aria-roledescription="draggable"');
    expect(editor).toContain('aria-label="Move Order the medals to"');
    const viewer = boardHtml([task({ id: 1 })], { canEdit: false });
    expect(viewer).not.toContain('Drag Order the medals');
    expect(viewer).not.toContain('Move Order the medals to');
    expect(viewer).not.toContain('aria-haspopup="dialog"');
  });

  it('draws a long column’s first few cards at once, not thousands (the rest of its first 50 follow, then Show more)', () => {
    const many = Array.from({ length: 2000 }, (_, index) => task({ id: index + 1 }));
    const [todo] = columns(boardHtml(many));
    expect(todo!.cards).toHaveLength(12);
    expect(todo!.heading).toBe('To Do, 2,000 tasks');
  });

  it('counts with the API’s figures while the list is still arriving', () => {
    const [todo] = columns(boardHtml([task({ id: 1 })], { whole: false, counts: { todo: 1200 } }));
    expect(todo!.heading).toBe('To Do, 1,200 tasks');
  });

  it('says the completed tasks are hidden when Hide completed leaves them out', () => {
    const shown = columns(boardHtml([task({ id: 1 })], { hideCompleted: true }));
    expect(shown[2]!.body).toContain('Completed tasks are hidden');
    expect(shown[1]!.body).toContain('No tasks');
  });
});
