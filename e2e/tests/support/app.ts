import { expect, type Page } from '@playwright/test';

/**
 * The app has started in the browser (the server's HTML is hydrated): the header's language switcher, disabled
 * in the server's HTML, is enabled. What is typed into a server-rendered field before then is the browser's
 * alone, so a journey that types on a public page waits for this first, as a person waits for the page to work.
 */
export async function appStarted(page: Page): Promise<void> {
  await expect(page.getByRole('combobox', { name: 'Language' })).toBeEnabled();
}
