import { expect, type Locator, type Page, test } from '@playwright/test';
import { addFromProductPage, journeyProduct, usd } from './commerce-helpers';

const FIRST = 95;
const SECOND = 96;

async function fromProductPage(page: Page, id: number, button: 'Wishlist' | 'Compare') {
  await page.goto(`/product/${id}`);
  const add = page.getByRole('main').getByRole('button', { name: button, exact: true });
  await expect(add).toBeEnabled();
  await add.click();
}

/**
 * From the product pages: FIRST (with its notice), FIRST again (no second entry) and SECOND, counted in the
 * header's link; then the list's page, reloaded.
 */
async function addTwoAndOneAgain(page: Page, list: 'Wishlist' | 'Compare') {
  await fromProductPage(page, FIRST, list);
  await expect(page.getByText(`Added To ${list}`).first()).toBeVisible();
  await expect(page.getByRole('link', { name: `${list} (1)` })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: list, exact: true }).click();
  await expect(page.getByRole('link', { name: `${list} (1)` })).toBeVisible();
  await fromProductPage(page, SECOND, list);
  await expect(page.getByRole('link', { name: `${list} (2)` })).toBeVisible();
  await page.goto(`/${list.toLowerCase()}`);
  await page.reload();
}

/** Removes the first of the two entries (with its notice): one is left, also after a reload. */
async function removeFirst(page: Page, entries: Locator, list: 'Wishlist' | 'Compare') {
  await expect(entries).toHaveCount(2);
  await entries
    .first()
    .getByRole('button', { name: /^Remove/ })
    .click();
  await expect(page.getByText(`Removed From ${list}`).first()).toBeVisible();
  await expect(entries).toHaveCount(1);
  await page.reload();
  await expect(entries).toHaveCount(1);
}

test('the wishlist adds, refuses duplicates, deletes and clears with its notices, and survives a reload', async ({
  page,
}) => {
  await addTwoAndOneAgain(page, 'Wishlist');
  await removeFirst(page, page.getByTestId('wishlist-item'), 'Wishlist');
  await page.getByRole('button', { name: 'Clear wishlist' }).click();
  await expect(page.getByText('Removed All From Wishlist').first()).toBeVisible();
  await expect(page.getByTestId('wishlist-empty')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('wishlist-empty')).toBeVisible();
});

test('compare shows products side by side, refuses duplicates, deletes and clears, and survives a reload', async ({
  page,
}) => {
  await addTwoAndOneAgain(page, 'Compare');
  const columns = page.getByTestId('compare-item');
  for (const label of ['Your price', 'Volume prices', 'Stock', 'Code', 'Category', 'Rating']) {
    await expect(columns.first().getByText(label, { exact: true })).toBeVisible();
  }
  await removeFirst(page, columns, 'Compare');
  await page.getByRole('button', { name: 'Remove all' }).click();
  await expect(page.getByTestId('compare-empty')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('compare-empty')).toBeVisible();
});

test('the cart survives a reload and the mini-cart shows it', async ({ page }) => {
  await page.goto('/product/90'); // no sizes to choose
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByText('Agregado al carrito').first()).toBeVisible();
  await page.reload();
  await page.getByTestId('header-cart').click();
  const mini = page.getByTestId('mini-cart');
  await expect(mini).toBeVisible();
  await expect(mini.getByRole('link', { name: 'View cart' })).toBeVisible();
  await mini.getByRole('link', { name: 'View cart' }).click();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await page.getByRole('button', { name: 'Clear cart' }).click();
  await page.getByRole('button', { name: 'Yes, clear the cart' }).click();
  await expect(page.getByText('Items eliminados').first()).toBeVisible();
  await expect(page.getByTestId('cart-empty')).toBeVisible();
});

test("a cart kept from another day shows today's prices when the mini-cart or the cart opens", async ({
  page,
  request,
}) => {
  const { id: untiered, record } = await journeyProduct(request, 'untiered');
  await addFromProductPage(page, untiered);
  // The stored line as it would be had the prices been lower when it was added.
  await page.evaluate(() => {
    const key = 'mostrador.cart.v2';
    const cart = JSON.parse(localStorage.getItem(key) ?? '{}');
    for (const line of cart.lines) {
      line.product.price = 50;
      line.product.levels = line.product.levels.map((p: number | null) => (p === null ? null : 50));
    }
    localStorage.setItem(key, JSON.stringify(cart));
  });
  await page.reload();
  await page.getByTestId('header-cart').click();
  await expect(page.getByTestId('mini-cart')).toContainText(usd(Number(record.Precio)));
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('unit-price')).toHaveText(usd(Number(record.Precio)));
});

test('a cart, wishlist and compare list saved by the previous version of the shop are still there', async ({
  page,
  request,
}) => {
  const { record } = await journeyProduct(request, 'untiered');
  await page.goto('/');
  // Version 1 kept the server's product records as they came (the ERP's names).
  await page.evaluate((product) => {
    const saved = {
      Productoid: product.Productoid,
      Producto_cod: product.Producto_cod,
      Referencia: product.Referencia,
      Categoriaid: product.Categoriaid,
      Producto: product.Producto,
      Precio: product.Precio,
      Precio1: product.Precio1,
      Precio2: product.Precio2,
      Precio3: product.Precio3,
      Precio4: product.Precio4,
      Precio5: product.Precio5,
      Escala_aplica: product.Escala_aplica,
      Escala: product.Escala,
      Disponible: product.Disponible,
      Imagenes: product.Imagenes,
      Impuesto_porcentaje: product.Impuesto_porcentaje,
    };
    const line = { product: saved, quantity: 2, cartItemId: 'old', comment: 'old note' };
    localStorage.setItem('mostrador.cart.v1', JSON.stringify({ lines: [line] }));
    const items = JSON.stringify({ items: [{ id: saved.Productoid, product: saved }] });
    localStorage.setItem('mostrador.wishlist.v1', items);
    localStorage.setItem('mostrador.compare.v1', items);
  }, record);
  await page.goto('/cart');
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(String(record.Producto));
  await expect(line.getByRole('spinbutton')).toHaveValue('2');
  await expect(page.getByTestId('unit-price')).toHaveText(usd(Number(record.Precio)));
  await expect(page.getByRole('link', { name: 'Wishlist (1)' })).toBeVisible();
  await page.goto('/compare');
  await expect(page.getByTestId('compare-item')).toContainText(String(record.Producto));
});
