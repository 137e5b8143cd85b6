import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

// Issue 5's budget: what a phone downloads for the first screen of `/`, its scripts and style sheets
// gzip-compressed, is at most 150 KB. bench/web.ts measures it the same way, beside Lighthouse's vitals;
// this keeps a new dependency from quietly spending the budget.
const BUDGET_BYTES = 150 * 1024;

test('the first load of / stays within 150 KB of JS and CSS (gzip)', async ({ page }) => {
  const sizes: Promise<number>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    sizes.push(response.body().then((body) => gzipSync(body).length));
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.locator('.hero-slider img')).toBeVisible();
  const total = (await Promise.all(sizes)).reduce((sum, n) => sum + n, 0);
  expect(sizes.length).toBeGreaterThan(1);
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
});
