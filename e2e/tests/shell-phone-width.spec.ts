import { expect, type Page, test } from '@playwright/test';
import { DEMO1, fillCartWishlistCompare, login } from './commerce-helpers';
import { PROTECTED_ROUTES, PUBLIC_ROUTES } from './support/routes';

// On a phone no page may be wider than the screen: a page that scrolls sideways hides part of every line.
// Wide content (tables) scrolls inside its own box. Each page is measured once its data has arrived.
test.use({ viewport: { width: 390, height: 844 } });

async function widerThanScreen(page: Page, paths: readonly string[]): Promise<string[]> {
  const wide: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const extra = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (extra > 0) wide.push(`${path} is ${extra}px wider than the screen`);
  }
  return wide;
}

test('no public page is wider than a 390 px phone screen', async ({ page }) => {
  test.setTimeout(120_000);
  expect(await widerThanScreen(page, [...PUBLIC_ROUTES, '/not-found'])).toEqual([]);
});

test('cart, wishlist, compare, checkout and the customer area fit a 390 px phone screen when full', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1366, height: 844 });
  await fillCartWishlistCompare(page, request);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await widerThanScreen(page, ['/cart', '/wishlist', '/compare', '/checkout'])).toEqual([]);
  await login(page, DEMO1);
  expect(await widerThanScreen(page, [...PROTECTED_ROUTES, '/checkout'])).toEqual([]);
});
