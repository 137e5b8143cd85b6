// Serves the built storefront (WEB_DIST). The public pages (home, shop, product, blog, about, contact, 404)
// are rendered on the server by the storefront's own SSR bundle (`<WEB_DIST>-ssr/entry-server.js`, see
// docs/decisions/0020-server-rendering.md), with their data fetched from this app in process
// (app.inject: no HTTP to itself) under the request's session cookie. Customer pages redirect to the login
// page without a session; the pages that read what the browser keeps (cart, checkout, login...) get the
// shell (index.html). Without a build, `/` says so.
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { type CurrencySettings, DEFAULT_CURRENCY_SETTINGS } from '@mostrador/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { publicOrigin } from '../lib/public-origin';
import { withShopSettings } from '../lib/shop-settings';
import { SESSION_COOKIE } from '../plugins/auth';
import { notFoundEnvelope } from '../plugins/errors';
import type { App } from '../types';
import { criticalCss } from './critical-css';
import {
  ASSET_CACHE,
  CUSTOMER_PAGE_CACHE,
  compressKept,
  GUEST_PAGE_CACHE,
  guestPages,
  type HtmlAnswer,
  htmlAnswer,
  sendHtml,
} from './html-answer';
import {
  APP_START,
  chunkFiles,
  composePage,
  type Manifest,
  type PageFrame,
  pageFrame,
  readManifest,
  shellPage,
} from './page-html';
import { loadRenderer, type RequestTransport, type ServerRenderer, transportFor } from './renderer';

const API_PREFIXES = ['/apiGold', '/docs'];

/** The browser's languages (a first visit's page is in the first of them the shop speaks). */
const acceptLanguage = (request: FastifyRequest): string | undefined => request.headers['accept-language'];

function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  // Paths match whatever their case (app.ts): /apigold/... is the API's too.
  const path = (request.url.split('?')[0] ?? '').toLowerCase();
  if (API_PREFIXES.some((p) => path === p.toLowerCase() || path.startsWith(`${p.toLowerCase()}/`)))
    return false;
  // A missing asset (a file name with an extension) is a 404, not the app's page.
  return !/\.[a-z0-9]+$/i.test(path);
}

export interface StorefrontOptions {
  /** The catalogue's current version (db/catalogue-version.ts): a visitor's kept page is valid at it only. */
  catalogueVersion?: () => Promise<number>;
  now?: () => Date;
  /** PUBLIC_URL: the origin of the pages' absolute addresses (lib/public-origin.ts). */
  publicUrl?: string | undefined;
  /** BASE_CURRENCY and CURRENCIES: what the pages are rendered in and offer (default: the specification's). */
  currency?: CurrencySettings;
}

type SendShell = (request: FastifyRequest, reply: FastifyReply, cache: string) => FastifyReply;
type SendPage = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/** Without a build, `/` says so. */
function registerUnbuilt(app: App) {
  app.get('/', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .send(
        '<!doctype html><html lang="en"><meta charset="utf-8"><title>mostrador</title><body><h1>mostrador</h1><p>The storefront is not built yet: run <code>npm run build</code> (or <code>npm start</code>, which builds it). The API is up under <a href="/docs">/docs</a>.</p></body></html>',
      ),
  );
  app.setNotFoundHandler(notFoundEnvelope);
}

/** The built files: the hashed assets kept for a year, the others asked again each time. */
async function registerFiles(app: App, webDist: string) {
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
}

/**
 * Sends the shell. One shell a language: its <html lang> is the chosen language's before the app starts (screen
 * readers, the browser's translation offer), as a rendered page's is.
 */
function shellSender(renderer: ServerRenderer | null, shell: string): SendShell {
  const shells = new Map<string, HtmlAnswer>();
  function shellIn(lang: string): HtmlAnswer {
    let answer = shells.get(lang);
    if (!answer) {
      answer = htmlAnswer(200, shell.replace(/<html lang="[^"]*">/, `<html lang="${lang}">`));
      shells.set(lang, answer);
    }
    return answer;
  }
  return (request, reply, cache) => {
    reply.header('Cache-Control', cache);
    return sendHtml(
      request,
      reply,
      shellIn(renderer?.shellLang(request.headers.cookie, acceptLanguage(request)) ?? 'en'),
    );
  };
}

interface PageRendering {
  app: App;
  webDist: string;
  renderer: ServerRenderer;
  frame: PageFrame;
  manifest: Manifest;
  /** The built index.html. */
  entry: string;
  sendShell: SendShell;
  options: StorefrontOptions;
}

/**
 * Sends a page rendered on the server. A visitor's page (no session cookie at all) is kept once rendered, at the
 * catalogue version read first; a page that cannot be rendered is the shell, which the browser renders itself.
 */
function pageSender({
  app,
  webDist,
  renderer,
  frame,
  manifest,
  entry,
  sendShell,
  options,
}: PageRendering): SendPage {
  const transports = new AsyncLocalStorage<RequestTransport>();
  renderer.setRequestTransportProvider(() => transports.getStore());
  const withCriticalCss = criticalCss(webDist);
  const clock = options.now ?? (() => new Date());
  const pages = guestPages(300, () => clock().getTime());
  const sessionCookie = new RegExp(`(^|;)\\s*${SESSION_COOKIE}=`);
  async function keptAs(request: FastifyRequest) {
    if (
      request.customer !== null ||
      sessionCookie.test(request.headers.cookie ?? '') ||
      !options.catalogueVersion
    )
      return undefined;
    return {
      key: `${renderer.renderVariant(request.headers.cookie, acceptLanguage(request))} ${publicOrigin(request, options.publicUrl)}${request.url}`,
      version: await options.catalogueVersion(),
    };
  }
  return async (request, reply) => {
    const keep = await keptAs(request);
    const kept = keep && pages.get(keep.key);
    if (kept && kept.version === keep.version) {
      // (Age: a CDN counts its minute from the render, not from this answer.)
      const age = Math.floor((clock().getTime() - kept.at) / 1000);
      reply.header('Cache-Control', GUEST_PAGE_CACHE).header('Age', age);
      return sendHtml(request, reply, kept.answer);
    }
    try {
      const page = await transports.run(transportFor(app, request), () =>
        renderer.renderPage({
          url: request.url,
          origin: publicOrigin(request, options.publicUrl),
          cookies: request.headers.cookie,
          acceptLanguage: acceptLanguage(request),
          customerId: request.customer?.customerId ?? null,
        }),
      );
      reply.header('Cache-Control', request.customer !== null ? CUSTOMER_PAGE_CACHE : GUEST_PAGE_CACHE);
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
  };
}

export async function registerStorefront(app: App, webDist: string, options: StorefrontOptions = {}) {
  if (!existsSync(join(webDist, 'index.html'))) return registerUnbuilt(app);
  const manifest = readManifest(webDist);
  const currency = options.currency ?? DEFAULT_CURRENCY_SETTINGS;
  // The built index.html: the entry, which imports the app's start after the first paint; with the settings.
  const entry = withShopSettings(readFileSync(join(webDist, 'index.html'), 'utf8'), currency);
  const renderer = await loadRenderer(webDist);
  renderer?.setCurrencySettings(currency);
  const frame = renderer && pageFrame(entry);
  // Without its entry in the form expected, every page is the shell (rendered in the browser).
  if (renderer && !frame)
    app.log.error(
      'storefront: the built index.html has no entry <script>: pages are not rendered on the server',
    );
  const sendShell = shellSender(renderer, shellPage(manifest, entry));
  const sendPage =
    renderer && frame
      ? pageSender({ app, webDist, renderer, frame, manifest, entry, sendShell, options })
      : null;
  await registerFiles(app, webDist);

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (!wantsPage(request)) return notFoundEnvelope(request, reply);
    const customer = request.customer !== null;
    // A page differs by session (prices), by language (chosen, else the browser's) and, once compressed, by
    // encoding.
    reply.header('Vary', 'Cookie, Accept-Language, Accept-Encoding');
    if (!renderer || !sendPage) return sendShell(request, reply, customer ? CUSTOMER_PAGE_CACHE : 'no-cache');
    const rendering = renderer.serverRenderingOf(request.url.split('?', 1)[0] ?? '/');
    if (rendering === 'protected') {
      reply.header('Cache-Control', CUSTOMER_PAGE_CACHE);
      // Back to the page asked for after login (the login page reads `from`).
      if (!customer) return reply.redirect(`/login-page?from=${encodeURIComponent(request.url)}`, 302);
      return sendShell(request, reply, CUSTOMER_PAGE_CACHE);
    }
    if (rendering === 'browser')
      return sendShell(request, reply, customer ? CUSTOMER_PAGE_CACHE : 'no-cache');
    return sendPage(request, reply);
  });
}
