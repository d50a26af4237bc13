import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config.ts';
import { createTestApp, signUp, type TestApp } from './support/test-app.ts';

/** What an installation that configures nothing shows: every tool at its page in Eventry, and the shipped policy pages. */
const DEFAULTS = {
  bonusTools: [
    { id: 'funAndDirect', name: 'Fun & Direct', description: 'Event bingo and an icebreaker picker for your team and guests, in the browser.', url: '/fun' },
    { id: 'eventToolsGallery', name: 'Event Tools Gallery', description: 'Every planning tool in Eventry on one page, with where to find it.', url: '/app/tools/gallery' },
    { id: 'coWorkerSpace', name: 'Co-Worker Space', description: 'The people of your workspace, their roles and invitations.', url: '/app/people' },
    { id: 'eventGenie', name: 'EventGenie', description: 'A complete theme for your event, composed from curated sets.', url: '/app/tools/event-genie' },
  ],
  communityTools: [
    {
      id: 'emailCampaignGenerator',
      name: 'Email Campaign Generator',
      description: 'Write an announcement, a reminder or a thank-you from your event’s details, then copy it or send it to your team.',
      url: '/app/community/campaigns',
    },
    {
      id: 'meetingAgendaGenerator',
      name: 'Meeting Agenda Generator',
      description: 'An agenda for your next team meeting, built from the event’s tasks: what is overdue, what is due next and what got done.',
      url: '/app/community/agenda',
    },
  ],
  feedbackFormUrl: null,
  policies: [
    { id: 'acceptableUse', name: 'Acceptable Use', url: '/policies/acceptable-use.html' },
    { id: 'privacy', name: 'Privacy', url: '/policies/privacy.html' },
    { id: 'cookie', name: 'Cookie', url: '/policies/cookie.html' },
    { id: 'termsOfService', name: 'Terms of Service', url: '/policies/terms-of-service.html' },
  ],
};

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eventry-site-links-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

let fileCounter = 0;
function writeFile(content: unknown): string {
  fileCounter += 1;
  const file = path.join(dir, `links-${fileCounter}.json`);
  fs.writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

/** The message start-up stops with, or undefined when the configuration is accepted. */
function startUpError(env: Record<string, string>): string | undefined {
  try {
    loadConfig(env);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
}

describe('GET /api/site-links', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the defaults to anyone, signed out too, cacheable', async () => {
    const response = await t.call('GET', '/api/site-links');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.json()).toEqual(DEFAULTS);
  });

  it('answers the same when signed in', async () => {
    const { cookie } = await signUp(t.app);
    expect((await t.call('GET', '/api/site-links', cookie)).json()).toEqual(DEFAULTS);
  });

  it('is in the OpenAPI document, public', async () => {
    const operation = (await t.call('GET', '/api/docs/json')).json().paths['/api/site-links'].get;
    expect(operation.security).toBeUndefined();
    expect(Object.keys(operation.responses)).toEqual(['200']);
  });
});

describe('configured links', () => {
  it('takes a JSON file (SITE_LINKS_FILE), then the variables, over the defaults, and serves them', async () => {
    const file = writeFile({
      bonusTools: {
        funAndDirect: { url: 'https://games.example.com/' },
        eventGenie: { url: 'https://genie.example.com/start', description: 'Themes in a minute.' },
        coWorkerSpace: { name: 'Partner Space', url: 'https://cowork.example.com' },
      },
      communityTools: { meetingAgendaGenerator: { url: 'https://agenda.example.com' } },
      feedbackFormUrl: 'https://forms.example.com/file',
      policies: { privacy: { url: 'https://legal.example.com/privacy' }, cookie: { name: 'Cookies' } },
    });
    const config = loadConfig({
      SITE_LINKS_FILE: file,
      // The variables win over the file: this one marks a tool the file gave an address as not available…
      BONUS_FUN_AND_DIRECT_URL: 'none',
      // …and these replace or add addresses.
      BONUS_EVENT_TOOLS_GALLERY_URL: 'https://gallery.example.com',
      COMMUNITY_EMAIL_CAMPAIGN_URL: 'https://campaigns.example.com',
      FEEDBACK_FORM_URL: 'https://forms.example.com/env',
      POLICY_TERMS_OF_SERVICE_URL: '/legal/terms.html',
    });

    const t = await createTestApp({ config: { siteLinks: config.siteLinks } });
    try {
      const response = await t.call('GET', '/api/site-links');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        bonusTools: [
          { ...DEFAULTS.bonusTools[0], url: null },
          { ...DEFAULTS.bonusTools[1], url: 'https://gallery.example.com' },
          { ...DEFAULTS.bonusTools[2], name: 'Partner Space', url: 'https://cowork.example.com' },
          { ...DEFAULTS.bonusTools[3], description: 'Themes in a minute.', url: 'https://genie.example.com/start' },
        ],
        communityTools: [
          { ...DEFAULTS.communityTools[0], url: 'https://campaigns.example.com' },
          { ...DEFAULTS.communityTools[1], url: 'https://agenda.example.com' },
        ],
        feedbackFormUrl: 'https://forms.example.com/env',
        policies: [
          DEFAULTS.policies[0],
          { ...DEFAULTS.policies[1], url: 'https://legal.example.com/privacy' },
          { ...DEFAULTS.policies[2], name: 'Cookies' },
          { ...DEFAULTS.policies[3], url: '/legal/terms.html' },
        ],
      });
    } finally {
      await t.close();
    }
  });

  it('lets the file turn a tool off, and the feedback form back to the in-app one, with null', () => {
    const withUrls = loadConfig({ BONUS_EVENTGENIE_URL: 'https://genie.example.com', FEEDBACK_FORM_URL: 'https://forms.example.com' });
    expect(withUrls.siteLinks.bonusTools[3]!.url).toBe('https://genie.example.com');
    const file = writeFile({ bonusTools: { eventToolsGallery: { url: null } }, communityTools: { meetingAgendaGenerator: { url: null } }, feedbackFormUrl: null });
    const links = loadConfig({ SITE_LINKS_FILE: file, BONUS_EVENTGENIE_URL: 'https://genie.example.com' }).siteLinks;
    expect(links.bonusTools.map((tool) => tool.url)).toEqual(['/fun', null, '/app/people', 'https://genie.example.com']);
    expect(links.communityTools.map((tool) => tool.url)).toEqual(['/app/community/campaigns', null]);
    expect(links.feedbackFormUrl).toBeNull();
  });

  it('lets a variable turn a built-in tool off with none, in any case, and the file give it back', () => {
    const off = loadConfig({ BONUS_CO_WORKER_SPACE_URL: 'none', COMMUNITY_EMAIL_CAMPAIGN_URL: ' NONE ' }).siteLinks;
    expect(off.bonusTools.map((tool) => tool.url)).toEqual(['/fun', '/app/tools/gallery', null, '/app/tools/event-genie']);
    expect(off.communityTools.map((tool) => tool.url)).toEqual([null, '/app/community/agenda']);
  });

  it('lets a tool point at another page of this site, from a variable or the file', () => {
    const file = writeFile({ bonusTools: { funAndDirect: { url: '/fun?game=bingo' } }, communityTools: { emailCampaignGenerator: { url: '/app/community/campaigns?kind=reminder' } } });
    const links = loadConfig({ SITE_LINKS_FILE: file, BONUS_EVENT_TOOLS_GALLERY_URL: '/app/analytics', COMMUNITY_MEETING_AGENDA_URL: ' /app/community/agenda ' }).siteLinks;
    expect(links.bonusTools.map((tool) => tool.url)).toEqual(['/fun?game=bingo', '/app/analytics', '/app/people', '/app/tools/event-genie']);
    expect(links.communityTools.map((tool) => tool.url)).toEqual(['/app/community/campaigns?kind=reminder', '/app/community/agenda']);
  });

  it('keeps the defaults when nothing is configured, and treats empty variables as unset', () => {
    expect(loadConfig({}).siteLinks).toEqual(DEFAULTS);
    expect(loadConfig({ SITE_LINKS_FILE: '', FEEDBACK_FORM_URL: '', POLICY_PRIVACY_URL: '' }).siteLinks).toEqual(DEFAULTS);
  });
});

describe('a bad configuration stops start-up with a message that names it', () => {
  it.each([
    [
      'a tool variable that is not an http(s) URL',
      { BONUS_EVENTGENIE_URL: 'javascript:alert(1)' },
      'BONUS_EVENTGENIE_URL must be a path on this site such as /app/tools/gallery, or an absolute http:// or https:// URL, or none (got "javascript:alert(1)")',
    ],
    [
      'a relative tool address',
      { COMMUNITY_MEETING_AGENDA_URL: 'agenda' },
      'COMMUNITY_MEETING_AGENDA_URL must be a path on this site such as /app/tools/gallery, or an absolute http:// or https:// URL, or none (got "agenda")',
    ],
    [
      'a tool on another host written as //host',
      { BONUS_FUN_AND_DIRECT_URL: '//evil.example/fun' },
      'BONUS_FUN_AND_DIRECT_URL must be a path on this site such as /app/tools/gallery, or an absolute http:// or https:// URL, or none (got "//evil.example/fun")',
    ],
    ['a feedback form on this site', { FEEDBACK_FORM_URL: '/feedback' }, 'FEEDBACK_FORM_URL must be an absolute http:// or https:// URL, or none (got "/feedback")'],
    ['a feedback form without a scheme', { FEEDBACK_FORM_URL: 'forms.example.com' }, 'FEEDBACK_FORM_URL must be an absolute http:// or https:// URL, or none (got "forms.example.com")'],
    [
      'a policy set to none',
      { POLICY_PRIVACY_URL: 'none' },
      'POLICY_PRIVACY_URL must be a path on this site such as /policies/privacy.html, or an absolute http:// or https:// URL (got "none")',
    ],
    [
      'a policy on another host written as //host',
      { POLICY_COOKIE_URL: '//evil.example/cookie' },
      'POLICY_COOKIE_URL must be a path on this site such as /policies/privacy.html, or an absolute http:// or https:// URL (got "//evil.example/cookie")',
    ],
  ])('%s', (_label, env, message) => {
    expect(startUpError(env)).toBe(`Invalid configuration: ${message}`);
  });

  it('a missing file', () => {
    const file = path.join(dir, 'missing.json');
    expect(startUpError({ SITE_LINKS_FILE: file })).toBe(`Invalid configuration: SITE_LINKS_FILE (${file}) cannot be read: no such file`);
  });

  it('a file that is not JSON', () => {
    const file = writeFile('{ "feedbackFormUrl": ');
    expect(startUpError({ SITE_LINKS_FILE: file })).toMatch(new RegExp(`^Invalid configuration: SITE_LINKS_FILE \\(${file.replaceAll('/', '\\/')}\\) is not valid JSON: `));
  });

  it('a file with bad values and unknown keys: every problem, each with its key', () => {
    const file = writeFile({
      bonusTools: { funAndDirekt: { url: 'https://games.example.com' }, eventGenie: { url: 'data:text/html,hi', name: '' } },
      policies: { privacy: { url: 'privacy.html' } },
      feedbackFormUrl: 42,
      colour: 'blue',
    });
    const message = startUpError({ SITE_LINKS_FILE: file });
    const where = `SITE_LINKS_FILE (${file})`;
    expect(message?.startsWith('Invalid configuration: ')).toBe(true);
    expect(message?.replace('Invalid configuration: ', '').split('; ').sort()).toEqual(
      [
        `${where} has unknown key colour (known: bonusTools, communityTools, feedbackFormUrl, policies)`,
        `${where} bonusTools has unknown key funAndDirekt (known: funAndDirect, eventToolsGallery, coWorkerSpace, eventGenie)`,
        `${where} bonusTools.eventGenie.name must not be empty (got "")`,
        `${where} bonusTools.eventGenie.url must be a path on this site such as /app/tools/gallery, or an absolute http:// or https:// URL, or null (got "data:text/html,hi")`,
        `${where} feedbackFormUrl must be an absolute http:// or https:// URL, or null (got 42)`,
        `${where} policies.privacy.url must be a path on this site such as /policies/privacy.html, or an absolute http:// or https:// URL (got "privacy.html")`,
      ].sort(),
    );
  });

  it('names the file and the variables together when both are wrong', () => {
    const file = writeFile({ communityTools: { emailCampaignGenerator: { url: 'mailto:a@example.com' } } });
    const message = startUpError({ SITE_LINKS_FILE: file, BONUS_FUN_AND_DIRECT_URL: 'ftp://games.example.com' });
    expect(message).toContain(
      `SITE_LINKS_FILE (${file}) communityTools.emailCampaignGenerator.url must be a path on this site such as /app/tools/gallery, or an absolute http:// or https:// URL, or null (got "mailto:a@example.com")`,
    );
    expect(message).toContain('BONUS_FUN_AND_DIRECT_URL must be a path on this site such as /app/tools/gallery, or an absolute http:// or https:// URL, or none (got "ftp://games.example.com")');
  });
});
