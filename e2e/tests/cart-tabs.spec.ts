import { expect, type Page, test } from '@playwright/test';
import { addFromProductPage, DEMO1, journeyProducts, login } from './commerce-helpers';

/** The product ids and quantities of the cart page's lines, in order. */
async function cartLines(page: Page): Promise<string[]> {
  const lines = page.getByTestId('cart-line');
  const ids = await lines.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-product-id')));
  const quantities = await lines
    .getByRole('spinbutton')
    .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
  return ids.map((id, i) => `${id}x${quantities[i]}`);
}

test('two tabs share one cart: the checkout orders what the cart tab left, and the ordered lines do not come back', async ({
  context,
  request,
}) => {
  const { tiered, untiered } = await journeyProducts(request);
  const tabA = await context.newPage();
  await login(tabA, DEMO1);
  await addFromProductPage(tabA, tiered);
  await addFromProductPage(tabA, untiered);

  // Tab B opens the checkout with both lines; tab A opens the cart.
  const tabB = await context.newPage();
  await tabB.goto('/checkout');
  const yourOrder = tabB.getByTestId('checkout-form').locator('ul li');
  await expect(yourOrder).toHaveCount(2);
  await tabA.goto('/cart');
  await expect(tabA.getByTestId('cart-line')).toHaveCount(2);

  // In tab A the buyer removes one product and sets the other to 2.
  const kept = tabA.locator(`[data-testid="cart-line"][data-product-id="${tiered}"]`);
  const removed = tabA.locator(`[data-testid="cart-line"][data-product-id="${untiered}"]`);
  await removed.getByRole('button', { name: /^Remove/ }).click();
  await expect(removed).toHaveCount(0);
  const quantity = kept.getByRole('spinbutton');
  await quantity.fill('2');
  await quantity.press('Enter');
  await expect.poll(() => cartLines(tabA)).toEqual([`${tiered}x2`]);

  // Tab B shows that cart before anything is sent, and orders exactly it.
  await tabB.bringToFront();
  await expect(yourOrder).toHaveCount(1);
  await expect(yourOrder).toContainText('× 2');
  const sent = tabB.waitForRequest(
    (r) => r.url().includes('PedidoApi/PedidoWebCreate') && r.method() === 'POST',
  );
  await tabB.getByTestId('place-order').click();
  const body = (await sent).postDataJSON() as { Detalles: Array<{ Productoid: number; Cantidad: number }> };
  expect(body.Detalles.map((d) => [d.Productoid, d.Cantidad])).toEqual([[tiered, 2]]);
  await expect(tabB.getByTestId('order-number')).toHaveText(/^WEB-\d+$/);

  // Tab A, on the cart all along, shows it empty now; what the buyer adds there next brings no ordered line
  // back.
  await tabA.bringToFront();
  await expect(tabA.getByTestId('cart-empty')).toBeVisible();
  await tabA.getByRole('link', { name: 'Continue shopping' }).click();
  const add = tabA.getByRole('main').getByRole('button', { name: 'Add to cart' }).first();
  await expect(add).toBeEnabled();
  await add.click();
  await expect(tabA.getByText('Agregado al carrito').first()).toBeVisible();
  const stored = await tabA.evaluate(() =>
    Object.entries(localStorage)
      .filter(([key]) => key.startsWith('mostrador.cart.'))
      .map(([, text]) => (JSON.parse(text) as { lines: { quantity: number }[] }).lines.length),
  );
  expect(stored).toEqual([1]);
  await tabB.goto('/cart');
  await expect(tabB.getByTestId('cart-line')).toHaveCount(1);
  await expect.poll(() => cartLines(tabB)).toEqual([expect.stringMatching(/x1$/)]);
});

test('a language chosen in one tab shows in the other, and a logout in one tab logs the other out and forgets its drafts', async ({
  context,
}) => {
  const tabA = await context.newPage();
  await login(tabA, DEMO1);
  const tabB = await context.newPage();
  await tabB.goto('/pedidos');
  await expect(tabB).toHaveURL(/\/pedidos$/);

  await tabA.getByLabel('Language').selectOption('es');
  await expect(tabB.locator('html')).toHaveAttribute('lang', 'es');
  await tabA.getByLabel('Moneda').selectOption('EUR');
  await expect(tabB.getByLabel('Moneda')).toHaveValue('EUR');

  // Rows typed in tab B's quick order, kept in its session storage.
  const draftKey = 'mostrador.quick-order-draft.v1';
  await tabB.evaluate(
    (key) => sessionStorage.setItem(key, JSON.stringify({ customer: 1, rows: [['MOD-000095', '2']] })),
    draftKey,
  );

  await tabA.goto('/logout');
  await tabA.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(tabA).toHaveURL(/\/$/);
  // Tab B, on a customer's page, is a visitor now: to the login page, in English and dollars, and it writes
  // nothing back into the emptied storage.
  await expect(tabB).toHaveURL(/\/login-page$/);
  await expect(tabB.locator('html')).toHaveAttribute('lang', 'en');
  await expect(tabB.getByLabel('Currency')).toHaveValue('USD');
  await expect
    .poll(() => tabB.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('mostrador.'))))
    .toEqual([]);
  // A logout forgets what was typed in every tab (an expiry keeps it for the same customer's next login).
  await expect.poll(() => tabB.evaluate((key) => sessionStorage.getItem(key), draftKey)).toBeNull();
});
