import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA (2.2 brings target-size, 2.5.8). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/** The storefront's languages ('fn' is French, `lang="fr"`). */
export const LANGUAGES = ['en', 'fn', 'de', 'es'] as const;

/** The serious and critical axe violations (WCAG_TAGS) of the page as it is now, each named after `where`. */
export async function seriousViolations(page: Page, where: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${where}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
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
