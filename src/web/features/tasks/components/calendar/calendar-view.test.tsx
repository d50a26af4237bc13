import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { dropChoice } from '../../../../../domain/calendar-month.ts';
import type { Task } from '../../../../../domain/tasks.ts';
import { calendarKeyStep } from './calendar-keys.ts';
import { CalendarTaskRow } from './calendar-task-row.tsx';
import { CalendarView, type CalendarViewProps } from './calendar-view.tsx';
import { fixedChoiceLabel, offsetChoiceLabel } from './relative-drop-dialog.tsx';

// Today is Thursday, December 3, 2026; the event runs Monday December 14 to Wednesday December 16.
const TODAY = '2026-12-03';
const EVENT = { id: 7, name: 'Winter Gala', startDate: '2026-12-14', endDate: '2026-12-16' };
const noop = () => undefined;

let nextId = 1;
function task(dueDate: string | null, overrides: Partial<Task> = {}): Task {
  return {
    id: nextId++,
    title: `Task ${nextId}`,
    description: '',
    status: 'todo',
    priority: 'medium',
    dueDate,
    dueAnchor: null,
    dueOffsetDays: null,
    countdown: null,
    eventId: EVENT.id,
    eventName: EVENT.name,
    assigneeId: null,
    assigneeName: null,
    assigneeCode: null,
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-01T09:00:00.000Z',
    ...overrides,
  };
}

function render(props: Partial<CalendarViewProps> = {}) {
  return renderToStaticMarkup(
    <CalendarView
      tasks={[]}
      loading={false}
      event={EVENT}
      today={TODAY}
      canEdit
      onChangeDueDate={() => Promise.resolve()}
      onCreateOnDay={noop}
      onOpenTask={noop}
      {...props}
    />,
  );
}

const cells = (html: string) => [...html.matchAll(/<div[^>]*role="gridcell"[^>]*>/g)].map(([tag]) => tag);
const attribute = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];
/** A day cell as read out: the label its content starts with. */
const dayLabel = (html: string, tag: string) => new RegExp(`${tag}<span class="sr-only" data-day-label="">([^<]*)</span>`).exec(html)?.[1];
/** A chip as read out: its name (its title) and its description. */
const chipNames = (html: string) =>
  [...html.matchAll(/<div[^>]*aria-roledescription="[^"]*"[^>]*><span id="[^"]*" hidden="">([^<]*)<\/span>.*?<span class="truncate[^"]*">([^<]*)<\/span>/g)].map(
    ([, details, title]) => `${title}: ${details}`,
  );

describe('the calendar month grid', () => {
  it("shows today's month as a grid of weeks from Monday, the header naming the month", () => {
    const html = render();
    expect(html).toContain('December 2026');
    expect(html.match(/role="grid"/g)).toHaveLength(1);
    // A header row and five weeks: Monday November 30 to Sunday January 3.
    expect(html.match(/role="row"/g)).toHaveLength(6);
    const days = cells(html).map((tag) => attribute(tag, 'data-date'));
    expect(days).toHaveLength(35);
    expect(days[0]).toBe('2026-11-30');
    expect(days.at(-1)).toBe('2027-01-03');
    expect([...html.matchAll(/role="columnheader" aria-label="([^"]*)"/g)].map((match) => match[1])).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(html).toContain('aria-label="Previous month"');
    expect(html).toContain('aria-label="Next month"');
    expect(html).toContain('>Today</button>');
  });

  it('marks today, and gives it the focus of the grid: the one day reached with Tab', () => {
    const html = render();
    const focusable = cells(html).filter((tag) => attribute(tag, 'tabindex') === '0');
    expect(focusable.map((tag) => dayLabel(html, tag))).toEqual(['Thu, Dec 3, 2026, today, no tasks']);
  });

  it("marks the event's days, first to last, as event days", () => {
    const html = render();
    const eventDays = cells(html).filter((tag) => dayLabel(html, tag)!.includes('event day'));
    expect(eventDays.map((tag) => attribute(tag, 'data-date'))).toEqual(['2026-12-14', '2026-12-15', '2026-12-16']);
    const without = render({ event: null });
    expect(cells(without).some((tag) => dayLabel(without, tag)!.includes('event day'))).toBe(false);
  });

  it('shows tasks on their due days; a day with more than three shows two and "+N more"', () => {
    const three = [task('2026-12-08', { title: 'Book the venue', priority: 'high' }), task('2026-12-08'), task('2026-12-08')];
    const five = [1, 2, 3, 4, 5].map(() => task('2026-12-10'));
    const html = render({ tasks: [...three, ...five, task('2027-02-01', { title: 'Not this month' }), task(null, { title: 'No date' })] });
    const dayOf = (date: string) => cells(html).find((tag) => attribute(tag, 'data-date') === date)!;
    expect(dayLabel(html, dayOf('2026-12-08'))).toBe('Tue, Dec 8, 2026, 3 tasks');
    expect(dayLabel(html, dayOf('2026-12-10'))).toBe('Thu, Dec 10, 2026, 5 tasks');
    expect(chipNames(html)).toHaveLength(5);
    expect(chipNames(html)[0]).toBe('Book the venue: high priority, To Do');
    expect(html).toContain('+3 more');
    expect(html).toContain('aria-label="3 more tasks on this day: show all 5"');
    expect(html).not.toContain('Not this month');
    expect(html).not.toContain('No date');
  });

  it('names a chip by its title, and describes it by its countdown, priority and status', () => {
    const html = render({ tasks: [task('2026-12-01', { title: 'Book the band', countdown: 'T-14' })] });
    expect(chipNames(html)).toEqual(['Book the band: T-14, medium priority, To Do']);
  });

  it("lets a viewer look but not move: chips are plain tasks, days not drop targets", () => {
    const html = render({ tasks: [task('2026-12-08')], canEdit: false });
    expect(html).toContain('aria-roledescription="task"');
    expect(html).not.toContain('movable task');
    expect(render({ tasks: [task('2026-12-08')] })).toContain('aria-roledescription="movable task"');
  });

  it("lists a day's tasks for an editor as buttons that open them, for a viewer as text", () => {
    const row = task('2026-12-08', { title: 'Book the venue', countdown: 'T-6' });
    const editor = renderToStaticMarkup(<CalendarTaskRow task={row} onOpen={noop} />);
    const viewer = renderToStaticMarkup(<CalendarTaskRow task={row} />);
    expect(editor).toContain('<button type="button"');
    expect(viewer).not.toContain('<button');
    for (const html of [editor, viewer]) expect(html.replace(/<[^<>]*>/g, ' ')).toMatch(/Book the venue\s+T-6\s+6 days before the event\s+To Do\s+Medium\s+priority/);
  });

  it('opens on the month of an event already over, instead of today', () => {
    expect(render({ event: { ...EVENT, startDate: '2026-10-05', endDate: '2026-10-06' } })).toContain('October 2026');
  });
});

describe('moving across the days with the keys', () => {
  const december = (focusDate: string) => ({ month: '2026-12', focusDate });

  it('moves a day with the left and right arrows and a week with up and down', () => {
    expect(calendarKeyStep(december('2026-12-03'), 'ArrowRight')).toEqual({ kind: 'move', focus: december('2026-12-04') });
    expect(calendarKeyStep(december('2026-12-03'), 'ArrowLeft')).toEqual({ kind: 'move', focus: december('2026-12-02') });
    expect(calendarKeyStep(december('2026-12-03'), 'ArrowDown')).toEqual({ kind: 'move', focus: december('2026-12-10') });
    expect(calendarKeyStep(december('2026-12-10'), 'ArrowUp')).toEqual({ kind: 'move', focus: december('2026-12-03') });
  });

  it('goes to the ends of the week with Home and End, and a month on or back with PageDown and PageUp', () => {
    // The week of Thursday December 3 starts on Monday November 30, on December's grid.
    expect(calendarKeyStep(december('2026-12-03'), 'Home')).toEqual({ kind: 'move', focus: december('2026-11-30') });
    expect(calendarKeyStep(december('2026-12-10'), 'Home')).toEqual({ kind: 'move', focus: december('2026-12-07') });
    expect(calendarKeyStep(december('2026-12-03'), 'End')).toEqual({ kind: 'move', focus: december('2026-12-06') });
    expect(calendarKeyStep(december('2026-12-31'), 'PageDown')).toEqual({ kind: 'move', focus: { month: '2027-01', focusDate: '2027-01-31' } });
    expect(calendarKeyStep(december('2026-12-31'), 'PageUp')).toEqual({ kind: 'move', focus: { month: '2026-11', focusDate: '2026-11-30' } });
  });

  it('keeps the month while the focus is on its grid and shows the next or previous one when it leaves', () => {
    // December's grid runs from Monday November 30 to Sunday January 3.
    expect(calendarKeyStep(december('2026-12-01'), 'ArrowLeft')).toEqual({ kind: 'move', focus: december('2026-11-30') });
    expect(calendarKeyStep(december('2026-11-30'), 'ArrowLeft')).toEqual({ kind: 'move', focus: { month: '2026-11', focusDate: '2026-11-29' } });
    expect(calendarKeyStep(december('2026-12-31'), 'ArrowDown')).toEqual({ kind: 'move', focus: { month: '2027-01', focusDate: '2027-01-07' } });
    expect(calendarKeyStep(december('2026-12-29'), 'ArrowRight')).toEqual({ kind: 'move', focus: december('2026-12-30') });
  });

  it('opens the day with Enter and leaves other keys alone', () => {
    expect(calendarKeyStep(december('2026-12-14'), 'Enter')).toEqual({ kind: 'open', date: '2026-12-14' });
    expect(calendarKeyStep(december('2026-12-14'), 'Tab')).toBeNull();
    expect(calendarKeyStep(december('2026-12-14'), 'a')).toBeNull();
  });
});

describe('the choice for a task due relative to the event, dropped on another day', () => {
  it('offers "Change the offset (T-14 → T-10)" and "Fix it to Fri, Dec 4" for T-14 moved four days later', () => {
    // T-14: Monday November 30.
    const choice = dropChoice({ dueDate: '2026-11-30', dueAnchor: 'start', dueOffsetDays: -14 }, '2026-12-04', EVENT);
    if (choice.kind !== 'relative' || !choice.offset) throw new Error('expected a relative choice with an offset');
    expect(offsetChoiceLabel(choice.offset)).toBe('Change the offset (T-14 → T-10)');
    expect(fixedChoiceLabel(choice.fixed)).toBe('Fix it to Fri, Dec 4');
  });
});
