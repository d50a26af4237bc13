import { describe, expect, it } from 'vitest';
import { renderTaskReport } from './render-task-report.ts';
import type { TaskReport } from './task-report.ts';

function report(rows: number): TaskReport {
  return {
    filename: 'tasks_export_2026-11-23.pdf',
    title: 'Tasks Report',
    details: [{ label: 'Event', value: 'River Festival' }],
    summary: [{ label: 'Total', value: String(rows) }],
    columns: ['Title', 'Due Date', 'Status', 'Priority', 'Description'],
    rows: Array.from({ length: rows }, (_, index) => [`Task ${index + 1}`, 'Jun 1, 2030', 'To Do', 'Medium', 'A description']),
    footer: 'Jordan Lee (TC-12345042) · River Festival',
  };
}

describe('rendering a report', () => {
  it('makes a PDF of one page for a few tasks', async () => {
    const { blob, pages } = renderTaskReport(report(3));
    expect(pages).toBe(1);
    expect(new TextDecoder().decode((await blob.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });

  it('spreads 2,000 tasks over as many pages as they need', () => {
    // About 27 one-line rows fit an A4 landscape page: 2,000 rows need more than 60 pages.
    expect(renderTaskReport(report(2000)).pages).toBeGreaterThan(60);
  });
});
