import { afterEach, describe, expect, it, vi } from 'vitest';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { deleteTaskMutationOptions } from './delete-task.ts';
import { tasksQueryKeys, type TaskFilters } from './get-tasks.ts';

const filters: TaskFilters = { q: '', eventId: null, member: null, status: null, due: null, batch: null, hideCompleted: false, sort: 'dueDate', order: 'asc', pageSize: 25, page: 1, today: '2026-11-22' };

function answer(status: number, body?: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
  );
}

/** A client holding one task list and the task's history, both fresh. */
function seeded() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(tasksQueryKeys.list(filters), { items: [{ id: 5 }], total: 1 });
  queryClient.setQueryData(tasksQueryKeys.history(5), { items: [] });
  queryClient.setQueryData(['analytics', 'summary'], { totalTasks: 1 });
  return queryClient;
}

const isStale = (queryClient: QueryClient, key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;

describe('deleting a task', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('refreshes the lists, counts elsewhere, and forgets the history once deleted', async () => {
    answer(204);
    const queryClient = seeded();
    await new MutationObserver(queryClient, deleteTaskMutationOptions(queryClient)).mutate(5);
    expect(isStale(queryClient, tasksQueryKeys.list(filters))).toBe(true);
    expect(isStale(queryClient, ['analytics', 'summary'])).toBe(true);
    expect(queryClient.getQueryState(tasksQueryKeys.history(5))).toBeUndefined();
  });

  it('still refreshes the list when the task was already gone (404), so its row disappears', async () => {
    answer(404, { error: { message: 'Task not found or already deleted.' } });
    const queryClient = seeded();
    const observer = new MutationObserver(queryClient, deleteTaskMutationOptions(queryClient));
    await expect(observer.mutate(5)).rejects.toMatchObject({ status: 404, detail: 'Task not found or already deleted.' });
    expect(isStale(queryClient, tasksQueryKeys.list(filters))).toBe(true);
    expect(isStale(queryClient, ['analytics', 'summary'])).toBe(true);
    expect(queryClient.getQueryState(tasksQueryKeys.history(5))).toBeUndefined();
  });
});
