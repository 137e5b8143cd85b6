import { expect, type Locator, type Page, test } from '@playwright/test';

/** The phone the journeys' "on a phone" tests hold: 390 × 844 CSS pixels. */
export const PHONE = { width: 390, height: 844 };

/** Declares the journeys' "on a phone" tests: `tests`, in a group of that name, on the PHONE's screen. */
export function onAPhone(tests: () => void) {
  test.describe('on a phone', () => {
    test.use({ viewport: PHONE });
    tests();
  });
}

/**
 * A table's cell shown as a card on a phone: visible, named by its column exactly (the label is the cell's
 * ::before, `"<column>: "`) and inside the screen; a failure names the column.
 */
export async function expectNamedOnThePhone(cell: Locator, column: string) {
  await expect(cell, column).toBeVisible();
  expect(await cell.evaluate((td) => getComputedStyle(td, '::before').content), column).toBe(`"${column}: "`);
  const box = await cell.boundingBox();
  expect(box && box.x + box.width, column).toBeLessThanOrEqual(PHONE.width);
}

/** Nothing of the page is off to the side of the phone's screen. */
export async function expectNothingSideways(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}
