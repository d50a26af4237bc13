import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiDownload } from '../api-download.ts';
import { ApiError } from '../api.ts';
import { downloadFailureMessage, downloadFailureReason, exportFilename, exportProgressLabel, taskExportQuery } from './export-files.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('export file names (spec §9)', () => {
  it('names the CSV, the worksheet and the PDF after the day', () => {
    expect(exportFilename('csv', '2026-11-23')).toBe('tasks_export_2026-11-23.csv');
    expect(exportFilename('worksheet', '2026-11-23')).toBe('tasks_worksheet_2026-11-23.txt');
    expect(exportFilename('pdf', '2026-11-23')).toBe('tasks_export_2026-11-23.pdf');
  });
});

describe('the query of an export', () => {
  it('sends the list filters the way the tasks list takes them', () => {
    expect(taskExportQuery({ eventId: 4, member: 9, status: 'completed', q: '  boats ' }, '2026-11-23')).toEqual({
      eventId: 4,
      memberId: 9,
      unassigned: undefined,
      status: 'completed',
      q: 'boats',
      today: '2026-11-23',
    });
  });

  it('follows the list’s Past due and Due this week', () => {
    expect(taskExportQuery({ due: 'past', eventId: 4 }, '2026-11-23')).toMatchObject({ due: 'past', eventId: 4, today: '2026-11-23' });
    expect(taskExportQuery({ due: null }, '2026-11-23').due).toBeUndefined();
  });

  it('keeps to the tasks of one bulk create, and leaves completed ones out while the list hides them', () => {
    expect(taskExportQuery({ batch: 12, hideCompleted: true }, '2026-11-23')).toMatchObject({ batch: 12, hideCompleted: 'true' });
    expect(taskExportQuery({ batch: null, hideCompleted: false }, '2026-11-23')).toMatchObject({ batch: undefined, hideCompleted: undefined });
  });

  it('asks for the unassigned tasks, and leaves out what is not chosen', () => {
    expect(taskExportQuery({ eventId: null, member: 'unassigned', status: null, q: '' }, '2026-01-02')).toEqual({
      eventId: undefined,
      memberId: undefined,
      unassigned: 'true',
      status: undefined,
      q: undefined,
      today: '2026-01-02',
    });
  });
});

describe('messages', () => {
  it("words a failed download as the spec's alerts, with the reason", () => {
    expect(downloadFailureMessage('csv', 'Event not found')).toBe('Failed to download tasks: Event not found');
    expect(downloadFailureMessage('worksheet', 'Event not found')).toBe('Failed to export worksheets: Event not found');
  });

  it('gives the server’s reason when it refuses an export for now (503), as it does for a refused request', async () => {
    const refusal = 'Your previous export is still downloading. Wait for it to finish, then try again.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ error: { message: refusal } }), { status: 503, headers: { 'retry-after': '10' } })),
    );
    let failure: unknown;
    await apiDownload('/api/tasks/export', { query: { format: 'csv' } }).catch((error: unknown) => (failure = error));
    expect(downloadFailureMessage('csv', downloadFailureReason(failure))).toBe(`Failed to download tasks: ${refusal}`);

    expect(downloadFailureReason(new ApiError('Invalid request (400).', 'http', 404, 'Event not found'))).toBe('Event not found');
    // A failing server, or a 503 without a reason of its own, keeps the catalogue's words.
    const catalogue = 'Server error (500). The service is temporarily unavailable. Please try again later.';
    expect(downloadFailureReason(new ApiError(catalogue, 'http', 500, 'Something went wrong on our side.'))).toBe(catalogue);
    expect(downloadFailureReason(new ApiError('Server error (503).', 'http', 503))).toBe('Server error (503).');
  });

  it('says how far an export is', () => {
    expect(exportProgressLabel({ format: 'pdf', phase: 'fetching', done: 1500, total: 2000 })).toBe('Preparing 1,500 of 2,000…');
    expect(exportProgressLabel({ format: 'pdf', phase: 'fetching', done: 0, total: null })).toBe('Preparing PDF…');
    expect(exportProgressLabel({ format: 'pdf', phase: 'building' })).toBe('Building PDF…');
    expect(exportProgressLabel({ format: 'csv' })).toBe('Downloading CSV…');
    expect(exportProgressLabel({ format: 'worksheet' })).toBe('Downloading worksheet…');
  });
});
