import { expect, type Page, test } from '@playwright/test';
import { DEMO1, login } from './commerce-helpers';
import { LANGUAGES, seriousViolations, switchLanguage } from './support/axe';
import { PROTECTED_ROUTES, PUBLIC_ROUTES } from './support/routes';

/** The customer's own pages, seen logged in as demo1. */
const ACCOUNT_ROUTES = [...PROTECTED_ROUTES, '/estado-cuenta', '/listas', '/quick-order'];

async function violationsOf(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('.spinner-border')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  return seriousViolations(page, path);
}

// Every route of the spec in every language, in one page per language that navigates (a test per
// language keeps the run short, and the languages may run side by side with --workers); all findings are
// gathered, so one run shows every failing route.
test.describe.configure({ mode: 'parallel' });
// Contrast is judged on the colours a control settles on. Once (a CI run of 2026-11-26) axe found the home
// page's Subscribe button under contrast, which no other run repeated: a button enabled when the app has
// started fades from its disabled colours over 150 ms (Bootstrap's transition), the likely moment. With
// reduced motion there is no fade.
test.use({ reducedMotion: 'reduce' });
for (const language of LANGUAGES) {
  test(`axe (WCAG 2.2 A/AA) finds no serious or critical violation on any route in ${language}`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await page.goto('/about');
    await switchLanguage(page, language);
    const found: string[] = [];
    for (const path of [...PUBLIC_ROUTES, '/not-found']) found.push(...(await violationsOf(page, path)));
    await login(page, DEMO1);
    for (const path of ACCOUNT_ROUTES) found.push(...(await violationsOf(page, path)));
    expect(found).toEqual([]);
  });
}
