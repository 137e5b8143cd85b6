import type { Page } from '@playwright/test';

/**
 * Holds back the page's requests to `url` (a glob or a pattern), as on a slow line, and passes them on unchanged once
 * the returned `release` is called.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
