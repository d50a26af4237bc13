// The font files a PDF report is drawn with: Noto Sans (regular and bold) always, each fallback font
// of pdf-fonts.ts only when some text of the report has a character Noto Sans lacks that it is fetched for.
import { fallbacksNeeded, parseCmap, type FallbackFont } from './pdf-fonts.ts';
import type { ReportFontFiles } from './pdf-typeset.ts';
import type { TaskReport } from './task-report.ts';

export type FontFile = 'regular' | 'bold' | FallbackFont;

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
  const needed = [...fallbacksNeeded(reportTexts(report), parseCmap(regular))];
  const fallbacks = await Promise.all(needed.map(async (file) => [file, new Uint8Array(await load(file))] as const));
  return { regular: new Uint8Array(regular), bold: new Uint8Array(bold), ...Object.fromEntries(fallbacks) };
}
