import { expect, test } from '@playwright/test';
import { apiOrders, DEMO1, login, openCheckoutWithOneProduct } from './commerce-helpers';

test('double-clicking "place order" creates one order', async ({ page, request }) => {
  await login(page, DEMO1);
  const before = await apiOrders(request, DEMO1);
  await openCheckoutWithOneProduct(page, request);
  await expect(page.getByTestId('branch-address')).toBeVisible();
  await page.getByTestId('place-order').dblclick();
  const numero = Number((await page.getByTestId('order-number').textContent())?.replace(/^WEB-/, ''));
  const known = new Set(before.map((o) => o.numero));
  const created = (await apiOrders(request, DEMO1)).filter((o) => !known.has(o.numero));
  expect(created.map((o) => o.numero)).toEqual([numero]);
});

test('a network cut while placing the order loses nothing, and the retry makes no second order', async ({
  page,
  request,
}) => {
  await login(page, DEMO1);
  const before = await apiOrders(request, DEMO1);
  await openCheckoutWithOneProduct(page, request);
  await expect(page.getByTestId('branch-address')).toBeVisible();

  // The request reaches the server (which creates the order) but the answer never comes back.
  const keys: string[] = [];
  await page.route('**/PedidoApi/PedidoWebCreate?**', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    await route.fetch();
    await route.abort('internetdisconnected');
  });
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('checkout-network')).toContainText('Por favor verifique la red');
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1); // nothing lost
  await page.goto('/checkout');

  await page.unroute('**/PedidoApi/PedidoWebCreate?**');
  const retried = page.waitForRequest('**/PedidoApi/PedidoWebCreate?**');
  await page.getByTestId('place-order').click();
  expect((await retried).headers()['idempotency-key']).toBe(keys[0]);
  const numero = Number((await page.getByTestId('order-number').textContent())?.replace(/^WEB-/, ''));

  const known = new Set(before.map((o) => o.numero));
  const created = (await apiOrders(request, DEMO1)).filter((o) => !known.has(o.numero));
  expect(created.map((o) => o.numero)).toEqual([numero]);
  await page.goto('/cart');
  await expect(page.getByTestId('cart-empty')).toBeVisible();
});
