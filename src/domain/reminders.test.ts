import { describe, expect, it } from 'vitest';
import { digestLists, isRemindedOn, organiserDigest, type DigestTask } from './reminder-rules.ts';
import { latestSendAt, nextEventSendAt, nextSendAt, reminderDay } from './reminder-schedule.ts';
import { signUpTimeZoneSchema, timeZoneSchema } from './reminders.ts';
import { isKnownTimeZone } from './today.ts';

const at = (iso: string) => new Date(iso);
const iso = (date: Date | null) => date?.toISOString() ?? null;

let nextId = 1;
function task(overrides: Partial<DigestTask>): DigestTask {
  return { id: nextId++, title: 'Task', status: 'todo', priority: 'medium', dueDate: null, eventId: 1, assigneeId: null, ...overrides };
}
const titles = (tasks: DigestTask[]) => tasks.map((each) => each.title);

describe('the tasks a digest lists', () => {
  const today = '2026-03-10';

  it('lists open tasks overdue, and due today through today + 6; not later, not undated, not completed', () => {
    const tasks = [
      task({ title: 'Yesterday', dueDate: '2026-03-09' }),
      task({ title: 'Today', dueDate: '2026-03-10' }),
      task({ title: 'Sixth day on', dueDate: '2026-03-16', status: 'inprogress' }),
      task({ title: 'Seventh day on', dueDate: '2026-03-17' }),
      task({ title: 'No date', dueDate: null }),
      task({ title: 'Done late', dueDate: '2026-03-01', status: 'completed' }),
      task({ title: 'Done soon', dueDate: '2026-03-11', status: 'completed' }),
    ];
    const lists = digestLists(tasks, today);
    expect(titles(lists.overdue)).toEqual(['Yesterday']);
    expect(titles(lists.dueThisWeek)).toEqual(['Today', 'Sixth day on']);
  });

  it('counts a task set to Overdue as overdue, whatever its date', () => {
    const lists = digestLists([task({ title: 'Flagged', status: 'overdue', dueDate: '2026-03-12' }), task({ title: 'Flagged, no date', status: 'overdue' })], today);
    expect(titles(lists.overdue)).toEqual(['Flagged', 'Flagged, no date']);
    expect(lists.dueThisWeek).toEqual([]);
  });

  it('takes a relative due date at the day it resolves to (the stored due date), not its offset', () => {
    // Three days before an event on 2026-03-15: due 2026-03-12.
    const relative = { ...task({ title: 'T-3', dueDate: '2026-03-12' }), dueAnchor: 'start', dueOffsetDays: -3 };
    expect(titles(digestLists([relative], today).dueThisWeek)).toEqual(['T-3']);
    const movedOut = { ...relative, dueDate: '2026-03-20' };
    expect(digestLists([movedOut], today).dueThisWeek).toEqual([]);
  });

  it('sorts each list by due date, then title', () => {
    const lists = digestLists(
      [task({ title: 'B', dueDate: '2026-03-11' }), task({ title: 'A', dueDate: '2026-03-11' }), task({ title: 'C', dueDate: '2026-03-10' })],
      today,
    );
    expect(titles(lists.dueThisWeek)).toEqual(['C', 'A', 'B']);
  });
});

describe('the events a digest covers', () => {
  const monday = { daily: true, weekly: true };
  const tuesday = { daily: true, weekly: false };
  const before8 = { daily: false, weekly: false };

  it('leaves out events with reminders off', () => {
    expect(isRemindedOn({ reminders: 'off', endDate: '2026-12-31' }, '2026-03-09', monday)).toBe(false);
  });

  it('sends daily digests every day and weekly ones on Mondays only, once the send time has come', () => {
    expect(isRemindedOn({ reminders: 'daily', endDate: '2026-12-31' }, '2026-03-10', tuesday)).toBe(true);
    expect(isRemindedOn({ reminders: 'weekly', endDate: '2026-12-31' }, '2026-03-10', tuesday)).toBe(false);
    expect(isRemindedOn({ reminders: 'weekly', endDate: '2026-12-31' }, '2026-03-09', monday)).toBe(true);
    expect(isRemindedOn({ reminders: 'daily', endDate: '2026-12-31' }, '2026-03-10', before8)).toBe(false);
  });

  it('still sends on the last day of an event, and never once it has ended', () => {
    expect(isRemindedOn({ reminders: 'daily', endDate: '2026-03-10' }, '2026-03-10', tuesday)).toBe(true);
    expect(isRemindedOn({ reminders: 'daily', endDate: '2026-03-09' }, '2026-03-10', tuesday)).toBe(false);
  });
});

describe("an organiser's digest", () => {
  const today = '2026-03-10';
  const members = [
    { id: 11, name: 'Dee Marsh' },
    { id: 12, name: 'Ann Lee' },
    { id: 13, name: 'Bo Chan' },
  ];

  it('gives per event its overdue tasks, its tasks due this week, and the members behind (those with an overdue task)', () => {
    const tasks = [
      task({ title: 'Venue', eventId: 1, dueDate: '2026-03-01', assigneeId: 11 }),
      task({ title: 'Band', eventId: 1, dueDate: '2026-03-05', assigneeId: 11 }),
      task({ title: 'Flowers', eventId: 1, dueDate: '2026-03-08', assigneeId: 12 }),
      task({ title: 'Unassigned late', eventId: 1, dueDate: '2026-03-02' }),
      task({ title: 'Badges', eventId: 1, dueDate: '2026-03-12', assigneeId: 13 }),
      task({ title: 'Done', eventId: 1, dueDate: '2026-03-01', assigneeId: 13, status: 'completed' }),
      task({ title: 'Later', eventId: 2, dueDate: '2026-04-01', assigneeId: 12 }),
    ];
    const digest = organiserDigest(
      [
        { id: 1, name: 'Gala' },
        { id: 2, name: 'Quiet event' },
      ],
      tasks,
      members,
      today,
    );
    expect(digest).toHaveLength(1);
    const [gala] = digest;
    expect(gala!.name).toBe('Gala');
    expect(titles(gala!.overdue)).toEqual(['Venue', 'Unassigned late', 'Band', 'Flowers']);
    expect(titles(gala!.dueThisWeek)).toEqual(['Badges']);
    // Bo Chan's only late task is completed: not behind.
    expect(gala!.behind).toEqual([
      { memberId: 11, name: 'Dee Marsh', overdue: 2 },
      { memberId: 12, name: 'Ann Lee', overdue: 1 },
    ]);
  });

  it('is empty when no event has anything overdue or due this week', () => {
    expect(organiserDigest([{ id: 1, name: 'Gala' }], [task({ eventId: 1, dueDate: '2026-05-01' })], members, today)).toEqual([]);
  });
});

describe('send times in a time zone (croner)', () => {
  it('sends at 08:00 in Europe/Berlin on both sides of the spring change (CET +1, then CEST +2)', () => {
    // 2026-03-29: clocks go from 02:00 to 03:00.
    expect(iso(nextSendAt('daily', 'Europe/Berlin', at('2026-03-28T07:30:00Z')))).toBe('2026-03-29T06:00:00.000Z');
    expect(iso(nextSendAt('daily', 'Europe/Berlin', at('2026-03-27T12:00:00Z')))).toBe('2026-03-28T07:00:00.000Z');
    expect(iso(nextSendAt('daily', 'Europe/Berlin', at('2026-03-29T06:00:00Z')))).toBe('2026-03-30T06:00:00.000Z');
  });

  it('sends at 08:00 in Europe/Berlin across the autumn change (CEST +2, then CET +1)', () => {
    // 2026-10-25: clocks go from 03:00 back to 02:00.
    expect(iso(nextSendAt('daily', 'Europe/Berlin', at('2026-10-24T06:30:00Z')))).toBe('2026-10-25T07:00:00.000Z');
    expect(iso(latestSendAt('daily', 'Europe/Berlin', at('2026-10-25T06:59:59Z')))).toBe('2026-10-24T06:00:00.000Z');
    expect(iso(latestSendAt('daily', 'Europe/Berlin', at('2026-10-25T07:00:00Z')))).toBe('2026-10-25T07:00:00.000Z');
  });

  it('sends weekly digests at 08:00 on Mondays in America/New_York across its changes', () => {
    // 2026-03-08 (Sunday): EST -5 becomes EDT -4. 2026-11-01 (Sunday): back to EST.
    expect(iso(nextSendAt('weekly', 'America/New_York', at('2026-03-05T00:00:00Z')))).toBe('2026-03-09T12:00:00.000Z');
    expect(iso(nextSendAt('weekly', 'America/New_York', at('2026-02-27T00:00:00Z')))).toBe('2026-03-02T13:00:00.000Z');
    expect(iso(nextSendAt('weekly', 'America/New_York', at('2026-10-30T00:00:00Z')))).toBe('2026-11-02T13:00:00.000Z');
  });

  it('sends at 08:00 in Asia/Kolkata (+05:30, no daylight saving)', () => {
    expect(iso(nextSendAt('daily', 'Asia/Kolkata', at('2026-06-30T12:00:00Z')))).toBe('2026-07-01T02:30:00.000Z');
    expect(iso(nextSendAt('weekly', 'Asia/Kolkata', at('2026-11-27T00:00:00Z')))).toBe('2026-11-30T02:30:00.000Z');
  });

  describe('the reminder day of an instant', () => {
    it('is due from 08:00 local time until midnight, on the local date', () => {
      // Berlin, summer: 08:00 is 06:00Z; the local date turns at 22:00Z.
      expect(reminderDay('Europe/Berlin', at('2026-07-07T05:59:00Z'))).toEqual({ today: '2026-07-07', daily: false, weekly: false });
      expect(reminderDay('Europe/Berlin', at('2026-07-07T06:00:00Z'))).toEqual({ today: '2026-07-07', daily: true, weekly: false });
      expect(reminderDay('Europe/Berlin', at('2026-07-07T21:59:00Z'))).toEqual({ today: '2026-07-07', daily: true, weekly: false });
      expect(reminderDay('Europe/Berlin', at('2026-07-07T22:01:00Z'))).toEqual({ today: '2026-07-08', daily: false, weekly: false });
    });

    it('is a Monday in the zone, not in UTC: late Sunday in UTC is Monday morning in Kolkata', () => {
      // 2026-03-09 is a Monday. 02:30Z is 08:00 there.
      expect(reminderDay('Asia/Kolkata', at('2026-03-09T02:29:00Z'))).toEqual({ today: '2026-03-09', daily: false, weekly: false });
      expect(reminderDay('Asia/Kolkata', at('2026-03-09T02:30:00Z'))).toEqual({ today: '2026-03-09', daily: true, weekly: true });
      // Monday 23:00 in New York is Tuesday in UTC: still Monday's digest there.
      expect(reminderDay('America/New_York', at('2026-03-10T03:00:00Z'))).toEqual({ today: '2026-03-09', daily: true, weekly: true });
    });

    it('is due on the day of a daylight-saving change at the shifted instant', () => {
      // Spring change in Berlin: 08:00 on 2026-03-29 is 06:00Z, an hour earlier in UTC than the day before.
      expect(reminderDay('Europe/Berlin', at('2026-03-29T05:59:00Z')).daily).toBe(false);
      expect(reminderDay('Europe/Berlin', at('2026-03-29T06:00:00Z')).daily).toBe(true);
      // Autumn change in New York: 08:00 on 2026-11-01 is 13:00Z.
      expect(reminderDay('America/New_York', at('2026-11-01T12:59:00Z')).daily).toBe(false);
      expect(reminderDay('America/New_York', at('2026-11-01T13:00:00Z')).daily).toBe(true);
    });
  });

  it("gives an event's next send time, or null when it falls after the event's last day", () => {
    // Tuesday 2026-03-10, 09:00 in Berlin (08:00Z): the next daily digest is tomorrow, the next weekly one Monday.
    const now = at('2026-03-10T08:00:00Z');
    expect(iso(nextEventSendAt('daily', '2026-03-11', 'Europe/Berlin', now))).toBe('2026-03-11T07:00:00.000Z');
    expect(nextEventSendAt('daily', '2026-03-10', 'Europe/Berlin', now)).toBeNull();
    expect(iso(nextEventSendAt('weekly', '2026-03-16', 'Europe/Berlin', now))).toBe('2026-03-16T07:00:00.000Z');
    expect(nextEventSendAt('weekly', '2026-03-15', 'Europe/Berlin', now)).toBeNull();
  });
});

describe('time zones', () => {
  it('knows IANA zones and refuses anything else with one message', () => {
    for (const zone of ['UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'America/Argentina/Buenos_Aires']) {
      expect(isKnownTimeZone(zone), zone).toBe(true);
      expect(timeZoneSchema.parse(zone)).toBe(zone);
    }
    for (const zone of ['', 'Mars/Olympus', 'Europe/Berlin\n', '+02:00', 'x'.repeat(65)]) {
      expect(isKnownTimeZone(zone), zone).toBe(false);
      expect(timeZoneSchema.safeParse(zone).error?.issues[0]?.message, zone).toBe('Choose a time zone from the list');
    }
  });

  it('ignores an unknown zone at sign-up rather than refusing the sign-up, but refuses what is no zone name', () => {
    expect(signUpTimeZoneSchema.parse('Mars/Olympus')).toBeUndefined();
    expect(signUpTimeZoneSchema.parse('Asia/Kolkata')).toBe('Asia/Kolkata');
    expect(signUpTimeZoneSchema.parse(undefined)).toBeUndefined();
    for (const notAZone of [42, 'x'.repeat(65), 'Europe/Berlin\u0000']) expect(signUpTimeZoneSchema.safeParse(notAZone).success).toBe(false);
  });
});
