import { describe, expect, it } from 'vitest';
import { testFontFile } from './pdf-test-fonts.ts';
import { loadReportFonts, type FontFile } from './report-fonts.ts';
import type { TaskReport } from './task-report.ts';

function reportOf(titles: string[]): TaskReport {
  return {
    filename: 'tasks_export_2026-11-23.pdf',
    title: 'Tasks Report',
    details: [{ label: 'Event', value: 'River Festival' }],
    summary: [{ label: 'Total', value: String(titles.length) }],
    columns: ['Title', 'Due Date', 'Status', 'Priority', 'Description'],
    columnWidths: [170, 72, 100, 55],
    sections: [{ heading: null, rows: titles.map((title) => [title, 'Jun 1, 2030', 'To Do', 'Medium', '']) }],
    footer: 'Jordan Lee (TC-12345042) · River Festival',
  };
}

async function fontsAskedFor(report: TaskReport) {
  const asked: FontFile[] = [];
  const fonts = await loadReportFonts(report, async (file) => {
    asked.push(file);
    return testFontFile(file).slice().buffer;
  });
  return { asked: asked.sort(), fonts };
}

describe('the font files of a report', () => {
  it('are Noto Sans alone for Latin, accented Latin, Greek and Cyrillic', async () => {
    const { asked, fonts } = await fontsAskedFor(reportOf(['Book the boats', 'Café Zoë', 'Σύσκεψη', 'Встреча']));
    expect(asked).toEqual(['bold', 'regular']);
    expect(Object.keys(fonts).sort()).toEqual(['bold', 'regular']);
  });

  it('add the CJK font for Chinese anywhere in the report, the emoji font for emoji', async () => {
    expect((await fontsAskedFor(reportOf(['Book the boats', '会议']))).asked).toEqual(['bold', 'cjk', 'regular']);
    expect((await fontsAskedFor({ ...reportOf(['Book the boats']), footer: 'Party 🎉' })).asked).toEqual(['bold', 'emoji', 'regular']);
    const { asked, fonts } = await fontsAskedFor({ ...reportOf(['Cake 🎂 for 王 team']) });
    expect(asked).toEqual(['bold', 'cjk', 'emoji', 'regular']);
    expect(fonts.cjk!.byteLength).toBeGreaterThan(1_000_000);
  });

  it('add the Korean font for Hangul and not the CJK font, and the CJK font for Chinese and not the Korean one', async () => {
    expect((await fontsAskedFor(reportOf(['Book the boats', '회의실 예약하기']))).asked).toEqual(['bold', 'korean', 'regular']);
    expect((await fontsAskedFor(reportOf(['「회의」 ① ㈜한빛']))).asked).toEqual(['bold', 'korean', 'regular']);
    expect((await fontsAskedFor(reportOf(['会议 「议程」']))).asked).toEqual(['bold', 'cjk', 'regular']);
    const { asked, fonts } = await fontsAskedFor(reportOf(['회의', '会议']));
    expect(asked).toEqual(['bold', 'cjk', 'korean', 'regular']);
    expect(fonts.korean!.byteLength).toBeGreaterThan(1_000_000);
  });

  it('add the Arabic font for Arabic and the Hebrew font for Hebrew, each only for its own', async () => {
    expect((await fontsAskedFor(reportOf(['Order 20 كراسي for the hall']))).asked).toEqual(['arabic', 'bold', 'regular']);
    expect((await fontsAskedFor({ ...reportOf(['Book the boats']), footer: 'Dana Levi · הזמנת כיסאות' })).asked).toEqual(['bold', 'hebrew', 'regular']);
    const { asked, fonts } = await fontsAskedFor(reportOf(['حجز القاعة', 'הזמנת כיסאות']));
    expect(asked).toEqual(['arabic', 'bold', 'hebrew', 'regular']);
    expect(Object.keys(fonts).sort()).toEqual(['arabic', 'bold', 'hebrew', 'regular']);
  });

  it('add the Thai font for Thai alone', async () => {
    expect((await fontsAskedFor(reportOf(['Book the boats', 'ประชุมทีมงาน']))).asked).toEqual(['bold', 'regular', 'thai']);
    expect((await fontsAskedFor(reportOf(['Book the boats', 'הזמנת כיסאות']))).asked).not.toContain('thai');
  });
});
