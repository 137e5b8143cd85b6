// Serves the staff console's build (`<WEB_DIST>-console`, apps/web/vite.console.config.ts) under /staff/: its
// files under /staff/assets/, and its one page for every other /staff/ address (the console routes in the
// browser). A buyer's page never links it; robots.txt disallows it and every answer says noindex.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The build's hashed files never change under their name. */
const ASSET_CACHE = 'public, max-age=31536000, immutable';

import type { CurrencySettings } from '@mostrador/domain';
import { withShopSettings } from '../lib/shop-settings';
import type { App } from '../types';
import { notFoundEnvelope } from './errors';
import { STAFF_API_PREFIX, STAFF_PREFIX } from './staff-auth';

export async function registerConsole(app: App, webDist: string, currency: CurrencySettings) {
  const dir = `${webDist}-console`;
  const file = join(dir, 'console.html');
  const built = existsSync(file);
  const page = built
    ? withShopSettings(readFileSync(file, 'utf8'), currency)
    : '<!doctype html><title>console</title><p>The console is not built: run npm run build.</p>';
  if (built) {
    await app.register(fastifyStatic, {
      root: join(dir, 'assets'),
      prefix: `${STAFF_PREFIX}/assets/`,
      decorateReply: false,
      wildcard: false,
      setHeaders: (res) => res.header('Cache-Control', ASSET_CACHE),
    });
  }
  const send = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.url.toLowerCase().startsWith(`${STAFF_API_PREFIX}/`)) return notFoundEnvelope(request, reply);
    return reply.type('text/html; charset=utf-8').send(page);
  };
  app.get(STAFF_PREFIX, { schema: { hide: true } }, send);
  app.get(`${STAFF_PREFIX}/*`, { schema: { hide: true } }, send);
}
