import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { Task, TaskTotals } from '../../../../domain/tasks.ts';
import { ToastProvider } from '../../../components/ui/toast.tsx';
import { TasksTable } from './tasks-table.tsx';

const TODAY = '2026-11-22';

const task = (overrides: Partial<Task>): Task => ({
  id: 1,
  title: 'Order the medals',
  description: '',
  status: 'todo',
  priority: 'medium',
  dueDate: '2026-11-20',
  eventId: 3,
  eventName: 'Charity Run',
  assigneeId: null,
  assigneeName: null,
  assigneeCode: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

const totals: TaskTotals = { total: 2, todo: 1, inprogress: 0, completed: 0, overdue: 1, assigned: 0, unassigned: 2, pastDue: 2 };

function rows(tasks: Task[]) {
  const html = renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ToastProvider>
          <TasksTable
            tasks={tasks}
            totals={totals}
            today={TODAY}
            onEdit={() => undefined}
            onDelete={() => undefined}
            empty={null}
          />
        </ToastProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return [...html.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].slice(1).map(([, row]) => {
    const cells = [...row!.matchAll(/<td[^>]*data-label="([^"]+)"[^>]*>(.*?)<\/td>/g)];
    return Object.fromEntries(cells.map(([, label, body]) => [label, body!.replace(/<[^>]+>/g, '')]));
  });
}

describe('tasks table', () => {
  it("flags a task past due as 'Past due', so an Overdue status beside it is not said twice", () => {
    const [late, overdue] = rows([task({}), task({ id: 2, title: 'Book the chips', status: 'overdue' })]);
    expect(late!['Due Date']).toBe('Nov 20, 2026Past due: past its due date and not completed');
    expect(overdue!['Due Date']).toContain('Past due');
    expect(overdue!['Due Date']).not.toContain('Overdue');
    expect(overdue!.Status).toContain('Overdue');
  });

  it('flags nothing for a completed task or one not yet due', () => {
    const [completed, later] = rows([task({ status: 'completed' }), task({ id: 2, dueDate: '2026-11-22' })]);
    expect(completed!['Due Date']).toBe('Nov 20, 2026');
    expect(later!['Due Date']).toBe('Nov 22, 2026');
  });
});
