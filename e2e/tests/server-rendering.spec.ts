import {
  type Browser,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  type Request,
  test,
} from '@playwright/test';
import { cardPrices, DEMO2, login } from './commerce-helpers';
import { appStarted, openStarted } from './support/app';

/**
 * Issue 13: the server answers the page itself (products, prices at the visitor's or the customer's level),
 * the browser takes it over without fetching the products again, and the pages work without JavaScript.
 */
const PAGES = ['/', '/shop-grid-standard', '/product/95'];

interface Shown {
  names: string[];
  prices: string[];
}

/**
 * The texts of the elements, whitespace collapsed. (Their text, not innerText: the browser does not lay out a
 * card out of sight until it is scrolled to, and innerText reads the layout.)
 */
async function texts(elements: Locator): Promise<string[]> {
  return (await elements.allTextContents()).map((t) => t.replace(/\s+/g, ' ').trim());
}

/** The product names and prices a page shows (its cards, and on a product page the product itself). */
async function shown(page: Page): Promise<Shown> {
  await expect(page.locator('.product-card .product-name').first()).toBeVisible();
  const names = await texts(page.locator('.product-card .product-name'));
  const prices = await texts(page.locator('.product-card .product-price'));
  const title = page.getByTestId('base-price');
  if ((await title.count()) > 0) {
    names.push(await page.locator('h1').first().innerText());
    prices.push(await title.innerText());
  }
  return { names: names.map((n) => n.trim()), prices: prices.map((p) => p.trim()) };
}

/** The page as the server sent it, read without running any script. */
async function withoutScripts(browser: Browser, from: BrowserContext | null, path: string): Promise<Shown> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    ...(from ? { storageState: { cookies: (await from.storageState()).cookies, origins: [] } } : {}),
  });
  const page = await context.newPage();
  const answer = await page.goto(path);
  expect(answer?.status()).toBe(200);
  const seen = await shown(page);
  await context.close();
  return seen;
}

/** Opens `path` with JavaScript and waits for the app to take the page over; counts product requests. */
async function hydrated(page: Page, path: string): Promise<{ seen: Shown; productCalls: number }> {
  let productCalls = 0;
  // The page's products (a catalogue page's or a product's); the startup list of spec §7 (no page size) is
  // not the page's and is still asked for.
  const count = (url: string) => {
    if (/GetProductoData/i.test(url) || (/GetProductos_V2/i.test(url) && /[?&]pagesize=/.test(url))) {
      productCalls += 1;
    }
  };
  page.on('request', (r) => count(r.url()));
  // The element the server sent: hydration keeps it (a client render from scratch would replace it).
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverMain: Element | null }).serverMain = document.querySelector('main');
    });
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const kept = await page.evaluate(
    () => (window as unknown as { serverMain: Element | null }).serverMain === document.querySelector('main'),
  );
  expect(kept, 'the server-rendered <main> was replaced instead of hydrated').toBe(true);
  return { seen: await shown(page), productCalls };
}

test.describe('server rendering', () => {
  test('a visitor gets the products and prices in the HTML, and the app takes them over without fetching them again', async ({
    browser,
    page,
  }) => {
    for (const path of PAGES) {
      const served = await withoutScripts(browser, null, path);
      const { seen, productCalls } = await hydrated(page, path);
      expect(served.names.length, path).toBeGreaterThan(0);
      expect(served, path).toEqual(seen);
      expect(productCalls, `${path} fetched its products again`).toBe(0);
    }
  });

  test("with the session cookie the HTML carries the customer's own prices", async ({ browser, page }) => {
    const guest = await withoutScripts(browser, null, '/product/95');
    await login(page, DEMO2);
    const cheaper: boolean[] = [];
    const amount = (price: string | undefined) =>
      Number(/[\d,]+\.\d\d/.exec(price ?? '')?.[0].replace(/,/g, ''));
    for (const path of PAGES) {
      const served = await withoutScripts(browser, page.context(), path);
      const { seen, productCalls } = await hydrated(page, path);
      expect(served, path).toEqual(seen);
      expect(productCalls, `${path} fetched its products again`).toBe(0);
      if (path === '/product/95') cheaper.push(amount(served.prices.at(-1)) < amount(guest.prices.at(-1)));
    }
    // demo2 buys at Precio2, visitors at Precio4: the product costs it less than a visitor (it paid more, so
    // logging out was cheaper).
    expect(cheaper).toEqual([true]);
  });

  test('the HTML carries the head tags of search engines and shares, and the product as schema.org data', async ({
    request,
  }) => {
    const home = await (await request.get('/')).text();
    expect(home).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/"/);
    expect(home).toContain('<meta property="og:title"');
    const answer = await request.get('/product/95');
    const html = await answer.text();
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? '';
    expect(title).toMatch(/\| mostrador$/);
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/product\/95"/);
    expect(html).toContain('<meta property="og:type" content="product"');
    const ld = /<script type="application\/ld\+json">(.+?)<\/script>/.exec(html)?.[1];
    const product = JSON.parse(ld ?? '{}') as {
      '@type': string;
      name: string;
      offers: { price: string; availability: string };
    };
    expect(product['@type']).toBe('Product');
    expect(title).toBe(`${product.name} | mostrador`);
    expect(product.offers.price).toMatch(/^\d+\.\d\d$/);
    expect(product.offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
  });

  // No error or warning in the console while each public page hydrates: every-page.spec.ts, in every language.

  test('a page lays out its first screen first: a card further down is drawn when it is scrolled to, in its place', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto('/shop-grid-standard');
    // (At a phone's width the header's language switcher is in the menu: the menu's button is enabled.)
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeEnabled();
    // (checkVisibility with contentVisibilityAuto: false while the browser skips drawing the element.)
    const drawn = (name: Locator) =>
      name.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));
    const names = page.locator('.product-card .product-name');
    expect(await drawn(names.first())).toBe(true);
    const last = names.last();
    expect(await drawn(last)).toBe(false);
    await expect(last).toHaveText(/\S/);
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => drawn(last)).toBe(true);
    await expect(last).toBeInViewport();
  });

  test('a page rendered for a visitor, in a browser that keeps a customer session, is rendered again with the full stylesheets', async ({
    page,
  }) => {
    await login(page, DEMO2);
    // The session cookie is gone; local storage still has the session: the server renders the visitor's
    // page, and the browser renders the page again for its customer.
    await page.context().clearCookies();
    await page.goto('/shop-grid-standard');
    await expect(page.locator('#ssr-state')).toHaveCount(1);
    await appStarted(page);
    await expect(page.locator('main .product-card').first()).toBeVisible();
    for (const sheet of await page.locator('link[rel="stylesheet"]').all()) {
      await expect(sheet).toHaveAttribute('media', 'all');
    }
  });

  test("the app's code is asked for once the largest picture is in, and the app starts when that picture fails or never comes", async ({
    page,
  }) => {
    // In turn: the picture arrives; it is missing (404); it is never answered.
    for (const picture of ['arrives', 'missing', 'never'] as const) {
      const seen: string[] = [];
      const path = (r: Request) => new URL(r.url()).pathname;
      const asked = (r: Request) => seen.push(`asked ${path(r)}`);
      const finished = (r: Request) => seen.push(`finished ${path(r)}`);
      page.on('request', asked);
      page.on('requestfinished', finished);
      await page.route('**/Files/Images/p95-1.webp', (route) =>
        picture === 'arrives'
          ? route.continue()
          : picture === 'missing'
            ? route.fulfill({ status: 404 })
            : undefined,
      );
      // (Not until the load event: a picture never answered holds it back.)
      await page.goto('/product/95', { waitUntil: 'domcontentloaded' });
      await appStarted(page);
      const entry = seen.findIndex((event) => /^asked \/assets\/index-[\w-]+\.js$/.test(event));
      expect(entry, picture).toBeGreaterThan(-1);
      if (picture !== 'never') {
        expect(entry, `${picture}: the entry is asked for once the picture is in`).toBeGreaterThan(
          seen.indexOf('finished /Files/Images/p95-1.webp'),
        );
        expect(seen.indexOf('finished /Files/Images/p95-1.webp'), picture).toBeGreaterThan(-1);
      }
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      page.off('request', asked);
      page.off('requestfinished', finished);
    }
  });

  test('the full stylesheets, fetched after the first paint, apply once the app has started', async ({
    page,
  }) => {
    await openStarted(page, '/shop-grid-standard');
    const sheets = page.locator('link[rel="stylesheet"]');
    await expect(sheets.first()).toBeAttached();
    for (const sheet of await sheets.all()) await expect(sheet).toHaveAttribute('media', 'all');
    // The full stylesheet is loaded and in force.
    const applied = await page.evaluate(() =>
      [...document.styleSheets].some(
        (sheet) =>
          sheet.href?.includes('/assets/index-') &&
          sheet.media.mediaText === 'all' &&
          sheet.cssRules.length > 0,
      ),
    );
    expect(applied).toBe(true);
  });

  test('without JavaScript the shop shows its products and its links lead from page to page', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('.product-card').first()).toBeVisible();
    // The menu's shop link, a product's link, and the breadcrumb back to the shop.
    await page.locator('header nav a[href="/shop-grid-standard"]').first().click();
    await expect(page).toHaveURL(/\/shop-grid-standard$/);
    const first = page.locator('.product-card .product-name').first();
    const name = (await first.innerText()).trim();
    await first.click();
    await expect(page).toHaveURL(/\/product\/\d+$/);
    await expect(page.locator('h1')).toHaveText(name);
    await expect(page.getByTestId('base-price')).toHaveText(/\$\d/);
    await page.locator('nav[aria-label] a[href="/shop-grid-standard"]').last().click();
    await expect(page).toHaveURL(/\/shop-grid-standard$/);
    await expect(page.locator('.product-card').first()).toBeVisible();
    // The filters and the pages are links too.
    const firstPage = await texts(page.locator('.product-card .product-name'));
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    const secondPage = await texts(page.locator('.product-card .product-name'));
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.some((n) => firstPage.includes(n))).toBe(false);
    const category = page.locator('.category-tree > li > a').nth(1);
    const label = (await category.innerText()).replace(/\s*\(\d+\)$/, '');
    const count = Number(/\((\d+)\)/.exec(await category.innerText())?.[1]);
    await category.click();
    await expect(page).toHaveURL(/[?&]cat=\d+/);
    await expect(page).not.toHaveURL(/page=/);
    await expect(page.getByRole('link', { name: new RegExp(`^${label} \\(`) })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(page.locator('.product-card')).toHaveCount(Math.min(count, 24));
    // The header's search is a plain form: it opens the catalogue filtered by the text.
    const search = page.getByRole('combobox', { name: 'Search products' });
    await search.fill('camisa');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/shop-grid-standard\?q=camisa$/);
    const found = await texts(page.locator('.product-card .product-name'));
    expect(found.length).toBeGreaterThan(0);
    for (const name of found) expect(name.toLowerCase()).toContain('camisa');
    // A search's empty result clears with a link; the controls that need the app are disabled, not dead.
    await search.fill('zzzz-nothing-like-this');
    await page.getByRole('button', { name: 'Search products' }).click();
    await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
    await expect(page.getByLabel('Search the catalogue')).toHaveValue('zzzz-nothing-like-this');
    await page.getByRole('link', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/shop-grid-standard$/);
    await expect(page.locator('.product-card')).toHaveCount(24);
    // The catalogue's own search is a form too: Enter sends its text with the filters already chosen.
    await page.locator('.category-tree > li > a').nth(1).click();
    await expect(page).toHaveURL(/\?cat=\d+$/);
    const chosen = new URL(page.url()).searchParams.get('cat');
    await page.getByLabel('Search the catalogue').fill('a');
    await page.getByLabel('Search the catalogue').press('Enter');
    await expect(page).toHaveURL(new RegExp(`/shop-grid-standard\\?cat=${chosen}&q=a$`));
    await expect(page.getByLabel('Search the catalogue')).toHaveValue('a');
    await expect(page.getByRole('link', { name: new RegExp(`^${label} \\(`) })).toHaveAttribute(
      'aria-current',
      'true',
    );
    // The order is a form too: its button sends it with the filters already chosen.
    await page.getByLabel('Sort by').selectOption({ label: 'Price: high to low' });
    await page.getByRole('button', { name: 'Sort', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/shop-grid-standard\\?cat=${chosen}&q=a&sort=1$`));
    await expect(page.getByLabel('Sort by')).toHaveValue('1');
    const descending = await cardPrices(page);
    expect(descending.length).toBeGreaterThan(1);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    await context.close();
  });

  test('on a phone without JavaScript the catalogue shows its filters unfolded: a category and a price range filter it', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 412, height: 823 },
    });
    const page = await context.newPage();
    await page.goto('/shop-grid-standard');
    // The button that folds them needs the app: without it, it is not offered and the filters show.
    await expect(page.getByRole('button', { name: 'Filters' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'All categories' })).toBeVisible();
    const category = page.locator('.category-tree > li > a').nth(1);
    const count = Number(/\((\d+)\)/.exec(await category.innerText())?.[1]);
    await category.click();
    await expect(page).toHaveURL(/[?&]cat=\d+/);
    await expect(page.locator('.product-card')).toHaveCount(Math.min(count, 24));
    // A facet's value is a link too: it narrows the category to its products, and the other facets follow.
    const brands = page.locator('.shop-facet', { has: page.getByRole('heading', { name: 'Brand' }) });
    const brand = brands.getByRole('link').last();
    const [, name = '', inBrand = '0'] = /^\W*(.+) \((\d+)\)$/.exec((await brand.innerText()).trim()) ?? [];
    expect(Number(inBrand)).toBeLessThan(count);
    const others = page.locator('.shop-facet', { hasNot: page.getByRole('heading', { name: 'Brand' }) });
    const otherCounts = async () =>
      (await others.getByRole('link').allInnerTexts())
        .map((text) => Number(/\((\d+)\)$/.exec(text.trim())?.[1] ?? 0))
        .reduce((a, b) => a + b, 0);
    const before = await otherCounts();
    expect(before).toBeGreaterThan(0);
    await brand.click();
    await expect(page).toHaveURL(/[?&]cat=\d+.*&f=marca%3A/);
    await expect(page.locator('.product-card')).toHaveCount(Math.min(Number(inBrand), 24));
    // The other facets' counts are the brand's products' now, rendered by the server.
    expect(await otherCounts()).toBeLessThan(before);
    await expect(brands.getByRole('link', { name: new RegExp(`${name} \\(`) })).toHaveAttribute(
      'aria-current',
      'true',
    );
    // The price range is a form (in dollars, the address's currency): its button sends it.
    await page.goto('/shop-grid-standard?sort=2');
    await page.getByLabel('From ($)').fill('20');
    await page.getByLabel('To ($)').fill('40');
    await page.getByRole('button', { name: 'Apply price' }).click();
    await expect(page).toHaveURL(/\/shop-grid-standard\?sort=2&min=20&max=40$/);
    await expect(page.getByLabel('From ($)')).toHaveValue('20');
    const shown = await cardPrices(page);
    expect(shown.length).toBeGreaterThan(1);
    for (const price of shown) expect(price >= 20 && price <= 40).toBe(true);
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
    await context.close();
  });

  test("a page's words come as files fetched after its first paint; if they cannot be, the page stays as the server rendered it", async ({
    page,
  }) => {
    const catalogues: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/[\w-]+\.json$/.test(request.url())) catalogues.push(new URL(request.url()).pathname);
    });
    await openStarted(page, '/');
    // Each file the page was rendered with, fetched once (the template's preload is the app's fetch).
    expect(catalogues.length).toBeGreaterThan(0);
    expect(new Set(catalogues).size).toBe(catalogues.length);
    expect(catalogues.some((path) => /\/home-[\w-]+\.json$/.test(path))).toBe(true);

    const refused = await page.context().newPage();
    await refused.route(/\/assets\/[\w-]+\.json$/, (route) => route.abort());
    const stays = refused.waitForEvent('console', {
      predicate: (message) => message.type() === 'error' && message.text().includes('page kept as served'),
      timeout: 30_000,
    });
    await refused.goto('/');
    await stays;
    // Its words, not its keys; its controls as served (disabled), its links working.
    await expect(refused.locator('.product-card button.btn-primary').first()).toHaveText(
      /Add to cart|Out of stock/,
    );
    await expect(refused.getByRole('combobox', { name: 'Language' })).toBeDisabled();
    await refused.locator('header nav a[href="/shop-grid-standard"]').first().click();
    await expect(refused).toHaveURL(/\/shop-grid-standard$/);
    await expect(refused.locator('.product-card').first()).toBeVisible();
  });

  test('a customer page redirects to the login page on the server when there is no session', async ({
    request,
  }) => {
    const answer = await request.get('/facturas', { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    expect(answer.headers().location).toBe('/login-page?from=%2Ffacturas');
  });
});
