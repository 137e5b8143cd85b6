import { expect, test } from '@playwright/test';
import {
  apiProduct,
  DEMO1,
  journeyProducts,
  login,
  openCheckoutWithOneProduct,
  smallSizeOf98,
} from './commerce-helpers';

// What a buyer tripped over in a walk-through of the whole shop (issue 18), one test each.

test('adding a product already in the cart says it updates the line, and how many are there', async ({
  page,
  request,
}) => {
  const { untiered } = await journeyProducts(request);
  await page.goto(`/product/${untiered}`);
  const button = page.getByTestId('add-to-cart');
  await expect(button).toHaveText('Add to cart');
  await expect(page.getByTestId('in-cart')).toHaveCount(0);
  await button.click();
  await expect(page.getByRole('status').filter({ hasText: 'Agregado al carrito' })).toBeVisible();
  await expect(page.getByTestId('in-cart')).toHaveText('1 already in your cart.');
  await expect(button).toHaveText('Update the cart');
  await button.click();
  await expect(page.getByRole('status').filter({ hasText: 'Item modificado en el carrito' })).toBeVisible();
  await expect(page.getByTestId('in-cart')).toHaveText('1 already in your cart.');
});

test("a size's own stock limits its cart line, its price tier and the nudge", async ({ page, request }) => {
  // The walk-through's product: /product/98, white, X has 2 in stock of many more of the product.
  const { id, color, size, stock } = await smallSizeOf98(request, 1, 4);
  await page.goto(`/product/${id}`);
  await page.getByRole('button', { name: new RegExp(`^${color}$`, 'i') }).click();
  await page.getByRole('button', { name: new RegExp(`^${size}$`, 'i'), exact: false }).click();
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByRole('status').filter({ hasText: 'Agregado al carrito' })).toBeVisible();
  await page.goto('/cart');
  const line = page.getByTestId('cart-line');
  const input = line.getByRole('spinbutton');
  await input.fill('7');
  await input.press('Enter');
  await expect(input).toHaveValue(String(stock));
  await expect(line.getByTestId('tier-nudge')).toHaveCount(0);
  await expect(line.getByRole('button', { name: /^One more/ })).toBeDisabled();
});

test('paging the shop starts the new page at the top', async ({ page }) => {
  await page.goto('/shop-grid-standard');
  const pager = page.getByRole('navigation', { name: 'Pages' });
  await pager.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.locator('.product-card').first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the pager says how many pages and products there are, and reaches the last page', async ({
  page,
  request,
}) => {
  // Count the catalogue the way the ERP's clients page it: 100 at a time until a short page.
  let total = 0;
  for (let offset = 0; ; offset += 100) {
    const answer = await request.get(
      `/apiGold/ProductoApi/GetProductos_V2?usuarioid=1&empresaid=1&pagesize=100&length=${offset}`,
    );
    const n = ((await answer.json()) as { Datos: unknown[] }).Datos.length;
    total += n;
    if (n < 100) break;
  }
  const pages = Math.ceil(total / 24);
  expect(pages).toBeGreaterThan(3);
  await page.goto('/shop-grid-standard');
  const pager = page.getByRole('navigation', { name: 'Pages' });
  await expect(pager.getByTestId('pager-summary')).toHaveText(`Page 1 of ${pages} · ${total} products`);
  await pager.getByRole('link', { name: `Page ${pages}` }).click();
  await expect(page).toHaveURL(new RegExp(`page=${pages}`));
  await expect(pager.getByTestId('pager-summary')).toHaveText(
    `Page ${pages} of ${pages} · ${total} products`,
  );
  await expect(page.locator('.product-card')).toHaveCount(total - (pages - 1) * 24);
  // On the last page "Next" leads nowhere: no link, a disabled item.
  await expect(pager.getByRole('link', { name: 'Next' })).toHaveCount(0);
  await expect(pager.getByText('Next')).toHaveAttribute('aria-disabled', 'true');
});

test('an unknown product says so, with status 404, and leaves no other error in the console', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  const response = await page.goto('/product/99999');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'This product does not exist.' })).toBeVisible();
  // The browser reports the page's own status; nothing else (the app does not ask for the product again).
  expect(errors).toEqual(['Failed to load resource: the server responded with a status of 404 (Not Found)']);
});

test('/recibos shows no "Load more" when every receipt is on the page', async ({ page }) => {
  await login(page, DEMO1);
  await page.goto('/recibos');
  const rows = page.getByTestId('receipts').locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  const shown = await rows.count();
  // Whatever the button would add, it must add something: if it is there, a click grows the list.
  await page.waitForLoadState('networkidle');
  const more = page.getByRole('button', { name: 'Load more' });
  if ((await more.count()) > 0) {
    await more.click();
    await expect(rows).not.toHaveCount(shown);
  } else {
    await expect(more).toHaveCount(0);
  }
});

test('the order confirmation gives the number /pedidos shows (WEB-n)', async ({ page, request }) => {
  await login(page, DEMO1);
  await openCheckoutWithOneProduct(page, request);
  await expect(page.getByTestId('customer-nitDv')).not.toHaveValue('');
  await page.getByTestId('place-order').click();
  const shown = page.getByTestId('order-number');
  await expect(shown).toHaveText(/^WEB-\d+$/);
  const number = await shown.textContent();
  await page.getByRole('link', { name: 'My orders' }).click();
  await expect(page.getByTestId('order-row').first()).toContainText(number ?? 'none');
});

test('the checkout summary shows the colour and size the cart shows', async ({ page, request }) => {
  type Wire = { variation?: { color: string; size: { name: string; stock: number }[] }[] };
  const p = (await apiProduct(request, 98)) as unknown as Wire;
  const color = p.variation?.find((v) => v.size.some((s) => s.stock > 0));
  const size = color?.size.find((s) => s.stock > 0);
  expect(size).toBeTruthy();
  if (!color || !size) return;
  await page.goto('/product/98');
  await page.getByRole('button', { name: new RegExp(`^${color.color}$`, 'i') }).click();
  await page.getByRole('button', { name: new RegExp(`^${size.name}$`, 'i') }).click();
  await page.getByTestId('add-to-cart').click();
  await page.goto('/checkout');
  const summary = page.getByRole('heading', { name: 'Your order' }).locator('..');
  await expect(summary.locator('li').first()).toContainText(new RegExp(`${color.color} · ${size.name}`, 'i'));
});

test('compare names the category of a catalogue product and says it is not rated', async ({
  page,
  request,
}) => {
  const ids = 'usuarioid=1&empresaid=1';
  type Wire = { Productoid: number; Categoriaid: number; category?: string[]; rating?: number };
  const list = (await (await request.get(`/apiGold/ProductoApi/GetProductos_V2?${ids}&pagesize=100`)).json())
    .Datos as Wire[];
  const product = list.find((p) => !p.category?.length && p.rating === undefined);
  expect(product).toBeTruthy();
  if (!product) return;
  // The ERP's answer is a bare array of {Categoriaid, Descripcion, ...}.
  const tree = (await (await request.get(`/apiGold/CategoriaApi/GetCategoriasGrupos?${ids}`)).json()) as {
    Categoriaid: number;
    Descripcion: string;
  }[];
  const name = tree.find((c) => c.Categoriaid === product.Categoriaid)?.Descripcion ?? 'none';
  await page.goto(`/product/${product.Productoid}`);
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  await page.goto('/compare');
  const item = page.getByTestId('compare-item');
  await expect(item).toContainText(name);
  await expect(item).not.toContainText(`#${product.Categoriaid}`);
  await expect(item).toContainText('Not rated yet');
});

test('at 390 px the invoices fit the screen, Print buttons included', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, DEMO1);
  await page.goto('/facturas');
  const table = page.getByTestId('invoices');
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const print = table.locator('tbody tr').first().getByRole('button').last();
  const box = await print.boundingBox();
  expect(box).toBeTruthy();
  expect((box?.x ?? 999) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  const wide = await table.evaluate((t) => t.scrollWidth > (t.parentElement?.clientWidth ?? 0));
  expect(wide).toBe(false);
});

test("the logged-in checkout shows the customer's whole name on a desktop", async ({ page, request }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await login(page, DEMO1);
  await openCheckoutWithOneProduct(page, request);
  const name = page.getByTestId('customer-name');
  await expect(name).not.toHaveValue('');
  const cut = await name.evaluate((el) => el.scrollWidth > el.clientWidth);
  expect(cut).toBe(false);
});

test('each fashion home variant has a hero of its own, with a drawn picture', async ({ page }) => {
  const heroes: string[] = [];
  for (const n of ['two', 'three', 'four', 'five', 'six', 'seven']) {
    await page.goto(`/home-fashion-${n}`);
    const image = page.locator('.home-hero .hero-image');
    await expect(image).toBeVisible();
    heroes.push((await image.getAttribute('src')) ?? '');
  }
  expect(new Set(heroes).size).toBe(heroes.length);
  // The picture is drawn (an icon in the product's colour, served as WebP), not the "no picture" placeholder.
  const hero = heroes[0] ?? '';
  expect(hero).toMatch(/\.webp$/);
  const picture = await (await page.request.get(hero)).body();
  const placeholder = await (await page.request.get('/Files/Images/placeholder.webp')).body();
  expect(picture.equals(placeholder)).toBe(false);
  expect(await (await page.request.get(hero.replace(/\.webp$/, '.svg'))).text()).toContain('<path');
});
