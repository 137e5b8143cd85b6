// The storefront's server-rendering bundle (`<WEB_DIST>-ssr/entry-server.js`, apps/web/src/entry-server.tsx):
// what it exports, how it is loaded, and the transport its data calls take (this app, in process).
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { RenderedPage, RenderRequest, RequestTransport as SharedTransport } from '@mostrador/contract';
import type { CurrencySettings } from '@mostrador/domain';
import type { FastifyRequest } from 'fastify';
import type { App } from '../types';

export type RequestTransport = SharedTransport<RequestInit, Response>;

/** What the storefront's SSR bundle exports (apps/web/src/entry-server.tsx). */
export interface ServerRenderer {
  setRequestTransportProvider(provider: () => RequestTransport | undefined): void;
  /** The shop's currencies (BASE_CURRENCY, CURRENCIES), set before the first render. */
  setCurrencySettings(settings: CurrencySettings): void;
  serverRenderingOf(pathname: string): 'page' | 'missing' | 'protected' | 'browser';
  renderVariant(cookies: string | undefined, acceptLanguage: string | undefined): string;
  shellLang(cookies: string | undefined, acceptLanguage: string | undefined): string;
  renderPage(request: RenderRequest): Promise<RenderedPage>;
}

function isRenderer(x: unknown): x is ServerRenderer {
  if (typeof x !== 'object' || x === null) return false;
  const m = x as Record<string, unknown>;
  return (
    typeof m.setRequestTransportProvider === 'function' &&
    typeof m.setCurrencySettings === 'function' &&
    typeof m.serverRenderingOf === 'function' &&
    typeof m.renderVariant === 'function' &&
    typeof m.shellLang === 'function' &&
    typeof m.renderPage === 'function'
  );
}

export async function loadRenderer(webDist: string): Promise<ServerRenderer | null> {
  const entry = `${webDist.replace(/[\\/]+$/, '')}-ssr/entry-server.js`;
  if (!existsSync(entry)) return null;
  const module: unknown = await import(pathToFileURL(entry).href);
  return isRenderer(module) ? module : null;
}

/** The page's data, from this app in process, asked with the request's own session cookie. */
export function transportFor(app: App, request: FastifyRequest): RequestTransport {
  const cookie = request.headers.cookie;
  return {
    customerId: request.customer?.customerId ?? null,
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
