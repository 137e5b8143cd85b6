import { expect, test } from '@playwright/test';
import { DEMO1, fillCartWishlistCompare, login } from './commerce-helpers';

test('screenshots of cart, checkout, /home and /facturas at desktop and phone widths', async ({
  page,
  request,
}, info) => {
  await fillCartWishlistCompare(page, request);
  const shoot = async (name: string) => {
    for (const [width, height, label] of [
      [1280, 900, 'desktop'],
      [390, 844, 'phone'],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.waitForTimeout(200);
      await page.screenshot({ path: info.outputPath(`${name}-${label}.png`), fullPage: true });
    }
  };
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await shoot('cart');
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await expect(page.getByLabel('Department').locator('option').nth(1)).toBeAttached();
  await shoot('checkout-guest');
  await login(page, DEMO1);
  await expect(page.getByTestId('count-invoices')).toHaveText(/\d/);
  await shoot('home');
  await page.goto('/facturas');
  await expect(page.getByTestId('invoices').locator('tbody tr').first()).toBeVisible();
  await shoot('facturas');
  await page.goto('/checkout');
  await expect(page.getByTestId('branch-address')).toBeVisible();
  await shoot('checkout-customer');
});
