// Serves the built storefront (WEB_DIST) with history fallback: any GET outside /apiGold/ and /docs that
// accepts HTML gets index.html. Without a build, `/` says so.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../types';
import { notFoundEnvelope } from './errors';

const API_PREFIXES = ['/apiGold', '/docs'];

function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '';
  if (API_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`))) return false;
  // A missing asset (a file name with an extension) is a 404, not the app's page.
  return !/\.[a-z0-9]+$/i.test(path);
}

export async function registerStorefront(app: App, webDist: string) {
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
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: ['index.html'],
    setHeaders(res, path) {
      if (path.includes(`${join(webDist, 'assets')}`)) {
        res.header('Cache-Control', 'public, max-age=31536000, immutable');
      } else {
        res.header('Cache-Control', 'no-cache');
      }
    },
  });
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (wantsPage(request)) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return notFoundEnvelope(request, reply);
  });
}
