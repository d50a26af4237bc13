import { describe, expect, it } from 'vitest';
import { memberLinkMail } from './member-link-mail.ts';

const LINK = 'https://events.example.com/m/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE';

describe('memberLinkMail', () => {
  it("names the event in the subject, the organiser who sent it, and carries the link in both parts", () => {
    const mail = memberLinkMail({ memberName: 'Dee Marsh', email: 'dee@example.com', eventName: 'Harbour Gala', organiserName: 'Olive Organiser', link: LINK });
    expect(mail.to).toBe('dee@example.com');
    expect(mail.subject).toBe('Your tasks for Harbour Gala');
    expect(mail.text).toContain('Hello Dee Marsh,');
    expect(mail.text).toContain('Olive Organiser shares your tasks for Harbour Gala');
    expect(mail.text).toContain(`\n${LINK}\n`);
    expect(mail.html).toContain(`href="${LINK}"`);
    expect(mail.html).toContain('Olive Organiser');
  });

  it('escapes the names in the HTML part', () => {
    const mail = memberLinkMail({ memberName: '<b>Dee</b>', email: 'dee@example.com', eventName: 'Gala & "Friends"', organiserName: "O'Neil <script>", link: LINK });
    expect(mail.html).not.toContain('<b>Dee</b>');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;b&gt;Dee&lt;/b&gt;');
    expect(mail.html).toContain('Gala &amp; &quot;Friends&quot;');
  });
});
