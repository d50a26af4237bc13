import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { TasksFilterBar } from './tasks-filter-bar.tsx';

const noop = () => undefined;

function render(overrides: Partial<Parameters<typeof TasksFilterBar>[0]> = {}) {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <TasksFilterBar
        search=""
        onSearch={noop}
        searching={false}
        filters={{ q: '', eventId: 3, member: null, status: null, page: 1 }}
        onChange={noop}
        event={{ id: 3, name: 'River Festival' }}
        member={null}
        {...overrides}
      />
    </QueryClientProvider>,
  );
}

/** Each combobox's accessible name, what it shows, and its placeholder. */
function comboboxes(html: string) {
  return [...html.matchAll(/<input[^>]*role="combobox"[^>]*>/g)].map(([tag]) => ({
    name: /aria-label="([^"]*)"/.exec(tag)?.[1],
    value: /value="([^"]*)"/.exec(tag)?.[1],
    placeholder: /placeholder="([^"]*)"/.exec(tag)?.[1],
  }));
}

describe('tasks filter bar', () => {
  it("names the pickers with the spec's 'Filter by Event' and 'Filter by Member', which they show until something is chosen", () => {
    expect(comboboxes(render({ filters: { q: '', eventId: null, member: null, status: null, page: 1 }, event: null }))).toEqual([
      { name: 'Filter by Event', value: '', placeholder: 'Filter by Event' },
      { name: 'Filter by Member', value: '', placeholder: 'Filter by Member' },
    ]);
  });

  it('shows the chosen event and member by name, and Unassigned as a choice of its own', () => {
    const [event, member] = comboboxes(render({ member: { id: 9, name: 'Jordan Lee', code: 'RF-12345678' } }));
    expect(event!.value).toBe('River Festival');
    expect(member!.value).toBe('Jordan Lee (RF-12345678)');
    expect(comboboxes(render({ member: 'unassigned' }))[1]!.value).toBe('Unassigned');
  });

  it('says so while the name of a chosen event is looked up', () => {
    const [event] = comboboxes(render({ event: undefined }));
    expect(event).toEqual({ name: 'Filter by Event', value: '', placeholder: 'Loading…' });
  });

  it('keeps the status filter a select with its prompt first', () => {
    expect(render()).toContain('<option value="" selected="">Filter by Status</option>');
  });
});
