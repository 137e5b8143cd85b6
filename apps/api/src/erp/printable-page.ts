// One of the ERP's printable pages, made whole for the shop's address. The ERP writes its invoice with its own
// stylesheets, logo and fonts (`/Content/site.css`, `/Files/Images/logo.png`), which a printable page on the
// shop's address may not load (its policy allows nothing but what is written in the page: reports/routes.ts).
// Each stylesheet, picture and font the page names on the ERP's host (the page's own origin; never another) is
// asked of `fetchFile` and written into the page: a stylesheet as a `<style>`, a picture or a font as a `data:`
// address. What cannot be fetched in time is left as written (the policy keeps it out): the page still prints.
import sniffEncoding from 'html-encoding-sniffer';
import { type DefaultTreeAdapterTypes, defaultTreeAdapter as dom, html, parse, serialize } from 'parse5';

/** A stylesheet, picture or font of the page, as the ERP sent it. */
export interface PageFile {
  type: string;
  data: Uint8Array;
}

/** Fetches one file of the page (undefined when there is none usable); gives up when `signal` aborts. */
export type FetchFile = (url: URL, signal: AbortSignal) => Promise<PageFile | undefined>;

/** The most files one page fetches (each address once; only addresses on the page's own host count). */
export const MAX_PAGE_FILES = 16;
/** The most characters written into one page (stylesheets and `data:` addresses, each time one is used). */
export const MAX_WRITTEN_IN = 8 * 1024 * 1024;
/** How many stylesheets deep a linked stylesheet's imports are followed (the linked one is the first). */
const MAX_STYLESHEET_DEPTH = 3;

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

const COMMENT_IN_CSS = /\/\*[\s\S]*?(?:\*\/|$)/g;
const URL_IN_CSS = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^"')\s]+))\s*\)/gi;
/** `@import <address> [layer[(name)]] [supports(<condition>)] [<media>];` (the last `;` of a sheet may be left out). */
const IMPORT_IN_CSS =
  /@import\s+(?:url\(\s*)?(?:"([^"]*)"|'([^']*)'|([^"')\s;]+))\s*\)?\s*(layer(?:\(\s*([^)]*?)\s*\))?)?\s*(?:supports\(((?:[^()]|\([^()]*\))*)\))?\s*([^;]*)(?:;|$)/gi;

/** `text` with each match of `pattern` replaced by what `replace` resolves to, the matches asked for at once. */
async function replaceEach(
  text: string,
  pattern: RegExp,
  replace: (match: RegExpExecArray) => Promise<string>,
): Promise<string> {
  const matches = [...text.matchAll(pattern)];
  const replacements = await Promise.all(matches.map(replace));
  let out = '';
  let at = 0;
  matches.forEach((match, i) => {
    out += text.slice(at, match.index) + replacements[i];
    at = match.index + match[0].length;
  });
  return out + text.slice(at);
}

/** A decoder for `label`, else for `fallback` (a label this runtime does not know, or none). */
function decoder(label: string | undefined, fallback: string): TextDecoder {
  try {
    return new TextDecoder(label ?? fallback);
  } catch {
    return new TextDecoder(fallback);
  }
}
const charsetOf = (type: string) => /charset\s*=\s*"?([^";\s]+)/i.exec(type)?.[1];

/** A stylesheet's text, as a browser decodes it: its header's charset, a BOM, its `@charset`, else the page's. */
function cssText(file: PageFile, pageEncoding: string): string {
  const bytes = file.data;
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const declared = /^@charset "([^"]+)";/.exec(Buffer.from(bytes.subarray(0, 128)).toString('latin1'))?.[1];
  return decoder(charsetOf(file.type) ?? (bom ? 'utf-8' : declared), pageEncoding).decode(bytes);
}

/** The media type of a file (`image/png`), only when it is one: it is written into the page as it is. */
function mediaTypeOf(file: PageFile): string | undefined {
  const type = file.type.split(';')[0]?.trim().toLowerCase() ?? '';
  return /^[a-z0-9][\w.+-]*\/[\w.+-]+$/.test(type) ? type : undefined;
}
const isPicture = (type: string) => type.startsWith('image/');
const isFontOrPicture = (type: string) =>
  isPicture(type) || /^(font\/|application\/(x-)?font|application\/vnd\.ms-fontobject$)/.test(type);

/** A stylesheet's text as a style element's text: `</style` cannot be in it (in CSS, only in a string). */
const asStyleText = (css: string) => css.replace(/<\/(style)/gi, '<\\/$1');

/**
 * What writes the files a page names into it: each address on the page's own host fetched once (MAX_PAGE_FILES
 * at most, none past `deadline`), each use counted against MAX_WRITTEN_IN.
 */
function pageWriter(pageUrl: URL, fetchFile: FetchFile, deadline: AbortSignal, encoding: string) {
  const fetched = new Map<string, Promise<PageFile | undefined>>();
  function fetchOnce(url: URL): Promise<PageFile | undefined> {
    let file = fetched.get(url.href);
    if (!file) {
      file =
        fetched.size < MAX_PAGE_FILES && !deadline.aborted
          ? fetchFile(url, deadline).catch(() => undefined)
          : Promise.resolve(undefined);
      fetched.set(url.href, file);
    }
    return file;
  }
  /** The address, when it is one of a file on the page's own host. */
  function resolve(reference: string, from: URL): URL | undefined {
    // An empty address or a fragment names the file it is in, not a file to fetch.
    if (/^\s*(#|$)/.test(reference)) return undefined;
    try {
      const url = new URL(reference.trim(), from);
      return url.origin === pageUrl.origin ? url : undefined;
    } catch {
      return undefined;
    }
  }
  let room = MAX_WRITTEN_IN;
  /** `text`, when there is still room in the page for it; each use of a file counts. */
  function writeIn(text: string): string | undefined {
    if (text.length > room) return undefined;
    room -= text.length;
    return text;
  }

  const addresses = new Map<string, Promise<string | undefined>>();
  /** The `data:` address of the file at `reference`, encoded once, when it is of a type `accept`s. */
  function dataAddress(reference: string, from: URL, accept: (type: string) => boolean) {
    const url = resolve(reference, from);
    if (!url) return Promise.resolve(undefined);
    let address = addresses.get(url.href);
    if (!address) {
      address = fetchOnce(url).then((file) => {
        const mediaType = file && mediaTypeOf(file);
        if (!file || !mediaType || !accept(mediaType)) return undefined;
        return `data:${mediaType};base64,${Buffer.from(file.data).toString('base64')}`;
      });
      addresses.set(url.href, address);
    }
    return address;
  }
  /** The stylesheet at `reference` with what it names written in; '' when it imports itself. */
  async function stylesheetAt(reference: string, from: URL, importers: string[]) {
    const url = resolve(reference, from);
    if (!url) return undefined;
    if (importers.includes(url.href)) return '';
    const file = await fetchOnce(url);
    if (!file || mediaTypeOf(file) !== 'text/css') return undefined;
    return inlineCss(cssText(file, encoding), url, [...importers, url.href]);
  }
  /** `css` (of the stylesheet at `from`, imported by `importers`) with its imports and addresses written in. */
  async function inlineCss(css: string, from: URL, importers: string[]): Promise<string> {
    const imported = await replaceEach(css.replace(COMMENT_IN_CSS, ''), IMPORT_IN_CSS, async (m) => {
      const [, dq, sq, bare, layer, layerName, supports, media] = m;
      const sheet =
        importers.length < MAX_STYLESHEET_DEPTH
          ? await stylesheetAt(dq ?? sq ?? bare ?? '', from, importers)
          : undefined;
      // An import not written in could not load on the shop's address anyway.
      if (!sheet) return '';
      let rules = sheet;
      if (layer) rules = `@layer${layerName ? ` ${layerName}` : ''}{${rules}}`;
      if (supports) rules = `@supports (${supports}){${rules}}`;
      if (media?.trim()) rules = `@media ${media.trim()}{${rules}}`;
      return writeIn(rules) ?? '';
    });
    return replaceEach(imported, URL_IN_CSS, async (m) => {
      const address = await dataAddress(m[1] ?? m[2] ?? m[3] ?? '', from, isFontOrPicture);
      const written = address && writeIn(address);
      return written ? `url("${written}")` : m[0];
    });
  }

  return { writeIn, dataAddress, stylesheetAt, inlineCss };
}
type PageWriter = ReturnType<typeof pageWriter>;

/** One element of the page with the files it names written in (a stylesheet link becomes a `<style>`). */
async function inline(element: Element, writer: PageWriter, base: URL): Promise<void> {
  const name = element.nodeName;
  const rel = (attribute(element, 'rel') ?? '').toLowerCase().split(/\s+/);
  const href = attribute(element, 'href');
  // An alternate stylesheet is off until the reader picks it: written in, it would apply.
  if (name === 'link' && rel.includes('stylesheet') && !rel.includes('alternate') && href) {
    const css = await writer.stylesheetAt(href, base, []);
    const parent = dom.getParentNode(element);
    if (!css || !parent) return;
    const media = attribute(element, 'media');
    const style = dom.createElement('style', html.NS.HTML, media ? [{ name: 'media', value: media }] : []);
    dom.insertText(style, asStyleText(css));
    dom.insertBefore(parent, style, element);
    dom.detachNode(element);
    return;
  }
  if (name === 'style') {
    for (const text of dom.getChildNodes(element))
      if (dom.isTextNode(text)) text.value = asStyleText(await writer.inlineCss(text.value, base, []));
  }
  // A picture given by `srcset` alone shows its first candidate.
  const src =
    attribute(element, 'src') ??
    (name === 'img' ? attribute(element, 'srcset')?.split(',')[0]?.trim().split(/\s+/)[0] : undefined);
  if ((name === 'img' || name === 'input') && src) {
    const address = await writer.dataAddress(src, base, isPicture);
    setAttribute(element, 'src', (address && writer.writeIn(address)) || src);
  }
  // The page is answered in UTF-8: a charset it names would mislead a copy saved from the browser.
  if (name === 'meta' && attribute(element, 'charset')) setAttribute(element, 'charset', 'utf-8');
  if (name === 'meta' && /^content-type$/i.test(attribute(element, 'http-equiv') ?? ''))
    setAttribute(element, 'content', 'text/html; charset=utf-8');
  const style = attribute(element, 'style');
  if (style && /url\(/i.test(style)) setAttribute(element, 'style', await writer.inlineCss(style, base, []));
  // The policy refuses any other address: a `srcset` candidate chosen over `src` would show a broken picture.
  if (attribute(element, 'srcset') !== undefined) setAttribute(element, 'srcset', undefined);
}

/**
 * The page's text (decoded as a browser would: a byte order mark, else the charset of `type`, else a `<meta>`
 * charset, else Windows-1252; answered in UTF-8) with the files it names on its own host written into it.
 * `deadline`: past it, what has not come is left as written.
 */
export async function selfContainedPage(
  bytes: Uint8Array,
  type: string,
  pageUrl: URL,
  fetchFile: FetchFile,
  deadline: AbortSignal,
): Promise<string> {
  const charset = charsetOf(type);
  const encoding = sniffEncoding(bytes, charset ? { transportLayerEncodingLabel: charset } : {});
  // Parsed as a browser parses it (parse5 follows the HTML standard): the page's markup, however loose,
  // keeps its shape when it is written out again.
  const doc = parse(decoder(encoding, 'windows-1252').decode(bytes));
  const writer = pageWriter(pageUrl, fetchFile, deadline, encoding);
  const elements = elementsOf(doc);
  // A <base> moves the page's links (the policy ignores it on the shop's address: its addresses are read here).
  const baseHref = elements
    .map((e) => (e.nodeName === 'base' ? attribute(e, 'href') : undefined))
    .find(Boolean);
  let base = pageUrl;
  try {
    if (baseHref) base = new URL(baseHref, pageUrl);
  } catch {}

  await Promise.all(elements.map((element) => inline(element, writer, base)));
  return serialize(doc);
}
