import { jsPDF } from 'jspdf';
import type { RowInput } from 'jspdf-autotable';
import { describe, expect, it } from 'vitest';
import { planPages, renderTaskReport } from './render-task-report.ts';
import type { ReportSection, TaskReport } from './task-report.ts';

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
    const { blob, pages } = renderTaskReport(report(3));
    expect(pages).toBe(1);
    expect(new TextDecoder().decode((await blob.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
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
  });
});

describe('a table under headings', () => {
  // Groups of 1 to 9 rows: headings fall at every height of a page, some groups run on to the next.
  const sections: ReportSection[] = Array.from({ length: 60 }, (_, group) => ({
    heading: { text: `Group ${group + 1}`, marked: group % 7 === 0 },
    rows: Array.from({ length: (group % 9) + 1 }, (_, index) => cells(`G${group + 1} task ${index + 1}`)),
  }));
  const sheet = withSections(sections);
  const planFrom = (firstY: number) => planPages(new jsPDF({ orientation: 'landscape', unit: 'pt', format: 'a4' }), sheet, firstY).map((page) => page.map(rowText));
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
