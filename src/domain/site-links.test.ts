import { describe, expect, it } from 'vitest';
import { isExternalUrl, isSiteOrExternalUrl, siteLinksSchema } from './site-links.ts';
import { availableToolCount, DEFAULT_SITE_LINKS } from './site-links-defaults.ts';

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
    expect(availableToolCount(DEFAULT_SITE_LINKS.bonusTools)).toBe(0);
  });
});

describe('DEFAULT_SITE_LINKS', () => {
  it('match their own schema', () => {
    expect(siteLinksSchema.parse(DEFAULT_SITE_LINKS)).toEqual(DEFAULT_SITE_LINKS);
  });
});
