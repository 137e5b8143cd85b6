import type { Page } from '@playwright/test';
import axe from 'axe-core';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA (2.2 brings target-size, 2.5.8). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/** The storefront's languages ('fn' is French, `lang="fr"`). */
export const LANGUAGES = ['en', 'fn', 'de', 'es'] as const;

/**
 * The serious and critical axe violations of the page as it is now, each named after `where`: of the WCAG
 * rules (WCAG_TAGS), or of every rule axe has ('all': best practices too).
 *
 * axe-core runs in the page itself, loaded once per document and asked for violations only. (@axe-core/
 * playwright loads it again for each check and gathers the results in a page of its own: 1.2-4.4 s a check
 * here, against 0.3-1.2 s; the shop's pages have no frames, which its way is for.) Playwright evaluates the
 * script outside the page's Content-Security-Policy.
 */
export async function seriousViolations(
  page: Page,
  where: string,
  rules: 'wcag' | 'all' = 'wcag',
): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    async (tags) => {
      const found = await (window as unknown as { axe: typeof axe }).axe.run(document, {
        ...(tags ? { runOnly: { type: 'tag', values: tags } } : {}),
        resultTypes: ['violations'],
      });
      return found.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        targets: v.nodes.map((n) => n.target.join(' ')),
      }));
    },
    rules === 'wcag' ? WCAG_TAGS : null,
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${where}: ${v.id} (${v.impact}) ${v.targets.join(', ')}`);
}
