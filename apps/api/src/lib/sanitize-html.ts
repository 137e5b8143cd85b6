// HTML from product records is sanitised before a browser sees it, by an allowlist of tags and attributes
// (the sanitize-html package: an HTML parser, no DOM needed on the server).
import sanitize from 'sanitize-html';

const cache = new Map<string, string>();
const CACHE_LIMIT = 5000;

/**
 * HTML made only of text, entities and a few formatting tags without attributes cannot carry script:
 * it is returned as it is, without parsing it (most product descriptions look like this).
 */
const PLAIN_HTML =
  /^(?:[^<>&]|&(?:[a-z]{2,8}|#\d{1,6}|#x[0-9a-f]{1,6});|<\/?(?:p|br|ul|ol|li|strong|em|b|i|u|small|h[2-6]|span|div|table|thead|tbody|tr|th|td)\s*\/?>)*$/i;

/** What a product description may hold: formatting, lists, tables, links and pictures. Everything else
 * (script, style, iframe, svg, forms, event handlers, `style` attributes) is dropped; the text of a dropped
 * formatting tag is kept, the content of script and style is not. */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    ...['p', 'br', 'hr', 'div', 'span', 'blockquote', 'pre', 'code', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
    ...['strong', 'em', 'b', 'i', 'u', 's', 'small', 'sub', 'sup', 'mark', 'abbr', 'dl', 'dt', 'dd'],
    ...['ul', 'ol', 'li', 'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'a', 'img'],
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    abbr: ['title'],
    ol: ['start'],
  },
  // No javascript:, data: or vbscript: addresses; relative addresses stay.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

/** Sanitised HTML (no scripts, no event handlers, no javascript: links, no `style` attributes: a record's
 * styles could cover the shop's own page, and the page's CSP would refuse them anyway). */
export function sanitizeHtml(html: string): string {
  if (PLAIN_HTML.test(html)) return html;
  const hit = cache.get(html);
  if (hit !== undefined) return hit;
  const clean = sanitize(html, OPTIONS);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(html, clean);
  return clean;
}
