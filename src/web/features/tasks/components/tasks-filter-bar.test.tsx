import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { TasksFilterBar } from './tasks-filter-bar.tsx';

const noop = () => undefined;
const unfiltered = { q: '', eventId: null, member: null, status: null, due: null, batch: null, sort: 'dueDate', order: 'asc', pageSize: 25, page: 1, view: 'table', viewInAddress: false } as const;

function render(overrides: Partial<Parameters<typeof TasksFilterBar>[0]> = {}) {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <TasksFilterBar
        search=""
        onSearch={noop}
        searching={false}
        filters={{ ...unfiltered, eventId: 3 }}
        onChange={noop}
        event={{ id: 3, name: 'River Festival' }}
        member={null}
        hideCompleted={false}
        onHideCompleted={noop}
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
    expect(comboboxes(render({ filters: unfiltered, event: null }))).toEqual([
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

  it("lists the spec's statuses verbatim, then Open, Past due and Due this week with how many tasks each lists", () => {
    const options = (html: string) => [...html.matchAll(/<option value="([^"]*)"( selected="")?>([^<]*)<\/option>/g)].map(([, value, selected, label]) => `${value}${selected ? '*' : ''}=${label}`);
    const counted = render({ dueCounts: { open: 1234, past: 6, week: 0 } });
    expect(options(counted)).toEqual([
      '*=Filter by Status',
      'todo=To Do',
      'inprogress=In Progress',
      'completed=Completed',
      'overdue=Overdue',
      'open=Open (1,234)',
      'past=Past due (6)',
      'week=Due this week (0)',
    ]);
    expect(counted).toContain('<optgroup label="Not completed">');
    // Before the list has answered, the choices show without a count.
    expect(options(render())).toContain('past=Past due');
    expect(options(render({ filters: { ...unfiltered, due: 'past' } }))).toContain('past*=Past due');
    expect(options(render({ filters: { ...unfiltered, status: 'overdue' } }))).toContain('overdue*=Overdue');
  });

  it('holds Hide completed on while Open, Past due or Due this week is chosen', () => {
    for (const [due, label] of [['open', 'Open'], ['past', 'Past due'], ['week', 'Due this week']] as const) {
      const held = render({ hideCompleted: false, filters: { ...unfiltered, due } });
      expect(held).toMatch(/<button[^>]*role="switch"[^>]*aria-checked="true"[^>]*disabled=""/);
      expect(held).toContain(`On while ${label} is chosen`);
    }
  });

  it('offers Hide completed as a labelled switch, held off while a status or new tasks are shown', () => {
    const on = render({ hideCompleted: true });
    expect(on).toMatch(/<button[^>]*role="switch"[^>]*aria-checked="true"/);
    expect(on).toMatch(/<label[^>]*>Hide completed<\/label>/);
    const held = render({ hideCompleted: true, filters: { ...unfiltered, status: 'completed' } });
    expect(held).toMatch(/<button[^>]*role="switch"[^>]*aria-checked="false"[^>]*disabled=""/);
    expect(held).toContain('Off while a status is chosen');
    expect(render({ hideCompleted: true, filters: { ...unfiltered, batch: 4 } })).toContain('Off while new tasks are shown');
  });

  it('folds the filters on a phone behind one Filters button that counts the filters on', () => {
    const filtersButton = (html: string) => /<button[^>]*aria-haspopup="dialog"[^>]*>(.*?)<\/button>/.exec(html)?.[1]?.replace(/<[^<>]+>/g, '');
    expect(filtersButton(render({ filters: unfiltered, event: null }))).toBe('Filters');
    expect(filtersButton(render({ filters: { ...unfiltered, eventId: 3, status: 'todo' } }))).toBe('Filters 2 active');
    expect(filtersButton(render({ hideCompleted: true }))).toBe('Filters 2 active');
    // A due choice is the status filter's, and holds Hide completed: one filter on.
    expect(filtersButton(render({ hideCompleted: true, filters: { ...unfiltered, due: 'week' } }))).toBe('Filters 1 active');
  });
});
