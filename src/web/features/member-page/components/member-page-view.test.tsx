import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { MemberPage } from '../../../../domain/member-page.ts';
import type { MemberPageTask } from '../../../../domain/member-page-rules.ts';
import { initialMemberTasks, memberTasksReducer } from '../member-tasks-state.ts';
import { MemberPageView } from './member-page-view.tsx';

function task(id: number, fields: Partial<MemberPageTask>): MemberPageTask {
  return { id, title: `Task ${id}`, description: '', status: 'todo', priority: 'medium', dueDate: null, dueAnchor: null, dueOffsetDays: null, ...fields };
}

const PAGE: MemberPage = {
  member: { name: 'Dee Marsh' },
  event: { name: 'River Clean-up', startDate: '2030-05-01', endDate: '2030-05-01' },
  today: '2030-04-20',
  timeZone: 'Europe/London',
  tasks: [
    task(1, { title: 'Bring the gloves', dueDate: '2030-04-17', dueAnchor: 'start', dueOffsetDays: -14, priority: 'high', description: 'Forty pairs.\nLarge sizes too.' }),
    task(2, { title: 'Book the skip', dueDate: '2030-04-22', status: 'inprogress' }),
    task(3, { title: 'Order the bags', status: 'completed' }),
  ],
};

const render = (state = initialMemberTasks(PAGE.tasks, PAGE.today)) =>
  renderToStaticMarkup(<MemberPageView page={PAGE} state={state} onChange={() => undefined} />);

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

/** The text of each level-two heading, in order. */
const headings = (html: string) => html.split('<h2').slice(1).map((rest) => textOf(`<h2${rest.slice(0, rest.indexOf('</h2>'))}`));

describe('a member’s page', () => {
  it('names the member and the event, and counts the days to it', () => {
    const html = render();
    expect(html).toMatch(/<h1[^>]*>Dee Marsh<\/h1>/);
    expect(html).toContain('River Clean-up');
    expect(html).toContain('Wed, May 1, 2030');
    expect(html).toContain('11 days to go until the event');
  });

  it('shows only the groups that have tasks, in order, with Completed folded', () => {
    const html = render();
    expect(headings(html)).toEqual(['Overdue (1)', 'This week (1)', 'Completed (1)']);
    expect(html).toMatch(/<button type="button" aria-expanded="false" aria-controls="completed-tasks"/);
    expect(html).toMatch(/<ul id="completed-tasks" hidden=""/);
  });

  it('gives each task its due day, T- chip, priority and description, and its status pressed', () => {
    const html = render();
    expect(html).toContain('Due Wed, Apr 17');
    expect(html).toContain('3 days late');
    expect(html).toContain('<span aria-hidden="true">T-14</span><span class="sr-only">14 days before the event</span>');
    expect(html).toContain('High priority');
    expect(html).toContain('Forty pairs.\nLarge sizes too.');
    expect(html).toMatch(/role="group" aria-label="Status of Bring the gloves"/);
    const pressed = [...html.matchAll(/aria-pressed="true"[^>]*><svg[^>]*>.*?<\/svg><span class="whitespace-nowrap">([^<]+)<\/span>/g)].map((match) => match[1]);
    expect(pressed).toEqual(['To Do', 'In Progress', 'Completed']);
  });

  it('says a change is being saved, then saved, and why one failed', () => {
    let state = memberTasksReducer(initialMemberTasks(PAGE.tasks, PAGE.today), { type: 'change', taskId: 1, status: 'completed' });
    expect(render(state)).toContain('Saving…');
    expect(render(state)).toMatch(/role="group" aria-label="Status of Bring the gloves" aria-busy="true"/);
    state = memberTasksReducer(state, { type: 'saved', task: { ...PAGE.tasks[0]!, status: 'completed' } });
    expect(render(state)).toContain('Saved<span class="sr-only">: Bring the gloves is Completed</span>');
    state = memberTasksReducer(state, { type: 'change', taskId: 2, status: 'completed' });
    state = memberTasksReducer(state, { type: 'failed', taskId: 2, message: 'Not saved: you seem to be offline.' });
    expect(render(state)).toMatch(/<p role="alert"[^>]*>.*Not saved: you seem to be offline.<\/span><\/p>/);
  });

  it('says so when nothing is assigned', () => {
    const html = renderToStaticMarkup(
      <MemberPageView page={{ ...PAGE, tasks: [] }} state={initialMemberTasks([], PAGE.today)} onChange={() => undefined} />,
    );
    expect(html).toContain('No tasks are assigned to you yet.');
    expect(headings(html)).toEqual([]);
  });
});
