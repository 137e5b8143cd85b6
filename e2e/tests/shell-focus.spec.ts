import { expect, type Page, test } from '@playwright/test';
import { journeyProducts } from './commerce-helpers';
import { appStarted, openStarted } from './support/app';

// Issue 17: every control shows where the keyboard is (a lint-like walk with Tab through a page: each
// focused element must show an outline or a box-shadow, and look different from when it is not focused),
// and a navigation moves focus to the new page's heading and announces its title.

interface Look {
  outline: string;
  outlineVisible: boolean;
  boxShadow: string;
}
interface Step {
  index: number;
  what: string;
  look: Look;
}

declare global {
  interface Window {
    focusWalk?: Element[];
  }
}

/** Presses Tab and describes the focused element and its look (null when focus left the page). */
function tab(page: Page): Promise<Step | null> {
  return page.keyboard.press('Tab').then(() =>
    page.evaluate(() => {
      const el = document.activeElement;
      if (!el || el === document.body) return null;
      window.focusWalk ??= [];
      let index = window.focusWalk.indexOf(el);
      if (index < 0) index = window.focusWalk.push(el) - 1;
      const s = getComputedStyle(el);
      const transparent = /rgba\(.*,\s*0\)$/.test(s.outlineColor) || s.outlineColor === 'transparent';
      const label = (el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? '')
        .trim()
        .slice(0, 40);
      return {
        index,
        what: `<${el.tagName.toLowerCase()} class="${el.className}"> ${label}`,
        look: {
          outline: `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}`,
          outlineVisible: s.outlineStyle !== 'none' && Number.parseFloat(s.outlineWidth) >= 1 && !transparent,
          boxShadow: s.boxShadow,
        },
      };
    }),
  );
}

/**
 * The look of an element of the walk now that it has no focus. (One the browser no longer draws, out of
 * sight in a card or section below the first screen, keeps the style it had until it is drawn again: it is
 * scrolled to first.)
 */
function restingLook(page: Page, index: number): Promise<Look | null> {
  return page.evaluate(async (i) => {
    const el = window.focusWalk?.[i];
    if (!el?.isConnected || el === document.activeElement) return null;
    if (!el.checkVisibility({ contentVisibilityAuto: true })) {
      el.scrollIntoView({ block: 'nearest' });
      for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
    }
    const s = getComputedStyle(el);
    return {
      outline: `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}`,
      outlineVisible: false,
      boxShadow: s.boxShadow,
    };
  }, index);
}

/**
 * Tabs from the top of the page through every control (at most `limit`), and lists those whose focus
 * shows nothing, or nothing that differs from their look without focus.
 */
async function focusWalk(page: Page, limit = 250): Promise<{ visited: number; problems: string[] }> {
  const problems: string[] = [];
  let previous: Step | null = null;
  let visited = 0;
  for (let i = 0; i < limit; i++) {
    const step = await tab(page);
    if (previous) {
      const resting = await restingLook(page, previous.index);
      if (
        resting &&
        resting.outline === previous.look.outline &&
        resting.boxShadow === previous.look.boxShadow
      ) {
        problems.push(
          `${previous.what}: looks the same focused and not (${resting.outline}; ${resting.boxShadow})`,
        );
      }
    }
    if (!step || (previous && step.index <= previous.index && step.index === 0)) break;
    if (step.index < visited) break; // back at an element already walked: the walk went round
    visited = step.index + 1;
    if (!step.look.outlineVisible && step.look.boxShadow === 'none') {
      problems.push(`${step.what}: no outline or shadow when focused (${step.look.outline})`);
    }
    previous = step;
  }
  return { visited, problems };
}

/** The route announcer reads the page's title (both settle once a page's data has come: compared together). */
async function announcesTitle(page: Page) {
  const announcer = page.getByTestId('route-announcer');
  await expect
    .poll(async () => {
      const [text, title] = [await announcer.textContent(), await page.title()];
      return text === title ? 'same' : `${text} ≠ ${title}`;
    })
    .toBe('same');
}

async function settled(page: Page) {
  await appStarted(page);
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('main .spinner-border, main [aria-busy="true"]')).toHaveCount(0);
}

test('every control of /, a product page and the checkout shows a visible focus ring', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await settled(page);
  await expect(page.locator('.hero-slider img').first()).toBeVisible();
  const home = await focusWalk(page);
  expect(home.problems).toEqual([]);
  expect(home.visited).toBeGreaterThan(30);

  await page.goto('/product/95');
  await settled(page);
  const product = await focusWalk(page);
  expect(product.problems).toEqual([]);
  expect(product.visited).toBeGreaterThan(20);

  const { untiered } = await journeyProducts(request);
  await page.goto(`/product/${untiered}`);
  await page.getByTestId('add-to-cart').click();
  await page.goto('/checkout');
  await settled(page);
  await expect(page.getByLabel('Department').locator('option').nth(1)).toBeAttached();
  const checkout = await focusWalk(page);
  expect(checkout.problems).toEqual([]);
  expect(checkout.visited).toBeGreaterThan(15);
});

test("the hero's Shop now keeps its white fill and shows a ring when focused", async ({ page }) => {
  await openStarted(page, '/');
  const shopNow = page.locator('.home-hero').getByRole('link').first();
  await expect(shopNow).toBeVisible();
  const resting = await shopNow.evaluate((el) => getComputedStyle(el).backgroundColor);
  await shopNow.focus();
  // Focus from a script counts as keyboard focus only after a key press: tab back and forth onto it.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(shopNow).toBeFocused();
  const outline = await shopNow.evaluate((el) => {
    const s = getComputedStyle(el);
    return `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}`;
  });
  // White at rest, Bootstrap's hover shade when focused (it fades in over 0.15 s): never transparent, which
  // left white text on the hero.
  expect(resting).toBe('rgb(255, 255, 255)');
  await expect
    .poll(() => shopNow.evaluate((el) => getComputedStyle(el).backgroundColor))
    .toBe('rgb(241, 241, 241)');
  expect(outline).toBe('solid 3px rgb(255, 255, 255)');
});

test('a menu link moves focus to the new page heading, announces its title and starts at the top', async ({
  page,
}) => {
  await page.goto('/');
  await settled(page);
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await nav.getByRole('link', { name: 'Shop', exact: true }).click();
  const heading = page.getByRole('main').getByRole('heading', { level: 1, name: 'Shop' });
  await expect(heading).toBeFocused();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await announcesTitle(page);
  // The next Tab goes on inside the page, not back to the header.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.getElementById('main')?.contains(document.activeElement))).toBe(
    true,
  );

  // A page whose heading comes with its data (a product), then one reached with the keyboard.
  await page
    .getByRole('main')
    .locator('.product-card a[href^="/product/"]:not([tabindex="-1"])')
    .first()
    .click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
  await announcesTitle(page);
  await nav.getByRole('link', { name: 'About us', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();

  // Back to the home page with the browser.
  await page.goBack();
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
});

test('focus whose control goes away lands on the page heading: after logging in, removing a cart line, emptying the cart', async ({
  page,
  request,
}) => {
  // Logging in with Enter: /home's heading, which its data renders again, keeps the focus.
  await openStarted(page, '/login-page');
  await page.getByLabel('User').fill('demo1');
  await page.getByLabel('Password').fill('demo-2026');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/home$/);
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(heading).toBeFocused();

  const { tiered, untiered } = await journeyProducts(request);
  for (const id of [tiered, untiered]) {
    await page.goto(`/product/${id}`);
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByTestId('add-to-cart')).toBeEnabled();
  }
  await openStarted(page, '/cart');
  // A keyboard user's first Tab brings in the focus rules (loaded with the page's first focus).
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('route-announcer')).toBeAttached();
  const main = page.getByRole('main');
  // With the keyboard, as a keyboard user gets there: the button's line goes away with it.
  await main
    .getByRole('button', { name: /^Remove/ })
    .first()
    .focus();
  await page.keyboard.press('Enter');
  await expect(heading).toHaveText(/Cart/);
  await expect(heading).toBeFocused();
  // Clear cart asks first, its safe answer focused; Shift+Tab reaches the one that clears.
  await main.getByRole('button', { name: 'Clear cart' }).focus();
  await page.keyboard.press('Enter');
  await expect(main.getByRole('button', { name: 'Keep the cart' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(main.getByRole('button', { name: 'Yes, clear the cart' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(main.getByText('Your cart is empty.')).toBeVisible();
  await expect(heading).toBeFocused();
});

test('focus still lands on the new page heading after the network was down at the first focus of the visit', async ({
  page,
  context,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/about');
  await settled(page);
  // The first focus of the visit loads the navigations' focus code: the network is down at that moment.
  await context.setOffline(true);
  const failed = page.waitForEvent('requestfailed', (request) => request.url().includes('/route-focus-'));
  await page.getByRole('combobox', { name: 'Search products' }).first().focus();
  await failed;
  await context.setOffline(false);
  // The next navigation loads it, and is handled (it was lost for the rest of the visit, with two page errors).
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await nav.getByRole('link', { name: 'Contact us', exact: true }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
  await announcesTitle(page);
  await nav.getByRole('link', { name: 'About us', exact: true }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'About us' })).toBeFocused();
  expect(errors).toEqual([]);
});
