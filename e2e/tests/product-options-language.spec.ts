import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';

// Issue 17: a product's colour, size and tag codes ('white', 'xl', 'fashion') are shown in the buyer's
// language, on the product page and on the cart line, and the picture slider's own labels too. Product 95
// of the seed is a shirt in white and black, sizes S/M/XL/XXL, tagged fashion, men, shirt.

type Catalogue = Record<string, unknown>;
function catalogue(language: string, namespace: string): Catalogue {
  const file = join(import.meta.dirname, '../../apps/web/src/locales', language, `${namespace}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Catalogue;
}
function entry(cat: Catalogue, path: string): string {
  const value = path.split('.').reduce<unknown>((node, key) => (node as Catalogue)[key], cat);
  if (typeof value !== 'string') throw new Error(`no catalogue entry ${path}`);
  return value;
}

const ENGLISH_COLOURS = ['white', 'black', 'brown', 'blue', 'red'];
const ENGLISH_TAGS = ['fashion', 'men', 'shirt'];

async function useLanguage(page: Page, language: string) {
  await page.addInitScript(
    (lang) => localStorage.setItem('mostrador.language.v1', JSON.stringify(lang)),
    language,
  );
}

/** The text of main as a reader gets it: what shows, and the labels, titles and alternative texts. */
function textOfMain(page: Page): Promise<string> {
  return page
    .getByRole('main')
    .evaluate((main) =>
      [
        (main as HTMLElement).innerText,
        ...[...main.querySelectorAll('[aria-label], [title], [alt]')].flatMap((el) => [
          el.getAttribute('aria-label') ?? '',
          el.getAttribute('title') ?? '',
          el.getAttribute('alt') ?? '',
        ]),
      ].join('\n'),
    );
}

for (const language of ['fn', 'de', 'es']) {
  test(`product 95 shows its colours, sizes and tags in ${language}, and so does its cart line`, async ({
    page,
  }) => {
    const options = catalogue(language, 'options');
    const product = catalogue(language, 'product');
    await useLanguage(page, language);
    await page.goto('/product/95');
    const main = page.getByRole('main');
    await expect(page.getByTestId('add-to-cart')).toBeVisible();

    const colours = main.getByRole('group', { name: entry(product, 'color') }).getByRole('button');
    await expect(colours).toHaveCount(2);
    expect(await colours.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')))).toEqual([
      entry(options, 'color.white'),
      entry(options, 'color.black'),
    ]);
    const sizes = main.getByRole('group', { name: entry(product, 'size') }).getByRole('button');
    await expect(sizes).toHaveText(['s', 'm', 'xl', 'xxl'].map((code) => entry(options, `size.${code}`)));
    await expect(
      main.getByText(['fashion', 'men', 'shirt'].map((tag) => entry(options, `tag.${tag}`)).join(', ')),
    ).toBeVisible();

    const text = await textOfMain(page);
    for (const word of [...ENGLISH_COLOURS, ...ENGLISH_TAGS]) {
      expect(text, `"${word}" in ${language}`).not.toMatch(new RegExp(`(?<!\\p{L})${word}(?!\\p{L})`, 'iu'));
    }

    // White (the first colour) in size S, then the cart line names both in the language, and so does the
    // checkout's summary; the compare page names its categories in the language too.
    await sizes.first().click();
    await page.getByTestId('add-to-cart').click();
    // The buy box's, beside Add to cart (the related products' cards have theirs).
    const buyButtons = page.getByTestId('add-to-cart').locator('..');
    await buyButtons.getByRole('button', { name: entry(product, 'addToCompare') }).click();
    await page.goto('/cart');
    const line = page.getByTestId('cart-line');
    await expect(line).toHaveCount(1);
    const variant = `${entry(options, 'color.white')} · ${entry(options, 'size.s')}`;
    await expect(line).toContainText(variant);
    await expect(line).not.toContainText(/white/i);
    await page.goto('/checkout');
    await expect(page.getByTestId('checkout-variant')).toHaveText(`· ${variant}`);
    await page.goto('/compare');
    const compared = page.getByTestId('compare-item');
    await expect(compared).toContainText(
      ['fashion', 'men'].map((tag) => entry(options, `tag.${tag}`)).join(', '),
    );
    await expect(compared).not.toContainText(/fashion/i);
  });

  test(`the picture slider's own labels are in ${language}`, async ({ page }) => {
    const product = catalogue(language, 'product');
    await useLanguage(page, language);
    await page.goto('/product-slider/95');
    const dots = page.locator('.swiper-pagination-bullet');
    await expect(dots).toHaveCount(2);
    const goTo = entry(product, 'goToPicture');
    await expect(dots.nth(0)).toHaveAttribute('aria-label', goTo.replace('{{index}}', '1'));
    await expect(dots.nth(1)).toHaveAttribute('aria-label', goTo.replace('{{index}}', '2'));
    await expect(page.locator('.swiper-button-next')).toHaveAttribute(
      'aria-label',
      entry(product, 'nextPicture'),
    );
    await expect(page.locator('.swiper-slide').first()).toHaveAttribute(
      'aria-label',
      entry(product, 'pictureOfAll').replace('{{index}}', '1').replace('{{total}}', '2'),
    );
    expect(await textOfMain(page)).not.toMatch(/slide/i);
  });
}

test('a colour chosen shows its own picture, on the product page, in the slider layout and on its cart line', async ({
  page,
}) => {
  // Product 95's colours: white with picture p95-1, black with p95-2 (the seed's demo variations).
  await page.goto('/product/95');
  const main = page.getByRole('main');
  const picture = main.locator('.gallery-main img').first();
  await expect(picture).toHaveAttribute('src', /p95-1\.webp$/);
  const black = main.getByRole('button', { name: 'black', exact: true });
  await expect(black).toBeEnabled();
  await black.click();
  await expect(picture).toHaveAttribute('src', /p95-2\.webp$/);
  const size = main.getByRole('group', { name: 'Size' }).getByRole('button').and(page.locator(':enabled'));
  await size.first().click();
  await page.getByTestId('add-to-cart').click();
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line').locator('img')).toHaveAttribute('src', /p95-2\.webp$/);

  await page.goto('/product-slider/95');
  await expect(page.locator('.swiper-slide-active img')).toHaveAttribute('src', /p95-1\.webp$/);
  await main.getByRole('button', { name: 'black', exact: true }).click();
  await expect(page.locator('.swiper-slide-active img')).toHaveAttribute('src', /p95-2\.webp$/);
});
