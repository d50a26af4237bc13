import { jsPDF } from 'jspdf';
import { __createTable, autoTable, type Cell, type CellHookData, type RowInput, type UserOptions } from 'jspdf-autotable';
import { Typesetter, type ReportFontFiles } from './pdf-typeset.ts';
import type { ReportHeading, TaskReport } from './task-report.ts';

const MARGIN = 40;
/** Room kept under the table for the footer line. */
const BOTTOM_MARGIN = MARGIN + 10;
const INK: [number, number, number] = [15, 23, 42];
const MUTED: [number, number, number] = [71, 85, 105];
const BRAND: [number, number, number] = [37, 99, 235];
const LINE: [number, number, number] = [203, 213, 225];
const HEADING_FILL: [number, number, number] = [226, 232, 240];
/** The event's days: a light brand tint, dark brand text (contrast 7:1 and more). */
const MARKED_FILL: [number, number, number] = [219, 234, 254];
const MARKED_INK: [number, number, number] = [30, 64, 175];
/** A heading that comes back at the top of a page its rows run on to. */
const CONTINUED = ' (continued)';
/** What a page may be short of before a row is taken to the next one: row heights are measured, not guessed. */
const SLACK = 1;
/** Where the table library puts a cell's first baseline below the top of its text, in font sizes. */
const FIRST_BASELINE = 2 - 1.15;

/**
 * Hooks that let the table library lay out cells with text in the fallback fonts and leave their text
 * to the typesetter: such a cell's lines are broken by the widths of the fonts that draw them, Arabic
 * in its joined forms (so rows are as tall as their text), then drawn run by run, each run in its own
 * font, right-to-left text in the order it is seen.
 */
export function runHooks(type: Typesetter): Pick<UserOptions, 'didParseCell' | 'willDrawCell' | 'didDrawCell'> {
  const ours = new WeakMap<Cell, string[]>();
  const styleOf = (cell: Cell) => (cell.styles.fontStyle === 'bold' ? 'bold' : 'normal');
  return {
    didParseCell: ({ cell }: CellHookData) => {
      if (!type.needsRuns(cell.text.join('\n'))) return;
      ours.set(cell, []);
      cell.styles.overflow = (text: string | string[], width: number) =>
        type.wrap(Array.isArray(text) ? text.join('\n') : text, width, styleOf(cell), cell.styles.fontSize);
    },
    willDrawCell: ({ cell }: CellHookData) => {
      if (!ours.has(cell)) return;
      ours.set(cell, cell.text);
      cell.text = [];
    },
    didDrawCell: ({ cell, doc }: CellHookData) => {
      const lines = ours.get(cell);
      if (!lines) return;
      const { fontSize, halign, valign } = cell.styles;
      const lineHeight = fontSize * doc.getLineHeightFactor();
      const { x, y } = cell.getTextPos();
      let baseline = y + fontSize * FIRST_BASELINE;
      if (valign === 'middle') baseline -= (lines.length / 2) * lineHeight;
      else if (valign === 'bottom') baseline -= lines.length * lineHeight;
      const align = halign === 'center' ? 'center' : halign === 'right' ? 'right' : 'left';
      for (const line of lines) {
        type.draw(line, x, baseline, styleOf(cell), fontSize, align);
        baseline += lineHeight;
      }
    },
  };
}

/** One full-width row holding a heading. */
function headingRow(heading: ReportHeading, columns: number, continued = false): RowInput {
  return [
    {
      content: continued ? `${heading.text}${CONTINUED}` : heading.text,
      colSpan: columns,
      styles: {
        fillColor: heading.marked ? MARKED_FILL : HEADING_FILL,
        textColor: heading.marked ? MARKED_INK : INK,
        fontStyle: 'bold',
        fontSize: 9.5,
        cellPadding: { top: 5, bottom: 5, left: 6, right: 6 },
      },
    },
  ];
}

/** The task table's options: on the page it starts (at `startY`), or on a page of its own (null). */
function tableOptions(report: TaskReport, body: RowInput[], startY: number | null, type: Typesetter): UserOptions {
  const columnStyles: UserOptions['columnStyles'] = Object.fromEntries(
    report.columnWidths.map((width, index) => [index, index === 0 ? { cellWidth: width, fontStyle: 'bold' } : { cellWidth: width }]),
  );
  return {
    startY: startY ?? MARGIN,
    pageBreak: startY === null ? 'always' : 'auto',
    margin: { left: MARGIN, right: MARGIN, top: MARGIN, bottom: BOTTOM_MARGIN },
    theme: 'striped',
    head: [report.columns],
    body,
    showHead: 'everyPage',
    rowPageBreak: 'avoid',
    styles: { font: type.mainFont, fontSize: 8.5, cellPadding: 4, overflow: 'linebreak', textColor: INK, valign: 'top' },
    headStyles: { fillColor: BRAND, textColor: [255, 255, 255], fontStyle: 'bold' },
    alternateRowStyles: { fillColor: [248, 250, 252] },
    columnStyles,
    ...runHooks(type),
  };
}

interface TableRow {
  input: RowInput;
  section: number;
  heading: boolean;
}

/**
 * The task table cut into pages here rather than by the table library, so that a heading is never
 * left alone at the foot of a page (it goes over with its first row), and a heading whose rows run on
 * to the next page is repeated there, "(continued)". Row heights are measured by the library itself.
 */
export function planPages(doc: jsPDF, report: TaskReport, firstY: number, type: Typesetter): RowInput[][] {
  const columns = report.columns.length;
  const rows: TableRow[] = [];
  const headingAt = new Map<number, number>();
  report.sections.forEach((section, index) => {
    if (section.heading) {
      headingAt.set(index, rows.length);
      rows.push({ input: headingRow(section.heading, columns), section: index, heading: true });
    }
    for (const cells of section.rows) rows.push({ input: cells, section: index, heading: false });
  });
  const measured = __createTable(doc, tableOptions(report, rows.map((row) => row.input), firstY, type));
  const headHeight = measured.getHeadHeight(measured.columns);
  const heights = measured.body.map((row) => row.getMaxCellHeight(measured.columns));
  const bottom = doc.internal.pageSize.getHeight() - BOTTOM_MARGIN - SLACK;

  const pages: RowInput[][] = [];
  let page: RowInput[] = [];
  let y = firstY + headHeight;
  let fresh = true;
  rows.forEach((row, index) => {
    const next = rows[index + 1];
    const keepWith = row.heading && next && !next.heading && next.section === row.section ? heights[index + 1]! : 0;
    if (!fresh && y + heights[index]! + keepWith > bottom) {
      pages.push(page);
      page = [];
      y = MARGIN + headHeight;
      const heading = report.sections[row.section]!.heading;
      if (!row.heading && heading) {
        page.push(headingRow(heading, columns, true));
        y += heights[headingAt.get(row.section)!]!;
      }
    }
    page.push(row.input);
    y += heights[index]!;
    fresh = false;
  });
  pages.push(page);
  return pages;
}

/**
 * Draws a report as an A4 landscape PDF: title, details, summary, then the task table (under its
 * headings, when it has some) over as many pages as it needs. Text is set in Noto Sans, with the
 * fallback fonts given (pdf-fonts.ts) for what it lacks.
 */
export function renderTaskReport(report: TaskReport, fonts: ReportFontFiles): { bytes: ArrayBuffer; pages: number; plannedPages: number } {
  const doc = new jsPDF({ orientation: 'landscape', unit: 'pt', format: 'a4', compress: true });
  const type = new Typesetter(doc, fonts);
  const pageWidth = doc.internal.pageSize.getWidth();
  const pageHeight = doc.internal.pageSize.getHeight();
  const textWidth = pageWidth - 2 * MARGIN;
  doc.setProperties({ title: `${report.title} – ${report.footer}`, subject: report.title, creator: 'Eventry' });

  // A long title takes two lines at most.
  const titleSize = 18;
  doc.setTextColor(...INK);
  const titleLines = type.wrap(report.title, textWidth, 'bold', titleSize);
  const title =
    titleLines.length > 2
      ? [titleLines[0]!, `${type.wrap(titleLines.slice(1).join(' '), textWidth - type.width('…', 'bold', titleSize), 'bold', titleSize)[0]!.trimEnd()}…`]
      : titleLines;
  title.forEach((line, index) => type.draw(line, MARGIN, MARGIN + 8 + index * titleSize * doc.getLineHeightFactor(), 'bold', titleSize));

  const detailSize = 10;
  const labelWidth = Math.max(...report.details.map(({ label }) => type.width(`${label}:`, 'bold', detailSize))) + 10;
  let y = MARGIN + 8 + 22 * title.length;
  for (const { label, value } of report.details) {
    doc.setTextColor(...MUTED);
    type.draw(`${label}:`, MARGIN, y, 'bold', detailSize);
    doc.setTextColor(...INK);
    type.draw(type.wrap(value, textWidth - labelWidth, 'normal', detailSize)[0] ?? '', MARGIN + labelWidth, y, 'normal', detailSize);
    y += 15;
  }

  autoTable(doc, {
    startY: y + 4,
    margin: { left: MARGIN, right: MARGIN },
    theme: 'grid',
    head: [report.summary.map((item) => item.label)],
    body: [report.summary.map((item) => item.value)],
    styles: { font: type.mainFont, fontSize: 9, halign: 'center', lineColor: LINE, lineWidth: 0.5, textColor: INK },
    headStyles: { fillColor: [241, 245, 249], textColor: MUTED, fontStyle: 'bold' },
    bodyStyles: { fontSize: 12, fontStyle: 'bold' },
    ...runHooks(type),
  });

  const tableY = (doc as unknown as { lastAutoTable: { finalY: number } }).lastAutoTable.finalY + 18;
  const plan = planPages(doc, report, tableY, type);
  plan.forEach((body, index) => autoTable(doc, tableOptions(report, body, index === 0 ? tableY : null, type)));

  const pages = doc.getNumberOfPages();
  const footerSize = 8;
  doc.setTextColor(...MUTED);
  const footer = type.wrap(report.footer, pageWidth - 2 * MARGIN - 120, 'normal', footerSize)[0] ?? '';
  for (let page = 1; page <= pages; page += 1) {
    doc.setPage(page);
    const footerY = pageHeight - MARGIN / 2 - 4;
    type.draw(footer, MARGIN, footerY, 'normal', footerSize);
    type.draw(`Page ${page} of ${pages}`, pageWidth - MARGIN, footerY, 'normal', footerSize, 'right');
  }
  type.finish();
  // The table starts on the first page, under the summary: the pages it was planned on, which the tests
  // check the table library kept to.
  return { bytes: doc.output('arraybuffer'), pages, plannedPages: plan.length };
}
