import { expect, type Locator, type Page } from '@playwright/test';
import type { LANGUAGES } from './axe';

/**
 * The app has started in the browser (the server's HTML is hydrated): the header's language switcher, disabled
 * in the server's HTML, is enabled. The controls that need the app are disabled until then (a click or a fill
 * waits for them); a journey that walks the page with the keyboard (Tab skips disabled controls), or that
 * follows a link expecting the browser to render the next page (before, a link loads it from the server),
 * waits for this.
 */
export async function appStarted(page: Page): Promise<void> {
  await expect(languageSwitcher(page)).toBeEnabled();
}

/** Opens `path` and waits for the app to start there (`appStarted`). */
export async function openStarted(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await appStarted(page);
}

/** The header's language switcher, in whatever language the page is (its options' values are the codes). */
export function languageSwitcher(page: Page): Locator {
  return page.locator('header select:has(option[value="fn"])');
}

/** Chooses the storefront's language on the page that is open (kept in localStorage), and reloads it in it. */
export async function switchLanguage(page: Page, language: (typeof LANGUAGES)[number]) {
  await page.evaluate(
    (lang) => localStorage.setItem('mostrador.language.v1', JSON.stringify(lang)),
    language,
  );
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', language === 'fn' ? 'fr' : language);
}
