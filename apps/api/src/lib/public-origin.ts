import type { FastifyRequest } from 'fastify';

/**
 * The shop's origin for the absolute addresses it writes (canonical, Open Graph, sitemap): PUBLIC_URL when it
 * is set, else the request's protocol and its Host header. Never X-Forwarded-Host: a client may write it, and
 * a shared cache that does not key on it would keep a page pointing elsewhere.
 */
export function publicOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ?? `${request.protocol}://${request.headers.host ?? request.host}`;
}
