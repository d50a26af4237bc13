import { GENIE_EVENT_TYPE_LABELS, GENIE_IDEA_COUNT, GENIE_MOOD_LABELS, type GenieEvent, type GenieTheme } from '../../domain/event-genie.ts';
import type { Config } from '../config.ts';

export type LlmSettings = NonNullable<Config['llm']>;

/** The most of an answer read; a chat completion with a few sentences of JSON is a few kilobytes. */
const MAX_ANSWER_BYTES = 64 * 1024;

export type LlmResult = { ok: true; body: unknown } | { ok: false; reason: string };

/** The chat completions address under the configured base URL (http://127.0.0.1:11434/v1 → …/v1/chat/completions). */
export function completionsUrl(baseUrl: string): string {
  let end = baseUrl.length;
  while (end > 0 && baseUrl[end - 1] === '/') end -= 1;
  return `${baseUrl.slice(0, end)}/chat/completions`;
}

/** The messages that ask for the wording of a theme: the event, the mood and the curated proposal to start from. */
export function wordingMessages(event: GenieEvent, theme: GenieTheme) {
  const dates = event.startDate === event.endDate ? event.startDate : `${event.startDate} to ${event.endDate}`;
  const shape =
    `{"name": "a theme name, at most 60 characters", "tagline": "one line, at most 200 characters", ` +
    `"decorations": [${GENIE_IDEA_COUNT} short decoration ideas], "activities": [${GENIE_IDEA_COUNT} short activity ideas]}`;
  return [
    {
      role: 'system',
      content:
        'You write the wording of themes for events: a name, a tagline and practical ideas, in clear, warm English. ' +
        `Answer with one JSON object and nothing else, of this shape: ${shape}. Each idea is one line of at most 160 characters.`,
    },
    {
      role: 'user',
      content: [
        `Event: ${event.name}`,
        `Kind of event: ${GENIE_EVENT_TYPE_LABELS[theme.eventType]}`,
        `Dates: ${dates}`,
        `Mood: ${GENIE_MOOD_LABELS[theme.mood]}`,
        `Colours: ${theme.palette.name}; fonts: ${theme.fonts.heading.name} and ${theme.fonts.body.name}`,
        `A starting point you may improve on: ${JSON.stringify({ name: theme.name, tagline: theme.tagline, decorations: theme.decorations, activities: theme.activities })}`,
      ].join('\n'),
    },
  ];
}

async function readLimited(response: Response): Promise<string | undefined> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_ANSWER_BYTES) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Asks the configured OpenAI-compatible endpoint for a chat completion and answers its parsed JSON
 * body, or why there is none: a time-out (LLM_TIMEOUT_MS, the whole exchange), no connection, an
 * error status, an answer too large or not JSON. The reason never holds the address or the key.
 */
export async function requestCompletion(settings: LlmSettings, messages: ReturnType<typeof wordingMessages>): Promise<LlmResult> {
  const signal = AbortSignal.timeout(settings.timeoutMs);
  try {
    const response = await fetch(completionsUrl(settings.baseUrl), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: settings.model, messages, temperature: 0.8, response_format: { type: 'json_object' } }),
      redirect: 'error',
      signal,
    });
    if (!response.ok) {
      await response.body?.cancel();
      return { ok: false, reason: `the endpoint answered ${response.status}` };
    }
    const text = await readLimited(response);
    if (text === undefined) return { ok: false, reason: `the answer is larger than ${MAX_ANSWER_BYTES / 1024} KB` };
    try {
      return { ok: true, body: JSON.parse(text) };
    } catch {
      return { ok: false, reason: 'the answer is not JSON' };
    }
  } catch (error) {
    if (signal.aborted) return { ok: false, reason: `no answer within ${settings.timeoutMs} ms` };
    const code = (error as { cause?: { code?: unknown } }).cause?.code;
    return { ok: false, reason: typeof code === 'string' ? `the endpoint could not be reached (${code})` : 'the endpoint could not be reached' };
  }
}
