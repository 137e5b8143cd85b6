import { expect, type Page, test } from '@playwright/test';
import { apiOrders, DEMO1, fillCartWishlistCompare, journeyProducts, login } from './commerce-helpers';
import { LANGUAGES, seriousViolations, switchLanguage } from './support/axe';
import { PROTECTED_ROUTES, PUBLIC_ROUTES } from './support/routes';

/** The page at `path` once it has settled: its heading shown, nothing loading, the network quiet. */
async function violationsOf(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('.spinner-border')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  return seriousViolations(page, path);
}

// Contrast is judged on the colours a control settles on. Once (a CI run of 2026-11-26) axe found the home
// page's Subscribe button under contrast, which no other run repeated: a button enabled when the app has
// started fades from its disabled colours over 150 ms (Bootstrap's transition), the likely moment. With
// reduced motion there is no fade.
test.use({ reducedMotion: 'reduce' });

// Every route of the spec in every language, one test per language: the visitor's pages with something in
// the cart, wishlist and compare list, the guest checkout with its messages and a quick order with a bad
// row; then demo1's pages, its checkout with the credit notice and an order's reorder page. All findings are
// gathered, so one run shows every failing page.
for (const language of LANGUAGES) {
  test(`axe (WCAG 2.2 A/AA) finds no serious or critical violation on any page in ${language}`, async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    const [order] = await apiOrders(request, DEMO1);
    if (!order) throw new Error('demo1 has no orders');
    const { untiered } = await journeyProducts(request);
    await fillCartWishlistCompare(page, request);
    await switchLanguage(page, language);
    const found: string[] = [];
    for (const path of [...PUBLIC_ROUTES, '/not-found']) found.push(...(await violationsOf(page, path)));

    await page.goto('/checkout');
    await page.getByTestId('place-order').click();
    await expect(page.locator('.invalid-feedback').first()).toBeVisible();
    found.push(...(await seriousViolations(page, 'the guest form with its messages')));

    await page.goto('/quick-order');
    await page.getByTestId('quick-order-code').nth(0).fill('NO-SUCH-CODE');
    await page.getByTestId('quick-order-quantity').nth(0).fill('2');
    await expect(
      page.locator('[data-testid="quick-order-row"][data-problem="codigo_desconocido"]'),
    ).toBeVisible();
    found.push(...(await seriousViolations(page, '/quick-order with a bad row')));

    await login(page, DEMO1);
    // demo1's cart holds a product, so its checkout shows the credit notice.
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
    for (const path of [
      ...PROTECTED_ROUTES,
      '/estado-cuenta',
      '/listas',
      '/quick-order',
      `/pedidos/${order.pedidoid}/reordenar`,
    ]) {
      found.push(...(await violationsOf(page, path)));
    }
    await page.goto('/checkout');
    await expect(page.getByTestId('credit-notice')).toBeVisible();
    found.push(...(await seriousViolations(page, '/checkout (demo1, the credit notice)')));
    expect(found).toEqual([]);
  });
}

test('the check finds what it looks for: a button without a name and a picture without words', async ({
  page,
}) => {
  await page.goto('/about');
  await expect(page.locator('main h1').first()).toBeVisible();
  expect(await seriousViolations(page, 'before')).toEqual([]);
  await page.evaluate(() => {
    const main = document.querySelector('main');
    main?.insertAdjacentHTML('beforeend', '<button type="button"></button><img src="/favicon.ico">');
  });
  const found = await seriousViolations(page, 'injected');
  expect(found).toContainEqual(expect.stringMatching(/^injected: button-name \(critical\)/));
  expect(found).toContainEqual(expect.stringMatching(/^injected: image-alt \(critical\)/));
});
