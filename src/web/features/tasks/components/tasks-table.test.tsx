import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { Task, TaskTotals } from '../../../../domain/tasks.ts';
import { ToastProvider } from '../../../components/ui/toast.tsx';
import { memberOptionsQueryKeys } from '../../../entities/team-members/api/get-member-options.ts';
import { TasksTable } from './tasks-table.tsx';
import { sampleTask } from '../testing/sample-task.ts';

const TODAY = '2026-11-22';

const task = (overrides: Partial<Task>): Task => sampleTask({ dueDate: '2026-11-20', ...overrides });

const totals: TaskTotals = { total: 2, todo: 1, inprogress: 0, completed: 0, overdue: 1, assigned: 0, unassigned: 2, pastDue: 2 };

/** The list's counts as the table is given them: exact totals by default. */
interface Counts {
  total: number;
  totalExact: boolean;
  totals: TaskTotals | null;
}

function tableHtml(tasks: Task[], queryClient = new QueryClient(), counts: Counts = { total: totals.total, totalExact: true, totals }) {
  return renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ToastProvider>
          <TasksTable
            tasks={tasks}
            total={counts.total}
            totalExact={counts.totalExact}
            totals={counts.totals}
            today={TODAY}
            onEdit={() => undefined}
            onDelete={() => undefined}
            empty={null}
          />
        </ToastProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function rows(tasks: Task[], queryClient?: QueryClient) {
  const html = tableHtml(tasks, queryClient);
  return [...html.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].slice(1).map(([, row]) => {
    const cells = [...row!.matchAll(/<td[^>]*data-label="([^"]+)"[^>]*>(.*?)<\/td>/g)];
    return Object.fromEntries(cells.map(([, label, body]) => [label, body!]));
  });
}

const text = (html: string) => html.replace(/<[^<>]+>/g, '');

/** The attributes of each `tag` element in `html`. */
const elements = (html: string, tag: string) =>
  [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'g'))].map(([, attributes]) =>
    Object.fromEntries([...attributes!.matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map(([, name, value]) => [name, value ?? ''])),
  );

describe('tasks table', () => {
  it("flags a task past due as 'Past due', so an Overdue status beside it is not said twice", () => {
    const [late, overdue] = rows([task({}), task({ id: 2, title: 'Book the chips', status: 'overdue' })]);
    expect(text(late!['Due Date']!)).toBe('Nov 20, 2026Past due: past its due date and not completed');
    expect(text(overdue!['Due Date']!)).toContain('Past due');
    expect(text(overdue!['Due Date']!)).not.toContain('Overdue');
    expect(text(overdue!.Status!)).toContain('Overdue');
  });

  it('shows the countdown of a task due relative to its event after its date, read out in words', () => {
    const [before, onTheDay, after, fixed] = rows([
      task({ dueDate: '2026-12-01', dueAnchor: 'start', dueOffsetDays: -14, countdown: 'T-14' }),
      task({ id: 2, dueDate: '2026-12-15', dueAnchor: 'start', dueOffsetDays: 0, countdown: 'Event day' }),
      task({ id: 3, dueDate: '2026-12-17', dueAnchor: 'end', dueOffsetDays: 1, countdown: 'T+1' }),
      task({ id: 4, dueDate: '2026-12-01' }),
    ]);
    expect(text(before!['Due Date']!)).toBe('Dec 1, 2026T-1414 days before the event');
    expect(before!['Due Date']).toContain('<span aria-hidden="true">T-14</span><span class="sr-only">14 days before the event</span>');
    expect(text(onTheDay!['Due Date']!)).toBe('Dec 15, 2026Event dayon the event day');
    expect(text(after!['Due Date']!)).toBe('Dec 17, 2026T+11 day after the event');
    expect(text(fixed!['Due Date']!)).toBe('Dec 1, 2026');
  });

  it('shows the countdown and the past-due flag together for an anchored task past due', () => {
    const [late] = rows([task({ dueAnchor: 'start', dueOffsetDays: -3, countdown: 'T-3' })]);
    expect(text(late!['Due Date']!)).toBe('Nov 20, 2026T-33 days before the eventPast due: past its due date and not completed');
  });

  it('flags nothing for a completed task or one not yet due', () => {
    const [completed, later] = rows([task({ status: 'completed' }), task({ id: 2, dueDate: '2026-11-22' })]);
    expect(text(completed!['Due Date']!)).toBe('Nov 20, 2026');
    expect(text(later!['Due Date']!)).toBe('Nov 22, 2026');
  });

  it('shows each row\'s status, assignee and actions with the names and values of their menus and picker', () => {
    const html = tableHtml([task({ status: 'inprogress', assigneeId: 7, assigneeName: 'Jordan Lee', assigneeCode: 'CR-12345042' })]);
    expect(elements(html, 'button')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ 'aria-label': 'Status of Order the medals: In Progress', 'aria-haspopup': 'menu', 'aria-expanded': 'false' }),
        expect.objectContaining({ 'aria-label': 'Task actions for Order the medals', 'aria-haspopup': 'menu', 'aria-expanded': 'false' }),
      ]),
    );
    expect(elements(html, 'button')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          'aria-label': 'Primary assignee for Order the medals: Jordan Lee (CR-12345042)',
          'aria-haspopup': 'dialog',
          'aria-expanded': 'false',
        }),
      ]),
    );
    expect(elements(html, 'input')).toEqual([]);
    const [unassigned] = rows([task({})]);
    expect(text(unassigned!['Primary Assignee']!)).toBe('Unassigned');
    expect(elements(unassigned!['Primary Assignee']!, 'button')).toEqual([
      expect.objectContaining({ 'aria-label': 'Primary assignee for Order the medals: Unassigned', 'aria-haspopup': 'dialog' }),
    ]);
  });

  it('shows a row as one line of title over one line of the description, the full text a pointer away', () => {
    const description = 'Gold, silver and bronze for each of the four age groups, engraved with the date. '.repeat(3).trim();
    const html = tableHtml([task({ description })]);
    const [title, preview] = elements(html, 'p');
    expect(title).toMatchObject({ title: 'Order the medals' });
    expect(title!.class).toContain('md:truncate');
    expect(preview).toMatchObject({ title: description });
    expect(preview!.class).toContain('truncate');
  });

  it('adds nothing to a row of an event a picker found without members: the hint is the picker\'s, said once', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(memberOptionsQueryKeys.search(3, ''), { pages: [{ items: [], total: 0, limit: 50, offset: 0 }], pageParams: [0] });
    const tasks = [task({}), task({ id: 2, title: 'Book the chips' })];
    const [first, second] = rows(tasks, queryClient);
    for (const row of [first!, second!]) {
      expect(text(row['Primary Assignee']!)).toBe('Unassigned');
      expect(row['Primary Assignee']).not.toContain('aria-describedby');
    }
    // The same rows as for an event whose members are not known.
    expect(tableHtml(tasks, queryClient)).toBe(tableHtml(tasks));
  });

  it('renders the first rows of a list at once; the others follow a few per frame', () => {
    const many = Array.from({ length: 120 }, (_, i) => task({ id: i + 1, title: `Task ${i + 1}` }));
    expect(rows(many.slice(0, 3))).toHaveLength(3);
    expect(rows(many.slice(0, 50))).toHaveLength(10);
    expect(rows(many)).toHaveLength(10);
  });

  describe('the footer counts', () => {
    const footer = (counts: Counts) => {
      const html = tableHtml([task({})], new QueryClient(), counts);
      const list = /<dl[^>]*>(.*?)<\/dl>/.exec(html)![1]!;
      return {
        caption: text(/<caption[^>]*>(.*?)<\/caption>/.exec(html)![1]!),
        counts: [...list.matchAll(/<dt>(.*?)<\/dt>.*?<dd[^>]*>(.*?)<\/dd>/g)].map(([, label, value]) => `${label} ${value}`),
      };
    };

    it('gives the total and its breakdown when every task was counted', () => {
      expect(footer({ total: 2, totalExact: true, totals })).toEqual({
        caption: 'Tasks, 2 tasks',
        counts: ['Total 2', 'Completed 0', 'In Progress 0', 'To Do 1', 'Assigned 0', 'Unassigned 2', 'Past due 2'],
      });
    });

    it('says "1,000+" and leaves out the breakdown when a search stopped counting its matches', () => {
      expect(footer({ total: 1000, totalExact: false, totals: null })).toEqual({ caption: 'Tasks, 1,000+ tasks', counts: ['Total 1,000+'] });
    });

    it('gives an exact total without a breakdown when the choices took fewer tasks than were counted', () => {
      expect(footer({ total: 437, totalExact: true, totals: null })).toEqual({ caption: 'Tasks, 437 tasks', counts: ['Total 437'] });
    });
  });
});
