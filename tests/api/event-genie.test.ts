import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { AA_CONTRAST } from '../../src/domain/event-genie.ts';
import { loggerOptions } from '../../src/server/app.ts';
import { createEvent, createTask } from './support/fixtures.ts';
import { createTestApp, signUp } from './support/test-app.ts';
import { addToWorkspace } from './support/workspaces.ts';

/**
 * EventGenie: a theme composed from the curated sets, or worded by a configured language model
 * (here a stub that answers like the OpenAI chat completions API) with the curated theme whenever the
 * model fails, is slow or answers something that does not fit; and applying a theme to an event.
 */

const API_KEY = 'sk-test-genie-0123456789abcdef';
const WORDING = {
  name: 'Harbour Glow',
  tagline: 'Ideas that shine by the water.',
  decorations: ['Lanterns on the pier', 'Blue table runners', 'Rope-knot napkin rings', 'Driftwood signs'],
  activities: ['Harbour walk at sunset', 'Lightning talks by the boats', 'Sea shanty sing-along', 'Group photo on the quay'],
};

type StubMode = 'wording' | 'slow' | 'malformed' | 'prose' | 'error' | 'not-json';
let mode: StubMode = 'wording';
const received: { url: string; authorization?: string; body: { model: string; messages: { role: string; content: string }[] } }[] = [];

const stub = http.createServer((request, response) => {
  let text = '';
  request.on('data', (chunk: Buffer) => (text += chunk.toString()));
  request.on('end', () => {
    received.push({ url: request.url ?? '', authorization: request.headers.authorization, body: JSON.parse(text) });
    const completion = (content: string) =>
      JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion', model: 'stub', choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }] });
    response.setHeader('content-type', 'application/json');
    if (mode === 'slow') {
      // Answers long after the app's time-out; the timer is cleared when the app gives up and closes the connection.
      const timer = setTimeout(() => response.end(completion(JSON.stringify(WORDING))), 5_000);
      response.on('close', () => clearTimeout(timer));
      return;
    }
    if (mode === 'error') {
      response.statusCode = 500;
      response.end(JSON.stringify({ error: { message: 'model not loaded' } }));
      return;
    }
    if (mode === 'not-json') return response.end('<html>gateway</html>');
    if (mode === 'prose') return response.end(completion('Sure! Here is a theme called Harbour Glow.'));
    if (mode === 'malformed') return response.end(completion(JSON.stringify({ name: 'Harbour Glow', tagline: 42, decorations: 'lanterns' })));
    response.end(completion(`\`\`\`json\n${JSON.stringify(WORDING)}\n\`\`\``));
  });
});
await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
const stubUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}/v1`;

const logLines: string[] = [];
const curatedApp = await createTestApp();
const modelApp = await createTestApp({
  config: { llm: { baseUrl: stubUrl, model: 'stub-model', apiKey: API_KEY, timeoutMs: 400 } },
  logger: loggerOptions('info', { write: (line: string) => void logLines.push(line) }),
});
afterAll(async () => {
  await curatedApp.close();
  await modelApp.close();
  await new Promise((resolve) => stub.close(resolve));
});

beforeEach(() => {
  mode = 'wording';
  received.length = 0;
});

async function ownerWithEvent(t = curatedApp, event: { name?: string; description?: string; startDate?: string; endDate?: string } = {}) {
  const owner = await signUp(t.app);
  const created = await createEvent(t.app, owner.cookie, { name: 'Harbour Lights Meetup', description: 'Talks by the water', startDate: '2031-06-14', ...event }, owner.workspaceId);
  return { owner, event: created, call: (url: string, body: object) => t.call('POST', url, owner.cookie, body, owner.workspaceId) };
}

describe('composing a theme from the curated sets', () => {
  it('answers a complete theme for the event, the same for the same seed, and says where it comes from', async () => {
    const { event, call } = await ownerWithEvent();
    const response = await call('/api/event-genie/themes', { eventId: event.id, mood: 'festive', seed: 1234 });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.source).toBe('curated');
    expect(body.model).toBeNull();
    expect(body.theme).toMatchObject({ mood: 'festive', eventType: 'meetup', seed: 1234, templateName: 'Community meetup' });
    expect(body.theme.decorations).toHaveLength(4);
    expect(body.theme.activities).toHaveLength(4);
    for (const pair of body.theme.palette.pairs) expect(pair.ratio).toBeGreaterThanOrEqual(AA_CONTRAST);
    // The meetup's run of day for a one-day event on 14 June: a week before to the day after.
    expect(body.theme.skeleton[0]).toMatchObject({ title: 'Remind attendees', dueAnchor: 'start', dueOffsetDays: -7, dueDate: '2031-06-07' });
    expect(body.theme.skeleton.at(-1)).toMatchObject({ dueAnchor: 'end', dueOffsetDays: 1, dueDate: '2031-06-15' });
    const again = await call('/api/event-genie/themes', { eventId: event.id, mood: 'festive', seed: 1234 });
    expect(again.json()).toEqual(body);
  });

  it('uses the type of event the user chose over the one its name suggests', async () => {
    const { event, call } = await ownerWithEvent(curatedApp, { name: 'Annual Summit' });
    expect((await call('/api/event-genie/themes', { eventId: event.id, mood: 'calm', seed: 1 })).json().theme.eventType).toBe('conference');
    const chosen = (await call('/api/event-genie/themes', { eventId: event.id, mood: 'calm', seed: 1, eventType: 'wedding' })).json().theme;
    expect(chosen.eventType).toBe('wedding');
    expect(chosen.templateName).toBe('Wedding');
  });

  it('refuses a mood it does not know, a bad seed and an event of another workspace', async () => {
    const { event, call } = await ownerWithEvent();
    const mood = await call('/api/event-genie/themes', { eventId: event.id, mood: 'gloomy' });
    expect(mood.statusCode).toBe(400);
    expect(mood.json().error.fields.mood).toBe('Choose a mood: Elegant, Playful, Festive, Calm, Bold or Rustic');
    expect((await call('/api/event-genie/themes', { eventId: event.id, mood: 'calm', seed: -1 })).statusCode).toBe(400);
    const other = await ownerWithEvent();
    const foreign = await other.call('/api/event-genie/themes', { eventId: event.id, mood: 'calm' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe('Event not found');
  });
});

describe('composing with the configured language model', () => {
  it("asks the endpoint for the wording with the model and key, and keeps the curated palette, fonts and skeleton", async () => {
    const { event, call } = await ownerWithEvent(modelApp);
    const response = await call('/api/event-genie/themes', { eventId: event.id, mood: 'calm', seed: 77 });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.source).toBe('model');
    expect(body.model).toBe('stub-model');
    expect(body.theme).toMatchObject(WORDING);
    expect(received).toHaveLength(1);
    expect(received[0]!.url).toBe('/v1/chat/completions');
    expect(received[0]!.authorization).toBe(`Bearer ${API_KEY}`);
    expect(received[0]!.body.model).toBe('stub-model');
    expect(received[0]!.body.messages.at(-1)!.content).toContain('Harbour Lights Meetup');
    // Everything but the wording is the curated theme of the same seed.
    mode = 'malformed';
    const fallback = (await call('/api/event-genie/themes', { eventId: event.id, mood: 'calm', seed: 77 })).json();
    expect({ ...body.theme, ...pickWording(fallback.theme) }).toEqual(fallback.theme);
  });

  it.each([
    ['a malformed answer', 'malformed', 'does not fit the schema'],
    ['prose instead of JSON', 'prose', 'not JSON'],
    ['an error status', 'error', 'answered 500'],
    ['an answer that is not JSON at all', 'not-json', 'not JSON'],
    ['no answer in time', 'slow', 'no answer within 400 ms'],
  ] as const)('falls back to the curated theme on %s, logging why but not the key', async (_case, stubMode, reason) => {
    const { event, call } = await ownerWithEvent(modelApp);
    mode = stubMode;
    logLines.length = 0;
    const started = Date.now();
    const response = await call('/api/event-genie/themes', { eventId: event.id, mood: 'bold', seed: 5 });
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ source: 'curated', model: null });
    // The same theme as an installation without a model composes for the same event and seed.
    const same = await ownerWithEvent(curatedApp);
    expect(body.theme).toEqual((await same.call('/api/event-genie/themes', { eventId: same.event.id, mood: 'bold', seed: 5 })).json().theme);
    const warning = logLines.find((line) => line.includes('EventGenie answered the curated theme'));
    expect(warning).toBeDefined();
    expect(JSON.parse(warning!).reason).toContain(reason);
    expect(logLines.join('\n')).not.toContain(API_KEY);
  });

  it('words at most 60 themes an hour for one account, then answers 429 with Retry-After', async () => {
    const { event, call } = await ownerWithEvent(modelApp);
    for (let index = 0; index < 60; index += 1) {
      expect((await call('/api/event-genie/themes', { eventId: event.id, mood: 'playful', seed: index })).statusCode).toBe(200);
    }
    const refused = await call('/api/event-genie/themes', { eventId: event.id, mood: 'playful', seed: 61 });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error.message).toMatch(/^Too many themes composed\. Try again in \d+ minutes?\.$/);
    expect(received).toHaveLength(60);
  });

  it('answers the curated theme when nothing listens at the address', async () => {
    const t = await createTestApp({ config: { llm: { baseUrl: 'http://127.0.0.1:9/v1', model: 'm', timeoutMs: 2_000 } } });
    try {
      const { event, call } = await ownerWithEvent(t);
      const body = (await call('/api/event-genie/themes', { eventId: event.id, mood: 'rustic', seed: 3 })).json();
      expect(body).toMatchObject({ source: 'curated', model: null });
    } finally {
      await t.close();
    }
  });
});

function pickWording(theme: { name: string; tagline: string; decorations: string[]; activities: string[] }) {
  return { name: theme.name, tagline: theme.tagline, decorations: theme.decorations, activities: theme.activities };
}

describe('applying a theme', () => {
  const skeleton = [
    { title: 'Set up the room', description: 'Chairs and signs', priority: 'high', dueAnchor: 'start', dueOffsetDays: 0 },
    { title: 'Remind attendees', description: 'Time and address', priority: 'medium', dueAnchor: 'start', dueOffsetDays: -7 },
    { title: 'Thank the speakers', description: '', priority: 'low', dueAnchor: 'end', dueOffsetDays: 1 },
  ];

  it('puts the tagline first in the description and creates the tasks as one batch, due relative to the event', async () => {
    const { owner, event, call } = await ownerWithEvent();
    const response = await call('/api/event-genie/apply', { eventId: event.id, tagline: 'Lights up, spirits high!', tasks: skeleton });
    expect(response.statusCode).toBe(200);
    const applied = response.json();
    expect(applied).toMatchObject({ eventId: event.id, descriptionUpdated: true, createdTasks: 3, skippedTasks: 0 });
    const read = await curatedApp.call('GET', `/api/events/${event.id}`, owner.cookie, undefined, owner.workspaceId);
    expect(read.json().event.description).toBe('Lights up, spirits high!\n\nTalks by the water');
    const tasks = await curatedApp.call('GET', `/api/tasks?batch=${applied.batchId}&sort=dueDate&order=asc`, owner.cookie, undefined, owner.workspaceId);
    expect(tasks.json().items.map((task: Record<string, unknown>) => [task.title, task.status, task.dueDate, task.dueAnchor, task.dueOffsetDays])).toEqual([
      ['Remind attendees', 'todo', '2031-06-07', 'start', -7],
      ['Set up the room', 'todo', '2031-06-14', 'start', 0],
      ['Thank the speakers', 'todo', '2031-06-15', 'end', 1],
    ]);
    // Applying the same tagline again leaves the description as it is.
    const again = await call('/api/event-genie/apply', { eventId: event.id, tagline: 'Lights up, spirits high!' });
    expect(again.json()).toEqual({ eventId: event.id, descriptionUpdated: false, createdTasks: 0, skippedTasks: 0, batchId: null });
  });

  it('creates each task once when the same theme is applied again, and says how many the event already had', async () => {
    const { owner, event, call } = await ownerWithEvent();
    const first = await call('/api/event-genie/apply', { eventId: event.id, tagline: 'Lights up, spirits high!', tasks: skeleton });
    expect(first.json()).toMatchObject({ createdTasks: 3, skippedTasks: 0 });
    const again = await call('/api/event-genie/apply', { eventId: event.id, tagline: 'Lights up, spirits high!', tasks: skeleton });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ eventId: event.id, descriptionUpdated: false, createdTasks: 0, skippedTasks: 3, batchId: null });
    const tasks = await curatedApp.call('GET', `/api/tasks?eventId=${event.id}&sort=dueDate&order=asc`, owner.cookie, undefined, owner.workspaceId);
    expect(tasks.json().items.map((task: Record<string, unknown>) => task.title)).toEqual(['Remind attendees', 'Set up the room', 'Thank the speakers']);
  });

  it('leaves out only the tasks whose title the event already has, whoever made them', async () => {
    const { owner, event, call } = await ownerWithEvent();
    await createTask(curatedApp.app, owner.cookie, { eventId: event.id, title: 'Set up the room', dueDate: '2031-06-13' }, owner.workspaceId);
    // The same title in another event of the workspace does not count.
    const other = await createEvent(curatedApp.app, owner.cookie, { name: 'Harbour Breakfast', startDate: '2031-06-20' }, owner.workspaceId);
    await createTask(curatedApp.app, owner.cookie, { eventId: other.id, title: 'Thank the speakers', dueDate: '2031-06-20' }, owner.workspaceId);
    const response = await call('/api/event-genie/apply', { eventId: event.id, tasks: skeleton });
    expect(response.statusCode).toBe(200);
    const applied = response.json();
    expect(applied).toMatchObject({ descriptionUpdated: false, createdTasks: 2, skippedTasks: 1 });
    const batch = await curatedApp.call('GET', `/api/tasks?batch=${applied.batchId}&sort=dueDate&order=asc`, owner.cookie, undefined, owner.workspaceId);
    expect(batch.json().items.map((task: Record<string, unknown>) => task.title)).toEqual(['Remind attendees', 'Thank the speakers']);
    const all = await curatedApp.call('GET', `/api/tasks?eventId=${event.id}`, owner.cookie, undefined, owner.workspaceId);
    expect(all.json().total).toBe(3);
  });

  it('creates the tasks once when two applies of the same theme arrive at the same time', async () => {
    const { owner, event, call } = await ownerWithEvent();
    const body = { eventId: event.id, tasks: skeleton };
    const answers = (await Promise.all([call('/api/event-genie/apply', body), call('/api/event-genie/apply', body)])).map((response) => response.json());
    expect(answers.map((answer) => [answer.createdTasks, answer.skippedTasks]).sort()).toEqual([
      [0, 3],
      [3, 0],
    ]);
    const tasks = await curatedApp.call('GET', `/api/tasks?eventId=${event.id}`, owner.cookie, undefined, owner.workspaceId);
    expect(tasks.json().total).toBe(3);
  });

  it('changes nothing when any part is refused, and asks for something to apply', async () => {
    const { owner, event, call } = await ownerWithEvent(curatedApp, { description: 'D'.repeat(4_990) });
    const tooLong = await call('/api/event-genie/apply', { eventId: event.id, tagline: 'A tagline that no longer fits', tasks: skeleton });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.fields.tagline).toMatch(/longer than 5,000 characters/);
    const tasks = await curatedApp.call('GET', `/api/tasks?eventId=${event.id}`, owner.cookie, undefined, owner.workspaceId);
    expect(tasks.json().total).toBe(0);
    const nothing = await call('/api/event-genie/apply', { eventId: event.id, tasks: [] });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().error.fields.tasks).toBe('Choose the tagline, the tasks or both to apply');
  });

  it('is refused to viewers and to other workspaces, and changes nothing', async () => {
    const { owner, event } = await ownerWithEvent();
    const viewer = await signUp(curatedApp.app);
    await addToWorkspace(curatedApp.app, owner.workspaceId, viewer.user.id, 'viewer');
    const body = { eventId: event.id, tagline: 'Not yours', tasks: skeleton };
    const refused = await curatedApp.call('POST', '/api/event-genie/apply', viewer.cookie, body, owner.workspaceId);
    expect(refused.statusCode).toBe(403);
    // A viewer may still compose.
    expect((await curatedApp.call('POST', '/api/event-genie/themes', viewer.cookie, { eventId: event.id, mood: 'calm' }, owner.workspaceId)).statusCode).toBe(200);
    const outsider = await ownerWithEvent();
    expect((await outsider.call('/api/event-genie/apply', body)).statusCode).toBe(404);
    const read = await curatedApp.call('GET', `/api/events/${event.id}`, owner.cookie, undefined, owner.workspaceId);
    expect(read.json().event.description).toBe('Talks by the water');
    const tasks = await curatedApp.call('GET', `/api/tasks?eventId=${event.id}`, owner.cookie, undefined, owner.workspaceId);
    expect(tasks.json().total).toBe(0);
  });
});
