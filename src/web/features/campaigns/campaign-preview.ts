import { mailBodyHtml } from '../../../domain/campaigns.ts';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

/** What every team e-mail ends with, for the member it goes to (the link is each member's own). */
export const footerText = (eventName: string) =>
  `You get this because you are on the team of ${eventName}. To stop e-mails about it: (your own unsubscribe link)`;

/** The plain-text part as a member receives it. */
export function previewText(text: string, eventName: string): string {
  return [text.replace(/\r\n?/g, '\n').trimEnd(), '', '--', footerText(eventName), '— Eventry'].join('\n');
}

/**
 * The HTML part as a member receives it, in the frame every Eventry e-mail has (the server's
 * mail-html.ts): the text's paragraphs and lists, then the line with the unsubscribe link. Shown in a
 * sandboxed frame, so nothing in it runs.
 */
export function previewHtml(subject: string, text: string, eventName: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a;">
  <div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px;padding:32px;">
    <p style="margin:0 0 16px;font-size:20px;font-weight:bold;">Eventry</p>
${mailBodyHtml(text)}
    <p style="margin:24px 0 0;font-size:13px;color:#475569;">You get this because you are on the team of ${escapeHtml(eventName)}. <a href="#" style="color:#4338ca;">Unsubscribe</a></p>
  </div>
</body>
</html>
`;
}

/** Subject and text together, as Copy puts them on the clipboard. */
export const clipboardText = (subject: string, text: string) => `Subject: ${subject}\n\n${text.replace(/\r\n?/g, '\n').trimEnd()}\n`;
