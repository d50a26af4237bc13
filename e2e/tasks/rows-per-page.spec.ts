import type { Locator } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { createEvent, createTask, suffix, taskRow } from './task-fixtures.ts';

/**
 * How the select's box compares with its text. Chromium draws a native select's value without
 * overflowing it (its scrollWidth stays its clientWidth even with the value cut off), so the box is
 * also compared with the width the browser itself gives the same select when nothing constrains it:
 * its longest option, the arrow and the padding.
 */
async function fit(select: Locator) {
  return select.evaluate((element: HTMLSelectElement) => {
    const free = element.cloneNode(true) as HTMLSelectElement;
    free.style.cssText = 'width:auto;min-width:0;max-width:none;flex:none;position:absolute;visibility:hidden';
    element.parentElement!.append(free);
    const natural = free.getBoundingClientRect().width;
    free.remove();
    return { scrollWidth: element.scrollWidth, clientWidth: element.clientWidth, width: element.getBoundingClientRect().width, natural };
  });
}

for (const width of [1440, 390]) {
  test(`the rows-per-page select shows its whole value at ${width} px`, async ({ page, account: _account }) => {
    await page.setViewportSize({ width, height: 900 });
    const event = await createEvent(page.request, `Page Sizes ${suffix()}`);
    await createTask(page.request, { eventId: event.id, title: 'Count the chairs' });
    await page.goto(`/app/tasks?event=${event.id}`);
    await expect(taskRow(page, 'Count the chairs')).toBeVisible();

    const select = page.getByRole('navigation', { name: 'Pagination' }).getByLabel('Rows per page');
    for (const size of ['25', '50', '100']) {
      await select.selectOption(size);
      await expect(select).toHaveValue(size);
      const box = await fit(select);
      expect(box.scrollWidth, `${size} rows per page at ${width} px`).toBeLessThanOrEqual(box.clientWidth);
      expect(box.width, `${size} rows per page at ${width} px`).toBeGreaterThanOrEqual(box.natural - 0.5);
    }
    await select.screenshot({ path: `/tmp/h9/rows-${width}.png` });
  });
}
