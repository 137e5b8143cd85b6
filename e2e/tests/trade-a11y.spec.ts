import { expect, type Page, test } from '@playwright/test';
import { apiOrders, DEMO1, journeyProducts, login } from './commerce-helpers';
import { LANGUAGES, seriousViolations, switchLanguage } from './support/axe';

async function expectNoSeriousViolations(page: Page, path: string, ready: string) {
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator(ready).first()).toBeVisible();
  expect(await seriousViolations(page, path)).toEqual([]);
}

for (const language of LANGUAGES) {
  test(`quick order, cockpit, statement, reorder, saved lists and the credit notice pass axe (${language})`, async ({
    page,
    request,
  }) => {
    const [order] = await apiOrders(request, DEMO1);
    if (!order) throw new Error('demo1 has no orders');
    await page.goto('/');
    await switchLanguage(page, language);
    // The quick order with a valid and a bad row showing their states.
    await page.goto('/quick-order');
    const codes = page.getByTestId('quick-order-code');
    await codes.nth(0).fill('NO-SUCH-CODE');
    await page.getByTestId('quick-order-quantity').nth(0).fill('2');
    await expect(
      page.locator('[data-testid="quick-order-row"][data-problem="codigo_desconocido"]'),
    ).toBeVisible();
    expect(await seriousViolations(page, '/quick-order with a bad row')).toEqual([]);

    await login(page, DEMO1);
    const { untiered } = await journeyProducts(request);
    // The helper waits for the English toast; in other languages, wait for the cart to hold the product.
    await page.goto(`/product/${untiered}`);
    await page.getByTestId('add-to-cart').click();
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(localStorage)
            .filter((k) => k.startsWith('mostrador.cart.'))
            .map((k) => localStorage.getItem(k))
            .join(),
        ),
      )
      .toContain(`"id":${untiered}`);
    await expectNoSeriousViolations(page, '/home', '[data-testid="cockpit-aging"]');
    await expectNoSeriousViolations(page, '/estado-cuenta', '[data-testid="statement-table"]');
    await expectNoSeriousViolations(
      page,
      `/pedidos/${order.pedidoid}/reordenar`,
      '[data-testid="reorder-line"]',
    );
    await expectNoSeriousViolations(page, '/listas', '[data-testid="save-list-form"]');
    await expectNoSeriousViolations(page, '/checkout', '[data-testid="credit-notice"]');
  });
}
