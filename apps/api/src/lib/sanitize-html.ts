// HTML from product records is sanitised before a browser sees it (DOMPurify on a server-side DOM).
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

const purify = createDOMPurify(new JSDOM('').window);
const cache = new Map<string, string>();
const CACHE_LIMIT = 5000;

/**
 * HTML made only of text, entities and a few formatting tags without attributes cannot carry script:
 * it is returned as it is, without the cost of building a DOM (most product descriptions look like this).
 */
const PLAIN_HTML =
  /^(?:[^<>&]|&(?:[a-z]{2,8}|#\d{1,6}|#x[0-9a-f]{1,6});|<\/?(?:p|br|ul|ol|li|strong|em|b|i|u|small|h[2-6]|span|div|table|thead|tbody|tr|th|td)\s*\/?>)*$/i;

/** Sanitised HTML (no scripts, no event handlers, no javascript: links, no `style` attributes: a record's
 * styles could cover the shop's own page, and the page's CSP would refuse them anyway). */
export function sanitizeHtml(html: string): string {
  if (PLAIN_HTML.test(html)) return html;
  const hit = cache.get(html);
  if (hit !== undefined) return hit;
  const clean = purify.sanitize(html, { FORBID_ATTR: ['style'] });
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(html, clean);
  return clean;
}
