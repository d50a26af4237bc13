import http from 'node:http';
import zlib from 'node:zlib';
import { parse } from 'csv-parse/sync';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createMember, createTask } from './support/fixtures.ts';
import { createTestApp, signUp, type TestApp } from './support/test-app.ts';

/**
 * GET /api/tasks/export: the task list's filters as a CSV file or a text worksheet, streamed from
 * the database. On disk, so that SQLite reads an export on a connection of its own as it does in use.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ onDisk: true });
});
afterAll(() => t.close());

/** The spec's columns in its order, then the countdown label of a task due relative to its event. */
const HEADER = ['ID', 'Title', 'Description', 'Due Date', 'Event', 'Assignee', 'User ID', 'Status', 'Priority', 'Created At', 'Countdown'];
const STATUS_LABELS: Record<string, string> = { todo: 'To Do', inprogress: 'In Progress', completed: 'Completed', overdue: 'Overdue' };
const PRIORITY_LABELS: Record<string, string> = { high: 'High', medium: 'Medium', low: 'Low' };
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

const exportUrl = (query: Record<string, string | number> = {}) => `/api/tasks/export?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))}`;

function csvRows(response: LightMyRequestResponse): string[][] {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.rawPayload.subarray(0, 3)).toEqual(BOM);
  const [header, ...rows] = parse(response.rawPayload, { bom: true }) as string[][];
  expect(header).toEqual(HEADER);
  return rows;
}

/** A workspace's tasks as the database holds them, with event and assignee, in the list's order. */
async function storedTasks(workspaceId: number) {
  const rows = await t.app.db
    .selectFrom('tasks')
    .innerJoin('events', 'events.id', 'tasks.event_id')
    .leftJoin('team_members', 'team_members.id', 'tasks.assignee_id')
    .select([
      'tasks.id',
      'tasks.title',
      'tasks.description',
      'tasks.status',
      'tasks.priority',
      'tasks.due_date',
      'tasks.due_anchor',
      'tasks.due_offset_days',
      'tasks.event_id',
      'tasks.assignee_id',
      'tasks.created_at',
      'events.name as event_name',
      'team_members.name as assignee_name',
      'team_members.code as assignee_code',
    ])
    .where('tasks.owner_id', '=', workspaceId)
    .execute();
  return rows.sort((a, b) => {
    if (a.due_date !== b.due_date) {
      if (a.due_date === null) return 1;
      if (b.due_date === null) return -1;
      return a.due_date < b.due_date ? -1 : 1;
    }
    return a.id - b.id;
  });
}
type StoredTask = Awaited<ReturnType<typeof storedTasks>>[number];

/** The CSV row a stored task should export as: a cell that would start a formula gets a leading '. */
function expectedRow(task: StoredTask): string[] {
  const safe = (cell: string) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);
  return [
    String(task.id),
    task.title,
    task.description,
    task.due_date ?? '',
    task.event_name,
    task.assignee_name ?? 'Unassigned',
    task.assignee_code ?? '',
    STATUS_LABELS[task.status]!,
    PRIORITY_LABELS[task.priority]!,
    task.created_at,
    // Only Print badges is due relative to its event: 44 days after the one-day Design Summit of 2030-06-01.
    task.due_anchor === null ? '' : `T+${task.due_offset_days}`,
  ].map(safe);
}

describe('one owner’s tasks', () => {
  let owner: Awaited<ReturnType<typeof signUp>>;
  let intruder: Awaited<ReturnType<typeof signUp>>;
  let summit: { id: number; name: string };
  let gala: { id: number; name: string };
  let mia: { id: number; code: string; name: string };
  let foreign: { eventId: number; memberId: number };
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    owner = await signUp(t.app);
    intruder = await signUp(t.app);
    summit = await createEvent(t.app, owner.cookie, { name: 'Design Summit' });
    gala = await createEvent(t.app, owner.cookie, { name: 'Charity Gala, 2030', startDate: '2030-09-01' });
    mia = await createMember(t.app, owner.cookie, summit.id, { name: 'Mia Wong' });
    const leo = await createMember(t.app, owner.cookie, summit.id, { name: 'Léo Martin' });
    const zoe = await createMember(t.app, owner.cookie, gala.id, { name: '=Zoë' });
    const tasks = [
      { key: 'venue', title: 'Book venue', description: 'Call three venues, compare "quotes"\nthen book', eventId: summit.id, dueDate: '2030-06-01', assigneeId: mia.id, priority: 'high' },
      { key: 'formula', title: '=HYPERLINK("http://evil.example","Click")', description: '+1 call me', eventId: summit.id, priority: 'low', status: 'inprogress' },
      { key: 'band', title: 'Hire band 🎸', eventId: gala.id, dueDate: '2030-05-01', assigneeId: zoe.id, status: 'completed' },
      { key: 'cafe', title: 'Café order for Zoë', description: '@channel\twith a tab\r\nand CRLF', eventId: gala.id, dueDate: '2030-05-01', priority: 'high', status: 'overdue' },
      { key: 'badges', title: 'Print badges', description: '-5 left', eventId: summit.id, dueAnchor: 'end', dueOffsetDays: 44, assigneeId: leo.id },
      { key: 'walk', title: 'Venue walkthrough', eventId: summit.id, assigneeId: mia.id, status: 'completed' },
    ];
    for (const { key, ...payload } of tasks) ids[key] = (await createTask(t.app, owner.cookie, payload)).id;

    const secretEvent = await createEvent(t.app, intruder.cookie, { name: 'Secret Event' });
    const secretMember = await createMember(t.app, intruder.cookie, secretEvent.id, { name: 'Secret Member' });
    await createTask(t.app, intruder.cookie, { title: 'Secret task', eventId: secretEvent.id, assigneeId: secretMember.id });
    foreign = { eventId: secretEvent.id, memberId: secretMember.id };
  });

  it('answers a CSV download named for the day, every task a row as the database holds it, in the list’s order', async () => {
    const response = await t.call('GET', exportUrl({ today: '2030-06-10' }), owner.cookie);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="tasks_export_2030-06-10.csv"');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const stored = await storedTasks(owner.workspaceId);
    expect(stored).toHaveLength(6);
    expect(csvRows(response)).toEqual(stored.map(expectedRow));
    // Records end in CRLF; the line breaks inside a description stay as they were.
    expect(response.body.endsWith('\r\n')).toBe(true);
  });

  it('neutralises cells that would start a formula and keeps awkward text intact', async () => {
    const rows = csvRows(await t.call('GET', exportUrl(), owner.cookie));
    const byId = new Map(rows.map((row) => [Number(row[0]), row]));
    expect(byId.get(ids.formula!)!.slice(1, 3)).toEqual(['\'=HYPERLINK("http://evil.example","Click")', "'+1 call me"]);
    expect(byId.get(ids.formula!)!.slice(5, 9)).toEqual(['Unassigned', '', 'In Progress', 'Low']);
    expect(byId.get(ids.venue!)!.slice(2, 9)).toEqual([
      'Call three venues, compare "quotes"\nthen book',
      '2030-06-01',
      'Design Summit',
      'Mia Wong',
      mia.code,
      'To Do',
      'High',
    ]);
    expect(byId.get(ids.cafe!)!.slice(1, 5)).toEqual(['Café order for Zoë', "'@channel\twith a tab\r\nand CRLF", '2030-05-01', 'Charity Gala, 2030']);
    expect(byId.get(ids.band!)!.slice(1, 6)).toEqual(['Hire band 🎸', '', '2030-05-01', 'Charity Gala, 2030', "'=Zoë"]);
    expect(byId.get(ids.badges!)![2]).toBe("'-5 left");
  });

  it.each([
    ['no filter', {}, () => true],
    ['an event', () => ({ eventId: summit.id }), (task: StoredTask) => task.event_id === summit.id],
    ['a member', () => ({ memberId: mia.id }), (task: StoredTask) => task.assignee_id === mia.id],
    ['unassigned tasks', { unassigned: 'true' }, (task: StoredTask) => task.assignee_id === null],
    ['a status', { status: 'todo' }, (task: StoredTask) => task.status === 'todo'],
    ['a search, ignoring case', { q: 'VENUE' }, (task: StoredTask) => /venue/i.test(`${task.title} ${task.description}`)],
    ['an event and a status', () => ({ eventId: gala.id, status: 'completed' }), (task: StoredTask) => task.event_id === gala.id && task.status === 'completed'],
  ] as const)('exports exactly the tasks the list shows for %s', async (_name, query, keep) => {
    const filters = typeof query === 'function' ? query() : query;
    const expected = (await storedTasks(owner.workspaceId)).filter(keep);
    expect(expected.length).toBeGreaterThan(0);
    const rows = csvRows(await t.call('GET', exportUrl(filters), owner.cookie));
    expect(rows).toEqual(expected.map(expectedRow));
    const list = (await t.call('GET', `/api/tasks?${new URLSearchParams(Object.entries(filters).map(([k, v]) => [k, String(v)]))}&limit=500`, owner.cookie)).json();
    expect(rows.map((row) => Number(row[0]))).toEqual(list.items.map((item: { id: number }) => item.id));
  });

  it('answers the same file gzipped when the client accepts it', async () => {
    const plain = await t.call('GET', exportUrl({ today: '2030-06-10' }), owner.cookie);
    const compressed = await t.app.inject({ method: 'GET', url: exportUrl({ today: '2030-06-10' }), headers: { cookie: owner.cookie, 'accept-encoding': 'br, gzip' } });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(compressed.rawPayload)).toEqual(plain.rawPayload);
    // At gzip's fastest level, which its header marks with extra flags 4 (RFC 1952, XFL): a large
    // export then takes no longer to send compressed than plain.
    expect(compressed.rawPayload[8]).toBe(4);
  });

  it('writes a worksheet with the filters, the counts and the tasks grouped by status, 80 columns wide', async () => {
    const response = await t.call('GET', exportUrl({ format: 'worksheet', today: '2030-06-10' }), owner.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="tasks_worksheet_2030-06-10.txt"');
    const text = response.body;
    expect(text).toContain('Date: 2030-06-10\n');
    expect(text).toContain('  Event:  All events\n  Member: All members\n  Status: All statuses\n  Search: None\n');
    expect(text).toContain('By status (6 tasks)\n  To Do        2\n  In Progress  1\n  Completed    2\n  Overdue      1\n');
    expect(text).toContain('By priority\n  High         2\n  Medium       3\n  Low          1\n');
    const groups = [...text.matchAll(/^(TO DO|IN PROGRESS|COMPLETED|OVERDUE) \((\d+) tasks?\)$/gm)].map((match) => `${match[1]} ${match[2]}`);
    expect(groups).toEqual(['TO DO 2', 'IN PROGRESS 1', 'COMPLETED 2', 'OVERDUE 1']);
    const titles = [...text.matchAll(/^\[[ x]\] (.*)$/gm)].map((match) => match[1]);
    // Within a status, in the list's order: by due date, undated last.
    expect(titles).toEqual(['Book venue', 'Print badges', '=HYPERLINK("http://evil.example","Click")', 'Hire band 🎸', 'Venue walkthrough', 'Café order for Zoë']);
    expect(text).toContain('[ ] Book venue\n    Due: 2030-06-01 (past due) | Priority: High\n');
    expect(text).toContain('[ ] Print badges\n    Due: 2030-07-15 (T+44) | Priority: Medium\n');
    expect(text).toContain('[x] Venue walkthrough\n    Due: none | Priority: Medium\n    Assignee: Mia Wong');
    for (const line of text.split('\n')) expect([...line].length, line).toBeLessThanOrEqual(80);
    expect(text).not.toContain('Secret');
  });

  it('names the event, member, status and search in the worksheet heading', async () => {
    const response = await t.call('GET', exportUrl({ format: 'worksheet', eventId: summit.id, memberId: mia.id, status: 'todo', q: 'venue', today: '2030-06-10' }), owner.cookie);
    const text = response.body;
    expect(text).toContain(`  Event:  Design Summit\n  Member: Mia Wong (${mia.code})\n  Status: To Do\n  Search: "venue"\n`);
    expect(text).toContain('By status (1 task)\n  To Do        1\n  In Progress  0\n');
    expect([...text.matchAll(/^\[[ x]\] (.*)$/gm)].map((match) => match[1])).toEqual(['Book venue']);
  });

  it('uses the server’s UTC date when the request sends no today', async () => {
    const before = new Date().toISOString().slice(0, 10);
    const response = await t.call('GET', exportUrl({ format: 'worksheet' }), owner.cookie);
    const after = new Date().toISOString().slice(0, 10);
    const named = /filename="tasks_worksheet_(\d{4}-\d{2}-\d{2})\.txt"/.exec(String(response.headers['content-disposition']))?.[1];
    expect([before, after]).toContain(named);
  });

  it('still answers a valid file when nothing matches', async () => {
    const csv = await t.call('GET', exportUrl({ q: 'no task says this' }), owner.cookie);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toBe(`\uFEFF${HEADER.join(',')}\r\n`);
    const worksheet = await t.call('GET', exportUrl({ format: 'worksheet', q: 'no task says this' }), owner.cookie);
    expect(worksheet.body).toContain('By status (0 tasks)');
    expect(worksheet.body.trimEnd().endsWith('No tasks found for the selected filters')).toBe(true);
  });

  it('gives a user with no tasks the header row, and a worksheet that says there are none', async () => {
    const newcomer = await signUp(t.app);
    const csv = await t.call('GET', exportUrl(), newcomer.cookie);
    expect(csv.body).toBe(`\uFEFF${HEADER.join(',')}\r\n`);
    expect(csvRows(csv)).toEqual([]);
    const worksheet = await t.call('GET', exportUrl({ format: 'worksheet' }), newcomer.cookie);
    expect(worksheet.statusCode).toBe(200);
    expect(worksheet.body.trimEnd().endsWith('There are no tasks yet.')).toBe(true);
  });

  it.each([
    [{ format: 'pdf' }, 'format', 'Format must be csv or worksheet'],
    [{ status: 'done' }, 'status', 'Status must be one of To Do, In Progress, Completed or Overdue'],
    [{ eventId: 'abc' }, 'eventId', 'Event filter must be an event id'],
    [{ memberId: '0' }, 'memberId', 'Member filter must be a team member id'],
    [{ unassigned: 'maybe' }, 'unassigned', 'Unassigned must be true or false'],
    [{ today: '2030-13-01' }, 'today', 'Today must be a date as YYYY-MM-DD'],
    [{ q: 'x'.repeat(201) }, 'q', 'Search must be at most 200 characters'],
  ])('refuses %j with a 400 naming the field', async (query, field, message) => {
    const response = await t.call('GET', exportUrl(query), owner.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-disposition']).toBeUndefined();
    expect(response.json().error.fields[field]).toBe(message);
  });

  it('answers 404 for another user’s event or member, and for ids that do not exist, never their tasks', async () => {
    const cases = [
      [{ eventId: foreign.eventId }, 'Event not found', 'eventId'],
      [{ eventId: 999_999 }, 'Event not found', 'eventId'],
      [{ memberId: foreign.memberId }, 'Team member not found', 'memberId'],
      [{ memberId: 999_999, format: 'worksheet' }, 'Team member not found', 'memberId'],
    ] as const;
    for (const [query, message, field] of cases) {
      const response = await t.call('GET', exportUrl(query), owner.cookie);
      expect(response.statusCode, JSON.stringify(query)).toBe(404);
      expect(response.json()).toEqual({ error: { message, fields: { [field]: message } } });
    }
  });

  it('exports only the signed-in user’s own tasks', async () => {
    const rows = csvRows(await t.call('GET', exportUrl(), intruder.cookie));
    expect(rows.map((row) => row[1])).toEqual(['Secret task']);
    const theirs = await t.call('GET', exportUrl({ eventId: summit.id }), intruder.cookie);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain('Book venue');
  });

  it('needs a session', async () => {
    const response = await t.call('GET', exportUrl());
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe('Authentication required. Please sign in to continue.');
  });

  it('is in the OpenAPI document with its filters and both file types', async () => {
    const operation = (await t.call('GET', '/api/docs/json')).json().paths['/api/tasks/export'].get;
    expect(operation.parameters.map((parameter: { name: string }) => parameter.name).sort()).toEqual(
      ['batch', 'due', 'eventId', 'format', 'hideCompleted', 'memberId', 'q', 'status', 'today', 'unassigned'].sort(),
    );
    expect(Object.keys(operation.responses['200'].content).sort()).toEqual(['text/csv', 'text/plain']);
    expect(Object.keys(operation.responses).sort()).toEqual(['200', '400', '401', '404', '503']);
  });
});

describe('a large export', () => {
  const TASKS = 5_200;
  /** Long descriptions make the file (about 21 MB) far larger than what the sockets between client and server can hold. */
  const DESCRIPTION_LENGTH = 4_000;
  let owner: Awaited<ReturnType<typeof signUp>>;
  let origin: string;

  beforeAll(async () => {
    owner = await signUp(t.app);
    const event = await createEvent(t.app, owner.cookie, { name: 'Trade Fair' });
    const member = await createMember(t.app, owner.cookie, event.id, { name: 'Ada Lee' });
    const now = new Date().toISOString();
    const filler = 'Check the stand plan, the power and the badges. '.repeat(100).slice(0, DESCRIPTION_LENGTH - 10);
    for (let start = 0; start < TASKS; start += 400) {
      const rows = Array.from({ length: Math.min(400, TASKS - start) }, (_, offset) => {
        const index = start + offset;
        return {
          owner_id: owner.workspaceId,
          event_id: event.id,
          title: `Task ${index}`,
          description: `${filler} #${index}`,
          status: ['todo', 'inprogress', 'completed', 'overdue'][index % 4]!,
          priority: ['high', 'medium', 'low'][index % 3]!,
          due_date: index % 5 === 0 ? null : `2030-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 28) + 1).padStart(2, '0')}`,
          assignee_id: index % 2 === 0 ? member.id : null,
          created_at: now,
          updated_at: now,
        };
      });
      await t.app.db.insertInto('tasks').values(rows).execute();
    }
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  }, 120_000);

  /** Starts a download over a real socket, as curl with the session cookie would, and waits for its first bytes. */
  function startDownload(url = exportUrl()): Promise<{ request: http.ClientRequest; response: http.IncomingMessage; first: Buffer }> {
    return new Promise((resolve, reject) => {
      const request = http.get(`${origin}${url}`, { headers: { cookie: owner.cookie, 'accept-encoding': 'identity' } }, (response) => {
        response.once('data', (first: Buffer) => {
          response.pause();
          resolve({ request, response, first });
        });
        response.once('error', reject);
      });
      request.once('error', reject);
    });
  }

  /** The rest of a paused download. */
  async function finish(response: http.IncomingMessage): Promise<Buffer> {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.resume();
    await new Promise((resolve) => response.once('end', resolve));
    return Buffer.concat(chunks);
  }

  function cancel(request: http.ClientRequest) {
    request.on('error', () => {});
    request.destroy();
  }

  it(`delivers all ${TASKS.toLocaleString('en-US')} rows, each as stored`, async () => {
    const response = await t.call('GET', exportUrl(), owner.cookie);
    const rows = csvRows(response);
    const stored = await storedTasks(owner.workspaceId);
    expect(stored).toHaveLength(TASKS);
    expect(rows).toHaveLength(TASKS);
    expect(rows.map((row) => Number(row[0]))).toEqual(stored.map((task) => task.id));
    expect(rows).toEqual(stored.map(expectedRow));
  }, 60_000);

  it('serves other requests, reads and writes, while a download waits for its client', async () => {
    const { request, response, first } = await startDownload();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="tasks_export_\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(first.subarray(0, 3)).toEqual(BOM);

    const list = await t.call('GET', '/api/tasks?limit=5', owner.cookie);
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBe(TASKS);
    const created = await t.call('POST', '/api/tasks', owner.cookie, { title: 'Written meanwhile', eventId: list.json().items[0].eventId });
    expect(created.statusCode).toBe(201);
    await t.call('DELETE', `/api/tasks/${created.json().task.id}`, owner.cookie);
    cancel(request);
  }, 60_000);

  it('writes the whole worksheet from one moment: a task added during the download is in neither counts nor groups', async () => {
    const { response, first } = await startDownload(exportUrl({ format: 'worksheet' }));
    const eventId = (await t.call('GET', '/api/tasks?limit=1', owner.cookie)).json().items[0].eventId;
    // Overdue is the last group, so its rows are read after this write.
    const created = await t.call('POST', '/api/tasks', owner.cookie, { title: 'Written meanwhile', eventId, status: 'overdue' });
    expect(created.statusCode).toBe(201);
    const text = Buffer.concat([first, await finish(response)]).toString('utf8');
    await t.call('DELETE', `/api/tasks/${created.json().task.id}`, owner.cookie);
    expect(text).not.toContain('Written meanwhile');
    expect(text).toContain(`By status (${TASKS.toLocaleString('en-US')} tasks)\n  To Do        1,300\n  In Progress  1,300\n  Completed    1,300\n  Overdue      1,300\n`);
    expect(text).toContain('OVERDUE (1,300 tasks)');
    expect(text.match(/^\[[ x]\] /gm)).toHaveLength(TASKS);
  }, 60_000);

  it('gives the database back when clients go away halfway, so later exports and requests still run', async () => {
    // More than the exports run at once and the connections the test database pool holds.
    for (let attempt = 0; attempt < 25; attempt += 1) {
      const { request } = await startDownload();
      cancel(request);
    }
    const response = await t.call('GET', exportUrl({ format: 'worksheet' }), owner.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`By status (${TASKS.toLocaleString('en-US')} tasks)`);
    expect((await t.call('GET', '/api/tasks?limit=1', owner.cookie)).statusCode).toBe(200);
  }, 60_000);
});
