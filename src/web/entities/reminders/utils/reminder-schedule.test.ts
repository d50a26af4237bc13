import { describe, expect, it } from 'vitest';
import { nextSendLabel, sentRemindersMessage } from './reminder-schedule.ts';

describe('nextSendLabel', () => {
  // Sunday 29 November 2026, 21:30 in London (UTC+0): already Monday 06:30 in Tokyo (UTC+9).
  const now = new Date('2026-11-29T21:30:00Z');

  it('says the day and the time on the workspace calendar: today, tomorrow, or the day', () => {
    expect(nextSendLabel('2026-11-30T08:00:00Z', 'Europe/London', now)).toBe('tomorrow at 08:00');
    expect(nextSendLabel('2026-11-29T23:00:00Z', 'Asia/Tokyo', now)).toBe('today at 08:00');
    expect(nextSendLabel('2026-11-30T23:00:00Z', 'Asia/Tokyo', now)).toBe('tomorrow at 08:00');
    expect(nextSendLabel('2026-12-07T08:00:00Z', 'Europe/London', now)).toBe('Mon, Dec 7 at 08:00');
  });

  it("writes the workspace's time, not the viewer's, across a daylight-saving change", () => {
    // 08:00 in New York is 13:00 UTC in winter (UTC-5) and 12:00 UTC in summer (UTC-4).
    expect(nextSendLabel('2027-03-08T12:00:00Z', 'America/New_York', new Date('2027-03-05T12:00:00Z'))).toBe('Mon, Mar 8 at 07:00');
    expect(nextSendLabel('2027-03-15T12:00:00Z', 'America/New_York', new Date('2027-03-05T12:00:00Z'))).toBe('Mon, Mar 15 at 08:00');
    expect(nextSendLabel('2027-03-08T13:00:00Z', 'America/New_York', new Date('2027-03-05T12:00:00Z'))).toBe('Mon, Mar 8 at 08:00');
  });

  it("adds the year when the send is in another year than the workspace's today", () => {
    expect(nextSendLabel('2027-01-04T08:00:00Z', 'Europe/London', new Date('2026-12-30T10:00:00Z'))).toBe('Mon, Jan 4, 2027 at 08:00');
  });

  it('counts tomorrow across the end of a month and a year', () => {
    expect(nextSendLabel('2027-01-01T08:00:00Z', 'UTC', new Date('2026-12-31T09:00:00Z'))).toBe('tomorrow at 08:00');
  });
});

describe('sentRemindersMessage', () => {
  it('counts the members, one or many, or says why nobody got one', () => {
    expect(sentRemindersMessage(3)).toBe('Reminders sent to 3 members');
    expect(sentRemindersMessage(1)).toBe('Reminders sent to 1 member');
    expect(sentRemindersMessage(0)).toBe('No reminders to send: no member with an e-mail address has open tasks that are overdue or due within 7 days.');
  });
});
