import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

type RunOptions = Parameters<AxeBuilder['options']>[0];

/**
 * WCAG 2.x A and AA. Label-in-name (2.5.3) is still marked experimental by axe, so it is asked for by name.
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export const SCHEMES = ['light', 'dark'] as const;
export type Scheme = (typeof SCHEMES)[number];

export interface AxeScope {
  /**
   * Axe's best practices too: every page content inside a landmark ("region"), one main landmark, a
   * level-one heading. Their findings are "moderate"; the WCAG rules alone do not look for them.
   */
  bestPractice?: boolean;
}

/** Options of every scan: the tests read violations only, so axe lists every violating element and just one of the rest. */
const SCAN_OPTIONS = { resultTypes: ['violations'] } satisfies RunOptions;

/**
 * An axe scan of the page as it is now, to add rules or a scope to and `analyze()`. Every rule and every
 * violation as a plain AxeBuilder finds them, in less time: the other results are not gathered (see
 * SCAN_OPTIONS), and a page without frames is scanned in place (axe.run), not in parts put together in a
 * second, blank page. A page with a frame (the campaign's e-mail preview) is scanned frame by frame.
 */
export function axeScan(page: Page, options: RunOptions = {}): AxeBuilder {
  return new AxeBuilder({ page }).options({ ...SCAN_OPTIONS, ...options }).setLegacyMode(page.frames().length === 1);
}

/** What axe finds on the page, or only inside `only` (a selector): each rule with its elements and help, not the whole report. */
export async function axeViolations(page: Page, only?: string, { bestPractice = false }: AxeScope = {}) {
  const tags = bestPractice ? [...WCAG_TAGS, 'best-practice'] : WCAG_TAGS;
  const builder = axeScan(page, { rules: { 'label-content-name-mismatch': { enabled: true } } }).withTags(tags);
  if (only) builder.include(only);
  const results = await builder.analyze();
  return results.violations.map((violation) => ({ rule: violation.id, help: violation.help, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
}

/** Waits until the app shows `scheme` and its colour transitions have ended, so contrast is measured on the final colours. */
export async function expectScheme(page: Page, scheme: Scheme) {
  const html = page.locator('html');
  if (scheme === 'dark') await expect(html).toHaveClass(/\bdark\b/);
  else await expect(html).not.toHaveClass(/\bdark\b/);
  await page.evaluate(() => Promise.all(document.getAnimations().filter((animation) => animation instanceof CSSTransition).map((animation) => animation.finished.catch(() => undefined))));
}

/**
 * Scans what is on screen (or only inside `only`) in light and dark, and ends in light. The signed-in app
 * follows the system's scheme as it changes (no choice has been saved), so a dialog or menu stays open while the theme turns.
 */
export async function expectNoViolationsInBothSchemes(page: Page, screen: string, only?: string, scope: AxeScope = {}) {
  for (const scheme of SCHEMES) {
    await page.emulateMedia({ colorScheme: scheme });
    await expectScheme(page, scheme);
    expect(await axeViolations(page, only, scope), `${screen} (${scheme})`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}
