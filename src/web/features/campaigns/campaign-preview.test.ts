import { describe, expect, it } from 'vitest';
import { clipboardText, previewHtml, previewText } from './campaign-preview.ts';

describe('the campaign preview', () => {
  it('shows the text as sent, with the footer every member gets', () => {
    expect(previewText('Hello,\r\n\r\nSee you.\n\n', 'Spring Gala')).toBe(
      'Hello,\n\nSee you.\n\n--\nYou get this because you are on the team of Spring Gala. To stop e-mails about it: (your own unsubscribe link)\n— Eventry',
    );
  });

  it('escapes the subject, the text and the event name in the HTML', () => {
    const html = previewHtml('<b>News</b>', 'Hi <script>x()</script>\n- one', 'A & B');
    expect(html).toContain('<title>&lt;b&gt;News&lt;/b&gt;</title>');
    expect(html).toContain('Hi &lt;script&gt;x()&lt;/script&gt;');
    expect(html).toContain('<li style="margin:0 0 4px;">one</li>');
    expect(html).toContain('the team of A &amp; B.');
    expect(html).not.toContain('<script>');
  });

  it('copies the subject with the text', () => {
    expect(clipboardText('News', 'Hello\n')).toBe('Subject: News\n\nHello\n');
  });
});
