import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jsPDF } from 'jspdf';
import { __createTable, type RowInput } from 'jspdf-autotable';
import { describe, expect, it } from 'vitest';
import { MISSING_CHARACTER } from './pdf-fonts.ts';
import { Typesetter } from './pdf-typeset.ts';
import { testFonts } from './pdf-test-fonts.ts';
import { planPages, renderTaskReport as render, runHooks } from './render-task-report.ts';
import type { ReportSection, TaskReport } from './task-report.ts';

const latinFonts = testFonts();
const allFonts = testFonts('cjk', 'emoji');
const renderTaskReport = (report: TaskReport, fonts = latinFonts) => render(report, fonts);
/** The PDF's own bytes as text: its structure (names of fonts), not its compressed streams. */
const pdfSource = (bytes: ArrayBuffer) => new TextDecoder('latin1').decode(bytes);

/**
 * The text a reader copies out of the PDF, as poppler's pdftotext reads it (in the order it reads,
 * right-to-left text included), without the direction marks it puts around right-to-left text.
 */
function pdfText(bytes: ArrayBuffer): string {
  const folder = mkdtempSync(join(tmpdir(), 'report-'));
  try {
    writeFileSync(join(folder, 'report.pdf'), new Uint8Array(bytes));
    return execFileSync('pdftotext', [join(folder, 'report.pdf'), '-'], { encoding: 'utf8' }).replace(/[\u202a-\u202e]/g, '');
  } finally {
    rmSync(folder, { recursive: true });
  }
}

const cells = (title: string) => [title, 'Jun 1, 2030', 'To Do', 'Medium', 'A description'];

function report(rows: number): TaskReport {
  return withSections([{ heading: null, rows: Array.from({ length: rows }, (_, index) => cells(`Task ${index + 1}`)) }]);
}

function withSections(sections: ReportSection[]): TaskReport {
  return {
    filename: 'tasks_export_2026-11-23.pdf',
    title: 'Tasks Report',
    details: [{ label: 'Event', value: 'River Festival' }],
    summary: [{ label: 'Total', value: '1' }],
    columns: ['Title', 'Due Date', 'Status', 'Priority', 'Description'],
    columnWidths: [170, 72, 100, 55],
    sections,
    footer: 'Jordan Lee (TC-12345042) · River Festival',
  };
}

/** The text of a planned row: a heading's, or its first cell's. */
function rowText(row: RowInput): string {
  const first = (row as unknown[])[0];
  return typeof first === 'string' ? first : `# ${(first as { content: string }).content}`;
}

describe('rendering a report', () => {
  it('makes a PDF of one page for a few tasks', async () => {
    const { bytes, pages } = renderTaskReport(report(3));
    expect(pages).toBe(1);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  });

  it('keeps a long title to two lines', () => {
    const long = { ...report(3), title: `Run Sheet: ${'A very long event name '.repeat(20)}` };
    expect(renderTaskReport(long).pages).toBe(1);
  });

  it('spreads 2,000 tasks over as many pages as they need', () => {
    // About 27 one-line rows fit an A4 landscape page: 2,000 rows need more than 60 pages.
    const { pages, plannedPages } = renderTaskReport(report(2000));
    expect(pages).toBeGreaterThan(60);
    expect(pages).toBe(plannedPages);
  }, 60_000);
});

describe('a table under headings', () => {
  // Groups of 1 to 9 rows: headings fall at every height of a page, some groups run on to the next.
  const sections: ReportSection[] = Array.from({ length: 60 }, (_, group) => ({
    heading: { text: `Group ${group + 1}`, marked: group % 7 === 0 },
    rows: Array.from({ length: (group % 9) + 1 }, (_, index) => cells(`G${group + 1} task ${index + 1}`)),
  }));
  const sheet = withSections(sections);
  // Planning draws nothing: one document serves every plan.
  const doc = new jsPDF({ orientation: 'landscape', unit: 'pt', format: 'a4' });
  const type = new Typesetter(doc, latinFonts);
  const planFrom = (firstY: number) => planPages(doc, sheet, firstY, type).map((page) => page.map(rowText));
  const plan = planFrom(160);

  // A hundred layouts of the whole table: seconds on a busy machine, whatever the rule's outcome.
  it('never leaves a heading alone at the foot of a page', () => {
    expect(plan.length).toBeGreaterThan(5);
    // Wherever the table starts, so that the foot of some page falls between a heading and its first row.
    for (let firstY = 100; firstY <= 400; firstY += 3) {
      for (const page of planFrom(firstY).slice(0, -1)) expect(page.at(-1)!.startsWith('# '), `table from ${firstY}`).toBe(false);
    }
  }, 60_000);

  it('repeats the heading of a group that runs on to the next page, and loses or repeats no row', () => {
    let continued = 0;
    for (const page of plan.slice(1)) {
      const first = page[0]!;
      if (!first.startsWith('# ')) throw new Error(`a page starts with a row without its heading: ${first}`);
      if (first.endsWith(' (continued)')) {
        continued += 1;
        const group = /^# Group (\d+) \(continued\)$/.exec(first)![1];
        expect(page[1]!.startsWith(`G${group} task `)).toBe(true);
      }
    }
    expect(continued).toBeGreaterThan(0);
    const rows = plan.flat().filter((text) => !text.endsWith(' (continued)'));
    expect(rows).toEqual(sections.flatMap((section) => [`# ${section.heading!.text}`, ...section.rows.map((row) => row[0]!)]));
  });

  it('is drawn on the pages it was planned on', () => {
    const { pages, plannedPages } = renderTaskReport(sheet);
    expect(pages).toBe(plannedPages);
    expect(pages).toBeGreaterThan(5);
  });
});

describe('text in other scripts', () => {
  it('embeds Noto Sans, and no fallback font the text does not need', () => {
    const source = pdfSource(renderTaskReport(withSections([{ heading: null, rows: [cells('Café Zoë'), cells('Σύσκεψη'), cells('Встреча')] }])).bytes);
    expect(source).toContain('/BaseFont /EVTRYA+NotoSans-Regular');
    expect(source).toContain('/BaseFont /EVTRYB+NotoSans-Bold');
    expect(source).not.toContain('Helvetica-Bold /FontDescriptor');
    expect(source).not.toMatch(/NotoSansSC|NotoEmoji/);
  });

  it('embeds the CJK and emoji fonts given for the text that needs them', () => {
    const source = pdfSource(renderTaskReport(withSections([{ heading: null, rows: [cells('Cake 🎂 for 王 team')] }]), allFonts).bytes);
    expect(source).toContain('+NotoSansSC-Regular');
    expect(source).toContain('+NotoEmoji-Regular');
  }, 60_000);

  // A cell with Chinese text or emoji is broken into lines by the widths of the fonts that draw it, so
  // that its row is as tall as the text drawn in it and no line runs out of its cell.
  it('breaks mixed text into lines that fit their cell, by the widths of the fonts that draw it', () => {
    const doc = new jsPDF({ orientation: 'landscape', unit: 'pt', format: 'a4' });
    const type = new Typesetter(doc, allFonts);
    const text = `Cake 🎂 for 王 team ${'会议'.repeat(40)} 🎉🎉 done`;
    const table = __createTable(doc, {
      body: [[text, 'Café Zoë']],
      tableWidth: 300,
      columnStyles: { 0: { cellWidth: 200 }, 1: { cellWidth: 100 } },
      styles: { font: type.mainFont, fontSize: 8.5, cellPadding: 4, overflow: 'linebreak' },
      ...runHooks(type),
    });
    const cell = table.body[0]!.cells[0]!;
    expect(cell.text.length).toBeGreaterThan(4);
    for (const line of cell.text) expect(type.width(line, 'normal', 8.5)).toBeLessThanOrEqual(200 - 8);
    // Nothing lost or added: the lines hold the text's characters in order.
    expect(cell.text.join('').replace(/\s/g, '')).toBe(text.replace(/\s/g, ''));
    expect(table.body[0]!.getMaxCellHeight(table.columns)).toBeCloseTo(cell.text.length * 8.5 * 1.15 + 8, 5);
  }, 60_000);

  it('keeps a table of mixed text to the pages planned', () => {
    const long = `Cake 🎂 for 王 team ${'会议'.repeat(120)} 🎉`;
    const sections: ReportSection[] = Array.from({ length: 40 }, (_, group) => ({
      heading: { text: `组 ${group + 1} 🎂`, marked: false },
      rows: Array.from({ length: (group % 5) + 1 }, (_, index) => cells(index % 2 ? `王 ${index}` : 'Plain').map((cell, column) => (column === 4 ? long : cell))),
    }));
    const { pages, plannedPages } = renderTaskReport(withSections(sections), allFonts);
    expect(pages).toBe(plannedPages);
    // Each long description takes several lines: far more pages than rows of one line would.
    expect(pages).toBeGreaterThan(15);
  }, 60_000);

  it('draws Korean, Arabic, Hebrew and Thai in their fonts, as text a reader can copy, in the order it is read', () => {
    const titles = ['회의실 예약하기', 'حجز القاعة للاحتفال بالمهرجان', 'הזמנת כיסאות', 'ประชุมทีมงาน', 'Order 20 كراسي for the hall'];
    const { bytes } = renderTaskReport(withSections([{ heading: null, rows: titles.map(cells) }]), testFonts('korean', 'arabic', 'hebrew', 'thai'));
    const source = pdfSource(bytes);
    for (const font of ['NotoSansKR-Regular', 'NotoSansArabic-Regular', 'NotoSansHebrew-Regular', 'NotoSansThai-Regular']) expect(source).toContain(`+${font}`);
    const text = pdfText(bytes);
    // The joined Arabic forms read back as the letters typed, each title in the order it is read.
    for (const title of titles.slice(0, 4)) expect(text).toContain(title);
    // pdftotext moves the space after Arabic inside a Latin line to before it: compared without spaces.
    expect(text.replace(/\s/g, '')).toContain('Order20كراسيforthehall');
    expect(text).not.toContain(MISSING_CHARACTER);
  }, 60_000);

  it('draws Arabic with its letters joined, and measures it as drawn', () => {
    const doc = new jsPDF({ orientation: 'landscape', unit: 'pt', format: 'a4' });
    const type = new Typesetter(doc, testFonts('arabic'));
    // بيت: beh initial, yeh medial, teh final, seen from the right.
    expect(type.runs('بيت')).toEqual([{ font: 'arabic', text: '\ufe96\ufef4\ufe91' }]);
    // Three behs joined are far narrower than three apart: the joined forms are the ones measured.
    expect(type.width('ببب', 'normal', 10)).toBeLessThan(0.8 * 3 * type.width('ب', 'normal', 10));
  });

  it('breaks Arabic and Korean into lines that fit their cell, by the widths of what is drawn', () => {
    const doc = new jsPDF({ orientation: 'landscape', unit: 'pt', format: 'a4' });
    const type = new Typesetter(doc, testFonts('korean', 'arabic'));
    const text = `${'طلب 20 كرسي للقاعة '.repeat(8)}${'참석자 명단을 확인하고 '.repeat(8)}`;
    const table = __createTable(doc, {
      body: [[text]],
      columnStyles: { 0: { cellWidth: 150 } },
      styles: { font: type.mainFont, fontSize: 8.5, cellPadding: 4, overflow: 'linebreak' },
      ...runHooks(type),
    });
    const lines = table.body[0]!.cells[0]!.text;
    expect(lines.length).toBeGreaterThan(4);
    for (const line of lines) expect(type.width(line, 'normal', 8.5)).toBeLessThanOrEqual(150 - 8);
    // Korean words stay whole: every line holds whole words of the text.
    const words = new Set(text.split(' '));
    for (const line of lines) for (const word of line.split(' ')) expect(words.has(word), line).toBe(true);
  });
});
