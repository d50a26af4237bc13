import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Task } from '../../../domain/tasks.ts';
import { buildTaskReportPdf, downloadTaskFile, fetchScopeTasks, PDF_MODULE_MISSING_MESSAGE, TOO_MANY_FOR_PDF_MESSAGE } from './export-tasks.ts';
import type { PageToPdfWorker, PdfWorkerToPage } from './pdf-protocol.ts';

afterEach(() => vi.unstubAllGlobals());

const task = (id: number) => ({ id, title: `Task ${id}` }) as Task;
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** A task list of `total` tasks, answered a page at a time as the API does. */
function serveTasks(total: number) {
  const fetchMock = vi.fn(async (input: string) => {
    const url = new URL(input, 'http://localhost');
    const limit = Number(url.searchParams.get('limit'));
    const offset = Number(url.searchParams.get('offset'));
    const count = Math.max(0, Math.min(limit, total - offset));
    return json({ items: Array.from({ length: count }, (_, index) => task(offset + index + 1)), total, limit, offset });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('fetching the tasks of a report', () => {
  it('pages through the list 500 at a time with the filters, reporting progress', async () => {
    const fetchMock = serveTasks(1234);
    const progress: [number, number][] = [];
    const tasks = await fetchScopeTasks({ eventId: 2, member: 5 }, '2026-11-23', { onProgress: (done, total) => progress.push([done, total]) });
    expect(tasks).toHaveLength(1234);
    expect(tasks.at(-1)!.id).toBe(1234);
    expect(progress).toEqual([
      [500, 1234],
      [1000, 1234],
      [1234, 1234],
    ]);
    const urls = fetchMock.mock.calls.map(([url]) => url);
    expect(urls).toEqual([
      '/api/tasks?eventId=2&memberId=5&today=2026-11-23&limit=500&offset=0',
      '/api/tasks?eventId=2&memberId=5&today=2026-11-23&limit=500&offset=500',
      '/api/tasks?eventId=2&memberId=5&today=2026-11-23&limit=500&offset=1000',
    ]);
  });

  it('reaches the last page the API allows: 10,500 tasks', async () => {
    serveTasks(10_500);
    expect(await fetchScopeTasks({}, '2026-11-23')).toHaveLength(10_500);
  });

  it('refuses more than that at once, without fetching them all', async () => {
    const fetchMock = serveTasks(10_501);
    await expect(fetchScopeTasks({}, '2026-11-23')).rejects.toThrow(TOO_MANY_FOR_PDF_MESSAGE);
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('keeps a task that moved to the next page once', async () => {
    const pages = [
      { items: [task(1), task(2)], total: 3, limit: 2, offset: 0 },
      { items: [task(2), task(3)], total: 3, limit: 2, offset: 2 },
    ];
    vi.stubGlobal('fetch', vi.fn(async () => json(pages.shift())));
    expect((await fetchScopeTasks({}, '2026-11-23')).map((t) => t.id)).toEqual([1, 2, 3]);
  });
});

describe('CSV and worksheet downloads', () => {
  it('asks the export endpoint for the format and filters, and names the file by the day when the server does not', async () => {
    const fetchMock = vi.fn(async (_url: string) => new Response('Worksheet', { status: 200, headers: { 'content-type': 'text/plain' } }));
    vi.stubGlobal('fetch', fetchMock);
    const file = await downloadTaskFile('worksheet', { member: 'unassigned', status: 'todo', q: 'boats' }, '2026-11-23');
    expect(file.filename).toBe('tasks_worksheet_2026-11-23.txt');
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/tasks/export?format=worksheet&unassigned=true&status=todo&q=boats&today=2026-11-23');
  });
});

/** A stand-in for the PDF worker: what the page sent it, whether it was ended, and a way to answer. */
class FakeWorker {
  static started: FakeWorker[] = [];
  readonly url: string;
  sent: PageToPdfWorker[] = [];
  terminated = false;
  onmessage: ((event: { data: PdfWorkerToPage }) => void) | null = null;
  onerror: ((event: { preventDefault(): void }) => void) | null = null;
  constructor(url: URL) {
    this.url = url.href;
    FakeWorker.started.push(this);
  }
  postMessage(message: PageToPdfWorker) {
    this.sent.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  answer(data: PdfWorkerToPage) {
    this.onmessage?.({ data });
  }
}

describe('a PDF made in a worker', () => {
  const input = {
    tasks: [{ id: 1, title: 'Café Zoë 会议 🎉', description: '', status: 'todo', priority: 'medium', dueDate: null } as unknown as Task],
    event: { name: 'Summit' },
    member: { name: 'Ana Lima', code: 'EV-1' },
    today: '2026-11-23' as const,
  };
  const start = () => {
    FakeWorker.started = [];
    vi.stubGlobal('Worker', FakeWorker);
  };

  it('sends the worker the report and gives back its file, then ends the worker', async () => {
    start();
    const pdf = buildTaskReportPdf(input);
    const worker = FakeWorker.started[0]!;
    expect(worker.url).toMatch(/pdf\.worker\.ts$/);
    const report = worker.sent[0]!.report;
    expect(report.sections[0]!.rows[0]![0]).toBe('Café Zoë 会议 🎉');
    worker.answer({ type: 'done', bytes: new TextEncoder().encode('%PDF-1.3').buffer, pages: 1 });
    const { blob, pages, filename } = await pdf;
    expect([await blob.text(), blob.type, pages, filename]).toEqual(['%PDF-1.3', 'application/pdf', 1, 'tasks_export_2026-11-23.pdf']);
    expect(worker.terminated).toBe(true);
  });

  it('says the PDF maker could not be loaded when its script or its fonts cannot be fetched', async () => {
    start();
    const noFonts = buildTaskReportPdf(input);
    FakeWorker.started[0]!.answer({ type: 'error', reason: 'fonts', message: 'regular font: HTTP 404' });
    await expect(noFonts).rejects.toThrow(PDF_MODULE_MISSING_MESSAGE);
    const noScript = buildTaskReportPdf(input);
    FakeWorker.started[1]!.onerror!({ preventDefault: () => {} });
    await expect(noScript).rejects.toThrow(PDF_MODULE_MISSING_MESSAGE);
    expect(FakeWorker.started.every((worker) => worker.terminated)).toBe(true);
  });

  it('ends the worker when the export is called off (the page left)', async () => {
    start();
    const controller = new AbortController();
    const pdf = buildTaskReportPdf(input, controller.signal);
    controller.abort();
    await expect(pdf).rejects.toThrow(/not made/);
    expect(FakeWorker.started[0]!.terminated).toBe(true);
  });
});
