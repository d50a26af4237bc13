import { describe, expect, it } from 'vitest';
import { canonicalPath, redactedRoutePattern, withoutTokenSpellings } from './credential-urls.ts';

/** A token as calendar feeds make them: 43 base64url characters. */
const TOKEN = 'q3Zk-9_Hb0mYtR2xWc8LpVn4sDe7FgJiKaUoQ1lN5vE';
const escapeEach = (text: string) => [...text].map((c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join('');

describe('withoutTokenSpellings', () => {
  it('leaves out a token however the URL spells it', () => {
    for (const url of [
      `/api/calendar/${TOKEN}.ics/`,
      `/api/calendar/${TOKEN}.ICS`,
      `/api/calendar/${TOKEN}%2eics`,
      `/api/calendar/${TOKEN}.ics;x`,
      `/%61pi//calendar/${TOKEN}.ics%2F`,
      `/api/calendar/${escapeEach(TOKEN)}.ics`,
      `/api/calendar/${escapeEach(TOKEN).replaceAll('%', '%25')}.ics`,
      `/api/calendar/${TOKEN.slice(0, 10)}%${TOKEN.charCodeAt(10).toString(16).toUpperCase()}${TOKEN.slice(11)}.ics`,
      `/api/tasks?q=${TOKEN}`,
      `/app/${TOKEN}xyz`,
    ]) {
      const logged = withoutTokenSpellings(url);
      expect(logged, url).toContain('[redacted]');
      expect(logged, url).not.toContain(TOKEN);
      expect(logged, url).not.toContain(escapeEach(TOKEN));
    }
    expect(withoutTokenSpellings(`/api/calendar/${TOKEN}.ics/`)).toBe('/api/calendar/[redacted].ics/');
  });

  it('keeps every other URL as it is', () => {
    for (const url of [
      '/api/events/3/calendar-feed',
      '/api/tasks?q=notes.ics&limit=50',
      '/assets/index-BdK3x9_a.js',
      `/api/tasks?q=${'word%20'.repeat(30)}`,
      `/api/calendar/${TOKEN.slice(1)}.ics`,
      '/api/auth/me',
    ]) {
      expect(withoutTokenSpellings(url), url).toBe(url);
    }
  });

  it('reads a long URL in one pass', () => {
    // Every request's URL is logged through this: one that backtracked would let a long URL stall the server.
    const long = `/api/tasks?q=${'ab.'.repeat(300_000)}`;
    const started = performance.now();
    expect(withoutTokenSpellings(long)).toBe(long);
    expect(withoutTokenSpellings(`/${'a'.repeat(1_000_000)}.ics`)).toBe('/[redacted].ics');
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe('route patterns', () => {
  it('are logged with their parameters redacted', () => {
    expect(redactedRoutePattern('/api/calendar/:token.ics')).toBe('/api/calendar/[redacted].ics');
    expect(redactedRoutePattern('/api/members/:id/page/:token')).toBe('/api/members/[redacted]/page/[redacted]');
  });

  it('give the one spelling a URL is answered in', () => {
    expect(canonicalPath('/api/calendar/:token.ics', { token: TOKEN })).toBe(`/api/calendar/${TOKEN}.ics`);
    expect(canonicalPath('/api/calendar/:token.ics', { token: 'a/b c' })).toBe('/api/calendar/a%2Fb%20c.ics');
  });
});
