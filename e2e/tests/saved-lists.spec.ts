import { expect, test } from '@playwright/test';
import { addFromProductPage, DEMO1, journeyProducts, login } from './commerce-helpers';
import { seriousViolations } from './support/axe';

test('a saved list survives logout and loads in a second browser context after logging in there', async ({
  browser,
  page,
  request,
}) => {
  const { tiered, untiered } = await journeyProducts(request);
  await login(page, DEMO1);
  await addFromProductPage(page, tiered);
  await addFromProductPage(page, untiered);
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(2);

  await page.goto('/listas');
  await expect(page.getByRole('heading', { level: 1, name: 'Saved lists' })).toBeVisible();
  const name = `Weekly ${Date.now()}`;
  await page.getByLabel('List name').fill(name);
  await page.getByRole('button', { name: 'Save the cart (2 lines)' }).click();
  await expect(page.getByTestId('saved-lists-message')).toContainText(`List “${name}” saved.`);
  await expect(page.getByTestId('saved-list').filter({ hasText: name })).toContainText('2 lines, 2 units');
  expect(await seriousViolations(page, 'saved lists', 'all')).toEqual([]);

  // Logging out (the account menu's link: at once) clears local storage (the cart with it); the list stays
  // on the server.
  await page.getByRole('link', { name: 'Log out' }).click();
  await expect(page).not.toHaveURL(/\/logout$/);

  const other = await browser.newContext();
  try {
    const second = await other.newPage();
    await login(second, DEMO1);
    await second.goto('/cart');
    await expect(second.getByTestId('cart-empty')).toBeVisible();
    await second.goto('/listas');
    await second.getByRole('button', { name: `Load “${name}” into the cart` }).click();
    await expect(second.getByTestId('saved-lists-message')).toContainText(
      `2 lines of “${name}” added to the cart.`,
    );
    await second.goto('/cart');
    await expect(second.getByTestId('cart-line')).toHaveCount(2);
    await expect(second.locator(`[data-testid="cart-line"][data-product-id="${tiered}"]`)).toBeVisible();
    await expect(second.locator(`[data-testid="cart-line"][data-product-id="${untiered}"]`)).toBeVisible();
  } finally {
    await other.close();
  }
});

test('a product in colours and sizes saved in a list loads into the cart in its colour and size', async ({
  browser,
  page,
  request,
}) => {
  const { untiered } = await journeyProducts(request);
  await login(page, DEMO1);
  await addFromProductPage(page, untiered);
  // Product 95 of the seed is a shirt in sizes: chosen on its page.
  await page.goto('/product/95');
  await page.getByRole('group', { name: 'Size' }).getByRole('button').first().click();
  await page.getByTestId('add-to-cart').click();
  await page.goto('/cart');
  const shirtLine = (p: typeof page) => p.locator('[data-testid="cart-line"][data-product-id="95"]');
  // "Code: … · white · S": the colour and size chosen.
  const chosen = (await shirtLine(page).locator('.small').first().textContent()) ?? '';
  expect(chosen).toMatch(/ · \S+ · \S+$/);
  await page.goto('/listas');
  const name = `Sizes ${Date.now()}`;
  await page.getByLabel('List name').fill(name);
  await page.getByRole('button', { name: 'Save the cart (2 lines)' }).click();
  await expect(page.getByTestId('saved-lists-message')).toContainText(`List “${name}” saved.`);

  const other = await browser.newContext();
  try {
    const second = await other.newPage();
    await login(second, DEMO1);
    await second.goto('/listas');
    await second.getByRole('button', { name: `Load “${name}” into the cart` }).click();
    await expect(second.getByTestId('saved-lists-message')).toHaveText(
      `2 lines of “${name}” added to the cart. View cart`,
    );
    await second.goto('/cart');
    await expect(second.getByTestId('cart-line')).toHaveCount(2);
    await expect(second.locator(`[data-testid="cart-line"][data-product-id="${untiered}"]`)).toBeVisible();
    await expect(shirtLine(second).locator('.small').first()).toHaveText(chosen);
  } finally {
    await other.close();
  }
});
