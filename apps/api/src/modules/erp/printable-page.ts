// One of the ERP's printable pages, made whole for the shop's address. The ERP writes its invoice with its own
// stylesheets, logo and fonts (`/Content/site.css`, `/Files/Images/logo.png`), which a printable page on the
// shop's address may not load (its policy allows nothing but what is written in the page: reports/routes.ts).
// Each stylesheet, picture and font the page names is asked of `fetchResource` (the ERP client, which fetches
// only from the ERP's own host) and written into the page: a stylesheet as a `<style>`, a picture or a font as
// a `data:` address. What cannot be fetched is left as written (the policy keeps it out): the page still prints.
import sniffEncoding from 'html-encoding-sniffer';
import { type DefaultTreeAdapterTypes, defaultTreeAdapter as dom, html, parse, serialize } from 'parse5';

/** A stylesheet, picture or font of the page, as the ERP sent it. */
export interface Resource {
  type: string;
  data: Uint8Array;
}

export type FetchResource = (url: URL) => Promise<Resource | undefined>;

/** The most resources one page has fetched (each stylesheet, picture and font counts once). */
export const MAX_PAGE_RESOURCES = 16;
/** How many stylesheets deep an `@import` is followed. */
const MAX_IMPORT_DEPTH = 3;

type Element = DefaultTreeAdapterTypes.Element;

/** Every element under `node`, in document order (not a template's content: it is never shown). */
function elementsOf(node: DefaultTreeAdapterTypes.ParentNode, into: Element[] = []): Element[] {
  for (const child of dom.getChildNodes(node)) {
    if (!dom.isElementNode(child)) continue;
    into.push(child);
    elementsOf(child, into);
  }
  return into;
}

const attribute = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;
function setAttribute(element: Element, name: string, value: string | undefined) {
  element.attrs = element.attrs.filter((a) => a.name !== name);
  if (value !== undefined) element.attrs.push({ name, value });
}

const URL_IN_CSS = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^"')\s]+))\s*\)/gi;
const IMPORT_IN_CSS = /@import\s+(?:url\(\s*)?(?:"([^"]*)"|'([^']*)'|([^"')\s;]+))\s*\)?\s*([^;]*);/gi;

/** `text` with each match of `pattern` replaced by what `replace` resolves to, the matches asked for at once. */
async function replaceEach(
  text: string,
  pattern: RegExp,
  replace: (match: RegExpExecArray) => Promise<string>,
): Promise<string> {
  const matches = [...text.matchAll(pattern)];
  const replacements = await Promise.all(matches.map((match) => replace(match as RegExpExecArray)));
  let out = '';
  let at = 0;
  matches.forEach((match, i) => {
    out += text.slice(at, match.index) + replacements[i];
    at = match.index + match[0].length;
  });
  return out + text.slice(at);
}

/** The charset a content type names, when it names one this runtime decodes; else `fallback`. */
function decoderFor(type: string, fallback: string): TextDecoder {
  const label = /charset\s*=\s*"?([^";\s]+)/i.exec(type)?.[1];
  try {
    return new TextDecoder(label ?? fallback);
  } catch {
    return new TextDecoder(fallback);
  }
}

const isPicture = (type: string) => /^image\//i.test(type);
const isFontOrPicture = (type: string) =>
  isPicture(type) || /^(font\/|application\/(x-)?font|application\/vnd\.ms-fontobject)/i.test(type);
const isStylesheet = (type: string) => /^text\/css\b/i.test(type);

/**
 * The page's text (decoded as a browser would: a byte order mark, else the charset of `type`, else a `<meta>`
 * charset, else Windows-1252) with every resource it names on the ERP's host written into it.
 */
export async function selfContainedPage(
  bytes: Uint8Array,
  type: string,
  pageUrl: URL,
  fetchResource: FetchResource,
): Promise<string> {
  const charset = /charset\s*=\s*"?([^";\s]+)/i.exec(type)?.[1];
  const encoding = sniffEncoding(bytes, charset ? { transportLayerEncodingLabel: charset } : {});
  // Parsed as a browser parses it (parse5 follows the HTML standard): the page's markup, however loose,
  // keeps its shape when it is written out again.
  const doc = parse(new TextDecoder(encoding).decode(bytes));

  const fetched = new Map<string, Promise<Resource | undefined>>();
  function fetchOnce(url: URL): Promise<Resource | undefined> {
    let resource = fetched.get(url.href);
    if (!resource) {
      resource =
        fetched.size < MAX_PAGE_RESOURCES
          ? fetchResource(url).catch(() => undefined)
          : Promise.resolve(undefined);
      fetched.set(url.href, resource);
    }
    return resource;
  }
  function resolve(reference: string, from: URL): URL | undefined {
    if (/^\s*(data:|#)/i.test(reference)) return undefined;
    try {
      return new URL(reference.trim(), from);
    } catch {
      return undefined;
    }
  }
  async function dataAddress(reference: string, from: URL, accept: (type: string) => boolean) {
    const url = resolve(reference, from);
    const resource = url && (await fetchOnce(url));
    if (!resource || !accept(resource.type)) return undefined;
    const mediaType = resource.type.split(';')[0]?.trim() ?? '';
    return `data:${mediaType};base64,${Buffer.from(resource.data).toString('base64')}`;
  }
  /** The stylesheet at `reference`, inlined; '' when it imports itself (through `importers`). */
  async function stylesheetAt(
    reference: string,
    from: URL,
    importers: string[],
  ): Promise<string | undefined> {
    const url = resolve(reference, from);
    if (url && importers.includes(url.href)) return '';
    const resource = url && (await fetchOnce(url));
    if (!url || !resource || !isStylesheet(resource.type)) return undefined;
    return inlineCss(decoderFor(resource.type, 'utf-8').decode(resource.data), url, [...importers, url.href]);
  }
  /** `css` (of the stylesheet at `from`, imported by `importers`) with its imports and addresses inlined. */
  async function inlineCss(css: string, from: URL, importers: string[]): Promise<string> {
    const imported = await replaceEach(css, IMPORT_IN_CSS, async (m) => {
      const inner =
        importers.length < MAX_IMPORT_DEPTH
          ? await stylesheetAt(m[1] ?? m[2] ?? m[3] ?? '', from, importers)
          : undefined;
      if (!inner) return inner ?? m[0];
      const media = m[4]?.trim();
      return media ? `@media ${media}{${inner}}` : inner;
    });
    return replaceEach(imported, URL_IN_CSS, async (m) => {
      const address = await dataAddress(m[1] ?? m[2] ?? m[3] ?? '', from, isFontOrPicture);
      return address ? `url("${address}")` : m[0];
    });
  }

  const elements = elementsOf(doc);
  // A <base> moves the page's links (the policy ignores it on the shop's address: its addresses are read here).
  const baseHref = elements
    .map((e) => (e.nodeName === 'base' ? attribute(e, 'href') : undefined))
    .find(Boolean);
  const base = (baseHref && resolve(baseHref, pageUrl)) || pageUrl;

  async function inline(element: Element): Promise<void> {
    const name = element.nodeName;
    const href = attribute(element, 'href');
    if (name === 'link' && /(^|\s)stylesheet(\s|$)/i.test(attribute(element, 'rel') ?? '') && href) {
      const css = await stylesheetAt(href, base, []);
      const parent = dom.getParentNode(element);
      if (!css || !parent) return;
      const media = attribute(element, 'media');
      const style = dom.createElement('style', html.NS.HTML, media ? [{ name: 'media', value: media }] : []);
      // `</style` cannot be in a style element's text; in CSS it can only be in a string or a comment.
      dom.insertText(style, css.replace(/<\/(style)/gi, '<\\/$1'));
      dom.insertBefore(parent, style, element);
      dom.detachNode(element);
      return;
    }
    if (name === 'style') {
      for (const text of dom.getChildNodes(element))
        if (dom.isTextNode(text)) text.value = await inlineCss(text.value, base, []);
    }
    const src = attribute(element, 'src');
    if ((name === 'img' || name === 'input') && src) {
      setAttribute(element, 'src', (await dataAddress(src, base, isPicture)) ?? src);
    }
    // The page is answered in UTF-8: a charset it names would mislead a copy saved from the browser.
    if (name === 'meta' && attribute(element, 'charset')) setAttribute(element, 'charset', 'utf-8');
    if (name === 'meta' && /^content-type$/i.test(attribute(element, 'http-equiv') ?? ''))
      setAttribute(element, 'content', 'text/html; charset=utf-8');
    const style = attribute(element, 'style');
    if (style?.includes('url(')) setAttribute(element, 'style', await inlineCss(style, base, []));
    // The policy refuses any other address: a `srcset` candidate chosen over `src` would show a broken picture.
    if (attribute(element, 'srcset') !== undefined) setAttribute(element, 'srcset', undefined);
  }
  await Promise.all(elements.map(inline));
  return serialize(doc);
}
