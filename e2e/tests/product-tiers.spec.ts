import { expect, test } from '@playwright/test';

interface Tier {
  Desde: number;
  Hasta: number;
  PrecioNivel: number;
}

test('the tier table marks the tier of the chosen quantity and prices it', async ({ page, request }) => {
  const list = await (
    await request.get('/apiGold/ProductoApi/GetProductos_V2?usuarioid=1&empresaid=1&pagesize=100')
  ).json();
  const product = list.Datos.find(
    (p: { Escala_aplica: boolean; Escala: string | null; Disponible: number; variation?: unknown }) =>
      p.Escala_aplica && p.Escala && JSON.parse(p.Escala).length >= 2 && p.Disponible > 20 && !p.variation,
  );
  expect(product).toBeTruthy();
  const tiers: Tier[] = JSON.parse(product.Escala).sort((a: Tier, b: Tier) => a.Desde - b.Desde);
  const second = tiers[1] as Tier;
  const quantity = Math.min(second.Desde, product.Disponible);
  const unit = product[`Precio${second.PrecioNivel}`] as number;
  const money = (n: number) =>
    new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n);

  await page.goto(`/product/${product.Productoid}`);
  await expect(page.getByRole('heading', { level: 1, name: product.Producto })).toBeVisible();
  const rows = page.getByTestId('tier-row');
  await expect(rows).toHaveCount(tiers.length);
  await expect(rows.nth(0)).toHaveAttribute('aria-current', 'true');

  await page.getByLabel('Quantity', { exact: true }).fill(String(quantity));
  await expect(rows.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(rows.nth(0)).not.toHaveAttribute('aria-current', 'true');
  await expect(rows.nth(1)).toContainText(money(unit));
  await expect(page.getByTestId('unit-price')).toHaveText(money(unit));
});

test('the quantity stepper stops at the stock', async ({ page, request }) => {
  const list = await (
    await request.get('/apiGold/ProductoApi/GetProductos_V2?usuarioid=1&empresaid=1&pagesize=100')
  ).json();
  const product = list.Datos.find(
    (p: { Disponible: number; variation?: unknown }) => p.Disponible > 0 && p.Disponible < 50 && !p.variation,
  );
  expect(product).toBeTruthy();
  await page.goto(`/product/${product.Productoid}`);
  const input = page.getByLabel('Quantity', { exact: true });
  await input.fill(String(product.Disponible + 25));
  await expect(input).toHaveValue(String(product.Disponible));
  await expect(page.getByRole('button', { name: 'One more' })).toBeDisabled();
});

test('the page reloads when the id in the address changes', async ({ page }) => {
  await page.goto('/product/95');
  const first = await page.locator('main h1').textContent();
  await page.getByRole('region', { name: 'Related products' }).locator('.product-name').first().click();
  await expect(page.locator('main h1')).not.toHaveText(first ?? '');
  await expect(page).toHaveURL(/\/product\/\d+/);
  await expect(page).toHaveTitle(new RegExp(`^${(await page.locator('main h1').textContent()) ?? ''}`));
});

test('every product layout shows the same product with its code, reference and stock', async ({
  page,
  request,
}) => {
  const data = await (
    await request.get(
      '/apiGold/ProductoApi/GetProductoDataTercero_v2?usuarioid=1&empresaid=1&productoid=100&bodegaid=1',
    )
  ).json();
  const p = data.Producto;
  for (const layout of [
    'product',
    'product-tab-left',
    'product-tab-right',
    'product-sticky',
    'product-slider',
    'product-fixed-image',
  ]) {
    await page.goto(`/${layout}/100`);
    await expect(page.getByRole('heading', { level: 1, name: p.Producto })).toBeVisible();
    await expect(page.locator('main')).toContainText(p.Producto_cod);
    await expect(page.locator('main')).toContainText(p.Referencia);
  }
});

test('an unknown product id shows a clear message', async ({ page }) => {
  await page.goto('/product/999999');
  await expect(page.getByRole('heading', { name: 'This product does not exist.' })).toBeVisible();
});
