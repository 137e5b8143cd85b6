// Security headers on every answer (helmet): a strict Content-Security-Policy (the built
// storefront loads only its own scripts; the one inline script, which starts them on a rendered page, is
// allowed by its hash), nosniff, no framing (the printable documents
// set their own policy: framable by the shop itself), a Referrer-Policy, and HSTS when TRUST_PROXY says the
// shop is behind HTTPS. Helmet's Cross-Origin-Opener-Policy (same-origin) stays, though it costs the first
// visit a new renderer: docs/decisions/0029-opener-policy-kept.md.
import helmet from 'helmet';
import type { App } from '../types';
import { ENTRY_LOADER_SOURCE } from './entry-loader';

/** The storefront's policy. Styles may be inline: the toasts' and the slider's styles are injected at run
 * time, and React sets `style` attributes; scripts may not, but for the entry's loader, by its hash. */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'", ENTRY_LOADER_SOURCE],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameSrc: ["'self'"],
  objectSrc: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  manifestSrc: ["'self'"],
  workerSrc: ["'self'"],
};

/**
 * The headers of an answer written on the socket, before Fastify (plugins/connections.ts: a head too large,
 * too slow, broken): a JSON envelope that loads nothing and may not be framed.
 */
export const RAW_ANSWER_HEADERS = [
  "Content-Security-Policy: default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options: nosniff',
  'X-Frame-Options: DENY',
  'Referrer-Policy: strict-origin-when-cross-origin',
];

export async function registerSecurityHeaders(app: App, options: { https: boolean }) {
  // Helmet's middleware is built once, here: @fastify/helmet built it again on every request (parsing the
  // policy each time: 4% of the server's CPU in the catalogue benchmark's profile,
  // `git show 3b5b32e:docs/benchmarks.md`).
  const headers = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // The ERP's clients, on other origins, show the product pictures of /Files/Images.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    headers(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
}
