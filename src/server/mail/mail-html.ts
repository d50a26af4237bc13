/** The parts every e-mail of the product is made of, so each says its own words in the same frame. */

export const APP_NAME = 'Eventry';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe to put in the HTML of an e-mail. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/** A whole HTML e-mail: the product's name over `body` (HTML, already escaped) on a white card. */
export function mailPage(subject: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a;">
  <div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px;padding:32px;">
    <p style="margin:0 0 16px;font-size:20px;font-weight:bold;">${APP_NAME}</p>
${body}
  </div>
</body>
</html>
`;
}

/** A paragraph of HTML (already escaped); the last one of a mail has no margin below. */
export const mailParagraph = (html: string, { last = false } = {}) => `    <p style="margin:0${last ? '' : ' 0 16px'};">${html}</p>`;

/** The link as a button, and its address written out for a mail program that shows no buttons. */
export function mailButton(href: string, label: string): string {
  const link = escapeHtml(href);
  return [
    `    <p style="margin:0 0 24px;"><a href="${link}" style="display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:8px;">${escapeHtml(label)}</a></p>`,
    `    <p style="margin:0 0 16px;font-size:14px;color:#475569;">Or copy this address into your browser:<br><a href="${link}" style="color:#4338ca;word-break:break-all;">${link}</a></p>`,
  ].join('\n');
}
