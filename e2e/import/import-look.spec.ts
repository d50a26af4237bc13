import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expectNoViolationsInBothSchemes, expectScheme, SCHEMES } from '../support/axe.ts';
import { expect as baseExpect, test } from '../support/fixtures.ts';
import { createEvent, suffix } from '../tasks/task-fixtures.ts';
import { fileInput, importButton, planSummary } from './import-support.ts';

const EXCEL_CSV = fileURLToPath(new URL('../../src/domain/task-import/fixtures/excel-semicolon.csv', import.meta.url));

// Two widths, two schemes, two screens: slow on a busy machine.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

/** A picture of the whole page in each scheme, kept with the test's output for a person to look at. */
async function pictures(page: Page, name: string) {
  for (const scheme of SCHEMES) {
    await page.emulateMedia({ colorScheme: scheme });
    await expectScheme(page, scheme);
    await page.screenshot({ path: test.info().outputPath(`${name}-${scheme}.png`), fullPage: true });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

for (const width of [1440, 390]) {
  test(`the import screen at ${width} px: the mapping and preview, and the confirmation, pass axe in light and dark`, async ({ page, account: _account }) => {
    await page.setViewportSize({ width, height: 900 });
    const event = await createEvent(page.request, `Gala ${suffix()}`);
    await page.goto(`/app/import?kind=tasks&event=${event.id}`);
    await fileInput(page).setInputFiles(EXCEL_CSV);
    await expect(planSummary(page)).toHaveText('5 tasks will be created, 0 rows skipped, 2 new team members');
    // The page never scrolls sideways: the preview table scrolls inside its own region.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoViolationsInBothSchemes(page, `import mapping at ${width} px`, undefined, { bestPractice: true });
    await pictures(page, `mapping-${width}`);

    await importButton(page).click();
    await expect(page.getByRole('heading', { name: `Imported 5 tasks into ${event.name}` })).toBeVisible();
    await expectNoViolationsInBothSchemes(page, `import confirmation at ${width} px`, undefined, { bestPractice: true });
    await pictures(page, `done-${width}`);
  });
}
