import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { TasksFilterBar } from './tasks-filter-bar.tsx';

const noop = () => undefined;

function render(overrides: Partial<Parameters<typeof TasksFilterBar>[0]> = {}) {
  return renderToStaticMarkup(
    <TasksFilterBar
      search=""
      onSearch={noop}
      searching={false}
      filters={{ q: '', eventId: 3, member: null, status: null, page: 1 }}
      onChange={noop}
      events={[{ id: 3, name: 'River Festival' }]}
      members={[{ id: 9, code: 'RF-12345678', name: 'Jordan Lee', eventId: 3 }]}
      membersLoading={false}
      {...overrides}
    />,
  );
}

/** Each select's accessible name and its options' visible text. */
function selects(html: string) {
  return [...html.matchAll(/<select[^>]*aria-label="([^"]+)"[^>]*>(.*?)<\/select>/g)].map(([, name, body]) => ({
    name,
    options: [...body!.matchAll(/<option[^>]*>([^<]*)<\/option>/g)].map(([, label]) => label),
  }));
}

describe('tasks filter bar', () => {
  it("shows the spec's 'Filter by Event' and 'Filter by Member' as each select's first option, and names the selects so", () => {
    expect(selects(render())).toEqual([
      { name: 'Filter by Event', options: ['Filter by Event', 'River Festival'] },
      { name: 'Filter by Member', options: ['Filter by Member', 'Unassigned', 'Jordan Lee (RF-12345678)'] },
      { name: 'Filter by Status', options: ['Filter by Status', 'To Do', 'In Progress', 'Completed', 'Overdue'] },
    ]);
  });

  it('keeps the member prompt while members load', () => {
    const [, member] = selects(render({ members: undefined, membersLoading: true }));
    expect(member!.options).toEqual(['Filter by Member', 'Unassigned', 'Loading members...']);
  });
});
