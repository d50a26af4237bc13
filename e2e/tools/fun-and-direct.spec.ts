import { execFileSync } from 'node:child_process';
import type { Locator, Page } from '@playwright/test';
import { axeViolations, expectNoViolationsInBothSchemes, type AxeScope } from '../support/axe.ts';
import { expect as baseExpect, pageHeading, test } from '../support/fixtures.ts';

/**
 * Issue 32, Fun & Direct (/fun): a public page, no account. Event bingo played on a phone with a
 * pointer and the keyboard, kept over a reload, and printed as a PDF of different cards, one a page;
 * the icebreaker picker never repeats a question in a session; axe light and dark at 390 and 1440 px.
 */
const EVERYTHING: AxeScope = { bestPractice: true };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

// Squares are tapped as on a phone.
test.use({ hasTouch: true });
// The app's first load on a busy machine.
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const card = (page: Page) => page.getByRole('grid', { name: /bingo card$/ });
const squares = (page: Page) => card(page).getByRole('button');
const bingoStatus = (page: Page) => page.getByRole('status').filter({ hasText: /^Bingo!/ });

async function openFun(page: Page) {
  await page.goto('/fun');
  await expect(pageHeading(page)).toHaveText('Fun & Direct');
  await expect(card(page)).toBeVisible();
}

/** The words of each page of a PDF, read with poppler's pdftotext. */
function pdfPages(file: string, pages: number): string[] {
  return Array.from({ length: pages }, (_, index) =>
    execFileSync('pdftotext', ['-f', String(index + 1), '-l', String(index + 1), '-layout', file, '-'], { encoding: 'utf8' }),
  );
}

async function download(page: Page, button: Locator) {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return file;
}

test('a guest plays a bingo card on a phone: taps squares, completes a line, hears "Bingo!", and keeps the game over a reload', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openFun(page);
  // No account and no app navigation.
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

  await page.getByLabel('Card size').selectOption('3');
  await expect(squares(page)).toHaveCount(9);
  // The free centre is marked from the start and cannot be unmarked.
  const centre = squares(page).nth(4);
  await expect(centre).toHaveText(/free/i);
  await expect(centre).toHaveAttribute('aria-pressed', 'true');

  // Big, square cells on a phone.
  for (const index of [0, 8]) {
    const box = (await squares(page).nth(index).boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(Math.abs(box.width - box.height)).toBeLessThan(2);
  }

  const firstRow = card(page).getByRole('row').first().getByRole('button');
  await firstRow.nth(0).tap();
  await firstRow.nth(1).tap();
  await expect(firstRow.nth(0)).toHaveAttribute('aria-pressed', 'true');
  await expect(bingoStatus(page)).toHaveCount(0);
  await firstRow.nth(2).tap();
  // The status region (read by screen readers as it changes) says so.
  await expect(bingoStatus(page)).toHaveText('Bingo! Row 1 is complete.');

  const words = await squares(page).allInnerTexts();
  await page.reload();
  await expect(squares(page)).toHaveCount(9);
  expect(await squares(page).allInnerTexts()).toEqual(words);
  await expect(bingoStatus(page)).toHaveText('Bingo! Row 1 is complete.');

  // Unmarking a square breaks the line.
  await firstRow.nth(1).tap();
  await expect(firstRow.nth(1)).toHaveAttribute('aria-pressed', 'false');
  await expect(bingoStatus(page)).toHaveCount(0);

  // "New card" deals other words, with no marks.
  await page.getByRole('button', { name: 'New card' }).click();
  await expect.poll(async () => (await squares(page).allInnerTexts()).sort().join('|')).not.toBe([...words].sort().join('|'));
  await expect(card(page).locator('[aria-pressed="true"]')).toHaveCount(1);
});

test('the bingo card is played with the keyboard: arrows move between squares, Space marks, a column completes', async ({ page }) => {
  await openFun(page);
  await page.getByLabel('Card size').selectOption('4');
  await expect(squares(page)).toHaveCount(16);
  // One square in the tab order.
  await expect(card(page).locator('button[tabindex="0"]')).toHaveCount(1);
  await squares(page).first().focus();
  for (let row = 0; row < 4; row++) {
    await expect(squares(page).nth(row * 4)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(squares(page).nth(row * 4)).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('ArrowDown');
  }
  await expect(bingoStatus(page)).toHaveText('Bingo! Column 1 is complete.');
  await page.keyboard.press('End');
  await expect(squares(page).nth(15)).toBeFocused();
  await page.keyboard.press('Control+Home');
  await expect(squares(page).nth(0)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(squares(page).nth(1)).toBeFocused();
});

test('the cards are printed as a PDF: one A4 page per card, each card different, with the title and its number; the PDF tool loads only then', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await openFun(page);
  const before = scripts.length;

  await page.getByLabel('Title').fill('Harbour Summer Party');
  await page.getByLabel('Card size').selectOption('5');
  await page.getByLabel('Number of cards').fill('12');
  const file = await download(page, page.getByRole('button', { name: 'Download PDF' }));
  expect(file.suggestedFilename()).toBe('harbour-summer-party-bingo-cards.pdf');
  await expect(page.getByText('Your PDF is downloading: 12 different cards, one per A4 page.')).toBeVisible();
  // The PDF library came with the print, not with the page.
  expect(scripts.length).toBeGreaterThan(before);

  const path = test.info().outputPath('cards.pdf');
  await file.saveAs(path);
  const info = execFileSync('pdfinfo', [path], { encoding: 'utf8' });
  expect(info).toMatch(/^Pages:\s+12$/m);
  expect(info).toMatch(/^Page size:\s+595\.28 x 841\.89 pts \(A4\)$/m);

  const pages = pdfPages(path, 12);
  const cardWords = pages.map((text, index) => {
    expect(text).toContain('Harbour Summer Party');
    expect(text).toContain(`Card ${index + 1} of 12`);
    return text;
  });
  // Each page is another card: no two pages show the same text beyond their number.
  const bodies = cardWords.map((text) => text.replace(/Card \d+ of 12/, '').replace(/\s+/g, ' '));
  expect(new Set(bodies).size).toBe(12);
});

test('the organiser is told clearly when the word list is too short, and when the number of cards is out of range', async ({ page }) => {
  await openFun(page);
  await page.getByLabel('Card size').selectOption('3');
  await page.getByRole('switch', { name: 'Free square in the centre' }).click();
  const words = page.getByLabel('Words');
  // Ten different words (blanks, spaces and a repeat are left out): ten different 3x3 cards at most.
  await words.fill(['One', 'Two', ' Three ', '', 'Four', 'five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'one'].join('\n'));
  await expect(page.getByText('10 words; each card uses 9.')).toBeVisible();
  await page.getByLabel('Number of cards').fill('11');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  await expect(page.getByRole('alert')).toHaveText('10 words make only 10 different 3×3 cards, and 11 were asked for. Add more words, or print fewer cards.');

  await page.getByLabel('Number of cards').fill('101');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  await expect(page.getByText('Enter a whole number of cards from 1 to 100.')).toBeVisible();
  await expect(page.getByLabel('Number of cards')).toBeFocused();

  await words.fill('One\nTwo\nThree');
  await expect(page.getByText('A 3×3 card needs at least 9 different words; the list has 3 words. Add 6 more, or choose a smaller card.')).toBeVisible();
  await page.getByRole('button', { name: 'New card' }).click();
  await expect(page.getByRole('alert')).toHaveText('A 3×3 card needs at least 9 different words; the list has 3 words. Add 6 more, or choose a smaller card.');
  // The card in play stays.
  await expect(squares(page)).toHaveCount(9);
});

test('the icebreaker picker never repeats a question in a session and says when a category is used up', async ({ page }) => {
  await openFun(page);
  const icebreakers = page.getByRole('region', { name: 'Icebreakers' });
  await icebreakers.getByRole('radio', { name: /^Warm-up/ }).check();
  await expect(icebreakers.getByText('16 of 16 Warm-up questions left in this session.')).toBeVisible();

  const next = icebreakers.getByRole('button', { name: 'Next question' });
  const question = icebreakers.locator('[aria-live="polite"] p').last();
  const seen: string[] = [];
  for (let i = 1; i <= 16; i++) {
    await next.click();
    await expect(icebreakers.getByText(i === 16 ? 'All 16 Warm-up questions asked in this session.' : `${16 - i} of 16 Warm-up questions left in this session.`)).toBeVisible();
    seen.push(await question.innerText());
  }
  expect(new Set(seen).size).toBe(16);

  await next.click();
  await expect(icebreakers.getByRole('status').filter({ hasText: 'You have had all 16 Warm-up questions in this session.' })).toBeVisible();

  // The session survives a reload.
  await page.reload();
  await expect(icebreakers.getByText('All 16 Warm-up questions asked in this session.')).toBeVisible();
  await expect(icebreakers.getByRole('radio', { name: /^Warm-up/ })).toBeChecked();

  // "Any" goes on with the other categories' questions, none of those already asked.
  await icebreakers.getByRole('radio', { name: /^Any/ }).check();
  await next.click();
  expect(seen).not.toContain(await question.innerText());

  await icebreakers.getByRole('button', { name: 'Start over' }).click();
  await expect(icebreakers.getByText('Started over: every question can come up again.')).toBeVisible();
  await icebreakers.getByRole('radio', { name: /^Warm-up/ }).check();
  await expect(icebreakers.getByText('16 of 16 Warm-up questions left in this session.')).toBeVisible();
});

test('the Fun & Direct page is axe-clean in light and dark at 390 and 1440 px', async ({ page }) => {
  test.setTimeout(180_000);
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await openFun(page);
    // A fresh game for each width.
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await page.getByLabel('Card size').selectOption('3');
    for (const index of [0, 1, 2]) await squares(page).nth(index).click();
    await expect(bingoStatus(page)).toBeVisible();
    await page.getByRole('button', { name: 'Next question' }).click();
    await expectNoViolationsInBothSchemes(page, `Fun & Direct at ${size.width} px`, undefined, EVERYTHING);
    // With an error showing too.
    await page.getByLabel('Number of cards').fill('0');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    await expect(page.getByText('Enter a whole number of cards from 1 to 100.')).toBeVisible();
    expect(await axeViolations(page, undefined, EVERYTHING), `Fun & Direct with an error at ${size.width} px`).toEqual([]);
  }
});
