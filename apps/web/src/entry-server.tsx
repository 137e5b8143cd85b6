/**
 * The server's entry (built with `vite build --ssr`, loaded by apps/api's storefront plugin): renders a
 * public route to HTML with its data, the same routes and page components as the browser (app/start.tsx), on
 * preact/compat (preact-render-to-string). See docs/decisions/0020-server-rendering.md.
 *
 * The page's queries start while it renders (base-api.ts: side effects in render on the server); the
 * server awaits them, renders again with their answers, and repeats while a render starts new ones (a
 * product's related products wait for the product). The last render is synchronous and numbers its ids
 * from 1, as the browser's hydration does.
 */
import type { RenderedPage, RenderRequest } from '@mostrador/contract';
import { type CurrencyCode, isCurrencyCode } from '@mostrador/domain';
import { renderToString, renderToStringAsync } from 'preact-render-to-string';
import type { ReactElement } from 'react';
import { StaticRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { AppRoutes, pageSourceOf, preloadPage, serverRenderingOf } from './app/router';
import { makeStore, type RootState } from './app/store';
import { baseApi } from './lib/api';
import { catalogueUrl } from './lib/catalogue-files';
import { currencySettings } from './lib/currency';
import { type PageHead, PageHeadContext } from './lib/document-title';
import {
  acceptedLanguages,
  allNamespaces,
  DEFAULT_LANGUAGE,
  htmlLang,
  i18nReady,
  isLanguage,
  type Language,
  languageOfBrowser,
  i18n as sharedI18n,
} from './lib/i18n';
import { CURRENCY_COOKIE, LANGUAGE_COOKIE, readCookie } from './lib/preference-cookies';
import { resetUniqueIds } from './lib/use-unique-id';

export { serverRenderingOf } from './app/router';
export { setRequestTransportProvider } from './lib/api';
/** The shop's currencies (BASE_CURRENCY, CURRENCIES): set once by the server, before its first render. */
export { setCurrencySettings } from './lib/currency';

/** What the browser's app/start.tsx reads back from the page (the `ssr-state` script). */
export interface ServerState {
  language: Language;
  /** The customer the prices were rendered for (from the session cookie), or null: a visitor. */
  customerId: number | null;
  api: unknown;
  currency: RootState['currency'];
  /** language → namespace → its file: the catalogues the page was rendered with (lib/served-state.ts). */
  catalogues: Record<string, Record<string, string>>;
}

const MAX_PASSES = 4;
const DEFAULT_DESCRIPTION = 'mostrador: the online shop of your distributor, at your price level.';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** JSON inside a <script>: no `<` (no `</script>`, no `<!--`), and the two line separators escaped. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function absolute(origin: string, path: string): string {
  return /^https?:\/\//i.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`;
}

function headTags(head: PageHead, origin: string, pathname: string): string {
  const title = head.title ?? 'mostrador';
  const description = head.description?.trim() || DEFAULT_DESCRIPTION;
  const canonical = absolute(origin, pathname);
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    `<meta property="og:site_name" content="mostrador" />`,
    `<meta property="og:type" content="${head.type ?? 'website'}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
  ];
  if (head.image)
    tags.push(`<meta property="og:image" content="${escapeHtml(absolute(origin, head.image))}" />`);
  if (head.jsonLd) {
    const image = head.jsonLd.image;
    const jsonLd = {
      ...head.jsonLd,
      url: canonical,
      ...(Array.isArray(image) ? { image: image.map((path) => absolute(origin, String(path))) } : {}),
    };
    tags.push(`<script type="application/ld+json">${scriptJson(jsonLd)}</script>`);
  }
  return tags.join('\n    ');
}

/** The language chosen (its cookie), else the one the browser asks for (Accept-Language), else English. */
function chosenLanguage(cookies: string | undefined, acceptLanguage: string | undefined): Language {
  const value = readCookie(cookies, LANGUAGE_COOKIE);
  return isLanguage(value) ? value : languageOfBrowser(acceptedLanguages(acceptLanguage));
}

/** The currency chosen (its cookie) when the shop still offers it, else the shop's base. */
function chosenCurrency(cookies: string | undefined): CurrencyCode {
  const value = readCookie(cookies, CURRENCY_COOKIE);
  const { base, offered } = currencySettings();
  return isCurrencyCode(value) && offered.includes(value) ? value : base;
}

/** The `<html lang>` of a page the browser renders (the shell), from the language cookie, as a rendered page's. */
export function shellLang(cookies: string | undefined, acceptLanguage?: string): string {
  return htmlLang(chosenLanguage(cookies, acceptLanguage));
}

/**
 * What a visitor's page depends on besides its address and the catalogue: the language (chosen, else the
 * browser's) and the currency.
 * The server keeps a visitor's rendered page under it (apps/api/src/rendering/storefront.ts).
 */
export function renderVariant(cookies: string | undefined, acceptLanguage?: string): string {
  return `${chosenLanguage(cookies, acceptLanguage)} ${chosenCurrency(cookies)}`;
}

const SHELL_NAMESPACES = ['common', 'notices', 'options'];

/** The files of the catalogues the render used, in its language and the fallback (English). */
function usedCatalogues(i18n: typeof sharedI18n, language: Language): ServerState['catalogues'] {
  // react-i18next notes on the instance every namespace a useTranslation asked for.
  const reported = (i18n as { reportNamespaces?: { getUsedNamespaces(): string[] } }).reportNamespaces;
  const used = new Set([...SHELL_NAMESPACES, ...(reported?.getUsedNamespaces() ?? [])]);
  const languages = language === DEFAULT_LANGUAGE ? [language] : [language, DEFAULT_LANGUAGE];
  const catalogues: ServerState['catalogues'] = {};
  for (const lng of languages) {
    catalogues[lng] = {};
    for (const ns of used) {
      const url = catalogueUrl(lng, ns);
      if (url) catalogues[lng][ns] = url;
    }
  }
  return catalogues;
}

type ApiState = RootState[typeof baseApi.reducerPath];

/**
 * The API state as the page needs it: the settled queries, without what differs from one render to the
 * next (request ids, times, the server's own subscriptions), so that the same page is the same HTML (its
 * ETag holds).
 */
function settledApiState(api: ApiState): ApiState {
  const queries: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(api.queries)) {
    if (entry?.status !== 'fulfilled') continue;
    // A fulfilled time must be set (truthy), or RTK Query fetches the entry again; any fixed one will do.
    queries[key] = { ...entry, requestId: key, startedTimeStamp: 1, fulfilledTimeStamp: 1 };
  }
  return { ...api, queries, subscriptions: {}, mutations: {} } as ApiState;
}

/**
 * Renders the page at `request.url` (a route whose `serverRenderingOf` is `page` or `missing`). Runs inside
 * the request's transport (setRequestTransportProvider): every API call of the render goes to the server's
 * own services in process, with the request's session.
 */
export async function renderPage(request: RenderRequest): Promise<RenderedPage> {
  const pathname = request.url.split('?', 1)[0] ?? '/';
  const rendering = serverRenderingOf(pathname);
  await i18nReady;
  const language = chosenLanguage(request.cookies, request.acceptLanguage);
  const i18n = sharedI18n.cloneInstance();
  await i18n.changeLanguage(language);
  await Promise.all([i18n.loadNamespaces(await allNamespaces()), preloadPage(pathname)]);

  const store = makeStore({});
  const currency = chosenCurrency(request.cookies);
  if (currency !== currencySettings().base) {
    // (Loaded as the browser loads it, on a choice: one chunk of its own in both builds.)
    const { selectCurrency } = await import('./lib/select-currency');
    await store.dispatch(selectCurrency(currency));
  }

  let head: PageHead = {};
  const app = (): ReactElement => (
    <PageHeadContext.Provider value={head}>
      <AppProviders store={store} i18n={i18n}>
        <StaticRouter location={request.url}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </PageHeadContext.Provider>
  );
  // biome-ignore lint/suspicious/noExplicitAny: preact-render-to-string takes Preact's VNode; this is the same element under preact/compat
  const asVNode = (element: ReactElement) => element as any;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    head = {};
    resetUniqueIds();
    await renderToStringAsync(asVNode(app()));
    const running = store.dispatch(baseApi.util.getRunningQueriesThunk());
    if (running.length === 0) break;
    await Promise.all(running);
  }
  head = {};
  resetUniqueIds();
  // preact-render-to-string marks a part that once suspended (on the route's element, shared by every
  // render) with <!--$s--> comments; the browser loads the page before hydrating and needs none, and
  // without them the same page is the same HTML.
  const html = renderToString(asVNode(app())).replace(/<!--\/?\$s-->/g, '');

  const catalogues = usedCatalogues(i18n, language);
  const state: ServerState = {
    language,
    customerId: request.customerId,
    api: settledApiState(store.getState()[baseApi.reducerPath]),
    currency: store.getState().currency,
    catalogues,
  };
  return {
    status: rendering === 'missing' || head.notFound ? 404 : 200,
    html,
    head: headTags(head, request.origin, pathname),
    stateScript: `<script id="ssr-state" type="application/json">${scriptJson(state)}</script>`,
    lang: htmlLang(language),
    pageSource: pageSourceOf(pathname),
    fetches: Object.values(catalogues).flatMap((files) => Object.values(files)),
  };
}
