// The HTML answers: their ETag, their compressed bodies, their caching, and the visitors' pages kept.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

/** How long a shared cache (a CDN) may keep a visitor's page. */
export const GUEST_PAGE_CACHE = 'public, max-age=60';
export const CUSTOMER_PAGE_CACHE = 'private, no-store';
export const ASSET_CACHE = 'public, max-age=31536000, immutable';

/** An HTML answer, with its ETag and its body compressed in each encoding asked for so far. */
export interface HtmlAnswer {
  status: number;
  body: string;
  etag: string;
  encoded: { br?: Buffer; gzip?: Buffer };
}

export function htmlAnswer(status: number, body: string): HtmlAnswer {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
  return { status, body, etag, encoded: {} };
}

/** Sends an HTML answer with its ETag; 304 when the browser (or CDN) already has it. */
export function sendHtml(request: FastifyRequest, reply: FastifyReply, answer: HtmlAnswer) {
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
export function guestPages(capacity: number, now: () => number) {
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
export function compressKept(answer: HtmlAnswer, log: FastifyRequest['log']): void {
  brotliAsync(answer.body, BROTLI_KEPT).then(
    (encoded) => {
      answer.encoded.br = encoded;
    },
    (error: unknown) => log.warn({ err: error }, 'kept page not compressed further'),
  );
}
