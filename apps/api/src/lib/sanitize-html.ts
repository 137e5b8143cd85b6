// HTML from product records is sanitised before a browser sees it (DOMPurify on a server-side DOM).
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

const purify = createDOMPurify(new JSDOM('').window);
const cache = new Map<string, string>();
const CACHE_LIMIT = 5000;

/** Sanitised HTML (no scripts, no event handlers, no javascript: links); memoised per input. */
export function sanitizeHtml(html: string): string {
  const hit = cache.get(html);
  if (hit !== undefined) return hit;
  const clean = purify.sanitize(html);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(html, clean);
  return clean;
}
