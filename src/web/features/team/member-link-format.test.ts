import { describe, expect, it } from 'vitest';
import { eventLinksAudience, eventLinksRecipients, eventLinksResult, memberLinkSummary } from './member-link-format.ts';

/** Noon on a calendar day, in the viewer's time zone: the same day wherever the test runs. */
const noonOn = (day: string) => new Date(`${day}T12:00:00`).toISOString();

describe('a member link’s state', () => {
  const today = '2026-11-27';
  it('says when the link was made and last opened', () => {
    expect(memberLinkSummary({ active: true, createdAt: noonOn('2026-11-27'), lastUsedAt: null }, today)).toBe('Made today · not opened yet');
    expect(memberLinkSummary({ active: true, createdAt: noonOn('2026-11-23'), lastUsedAt: noonOn('2026-11-26') }, today)).toBe('Made Nov 23, 2026 · last opened yesterday');
  });

  it('says when there is none', () => {
    expect(memberLinkSummary({ active: false, createdAt: null, lastUsedAt: null }, today)).toBe('No link: nobody can open this page.');
  });
});

describe('e-mailing every member of an event their link', () => {
  it('counts who has an address', () => {
    expect(eventLinksAudience([{ email: 'dee@example.com' }, { email: null }, { email: ' ' }, { email: 'kai@example.com' }])).toEqual({ withEmail: 2, withoutEmail: 2 });
  });

  it('says who gets a link and who is left out', () => {
    expect(eventLinksRecipients({ withEmail: 3, withoutEmail: 0 })).toBe('3 members get a new link by e-mail.');
    expect(eventLinksRecipients({ withEmail: 1, withoutEmail: 1 })).toBe('1 member gets a new link by e-mail; 1 member has no e-mail address and is left out.');
    expect(eventLinksRecipients({ withEmail: 4, withoutEmail: 2 })).toBe('4 members get a new link by e-mail; 2 members have no e-mail address and are left out.');
  });

  it('reports what was sent, left out and failed', () => {
    expect(eventLinksResult({ sent: 3, withoutEmail: 0, failed: 0 })).toBe('Sent 3 new links.');
    expect(eventLinksResult({ sent: 1, withoutEmail: 2, failed: 1 })).toBe(
      'Sent 1 new link. 2 members without an e-mail address were left out. 1 e-mail could not be sent: that member keeps their link from before.',
    );
  });
});
