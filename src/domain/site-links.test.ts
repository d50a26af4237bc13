import { describe, expect, it } from 'vitest';
import { isExternalUrl, isSiteOrExternalUrl, siteLinksSchema } from './site-links.ts';
import { availableToolCount, BUILT_IN_TOOL_PATHS, DEFAULT_SITE_LINKS, toolHrefInWorkspace } from './site-links-defaults.ts';

describe('isExternalUrl', () => {
  it.each(['https://tools.example.com', 'http://example.com/games?x=1#top', 'HTTPS://Example.com/path'])('accepts %s', (url) => {
    expect(isExternalUrl(url)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,hi',
    'ftp://example.com',
    '//example.com',
    '/policies/privacy.html',
    'example.com',
    'https://',
    'https://exa mple.com',
    'https://example.com/\u0000',
    ' https://example.com',
    `https://example.com/${'a'.repeat(2048)}`,
  ])('refuses %j', (url) => {
    expect(isExternalUrl(url)).toBe(false);
  });
});

describe('isSiteOrExternalUrl', () => {
  it.each(['/policies/privacy.html', '/legal', 'https://example.com/privacy'])('accepts %s', (url) => {
    expect(isSiteOrExternalUrl(url)).toBe(true);
  });

  it.each(['//evil.example/privacy', '/\\evil.example', 'policies/privacy.html', 'javascript:alert(1)', '/a b', 'none'])('refuses %j', (url) => {
    expect(isSiteOrExternalUrl(url)).toBe(false);
  });
});

describe('availableToolCount', () => {
  it('counts the tools that have an address', () => {
    expect(availableToolCount([{ url: 'https://a.example' }, { url: null }, { url: 'https://b.example' }])).toBe(2);
  });

  it('finds every tool available when nothing is configured', () => {
    expect(availableToolCount(DEFAULT_SITE_LINKS.bonusTools)).toBe(4);
    expect(availableToolCount(DEFAULT_SITE_LINKS.communityTools)).toBe(2);
  });
});

describe('toolHrefInWorkspace', () => {
  it('names the workspace in an address of the signed-in app, keeping its query and fragment', () => {
    expect(toolHrefInWorkspace('/app/tools/gallery', 'workspace', 7)).toBe('/app/tools/gallery?workspace=7');
    expect(toolHrefInWorkspace('/app/community/campaigns?kind=reminder#top', 'workspace', 7)).toBe('/app/community/campaigns?kind=reminder&workspace=7#top');
    expect(toolHrefInWorkspace('/app/people?workspace=3', 'workspace', 7)).toBe('/app/people?workspace=7');
  });

  it('leaves public pages, other sites and a tab without a workspace alone', () => {
    expect(toolHrefInWorkspace('/fun', 'workspace', 7)).toBe('/fun');
    expect(toolHrefInWorkspace('/application', 'workspace', 7)).toBe('/application');
    expect(toolHrefInWorkspace('https://tools.example.com/app/x', 'workspace', 7)).toBe('https://tools.example.com/app/x');
    expect(toolHrefInWorkspace('/app/tools/gallery', 'workspace', null)).toBe('/app/tools/gallery');
  });
});

describe('DEFAULT_SITE_LINKS', () => {
  it('match their own schema', () => {
    expect(siteLinksSchema.parse(DEFAULT_SITE_LINKS)).toEqual(DEFAULT_SITE_LINKS);
  });

  it('open every tool at its page in Eventry', () => {
    expect(Object.fromEntries([...DEFAULT_SITE_LINKS.bonusTools, ...DEFAULT_SITE_LINKS.communityTools].map((tool) => [tool.id, tool.url]))).toEqual({
      funAndDirect: '/fun',
      eventToolsGallery: '/app/tools/gallery',
      coWorkerSpace: '/app/people',
      eventGenie: '/app/tools/event-genie',
      emailCampaignGenerator: '/app/community/campaigns',
      meetingAgendaGenerator: '/app/community/agenda',
    });
    for (const url of Object.values(BUILT_IN_TOOL_PATHS)) expect(isSiteOrExternalUrl(url)).toBe(true);
  });

  it('describe EventGenie as composed from curated sets, with no claim of AI', () => {
    const genie = DEFAULT_SITE_LINKS.bonusTools.find((tool) => tool.id === 'eventGenie')!;
    expect(genie.description).toContain('composed from curated sets');
    expect(genie.description).not.toMatch(/\bAI\b|artificial|intelligen/i);
  });
});
