import { expect, test } from '@playwright/test';
import { fillGuest, guestBuys, smallSizeOf98 } from './commerce-helpers';

test('out of stock at checkout: the short lines show what is available, and the cart stays', async ({
  page,
  request,
}) => {
  // A product without sizes and with a little stock.
  const list = await request.get(
    '/apiGold/ProductoApi/GetProductos_V2?usuarioid=1&empresaid=1&length=0&bodegaid=1&api=true&pagesize=100',
  );
  const products = ((await list.json()) as { Datos: Array<Record<string, unknown>> }).Datos;
  const product = products.find(
    (p) => !p.variation && typeof p.Disponible === 'number' && p.Disponible >= 2 && p.Disponible <= 30,
  );
  expect(product).toBeDefined();
  const id = Number(product?.Productoid);
  const stock = Number(product?.Disponible);

  await page.goto(`/product/${id}`);
  await page.getByTestId('add-to-cart').click();
  await page.goto('/cart');
  const quantity = page.getByTestId('cart-line').getByRole('spinbutton');
  await quantity.fill(String(stock));
  await quantity.press('Enter');
  await expect(page.getByTestId('line-total')).not.toHaveText('');

  // The checkout opens (and re-prices the cart: nothing changed yet); the guest fills in the form.
  const repriced = page.waitForResponse((r) => r.url().includes('GetProductoDataTercero_v2'));
  await page.getByRole('link', { name: 'Proceed to checkout' }).click();
  await repriced;
  await fillGuest(page);

  // Meanwhile someone else buys one unit.
  await guestBuys(request, [{ Productoid: id, Cantidad: 1 }]);

  await page.getByTestId('place-order').click();
  const box = page.getByTestId('checkout-stock');
  await expect(box).toContainText(`you asked for ${stock}, ${stock - 1} available`);

  // The cart keeps its line; opening it re-prices it down to what is available, with the notice.
  await page.getByTestId('header-cart').click();
  await page.getByRole('region', { name: 'Mini cart' }).getByRole('link', { name: 'View cart' }).click();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-line').getByRole('spinbutton')).toHaveValue(String(stock - 1));
  await expect(page.getByText('Item modificado en el carrito').first()).toBeVisible();
  // The cart says which line and why.
  const name = String(product?.Producto);
  await expect(page.getByTestId('stock-changes')).toContainText(
    `${name}: only ${stock - 1} in stock, quantity lowered from ${stock} to ${stock - 1}.`,
  );
});

test('a size short of its own stock at checkout: the server refuses, the notice names the colour and size, the cart stays', async ({
  page,
  request,
}) => {
  // Product 98: a size with a little stock of its own, among many more units of the product.
  const { id, color, size, stock } = await smallSizeOf98(request, 2, 9);
  await page.goto(`/product/${id}`);
  await page.getByRole('button', { name: new RegExp(`^${color}$`, 'i') }).click();
  await page.getByRole('button', { name: new RegExp(`^${size}$`, 'i') }).click();
  await page.getByTestId('add-to-cart').click();
  await page.goto('/cart');
  const quantity = page.getByTestId('cart-line').getByRole('spinbutton');
  await quantity.fill(String(stock));
  await quantity.press('Enter');
  await expect(quantity).toHaveValue(String(stock));
  const repriced = page.waitForResponse((r) => r.url().includes('GetProductoDataTercero_v2'));
  await page.getByRole('link', { name: 'Proceed to checkout' }).click();
  await repriced;
  await fillGuest(page);

  // Meanwhile someone else buys one unit of that colour and size (the product has plenty of others).
  await guestBuys(request, [{ Productoid: id, Cantidad: 1, Color: color, Talla: size }]);

  await page.getByTestId('place-order').click();
  const box = page.getByTestId('checkout-stock');
  const short = box.getByRole('listitem');
  await expect(short).toHaveCount(1);
  await expect(short).toContainText(
    new RegExp(`\\(${color} · ${size}\\): you asked for ${stock}, ${stock - 1} available`, 'i'),
  );

  // The cart keeps its line, brought down to what that size has left.
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-line').getByRole('spinbutton')).toHaveValue(String(stock - 1));
});
