import type { Page } from '@playwright/test';

/**
 * Watches `page` (call it before the page's first address) for what no page of the shop may show: a
 * Content-Security-Policy violation (the browser's own report of each, in the page), an error or a warning in
 * the console (a hydration mismatch among them), an uncaught error. The function it gives back tells what
 * was seen since the last time it was asked, each line with the address it was seen at.
 */
export async function watchPageProblems(page: Page): Promise<() => Promise<string[]>> {
  let seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      seen.push(`${page.url()}: console ${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => seen.push(`${page.url()}: uncaught ${error.message}`));
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (e) => {
      violations.push(`${e.effectiveDirective} blocked ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  return async () => {
    const inPage = await page.evaluate(
      () => (window as unknown as { __cspViolations?: string[] }).__cspViolations?.splice(0) ?? [],
    );
    const all = [...seen, ...inPage.map((v) => `${page.url()}: Content-Security-Policy: ${v}`)];
    seen = [];
    return all;
  };
}
