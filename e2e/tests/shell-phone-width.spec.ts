import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO1, fillCartWishlistCompare, login } from './commerce-helpers';
import { appStarted, switchLanguage } from './support/app';
import { trackRequests } from './support/network';
import { PHONE } from './support/phone';
import { PROTECTED_ROUTES, PUBLIC_ROUTES } from './support/routes';

// On a phone no page may be wider than the screen: a page that scrolls sideways hides part of every line.
// Wide content (tables) scrolls inside its own box. Each page is measured once its data has arrived.
test.use({ viewport: PHONE });

async function widerThanScreen(page: Page, paths: readonly string[]): Promise<string[]> {
  const quiet = trackRequests(page);
  const wide: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    await appStarted(page);
    await quiet();
    const extra = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (extra > 0) wide.push(`${path} is ${extra}px wider than the screen`);
  }
  return wide;
}

const DESKTOP = { width: 1366, height: 844 };

/** Fills the cart, the wishlist and the compare list on a desktop (where their buttons are), then narrows it. */
async function fillThenNarrow(
  page: Page,
  request: APIRequestContext,
  screen: { width: number; height: number },
) {
  await page.setViewportSize(DESKTOP);
  await fillCartWishlistCompare(page, request);
  await page.setViewportSize(screen);
}

test('no public page is wider than a 390 px phone screen', async ({ page }) => {
  test.setTimeout(120_000);
  expect(await widerThanScreen(page, [...PUBLIC_ROUTES, '/not-found'])).toEqual([]);
});

test('cart, wishlist, compare, checkout and the customer area fit a 390 px phone screen when full', async ({
  page,
  request,
}) => {
  await fillThenNarrow(page, request, PHONE);
  expect(await widerThanScreen(page, ['/cart', '/wishlist', '/compare', '/checkout'])).toEqual([]);
  await login(page, DEMO1);
  expect(await widerThanScreen(page, [...PROTECTED_ROUTES, '/checkout'])).toEqual([]);
});

test("at 360 px in Spanish a product's code is never split and a cart line's comment shows its whole hint", async ({
  page,
  request,
}) => {
  await fillThenNarrow(page, request, { width: 360, height: 800 });
  await page.goto('/shop-grid-standard');
  await switchLanguage(page, 'es');
  // "Código: ACC-" then "000035" on the next line read as two things.
  const line = page
    .locator('main article.product-card')
    .first()
    .getByText(/^Código: \S+$/);
  const codeLines = await line.evaluate((element) => {
    // The lines the code's own characters (those after "Código: ") are drawn on, whatever elements hold them.
    const skip = 'Código: '.length;
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const tops = new Set<number>();
    let offset = 0;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const length = node.textContent?.length ?? 0;
      for (let i = Math.max(0, skip - offset); i < length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        tops.add(Math.round(range.getBoundingClientRect().top));
      }
      offset += length;
    }
    return tops.size;
  });
  expect(codeLines).toBe(1);

  await page.goto('/cart');
  const comment = page.getByLabel('Comentario de esta línea').first();
  const hint = (await comment.getAttribute('placeholder')) ?? '';
  expect(hint).toBe('p. ej. entregar en la mañana');
  // The field is as wide as its hint ("p. ej. entregar en" was all it showed beside its button).
  const [field, text] = await comment.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('no canvas');
    context.font = `${style.fontSize} ${style.fontFamily}`;
    const padding = Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.paddingRight);
    return [input.clientWidth - padding, context.measureText(input.placeholder).width];
  });
  expect(field).toBeGreaterThanOrEqual(text);
});

test("a cart's total in pounds, in French, keeps its symbol on its line however large", async ({
  page,
  request,
}) => {
  await fillThenNarrow(page, request, DESKTOP);
  await page.goto('/cart');
  await switchLanguage(page, 'fn');
  await page.getByLabel('Devise').selectOption('GBP');
  const quantity = page.getByTestId('cart-line').first().getByRole('spinbutton');
  await quantity.fill('400');
  await quantity.press('Tab');
  const total = page.getByTestId('cart-total');
  await expect(total).toContainText('£');
  // "42 311,64" then "£" on a line of its own, in the summary's narrow column.
  const lines = await total.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  });
  expect(lines).toBe(1);
});
