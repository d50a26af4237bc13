import { describe, expect, it } from 'vitest';
import { bulkCreateInputSchema, bulkLineWarnings, bulkOffsetLookalike, fixBulkOffsetLookalikes, planBulkTasks } from './bulk-tasks.ts';

const flagged = (line: string) => bulkOffsetLookalike(line) !== null;

describe('bulkOffsetLookalike: lines that look like a due offset but are not written as one', () => {
  it('flags a lower-case t, days with a unit or a colon stuck on, spaces around the sign and a dash for the minus', () => {
    expect(bulkOffsetLookalike('t-2 Book the venue')).toEqual({ typed: 't-2', written: 'T-2', fix: 'T-2 Book the venue', title: 'Book the venue' });
    expect(bulkOffsetLookalike('t+3 Thank the sponsors')).toEqual({ typed: 't+3', written: 'T+3', fix: 'T+3 Thank the sponsors', title: 'Thank the sponsors' });
    expect(bulkOffsetLookalike('T-5days Order the badges')).toEqual({ typed: 'T-5days', written: 'T-5', fix: 'T-5 Order the badges', title: 'Order the badges' });
    expect(bulkOffsetLookalike('T-5d Order the badges')?.fix).toBe('T-5 Order the badges');
    expect(bulkOffsetLookalike('T-14: Print the programme')?.fix).toBe('T-14 Print the programme');
    expect(bulkOffsetLookalike('T - 2 Book the band')).toMatchObject({ typed: 'T - 2', fix: 'T-2 Book the band' });
    // An en dash and a minus sign, as word processors and phones type them.
    expect(bulkOffsetLookalike('T\u20132 Book the band')?.fix).toBe('T-2 Book the band');
    expect(bulkOffsetLookalike('T\u22127 Send reminders')?.fix).toBe('T-7 Send reminders');
  });

  it('flags the unit written after a usable offset, which would start the title', () => {
    expect(bulkOffsetLookalike('T-5 days Order the badges')).toEqual({
      typed: 'T-5 days',
      written: 'T-5',
      fix: 'T-5 Order the badges',
      title: 'Order the badges',
    });
  });

  it('flags a sign without days, or a letter standing in for them', () => {
    expect(bulkOffsetLookalike('T+')).toEqual({ typed: 'T+', written: null, fix: null, title: '' });
    expect(bulkOffsetLookalike('T-')).toEqual({ typed: 'T-', written: null, fix: null, title: '' });
    expect(bulkOffsetLookalike('T- Book the venue')).toEqual({ typed: 'T-', written: null, fix: null, title: 'Book the venue' });
    expect(bulkOffsetLookalike('T-x Book the venue')).toEqual({ typed: 'T-x', written: null, fix: null, title: 'Book the venue' });
    expect(flagged('t+n Thank the sponsors')).toBe(true);
  });

  it('leaves usable offsets alone: T-2 and T+3 are read as offsets', () => {
    expect(bulkOffsetLookalike('T-2 Book the venue')).toBeNull();
    expect(bulkOffsetLookalike('T+3 Thank the sponsors')).toBeNull();
    expect(bulkOffsetLookalike('T-0 Open the doors')).toBeNull();
  });

  it('leaves titles that start with T and a hyphen alone: "T-shirt order" is a title', () => {
    for (const title of ['T-shirt order', 't-shirt order', 'T-shirts for volunteers', 'T-Rex costume', 'T–shirt order', 'T-10k run registration', 'T2 shuttle bus', 'Print T-2 badges', 'Book the venue']) {
      expect(bulkOffsetLookalike(title), title).toBeNull();
    }
  });

  it('leaves an offset line that cannot be used to the error that refuses it (no title, too far)', () => {
    expect(bulkOffsetLookalike('T-2')).toBeNull();
    expect(bulkOffsetLookalike('T-99999 Far too early')).toBeNull();
  });

  it('offers no fix it cannot stand behind: no title, or days too far from the event', () => {
    expect(bulkOffsetLookalike('t-2')).toEqual({ typed: 't-2', written: 'T-2', fix: null, title: '' });
    expect(bulkOffsetLookalike('t-99999 Far too early')).toEqual({ typed: 't-99999', written: null, fix: null, title: 'Far too early' });
  });
});

describe('bulkLineWarnings', () => {
  it('says per line, numbered as the other bulk messages count lines, what was typed and how to write it', () => {
    const text = 'Book the caterer\n\nT-shirt order\nt-2 Book the venue\nT-5days Order badges\nT+\nT-x Send reminders\nt-2\nT+3 Thank the sponsors';
    expect(bulkLineWarnings(text).map((warning) => [warning.line, warning.message])).toEqual([
      [3, 'Line 3: “t-2” looks like a due offset; write “T-2 Book the venue” to date it from the event'],
      [4, 'Line 4: “T-5days” looks like a due offset; write “T-5 Order badges” to date it from the event'],
      [5, 'Line 5: “T+” looks like a due offset; write the days after the sign, like “T+2 Book the venue”, to date it from the event'],
      [6, 'Line 6: “T-x” looks like a due offset; write the days after the sign, like “T-2 Send reminders”, to date it from the event'],
      [7, 'Line 7: “t-2” looks like a due offset; write T-2, a space and the task to date it from the event'],
    ]);
  });

  it('shortens a long title in the suggestion after a whole word', () => {
    const [warning] = bulkLineWarnings(`t-2 ${'Confirm the venue and sign the contract with the hotel'}`);
    expect(warning?.message).toBe('Line 1: “t-2” looks like a due offset; write “T-2 Confirm the venue and sign the contract…” to date it from the event');
  });

  it('is a warning: the server still takes the list, and the line becomes a title as typed', () => {
    const text = 't-2 Book the venue\nT-5days Order badges';
    expect(bulkCreateInputSchema.safeParse({ text, eventId: 1 }).success).toBe(true);
    const plan = planBulkTasks(text, { name: 'Gala', startDate: '2027-03-01', endDate: '2027-03-01' }, '2026-11-22');
    expect(plan.map((task) => [task.title, task.dueAnchor])).toEqual([
      ['t-2 Book the venue', null],
      ['T-5days Order badges', null],
    ]);
  });
});

describe('fixBulkOffsetLookalikes', () => {
  it('rewrites the lines it can fix and keeps every other character of the list', () => {
    const text = '  t-2 Book the venue\r\n\nT-shirt order\nT+ Thank the sponsors\nT-5days: Order badges  \nT-3 Send reminders';
    expect(fixBulkOffsetLookalikes(text)).toBe('  T-2 Book the venue\r\n\nT-shirt order\nT+ Thank the sponsors\nT-5 Order badges\nT-3 Send reminders');
  });

  it('leaves a list without lookalikes exactly as it was', () => {
    const text = 'Book the caterer\n\n  T-7 Send reminders \nT-shirts';
    expect(fixBulkOffsetLookalikes(text)).toBe(text);
  });
});
