import { expect, type Page, test } from '@playwright/test';
import { openStarted } from './support/app';

// A page must not jump while its data arrives: the loading skeletons hold the place of what replaces them.
// The server's answers are held back a little (then passed on unchanged) so that the skeletons are painted
// first, as on a slow phone. The measure is the browser's own layout-shift score (CLS), summed over the
// load; 0.1 is the bound of a "good" score in Chrome's Web Vitals.

const GOOD_CLS = 0.1;

async function slowApi(page: Page) {
  await page.route('**/apiGold/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
}

async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) sum += (entry as PerformanceEntry & { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(sum), 300);
      }),
  );
}

const pages: { path: string; loaded: (page: Page) => Promise<void> }[] = [
  {
    path: '/',
    loaded: (page) => expect(page.locator('.hero-slider img')).toBeVisible(),
  },
  {
    path: '/shop-grid-standard',
    loaded: (page) => expect(page.locator('main article.product-card').first()).toBeVisible(),
  },
  {
    path: '/product/95',
    loaded: (page) => expect(page.getByTestId('unit-price')).toBeVisible(),
  },
  {
    // The slider gallery as the server renders it is laid out as the started slider (one picture wide).
    path: '/product-slider/95',
    loaded: (page) => expect(page.locator('.swiper.swiper-initialized')).toBeVisible(),
  },
];

for (const width of [390, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });
    for (const { path, loaded } of pages) {
      test(`${path} does not jump while its products load`, async ({ page }) => {
        await slowApi(page);
        await page.goto(path);
        await loaded(page);
        await page.waitForLoadState('networkidle');
        expect(await layoutShift(page)).toBeLessThan(GOOD_CLS);
      });
    }

    // The parts below the first screen are laid out when they come near it, at their estimated height until
    // then (content-visibility): a visitor who jumps down the page (the scrollbar, End) must not see them move
    // as they come in, nor have a link pressed there move from under the pointer.
    for (const [path, target] of [
      ['/shop-grid-standard', 'nav[aria-label="Pages"]'],
      ['/', 'footer'],
    ] as const) {
      test(`${path} does not move under a visitor who jumps down to its end`, async ({ page }) => {
        await page.goto(path);
        const moved = await page.evaluate(
          (selector) =>
            new Promise<number>((resolve) => {
              let sum = 0;
              new PerformanceObserver((list) => {
                for (const entry of list.getEntries())
                  sum += (entry as PerformanceEntry & { value: number }).value;
              }).observe({ type: 'layout-shift' });
              document.querySelector(selector)?.scrollIntoView({ block: 'end', behavior: 'instant' });
              setTimeout(() => resolve(sum), 1000);
            }),
          target,
        );
        expect(moved).toBeLessThan(0.01);
      });
    }

    // Another page of the shop, chosen in the app: its cards' skeletons hold the place of the cards that replace
    // them (the grid kept its height), so what is below (the pager, the footer) stays where it was.
    for (const path of ['/shop-grid-standard', '/shop-list-standard']) {
      test(`${path} keeps its height while another page of it loads`, async ({ page }) => {
        await openStarted(page, path);
        await slowApi(page);
        // The grid's height when it turns busy and when it is done, recorded in the page as they happen (a poll
        // from here can miss a short wait on a busy machine): on <main>, as data attributes.
        await page.locator('main').evaluate((main) => {
          new MutationObserver((changes) => {
            for (const change of changes) {
              const grid = change.target as HTMLElement;
              const height = String(grid.getBoundingClientRect().height);
              if (grid.getAttribute('aria-busy') === 'true') main.dataset.waitingHeight = height;
              else if (main.dataset.waitingHeight) main.dataset.loadedHeight = height;
            }
          }).observe(main, { attributes: true, attributeFilter: ['aria-busy'], subtree: true });
        });
        // By the keyboard: a pointer's press can land elsewhere while the long list is still laid out.
        await page
          .getByRole('navigation', { name: 'Pages' })
          .getByRole('link', { name: 'Page 2', exact: true })
          .press('Enter');
        const main = page.locator('main');
        await expect(main).toHaveAttribute('data-loaded-height', /\d/);
        const waiting = Number(await main.getAttribute('data-waiting-height'));
        const loaded = Number(await main.getAttribute('data-loaded-height'));
        expect(waiting).toBeGreaterThan(0);
        expect(Math.abs(waiting - loaded) / loaded).toBeLessThan(0.02);
      });
    }
  });
}
