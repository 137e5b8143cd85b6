// Between the storefront's server-rendering bundle (apps/web/src/entry-server.tsx, built into
// `<WEB_DIST>-ssr/`) and the server that loads it (apps/api/src/rendering/): what a render is asked with, what
// it gives back, and how the page's data calls reach the server while it renders. Types only: no wire.

/** What a page is rendered for. */
export interface RenderRequest {
  /** Path and query string. */
  url: string;
  /** `https://shop.example` — for the canonical address and Open Graph. */
  origin: string;
  /** The Cookie header (language and currency). */
  cookies: string | undefined;
  /** The Accept-Language header: the language of a first visit, before any choice (no cookie). */
  acceptLanguage: string | undefined;
  customerId: number | null;
}

/** A page rendered on the server. */
export interface RenderedPage {
  status: 200 | 404;
  /** The app's HTML, for `<div id="root">`. */
  html: string;
  /** Tags for `<head>` (title, description, canonical, Open Graph, JSON-LD). */
  head: string;
  /** `<script id="ssr-state" type="application/json">…</script>`. */
  stateScript: string;
  lang: string;
  /** The page's own chunk (its key in the client build's manifest), for the server to preload. */
  pageSource: string | undefined;
  /** The files the browser fetches before it hydrates the page besides its code: its catalogues. */
  fetches: string[];
}

/**
 * Who asks and how an answer is fetched while a page is rendered on the server (the server's own app in
 * process, with the request's session cookie). `Init` and `Answer` are the platform's `RequestInit` and
 * `Response` (this package is typed without the DOM's or Node's).
 */
export interface RequestTransport<Init, Answer> {
  fetch: (url: string, init: Init) => Promise<Answer>;
  /** The customer whose session cookie came with the request, or null (a visitor). */
  customerId: number | null;
}
