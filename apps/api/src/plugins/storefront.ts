// Serves the built storefront (WEB_DIST). The public pages (home, shop, product, blog, about, contact, 404)
// are rendered on the server by the storefront's own SSR bundle (`<WEB_DIST>-ssr/entry-server.js`, see
// docs/decisions/0020-server-rendering.md), with their data fetched from this app in process
// (app.inject: no HTTP to itself) under the request's session cookie. Customer pages redirect to the login
// page without a session; the pages that read what the browser keeps (cart, checkout, login...) get the
// shell (index.html). Without a build, `/` says so.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import Beasties from 'beasties';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { publicOrigin } from '../lib/public-origin';
import type { App } from '../types';
import { SESSION_COOKIE } from './auth';
import { ENTRY_LOADER, ENTRY_TEMPLATE } from './entry-loader';
import { notFoundEnvelope } from './errors';

const API_PREFIXES = ['/apiGold', '/docs'];

/** How long a shared cache (a CDN) may keep a visitor's page. */
export const GUEST_PAGE_CACHE = 'public, max-age=60';
export const CUSTOMER_PAGE_CACHE = 'private, no-store';
export const ASSET_CACHE = 'public, max-age=31536000, immutable';

interface RequestTransport {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  terceroid: number | null;
}

interface RenderedPage {
  status: number;
  html: string;
  head: string;
  stateScript: string;
  lang: string;
  pageSource: string | undefined;
  /** Files fetched (not imported) before hydration: the page's catalogues. */
  fetches: string[];
}

/** The app's start (apps/web/src/app/start.tsx), which the storefront's entry imports after the first paint. */
const APP_START = 'src/app/start.tsx';

/**
 * The id of a rendered page's `<template>` of what the browser fetches only once the page has been painted
 * (apps/web/src/main.tsx).
 */
const AFTER_PAINT = 'after-paint';
/** The mark of a stylesheet that the app applies once it has started (apps/web/src/lib/stylesheets-after-start.ts). */
const AFTER_START = 'data-after-start';

/** The storefront's table of catalogue files (apps/web/src/lib/catalogue-files.ts), a chunk of its own. */
const CATALOGUE_TABLE = 'src/lib/catalogue-files.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The client build's manifest (`.vite/manifest.json`), or an empty one. */
function readManifest(webDist: string): Manifest {
  const file = join(webDist, '.vite', 'manifest.json');
  if (!existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch {
    return {};
  }
}

/** The files that chunks need: their code (each chunk and what it imports) and their stylesheets. */
interface ChunkFiles {
  scripts: string[];
  styles: string[];
}

/** What the chunks of `sources` need and `template` (the built index.html) does not load already. */
function chunkFiles(manifest: Manifest, sources: (string | undefined)[], template: string): ChunkFiles {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) if (source) visit(source);
  const fresh = (file: string) => !template.includes(`/${file}"`);
  return { scripts: [...scripts].filter(fresh), styles: [...styles].filter(fresh) };
}

const stylesheetLinks = (files: string[]) =>
  files.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`).join('\n    ');
const modulePreloads = (files: string[]) =>
  files.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join('\n    ');

/**
 * What a rendered page fetches only once it has been painted: `<link>`s in a `<template>` are inert until the
 * entry (apps/web/src/main.tsx) moves them into <head>, once the page is painted with its largest picture
 * (entry-loader.ts). On a slow phone the ~100 KB of
 * script and the full stylesheets otherwise shared the bandwidth with the page itself and its largest
 * picture (docs/decisions/0025-fetched-after-the-first-paint.md). Its code goes in here; its stylesheets are
 * moved in once their rules are inline (`deferStylesheets`).
 */
const afterPaint = (scripts: string[], fetches: string[]) =>
  `<template id="${AFTER_PAINT}">${[modulePreloads(scripts), fetchPreloads(fetches)].filter(Boolean).join('\n    ')}</template>`;

/** Files the app fetches before it hydrates the page (its catalogues: apps/web/src/lib/i18n.ts). */
const fetchPreloads = (urls: string[]) =>
  urls.map((url) => `<link rel="preload" as="fetch" crossorigin href="${url}">`).join('\n    ');

/**
 * The stylesheets that Beasties moved to the end of <body> (the page's rules are inline by then), moved into
 * the page's template of what is fetched after the first paint. Without JavaScript the inline rules, every
 * rule that matches the rendered page, style it. They are fetched as `media="print"` (applying to nothing)
 * and applied by the app once it has hydrated the page, before any control is enabled
 * (apps/web/src/lib/stylesheets-after-start.ts): applied on arrival, their restyle of the whole page fell
 * among the downloads and the compiling of the app's code; what the page shows needs only its inline rules
 * until then.
 */
function deferStylesheets(html: string): string {
  const late = /\s*((?:<link rel="stylesheet"[^>]*>)+)<\/body>/.exec(html);
  if (!late?.[1]) return html;
  const held = late[1].replaceAll(
    '<link rel="stylesheet"',
    `<link rel="stylesheet" media="print" ${AFTER_START}`,
  );
  return html.replace(late[0], '</body>').replace('</template>', `${held}</template>`);
}

/** What the storefront's SSR bundle exports (apps/web/src/entry-server.tsx). */
interface ServerRenderer {
  setRequestTransportProvider(provider: () => RequestTransport | undefined): void;
  serverRenderingOf(pathname: string): 'page' | 'missing' | 'protected' | 'browser';
  renderVariant(cookies: string | undefined, acceptLanguage: string | undefined): string;
  shellLang(cookies: string | undefined, acceptLanguage: string | undefined): string;
  renderPage(request: {
    url: string;
    origin: string;
    cookies: string | undefined;
    acceptLanguage: string | undefined;
    terceroid: number | null;
  }): Promise<RenderedPage>;
}

/** The browser's languages (a first visit's page is in the first of them the shop speaks). */
const acceptLanguage = (request: FastifyRequest): string | undefined => request.headers['accept-language'];

function isRenderer(x: unknown): x is ServerRenderer {
  if (typeof x !== 'object' || x === null) return false;
  const m = x as Record<string, unknown>;
  return (
    typeof m.setRequestTransportProvider === 'function' &&
    typeof m.serverRenderingOf === 'function' &&
    typeof m.renderVariant === 'function' &&
    typeof m.shellLang === 'function' &&
    typeof m.renderPage === 'function'
  );
}

function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  // Paths match whatever their case (app.ts): /apigold/... is the API's too.
  const path = (request.url.split('?')[0] ?? '').toLowerCase();
  if (API_PREFIXES.some((p) => path === p.toLowerCase() || path.startsWith(`${p.toLowerCase()}/`)))
    return false;
  // A missing asset (a file name with an extension) is a 404, not the app's page.
  return !/\.[a-z0-9]+$/i.test(path);
}

/** An HTML answer, with its ETag and its body compressed in each encoding asked for so far. */
interface HtmlAnswer {
  status: number;
  body: string;
  etag: string;
  encoded: { br?: Buffer; gzip?: Buffer };
}

function htmlAnswer(status: number, body: string): HtmlAnswer {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
  return { status, body, etag, encoded: {} };
}

/** Sends an HTML answer with its ETag; 304 when the browser (or CDN) already has it. */
function sendHtml(request: FastifyRequest, reply: FastifyReply, answer: HtmlAnswer) {
  reply.header('ETag', answer.etag).type('text/html; charset=utf-8');
  const match = request.headers['if-none-match'];
  const known = match?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === answer.etag);
  if (answer.status === 200 && known) return reply.code(304).send();
  reply.code(answer.status);
  // Pages are answered by the not-found handler, which @fastify/compress's route hooks do not reach:
  // compressed here, as the browser accepts (the HTML of `/`, 122 KB with its state and critical CSS, is
  // about 20 KB in brotli).
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) {
    answer.encoded.br ??= brotliCompressSync(answer.body, BROTLI_PAGE);
    return reply.header('Content-Encoding', 'br').send(answer.encoded.br);
  }
  if (/\bgzip\b/.test(accepted)) {
    answer.encoded.gzip ??= gzipSync(answer.body);
    return reply.header('Content-Encoding', 'gzip').send(answer.encoded.gzip);
  }
  return reply.send(answer.body);
}

/** How long a visitor's rendered page is kept at most (what the exchange rates allow; a CDN may keep it as long). */
export const GUEST_PAGE_KEEP_MS = 60_000;

/**
 * Visitors' rendered pages, kept while the catalogue stays at the version they were rendered at, for at most
 * GUEST_PAGE_KEEP_MS, and at most `capacity` of them (the least recently answered go first). A page is kept under its address
 * and what else it depends on (the storefront's `renderVariant`: language and currency), so a visitor's
 * page is rendered once and then answered at once (a render takes 50-300 ms here: `git show 3b5b32e:docs/benchmarks.md`).
 */
function guestPages(capacity: number, now: () => number) {
  return new LRUCache<string, { version: number; at: number; answer: HtmlAnswer }>({
    max: capacity,
    // Kept while younger than the minute (at 60 s a CDN already counts it stale), read from the app's clock.
    ttl: GUEST_PAGE_KEEP_MS - 1,
    ttlResolution: 0,
    perf: { now },
  });
}

/** Brotli at a middle quality: most of the size for a few milliseconds of a page's rendering time. */
const BROTLI_PAGE = {
  params: {
    [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
    [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
  },
};

/**
 * Brotli at its best quality, for a visitor's page that is kept (answered to every visitor for up to a
 * minute): about 100 ms of a thread of the pool, off the event loop, once per kept page, for 11% fewer bytes
 * (`/`: 13.5 KB instead of 15.3; under the 14.6 KB that a new connection's first round trip carries).
 */
const BROTLI_KEPT = {
  params: { ...BROTLI_PAGE.params, [zlibConstants.BROTLI_PARAM_QUALITY]: 11 },
};
const brotliAsync = promisify(brotliCompress);

/** Compresses a kept page at BROTLI_KEPT in the background; it is answered at BROTLI_PAGE until then. */
function compressKept(answer: HtmlAnswer, log: FastifyRequest['log']): void {
  brotliAsync(answer.body, BROTLI_KEPT).then(
    (encoded) => {
      answer.encoded.br = encoded;
    },
    (error: unknown) => log.warn({ err: error }, 'kept page not compressed further'),
  );
}

/**
 * A preload of the picture the page marks as its largest paint (`fetchpriority="high"`: the hero, the first
 * product card, the product's photo), first in <head>: the browser asks for it with the page's first bytes,
 * not once its parser has reached the picture. (The render writes `fetchPriority`: the match ignores case.)
 */
function largestPicturePreload(html: string): string {
  const img = /<img\b[^>]*\bfetchpriority="high"[^>]*>/i.exec(html)?.[0];
  const src = img && /\ssrc="([^"]+)"/.exec(img)?.[1];
  return src ? `<link rel="preload" as="image" href="${src}" fetchpriority="high">\n    ` : '';
}

/**
 * The first paint waits until the parser has reached the page's state, which follows the rendered app
 * (`rel="expect"`, Chromium 124 and later; other browsers ignore it). The page's HTML comes in one round trip,
 * but Chromium painted it as soon as the parser yielded, at times with only its first part (the header):
 * the layout of the rest, the page's longest task before it starts (about 30 ms here), then fell after the
 * first paint, where it blocks input, rather than before it.
 */
const PAINT_WHEN_PARSED = '<link rel="expect" href="#ssr-state" blocking="render">';

interface PageFrame {
  /** The built index.html without its entry. */
  html: string;
  /** The entry's template and the script that starts it, to follow the page's state. */
  entry: string;
}

/**
 * The built index.html as the frame of every rendered page: its entry (the module script and its
 * modulepreloads, which Vite put in <head>) leaves <head> for an inert template after the page's state, with
 * the inline script that adds it once the page is painted with its largest picture (plugins/entry-loader.ts).
 * Before that paint the page fetches only its HTML and that picture. Null when the built index.html has no
 * entry in the form Vite writes it.
 */
function pageFrame(index: string): PageFrame | null {
  const script = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(index);
  if (!script) return null;
  const preloads = [...index.matchAll(/\s*(<link rel="modulepreload"[^>]*>)/g)];
  const html = [script, ...preloads].reduce((page, tag) => page.replace(tag[0], ''), index);
  const tags = preloads.map((tag) => tag[1]).join('');
  const entry = `<template id="${ENTRY_TEMPLATE}" data-src="${script[1]}">${tags}</template><script>${ENTRY_LOADER}</script>`;
  return { html, entry };
}

/**
 * The page: the built index.html with the rendered app, its head tags, the state it was rendered with, its
 * stylesheets and, in templates, its code (pageFrame, afterPaint).
 */
function composePage(frame: PageFrame, page: RenderedPage, files: ChunkFiles): string {
  const head = [PAINT_WHEN_PARSED, stylesheetLinks(files.styles), afterPaint(files.scripts, page.fetches)]
    .filter(Boolean)
    .join('\n    ');
  // (Each replacement is a function: in a replacement string `$&`, `$'` and `$$` are patterns, and a product's
  // name or description may hold them.)
  return frame.html
    .replace(/<html lang="[^"]*">/, () => `<html lang="${page.lang}">`)
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace(/<title>[^<]*<\/title>/, () => `${largestPicturePreload(page.html)}${page.head}`)
    .replace('</head>', () => `  ${head}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root">${page.html}</div>${page.stateScript}${frame.entry}`,
    );
}

async function loadRenderer(webDist: string): Promise<ServerRenderer | null> {
  const entry = `${webDist.replace(/[\\/]+$/, '')}-ssr/entry-server.js`;
  if (!existsSync(entry)) return null;
  const module: unknown = await import(pathToFileURL(entry).href);
  return isRenderer(module) ? module : null;
}

export interface StorefrontOptions {
  /** The catalogue's current version (db/catalogue-version.ts): a visitor's kept page is valid at it only. */
  catalogueVersion?: () => Promise<number>;
  now?: () => Date;
  /** PUBLIC_URL: the origin of the pages' absolute addresses (lib/public-origin.ts). */
  publicUrl?: string | undefined;
}

export async function registerStorefront(app: App, webDist: string, options: StorefrontOptions = {}) {
  const built = existsSync(join(webDist, 'index.html'));
  if (!built) {
    app.get('/', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .send(
          '<!doctype html><html lang="en"><meta charset="utf-8"><title>mostrador</title><body><h1>mostrador</h1><p>The storefront is not built yet: run <code>npm run build</code> (or <code>npm start</code>, which builds it). The API is up under <a href="/docs">/docs</a>.</p></body></html>',
        ),
    );
    app.setNotFoundHandler(notFoundEnvelope);
    return;
  }
  const manifest = readManifest(webDist);
  // The built index.html: the entry, which imports the app's start after the first paint.
  const entry = readFileSync(join(webDist, 'index.html'), 'utf8');
  // The critical path: the rules the rendered page uses go inline in <head>, and the stylesheets are fetched
  // after the first paint (Beasties moves them to the end of <body>, `preload: 'body'`, from where
  // `deferStylesheets` takes them).
  const critical = new Beasties({
    path: webDist,
    publicPath: '/',
    preload: 'body',
    pruneSource: false,
    reduceInlineStyles: false,
    inlineFonts: false,
    // The focus ring matches no element of the HTML (it is a state), yet a keyboard user needs it before the
    // full stylesheet, fetched after the first paint, has arrived.
    allowRules: [/^\*?:focus-visible$/],
    compress: true,
    logLevel: 'silent',
  });
  async function withCriticalCss(html: string, request: FastifyRequest): Promise<string> {
    try {
      // (Beasties marks <html> for its own later passes: there are none.)
      return deferStylesheets((await critical.process(html)).replace(' data-beasties-container', ''));
    } catch (error) {
      request.log.warn({ err: error }, 'critical CSS not inlined');
      return html;
    }
  }
  const renderer = await loadRenderer(webDist);
  const frame = renderer && pageFrame(entry);
  // Without its entry in the form expected, every page is the shell (rendered in the browser).
  if (renderer && !frame)
    app.log.error(
      'storefront: the built index.html has no entry <script>: pages are not rendered on the server',
    );
  const transports = new AsyncLocalStorage<RequestTransport>();
  renderer?.setRequestTransportProvider(() => transports.getStore());

  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    // `/` is a page like the others (rendered below), not the bare shell.
    index: false,
    // The build's `.br` and `.gz` beside each file (apps/web/vite.config.ts), as the browser accepts.
    preCompressed: true,
    setHeaders(res, path) {
      if (path.includes(`${join(webDist, 'assets')}`)) {
        res.header('Cache-Control', ASSET_CACHE);
      } else {
        res.header('Cache-Control', 'no-cache');
      }
    },
  });

  /** The page's data, from this app in process, asked with the request's own session cookie. */
  function transportFor(request: FastifyRequest): RequestTransport {
    const cookie = request.headers.cookie;
    return {
      terceroid: request.customer?.terceroid ?? null,
      async fetch(url, init) {
        const method = init.method === 'POST' ? 'POST' : 'GET';
        const answer = await app.inject({
          method,
          url,
          headers: {
            accept: 'application/json',
            'content-type': 'application/json',
            ...(cookie ? { cookie } : {}),
          },
          ...(typeof init.body === 'string' ? { payload: init.body } : {}),
        });
        return new Response(answer.body, {
          status: answer.statusCode,
          headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
        });
      },
    };
  }

  // The shell renders its page in the browser: nothing shows before the app's code has run, so it is all
  // fetched at once, with the catalogues' table (its own chunk, which a server-rendered page does not need).
  const shellFiles = chunkFiles(manifest, [APP_START, CATALOGUE_TABLE], entry);
  const shellPage = entry.replace(
    '</head>',
    () =>
      `  ${[stylesheetLinks(shellFiles.styles), modulePreloads(shellFiles.scripts)].filter(Boolean).join('\n    ')}\n  </head>`,
  );
  // One shell a language: its <html lang> is the chosen language's before the app starts (screen readers,
  // the browser's translation offer), as a rendered page's is.
  const shells = new Map<string, HtmlAnswer>();
  function shellIn(lang: string): HtmlAnswer {
    let answer = shells.get(lang);
    if (!answer) {
      answer = htmlAnswer(200, shellPage.replace(/<html lang="[^"]*">/, `<html lang="${lang}">`));
      shells.set(lang, answer);
    }
    return answer;
  }

  function sendShell(request: FastifyRequest, reply: FastifyReply, cache: string) {
    reply.header('Cache-Control', cache);
    return sendHtml(
      request,
      reply,
      shellIn(renderer?.shellLang(request.headers.cookie, acceptLanguage(request)) ?? 'en'),
    );
  }

  const clock = options.now ?? (() => new Date());
  const pages = guestPages(300, () => clock().getTime());
  const sessionCookie = new RegExp(`(^|;)\\s*${SESSION_COOKIE}=`);

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (!wantsPage(request)) return notFoundEnvelope(request, reply);
    const customer = request.customer !== null;
    // A page differs by session (prices), by language (chosen, else the browser's) and, once compressed, by
    // encoding.
    reply.header('Vary', 'Cookie, Accept-Language, Accept-Encoding');
    if (!renderer || !frame) return sendShell(request, reply, customer ? CUSTOMER_PAGE_CACHE : 'no-cache');
    const pathname = request.url.split('?', 1)[0] ?? '/';
    const rendering = renderer.serverRenderingOf(pathname);
    if (rendering === 'protected') {
      reply.header('Cache-Control', CUSTOMER_PAGE_CACHE);
      // Back to the page asked for after login (the login page reads `from`).
      if (!customer) return reply.redirect(`/login-page?from=${encodeURIComponent(request.url)}`, 302);
      return sendShell(request, reply, CUSTOMER_PAGE_CACHE);
    }
    if (rendering === 'browser')
      return sendShell(request, reply, customer ? CUSTOMER_PAGE_CACHE : 'no-cache');
    // A visitor's page (no session cookie at all) is kept once rendered, at the catalogue version read first.
    const keep =
      !customer && !sessionCookie.test(request.headers.cookie ?? '') && options.catalogueVersion
        ? {
            key: `${renderer.renderVariant(request.headers.cookie, acceptLanguage(request))} ${publicOrigin(request, options.publicUrl)}${request.url}`,
            version: await options.catalogueVersion(),
          }
        : undefined;
    const kept = keep && pages.get(keep.key);
    if (kept && kept.version === keep.version) {
      // (Age: a CDN counts its minute from the render, not from this answer.)
      const age = Math.floor((clock().getTime() - kept.at) / 1000);
      reply.header('Cache-Control', GUEST_PAGE_CACHE).header('Age', age);
      return sendHtml(request, reply, kept.answer);
    }
    try {
      const page = await transports.run(transportFor(request), () =>
        renderer.renderPage({
          url: request.url,
          origin: publicOrigin(request, options.publicUrl),
          cookies: request.headers.cookie,
          acceptLanguage: acceptLanguage(request),
          terceroid: request.customer?.terceroid ?? null,
        }),
      );
      reply.header('Cache-Control', customer ? CUSTOMER_PAGE_CACHE : GUEST_PAGE_CACHE);
      const html = composePage(frame, page, chunkFiles(manifest, [APP_START, page.pageSource], entry));
      const answer = htmlAnswer(page.status, await withCriticalCss(html, request));
      // Kept under the version read before the render: its rows are at least that new.
      if (keep) {
        pages.set(keep.key, { version: keep.version, at: clock().getTime(), answer });
        compressKept(answer, request.log);
      }
      return sendHtml(request, reply, answer);
    } catch (error) {
      // The browser can still render the page itself.
      request.log.error({ err: error, url: request.url }, 'server rendering failed');
      return sendShell(request, reply, 'no-cache');
    }
  });
}
