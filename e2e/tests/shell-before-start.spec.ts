import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { cardPrices, journeyProducts } from './commerce-helpers';
import { appStarted } from './support/app';
import { holdRequests } from './support/hold-requests';

/**
 * Before the app has started (a slow phone, a slow line: the server's HTML is on screen, its scripts are not
 * yet run), the controls that need the app are disabled, so nothing a visitor gives them is silently lost
 * by hydration; once the scripts run they are enabled and work (docs/decisions/0020-server-rendering.md).
 */

/** Opens `path` with the storefront's scripts held back; the returned function lets them through. */
async function openHeld(page: Page, path: string): Promise<() => void> {
  const release = await holdRequests(page, '**/assets/*.js');
  // Module scripts hold back DOMContentLoaded and load: the page is there once its HTML has come.
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.locator('main h1').first()).toBeVisible();
  return release;
}

/** Every test here ends with no uncaught error and no error in the console, from its first address on. */
const test = base.extend<{ noErrors: undefined }>({
  noErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await use(undefined);
      expect(errors).toEqual([]);
    },
    { auto: true },
  ],
});

/** Marks the window, to tell later that the page stayed in it: a full page load (a form the browser sent) loses it. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { sameDocument: true }));

async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
}

/** The catalogue shows products, every one with `word` in its name. */
async function expectProductsNamed(page: Page, word: string) {
  const names = page.locator('main article.product-card .product-name');
  await expect(names.first()).toBeVisible();
  for (const name of await names.allTextContents()) expect(name.toLowerCase()).toContain(word);
}

test("a product page's search box and quantity are disabled until the scripts have run, then work", async ({
  page,
  request,
}) => {
  const { tiered } = await journeyProducts(request);
  const release = await openHeld(page, `/product/${tiered}`);
  const search = page.getByRole('combobox', { name: 'Search products' });
  const quantity = page.getByLabel('Quantity', { exact: true });
  // The server's HTML, scripts held: the controls are there, disabled; links work throughout.
  await expect(page.getByTestId('base-price')).toHaveText(/\$\d/);
  // (The header's search is a plain form: it works before the start, see the last test.)
  await expect(search).toBeEnabled();
  await expect(quantity).toBeDisabled();
  await expect(quantity).toHaveValue('1');
  await expect(page.getByRole('button', { name: 'One more' })).toBeDisabled();
  await expect(page.getByRole('combobox', { name: 'Language' })).toBeDisabled();
  await expect(page.locator('a[href="/shop-grid-standard"]').first()).toBeEnabled();

  release();
  await expect(quantity).toBeEnabled();
  await quantity.fill('3');
  await expect(page.getByText('Unit price for 3')).toBeVisible();
  await page.getByRole('button', { name: 'One more' }).click();
  await expect(quantity).toHaveValue('4');

  await expect(search).toBeEnabled();
  await search.fill('camisa');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/shop-grid-standard\?q=camisa$/);
  await expect(page.getByLabel('Search the catalogue')).toHaveValue('camisa');
  await expectProductsNamed(page, 'camisa');
});

test("the home page's product tabs are disabled until the scripts have run, then switch", async ({
  page,
}) => {
  const release = await openHeld(page, '/home-fashion');
  const sale = page.getByRole('tab', { name: 'On sale' });
  const cards = page.locator('#tab-panel article.product-card');
  await expect(cards.first()).toBeVisible();
  for (const name of ['New arrivals', 'Best sellers', 'On sale']) {
    await expect(page.getByRole('tab', { name })).toBeDisabled();
  }
  await expect(page.getByRole('button', { name: 'Subscribe' })).toBeDisabled();
  // The newsletter's field is not: what is typed there is read when the form is sent, after the start.
  await page.getByRole('textbox', { name: 'Your e-mail' }).fill('compras@tienda.example');

  release();
  await expect(sale).toBeEnabled();
  await sale.click();
  await expect(sale).toHaveAttribute('aria-selected', 'true');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  for (let i = 0; i < count; i++)
    await expect(cards.nth(i).locator('.badge.text-bg-danger')).toHaveText(/^-\d+%$/);
  await expect(page.getByRole('textbox', { name: 'Your e-mail' })).toHaveValue('compras@tienda.example');
  await expect(page.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
});

test("the header's search takes text before the scripts have run, and the app sends it once started", async ({
  page,
}) => {
  const release = await openHeld(page, '/about');
  const search = page.getByRole('combobox', { name: 'Search products' });
  // A plain GET form (it also works without JavaScript: server-rendering.spec): enabled from the start.
  await expect(search).toBeEnabled();
  await search.fill('camisa');

  release();
  // Once the app has started (the language switcher waits for it), the text typed before is still there
  // and the app opens the filtered catalogue itself.
  await expect(page.getByRole('combobox', { name: 'Language' })).toBeEnabled();
  await expect(search).toHaveValue('camisa');
  await markDocument(page);
  await search.press('Enter');
  await expect(page).toHaveURL(/\/shop-grid-standard\?q=camisa$/);
  await expect(page.getByLabel('Search the catalogue')).toHaveValue('camisa');
  await expectSameDocument(page);
});

/**
 * The catalogue's own controls are plain GET forms (they work without JavaScript: server-rendering.spec), so they
 * are enabled from the start: what a visitor gives them before the scripts have run is applied once they have,
 * in the same document.
 */
const CATALOGUE_CONTROLS = [
  {
    given: 'search typed',
    control: (page: Page) => page.getByLabel('Search the catalogue'),
    give: (search: Locator) => search.fill('camisa'),
    url: /\/shop-grid-standard\?q=camisa$/,
    value: 'camisa',
    applied: (page: Page) => expectProductsNamed(page, 'camisa'),
  },
  {
    given: 'order chosen',
    control: (page: Page) => page.getByLabel('Sort by'),
    give: (order: Locator) => order.selectOption({ label: 'Price: high to low' }),
    url: /\/shop-grid-standard\?sort=1$/,
    value: '1',
    applied: async (page: Page) => {
      await expect(page.locator('main article.product-card .product-price').first()).toBeVisible();
      const shown = await cardPrices(page);
      expect(shown.length).toBeGreaterThan(1);
      expect(shown).toEqual([...shown].sort((a, b) => b - a));
    },
  },
];
for (const { given, control, give, url, value, applied } of CATALOGUE_CONTROLS) {
  test(`the catalogue's ${given} before the scripts have run is applied once they have, in the same document`, async ({
    page,
  }) => {
    const release = await openHeld(page, '/shop-grid-standard');
    await expect(control(page)).toBeEnabled();
    await give(control(page));
    await markDocument(page);

    release();
    await expect(page).toHaveURL(url);
    await expect(control(page)).toHaveValue(value);
    await applied(page);
    await expectSameDocument(page);
  });
}

test('a visitor scrolled down before the scripts have run stays there once they start, and the link there works', async ({
  page,
}) => {
  const release = await openHeld(page, '/shop-grid-standard');
  const pager = page.getByRole('navigation', { name: 'Pages' });
  await pager.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(500);

  release();
  await appStarted(page);
  // Two frames after the start: a scroll to the top would have begun (it glides, over about a second).
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  // (Within a few pixels: the browser may anchor the scroll as the full stylesheets arrive.)
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(50);
  // (It once scrolled to the top then: a press on the pager ended over a product card, and was lost.)
  await pager.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  // The next page of products starts at the top (the pager's own scroll).
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
