/**
 * A server-rendered page's full stylesheets (its own rules are inline in the page) are fetched after its
 * first paint as `media="print" data-after-start` (apps/api/src/rendering/page-html.ts), so that they apply
 * to nothing yet: the app applies them once it has hydrated the page, before any control is enabled (the
 * rules of what a control opens, a menu or a dialog, are in them). Applied on arrival, their restyle of the
 * whole page fell among the downloads and the compiling of the app's code.
 */
export function applyStylesheetsAfterStart(): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][data-after-start]')) {
    link.media = 'all';
    link.removeAttribute('data-after-start');
  }
}
