import { describe, expect, it } from 'vitest';
import {
  agendaDateProblems,
  agendaMarkdown,
  agendaTaskCount,
  agendaText,
  buildMeetingAgenda,
  defaultAgendaDates,
  escapeMarkdown,
  type AgendaTask,
} from './meeting-agenda.ts';

/** The clock: the meeting is on Friday 27 November 2026. */
const TODAY = '2026-11-27';

const task = (id: number, fields: Partial<AgendaTask> & Pick<AgendaTask, 'title'>): AgendaTask => ({
  id,
  status: 'todo',
  priority: 'medium',
  dueDate: null,
  assigneeName: null,
  completedOn: null,
  ...fields,
});

/** The Spring Gala's tasks, one or more for each case the agenda tells apart. */
const TASKS: AgendaTask[] = [
  task(1, { title: 'Book the caterer', dueDate: '2026-11-20', assigneeName: 'Alice Martin', status: 'inprogress' }),
  task(2, { title: 'Confirm the *venue*', dueDate: '2026-11-26' }),
  task(3, { title: 'Chase the printer', status: 'overdue', dueDate: '2026-12-10', assigneeName: 'Bruno Diaz' }),
  task(4, { title: 'Send the invitations', dueDate: '2026-11-27', assigneeName: 'Bruno Diaz' }),
  task(5, { title: 'Order flowers', dueDate: '2026-12-03', assigneeName: 'Alice Martin' }),
  task(6, { title: 'Draft the seating plan', dueDate: '2026-12-01' }),
  task(7, { title: 'Rehearse speeches', dueDate: '2026-12-04', assigneeName: 'Alice Martin' }),
  task(8, { title: 'Pick the menu', status: 'completed', dueDate: '2026-11-22', assigneeName: 'Chloé Roux', completedOn: '2026-11-24' }),
  task(9, { title: 'Sign the venue contract', status: 'completed', dueDate: '2026-11-30', completedOn: '2026-11-20' }),
  task(10, { title: 'Set the budget', status: 'completed', dueDate: '2026-11-01', assigneeName: 'Alice Martin', completedOn: '2026-11-19' }),
  task(11, { title: 'Old task without a known completion', status: 'completed', dueDate: '2026-11-25', completedOn: null }),
  task(12, { title: 'Write thank-you notes', dueDate: null }),
  task(13, { title: 'Completed late, after the meeting', status: 'completed', dueDate: '2026-11-25', completedOn: '2026-11-28' }),
];

const agenda = buildMeetingAgenda('Spring Gala', TASKS, defaultAgendaDates(TODAY));

describe('defaultAgendaDates', () => {
  it('puts the meeting today, the last one a week before and the next a week later', () => {
    expect(defaultAgendaDates(TODAY)).toEqual({ meetingDate: '2026-11-27', lastMeetingDate: '2026-11-20', nextMeetingDate: '2026-12-04' });
  });
});

describe('buildMeetingAgenda', () => {
  it('lists as overdue the open tasks due before the meeting or marked Overdue, soonest first', () => {
    expect(agenda.overdue.map((entry) => entry.id)).toEqual([1, 2, 3]);
  });

  it('lists the open tasks due from the meeting day to the day before the next meeting, by person, Unassigned last', () => {
    expect(agenda.dueNext.map((group) => [group.person, group.tasks.map((entry) => entry.id)])).toEqual([
      ['Alice Martin', [5]],
      ['Bruno Diaz', [4]],
      ['Unassigned', [6]],
    ]);
  });

  it('lists the tasks completed from the last meeting day to the meeting day, latest first, and leaves out those without a known day', () => {
    expect(agenda.completed.map((entry) => entry.id)).toEqual([8, 9]);
    expect(agendaTaskCount(agenda)).toBe(8);
  });

  it('follows the chosen dates', () => {
    const wider = buildMeetingAgenda('Spring Gala', TASKS, { meetingDate: TODAY, lastMeetingDate: '2026-11-01', nextMeetingDate: '2026-12-05' });
    expect(wider.dueNext.find((group) => group.person === 'Alice Martin')!.tasks.map((entry) => entry.id)).toEqual([5, 7]);
    expect(wider.completed.map((entry) => entry.id)).toEqual([8, 9, 10]);
  });
});

describe('agendaDateProblems', () => {
  it('accepts the defaults', () => {
    expect(agendaDateProblems(defaultAgendaDates(TODAY))).toEqual({});
  });

  it('says what is wrong with each date', () => {
    expect(agendaDateProblems({ meetingDate: '', lastMeetingDate: '2026-11-20', nextMeetingDate: '2026-12-04' })).toEqual({ meetingDate: 'Meeting date is required' });
    expect(agendaDateProblems({ meetingDate: TODAY, lastMeetingDate: '2026-11-28', nextMeetingDate: TODAY })).toEqual({
      lastMeetingDate: 'Last meeting must be on or before the meeting date',
      nextMeetingDate: 'Next meeting must be after the meeting date',
    });
    expect(agendaDateProblems({ meetingDate: TODAY, lastMeetingDate: '2026-02-30', nextMeetingDate: '2026-12-04' })).toEqual({
      lastMeetingDate: 'Last meeting must be a valid date',
    });
  });
});

describe('escapeMarkdown', () => {
  it('keeps a title as typed when the Markdown is read', () => {
    expect(escapeMarkdown('Confirm the *venue* [v2] #1')).toBe('Confirm the \\*venue\\* \\[v2\\] \\#1');
    expect(escapeMarkdown('- not a list')).toBe('\\- not a list');
    expect(escapeMarkdown('1. not a list')).toBe('1\\. not a list');
  });
});

describe('agendaMarkdown', () => {
  it('writes the agenda with its sections, check boxes and blanks for the questions', () => {
    expect(agendaMarkdown(agenda)).toBe(PINNED_MARKDOWN);
  });

  it('says so when a section is empty', () => {
    const empty = buildMeetingAgenda('Quiet Event', [], defaultAgendaDates(TODAY));
    expect(agendaMarkdown(empty)).toContain('## Overdue (0)\n\n_Nothing is overdue._\n');
    expect(agendaMarkdown(empty)).toContain('_Nothing is due before the next meeting._');
    expect(agendaMarkdown(empty)).toContain('_No task was completed since the last meeting._');
  });
});

describe('open questions', () => {
  it('lists the questions written in, then blanks up to three lines', () => {
    const markdown = agendaMarkdown(agenda, ['  Who brings the *projector*?  ', '', 'Budget\nsign-off']);
    expect(markdown.endsWith('## Open questions\n\n1. Who brings the \\*projector\\*?\n2. Budget sign-off\n3. \n')).toBe(true);
    expect(agendaText(agenda, ['One', 'Two', 'Three', 'Four']).endsWith('Open questions\n1. One\n2. Two\n3. Three\n4. Four\n')).toBe(true);
  });
});

describe('agendaText', () => {
  it('writes the same agenda as plain text for the e-mail', () => {
    expect(agendaText(agenda)).toBe(PINNED_TEXT);
  });
});

const PINNED_MARKDOWN = `# Meeting agenda: Spring Gala, Fri, Nov 27, 2026

## Overdue (3)

- [ ] Book the caterer (Alice Martin, due Fri, Nov 20)
- [ ] Confirm the \\*venue\\* (unassigned, due Thu, Nov 26)
- [ ] Chase the printer (Bruno Diaz, due Thu, Dec 10)

## Due before the next meeting (Fri, Dec 4)

### Alice Martin (1 task)

- [ ] Order flowers (due Thu, Dec 3)

### Bruno Diaz (1 task)

- [ ] Send the invitations (due Fri, Nov 27)

### Unassigned (1 task)

- [ ] Draft the seating plan (due Tue, Dec 1)

## Completed since the last meeting (Fri, Nov 20)

- [x] Pick the menu (Chloé Roux, completed Tue, Nov 24)
- [x] Sign the venue contract (completed Fri, Nov 20)

## Open questions

1. 
2. 
3. 
`;
const PINNED_TEXT = `Meeting agenda: Spring Gala, Fri, Nov 27, 2026

Overdue (3)
- Book the caterer (Alice Martin, due Fri, Nov 20)
- Confirm the *venue* (unassigned, due Thu, Nov 26)
- Chase the printer (Bruno Diaz, due Thu, Dec 10)

Due before the next meeting (Fri, Dec 4)
Alice Martin:
- Order flowers (due Thu, Dec 3)
Bruno Diaz:
- Send the invitations (due Fri, Nov 27)
Unassigned:
- Draft the seating plan (due Tue, Dec 1)

Completed since the last meeting (Fri, Nov 20)
- Pick the menu (Chloé Roux, completed Tue, Nov 24)
- Sign the venue contract (completed Fri, Nov 20)

Open questions
1.
2.
3.
`;
