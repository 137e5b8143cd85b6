import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { DEMO1, login } from './commerce-helpers';
import { PROTECTED_ROUTES, PUBLIC_ROUTES } from './support/routes';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA (2.2 brings target-size, 2.5.8). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];
const LANGUAGES = ['en', 'fn', 'de', 'es'] as const;
/** The customer's own pages, seen logged in as demo1. */
const ACCOUNT_ROUTES = [...PROTECTED_ROUTES, '/estado-cuenta', '/listas', '/quick-order'];

async function seriousViolations(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('.spinner-border')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${path}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

// Every route of the spec in every language, in one page per language that navigates (a test per
// language keeps the run short, and the languages may run side by side with --workers); all findings are
// gathered, so one run shows every failing route.
test.describe.configure({ mode: 'parallel' });
for (const language of LANGUAGES) {
  test(`axe (WCAG 2.2 A/AA) finds no serious or critical violation on any route in ${language}`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await page.goto('/about');
    await page.evaluate(
      (lang) => localStorage.setItem('mostrador.language.v1', JSON.stringify(lang)),
      language,
    );
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', language === 'fn' ? 'fr' : language);
    const found: string[] = [];
    for (const path of [...PUBLIC_ROUTES, '/not-found']) found.push(...(await seriousViolations(page, path)));
    await login(page, DEMO1);
    for (const path of ACCOUNT_ROUTES) found.push(...(await seriousViolations(page, path)));
    expect(found).toEqual([]);
  });
}
