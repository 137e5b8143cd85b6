import type { FastifyRequest } from 'fastify';

/**
 * The shop's origin for the absolute addresses it writes (canonical, Open Graph, sitemap): PUBLIC_URL when it
 * is set, else the request's protocol and its Host header. Never X-Forwarded-Host: a client may write it, and
 * a shared cache that does not key on it would keep a page pointing elsewhere.
 */
export function publicOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ?? `${request.protocol}://${request.headers.host ?? request.host}`;
}

/**
 * Where the links of a message a stranger may cause start (a password reset, a guest's orders by mail):
 * PUBLIC_URL, else this server on localhost. Never the request's Host: whoever asks for a message to someone
 * else would otherwise choose where that person's links go.
 */
export function mailLinkOrigin(config: { publicUrl: string | undefined; port: number }): string {
  return config.publicUrl ?? `http://localhost:${config.port}`;
}
