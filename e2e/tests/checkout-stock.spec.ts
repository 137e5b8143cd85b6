import { expect, test } from '@playwright/test';
import { apiProduct, fillGuest } from './commerce-helpers';

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
  const other = await request.post('/apiGold/PedidoApi/PedidoWebCreateAnonimo?usuarioid=1&empresaid=1', {
    headers: { 'Idempotency-Key': `e2e-stock-${Date.now()}` },
    data: {
      Nit: '800197268',
      Tercero: 'Otro cliente',
      Telefono1: '3009876543',
      Direccion: 'Calle 2',
      Email: 'otro@example.com',
      Ciudad: '05001',
      Departamento: '05',
      Observacion: '',
      Detalles: [{ Productoid: id, Cantidad: 1, Observacion: '' }],
    },
  });
  expect(other.ok()).toBe(true);

  await page.getByTestId('place-order').click();
  const box = page.getByTestId('checkout-stock');
  await expect(box).toContainText(`you asked for ${stock}, ${stock - 1} available`);

  // The cart keeps its line; opening it re-prices it down to what is available, with the notice.
  await page.getByTestId('header-cart').click();
  await page.getByRole('region', { name: 'Mini cart' }).getByRole('link', { name: 'View cart' }).click();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-line').getByRole('spinbutton')).toHaveValue(String(stock - 1));
  await expect(page.getByText('Item modificado en el carrito').first()).toBeVisible();
});

test('a size short of its own stock at checkout: the server refuses, the notice names the colour and size, the cart stays', async ({
  page,
  request,
}) => {
  type Size = { name: string; stock: number };
  type Wire = { Productoid: number; Disponible: number; variation?: { color: string; size: Size[] }[] };
  // Product 98: a size with a little stock of its own, among many more units of the product.
  const p = (await apiProduct(request, 98)) as unknown as Wire;
  const found = (p.variation ?? [])
    .flatMap((v) => v.size.map((s) => ({ color: v.color, s })))
    .find(({ s }) => s.stock >= 2 && s.stock < 10 && p.Disponible > s.stock + 5);
  expect(found).toBeTruthy();
  if (!found) return;
  const { color, s } = found;
  await page.goto(`/product/${p.Productoid}`);
  await page.getByRole('button', { name: new RegExp(`^${color}$`, 'i') }).click();
  await page.getByRole('button', { name: new RegExp(`^${s.name}$`, 'i') }).click();
  await page.getByTestId('add-to-cart').click();
  await page.goto('/cart');
  const quantity = page.getByTestId('cart-line').getByRole('spinbutton');
  await quantity.fill(String(s.stock));
  await quantity.press('Enter');
  await expect(quantity).toHaveValue(String(s.stock));
  const repriced = page.waitForResponse((r) => r.url().includes('GetProductoDataTercero_v2'));
  await page.getByRole('link', { name: 'Proceed to checkout' }).click();
  await repriced;
  await fillGuest(page);

  // Meanwhile someone else buys one unit of that colour and size (the product has plenty of others).
  const other = await request.post('/apiGold/PedidoApi/PedidoWebCreateAnonimo?usuarioid=1&empresaid=1', {
    headers: { 'Idempotency-Key': `e2e-size-stock-${Date.now()}` },
    data: {
      Nit: '800197268',
      Tercero: 'Otro cliente',
      Telefono1: '3009876543',
      Direccion: 'Calle 2',
      Email: 'otro@example.com',
      Ciudad: '05001',
      Departamento: '05',
      Observacion: '',
      Detalles: [{ Productoid: p.Productoid, Cantidad: 1, Observacion: '', Color: color, Talla: s.name }],
    },
  });
  expect(other.ok()).toBe(true);

  await page.getByTestId('place-order').click();
  const box = page.getByTestId('checkout-stock');
  const short = box.getByRole('listitem');
  await expect(short).toHaveCount(1);
  await expect(short).toContainText(
    new RegExp(`\\(${color} · ${s.name}\\): you asked for ${s.stock}, ${s.stock - 1} available`, 'i'),
  );

  // The cart keeps its line, brought down to what that size has left.
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-line').getByRole('spinbutton')).toHaveValue(String(s.stock - 1));
});
