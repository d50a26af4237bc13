// The font files a PDF report is drawn with: Noto Sans (regular and bold) always, the CJK and emoji
// fonts only when some text of the report has a character Noto Sans lacks that they have.
import { fallbacksNeeded, parseCmap } from './pdf-fonts.ts';
import type { ReportFontFiles } from './pdf-typeset.ts';
import type { TaskReport } from './task-report.ts';

export type FontFile = 'regular' | 'bold' | 'cjk' | 'emoji';

/** Every text a report draws. */
export function reportTexts(report: TaskReport): string[] {
  return [
    report.title,
    report.footer,
    ...report.details.flatMap(({ label, value }) => [label, value]),
    ...report.summary.flatMap(({ label, value }) => [label, value]),
    ...report.columns,
    ...report.sections.flatMap((section) => [section.heading?.text ?? '', ...section.rows.flat()]),
  ];
}

/** Fetches the fonts a report needs through `load`, the fallbacks only when its text needs them. */
export async function loadReportFonts(report: TaskReport, load: (file: FontFile) => Promise<ArrayBuffer>): Promise<ReportFontFiles> {
  const [regular, bold] = await Promise.all([load('regular'), load('bold')]);
  const needed = fallbacksNeeded(reportTexts(report), parseCmap(regular));
  const [cjk, emoji] = await Promise.all([needed.has('cjk') ? load('cjk') : null, needed.has('emoji') ? load('emoji') : null]);
  return {
    regular: new Uint8Array(regular),
    bold: new Uint8Array(bold),
    ...(cjk && { cjk: new Uint8Array(cjk) }),
    ...(emoji && { emoji: new Uint8Array(emoji) }),
  };
}
