import { expect, type Locator, test } from '@playwright/test';
import { onAPhone } from './support/phone';

test('toasts appear bottom-left and go away by themselves', async ({ page }) => {
  await page.goto('/shop-grid-standard');
  const card = page
    .locator('main article.product-card')
    .filter({ has: page.getByRole('button', { name: 'Add to cart' }) })
    .first();
  await card.getByRole('button', { name: 'Add to cart' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Agregado al carrito' });
  await expect(toast).toBeVisible();
  const box = await toast.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.x < viewport.width / 3 && box.y > viewport.height / 2).toBe(true);
  // Another product added while it shows: the same notice is shown again in its place, not stacked.
  const another = page
    .locator('main article.product-card')
    .filter({ has: page.getByRole('button', { name: 'Add to cart' }) })
    .nth(1);
  await another.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('header-cart')).toHaveAttribute('aria-label', 'Cart (2)');
  // Its toast comes a moment after the cart changes: give it that moment, then count.
  await page.waitForTimeout(500);
  await expect(toast).toHaveCount(1);
  await expect(toast).toBeHidden({ timeout: 10_000 });
});

test('on a phone a new notice takes the place of the one showing', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/shop-grid-standard');
  const card = page.locator('main article.product-card').nth(1);
  const name = (await card.locator('.product-name').textContent()) ?? '';
  await card.getByRole('button', { name: `Add ${name} to the wishlist` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added To Wishlist' })).toBeVisible();
  await card.getByRole('button', { name: `Add ${name} to compare` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added To Compare' })).toBeVisible();
  await page.waitForTimeout(500);
  await expect(page.getByRole('status').filter({ hasText: 'Added To' })).toHaveCount(1);
});

test('the header counts what the card actions add', async ({ page }) => {
  await page.goto('/shop-grid-standard');
  const card = page.locator('main article.product-card').nth(1);
  const name = (await card.locator('.product-name').textContent()) ?? '';
  await card.getByRole('button', { name: `Add ${name} to the wishlist` }).click();
  await card.getByRole('button', { name: `Add ${name} to compare` }).click();
  const header = page.locator('header');
  await expect(header.getByRole('link', { name: 'Wishlist (1)' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Compare (1)' })).toBeVisible();
  // The card shows it too: its two buttons pressed, unlike its quick view's.
  const background = (button: Locator) => button.evaluate((e) => getComputedStyle(e).backgroundColor);
  const plain = await background(card.getByRole('button', { name: `Quick view of ${name}` }));
  for (const list of ['to the wishlist', 'to compare']) {
    const button = card.getByRole('button', { name: `Add ${name} ${list}` });
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(await background(button)).not.toBe(plain);
  }
});

test('quick view shows a product without leaving the catalogue', async ({ page }) => {
  await page.goto('/shop-grid-standard');
  const card = page.locator('main article.product-card').first();
  const name = (await card.locator('.product-name').textContent()) ?? '';
  const trigger = card.getByRole('button', { name: `Quick view of ${name}` });
  await trigger.click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/shop-grid-standard/);
  // Closed, by Escape or by its button, it gives focus back to the button that opened it: the next Tab goes
  // on from the card, not from the top of the page.
  await expect(trigger).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
  await trigger.click();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});

onAPhone(() => {
  test('the off-canvas menu opens, navigates and closes', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Main menu' });
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'About us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    // Closed by its button or by Escape, it gives focus back to the menu button.
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    // Open as a modal (focus inside it: Escape reaches it) before Escape is pressed.
    await expect(menu.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('the catalogue filters fold behind a button', async ({ page }) => {
    await page.goto('/shop-grid-standard');
    await expect(page.getByRole('link', { name: 'All categories' })).toBeHidden();
    await page.getByRole('button', { name: 'Filters' }).click();
    await expect(page.getByRole('link', { name: 'All categories' })).toBeVisible();
  });
});

test('a home variant slides through its featured products', async ({ page }) => {
  await page.goto('/home-electronics');
  const slider = page.getByRole('region', { name: 'Featured products' });
  const name = slider.locator('a span');
  await expect(name).not.toBeEmpty();
  const first = await name.textContent();
  await slider.getByRole('button', { name: 'Next slide' }).click();
  await expect(name).not.toHaveText(first ?? '');
  await expect(slider.getByRole('button', { name: 'Slide 2 of 3' })).toHaveAttribute('aria-current', 'true');
  await slider.getByRole('button', { name: 'Slide 1 of 3' }).click();
  await expect(name).toHaveText(first ?? '');
});

test('at 1366 px the header search shows its whole hint in every language', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/shop-grid-standard');
  for (const language of ['en', 'fn', 'de', 'es']) {
    await page.locator('header select').first().selectOption(language);
    await expect(page.locator('html')).toHaveAttribute('lang', language === 'fn' ? 'fr' : language);
    const room = await page.locator('#header-search').evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d');
      if (!context) return -1;
      context.font = style.font;
      const text = context.measureText(input.placeholder).width;
      const box =
        input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      return box - text;
    });
    expect(room, language).toBeGreaterThan(0);
  }
});
