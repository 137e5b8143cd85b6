import { expect, test } from '@playwright/test';

// Labels and aria attributes point at ids: an id used twice names the wrong control (the shop's "Sort by"
// once labelled the header's language select too). The header's controls and a lazily loaded page's
// controls must never share one.
const pages = ['/', '/shop-grid-standard', '/shop-grid-no-sidebar', '/product/95', '/cart', '/login-page'];

for (const path of pages) {
  test(`every id on ${path} is used once`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('main').getByRole('heading').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const repeated = await page.evaluate(() => {
      const seen = new Map<string, number>();
      for (const element of document.querySelectorAll('[id]'))
        seen.set(element.id, (seen.get(element.id) ?? 0) + 1);
      return [...seen].filter(([, n]) => n > 1).map(([id]) => id);
    });
    expect(repeated).toEqual([]);
  });
}

test('"Sort by" labels the sort select alone', async ({ page }) => {
  await page.goto('/shop-grid-standard');
  await expect(page.getByLabel('Sort by')).toHaveCount(1);
  await expect(page.getByLabel('Language')).toHaveCount(1);
  await expect(page.getByLabel('Sort by')).toHaveValue('0');
});
