import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { TaskView } from '../hooks/use-task-filters.ts';
import { TaskViewSwitch, TIMELINE_NEEDS_EVENT } from './task-view-switch.tsx';

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

function buttons(view: TaskView, eventChosen: boolean) {
  const html = renderToStaticMarkup(<TaskViewSwitch view={view} eventChosen={eventChosen} onChange={() => undefined} />);
  return {
    html,
    buttons: html
      .split('<button')
      .slice(1)
      .map((button) => {
        const attributes = button.slice(0, button.indexOf('>'));
        const body = button.slice(button.indexOf('>') + 1, button.indexOf('</button>'));
        return {
          label: textOf(body),
          pressed: attributes.includes('aria-pressed="true"'),
          unavailable: attributes.includes('aria-disabled="true"'),
          icon: body.includes('<svg'),
        };
      }),
  };
}

describe('the view switch', () => {
  it('offers Table, Timeline, Board and Calendar, each with its icon, in one group', () => {
    const { html, buttons: shown } = buttons('table', true);
    expect(html).toContain('role="group" aria-label="View"');
    expect(shown.map((button) => button.label)).toEqual(['Table', 'Timeline', 'Board', 'Calendar']);
    expect(shown.every((button) => button.icon)).toBe(true);
  });

  it('shows the view on screen pressed, and only it', () => {
    for (const view of ['table', 'timeline', 'board', 'calendar'] as const) {
      const pressed = buttons(view, true).buttons.filter((button) => button.pressed).map((button) => button.label.toLowerCase());
      expect(pressed, view).toEqual([view]);
    }
  });

  it('keeps the timeline in reach but off without an event, saying why; the board and the calendar need none', () => {
    const { html, buttons: shown } = buttons('board', false);
    expect(shown.filter((button) => button.unavailable).map((button) => button.label)).toEqual(['Timeline']);
    expect(shown.find((button) => button.label === 'Board')!.pressed).toBe(true);
    expect(html).toContain(TIMELINE_NEEDS_EVENT);
    expect(buttons('board', true).html).not.toContain(TIMELINE_NEEDS_EVENT);
  });
});
