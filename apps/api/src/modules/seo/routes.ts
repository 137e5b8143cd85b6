// GET /sitemap.xml and GET /robots.txt, on the host root: the storefront's public pages and every product
// and category on sale, as absolute URLs from PUBLIC_URL (or the request's own origin when it is unset).
import type { FastifyPluginAsync } from 'fastify';
import { publicOrigin } from '../../lib/public-origin';
import type { ModuleOptions } from '../../types';

/** The storefront's public pages worth indexing (spec §2); account, cart and checkout pages are left out. */
export const SITEMAP_PAGES = [
  '/',
  '/shop-grid-standard',
  '/shop-list-standard',
  '/blog-standard',
  '/blog-details-standard',
  '/about',
  '/contact',
];

/** Pages a search engine has no business with: a customer's own pages, the cart and checkout, the API. */
export const ROBOTS_DISALLOW = [
  '/apiGold/',
  // The staff console (its pages also answer X-Robots-Tag: noindex).
  '/staff/',
  '/my-account',
  '/home',
  '/facturas',
  '/recibos',
  '/pedidos',
  '/checkout',
  '/cart',
  '/wishlist',
  '/compare',
  '/login-register',
  '/login-page',
];

const xmlEscape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

export const seoRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { config, db, readDb }) => {
  const reader = readDb ?? db;

  app.get('/sitemap.xml', async (request, reply) => {
    const base = publicOrigin(request, config.publicUrl);
    const [products, categories] = await Promise.all([
      reader.selectFrom('productos').select('id').where('activo', '=', true).orderBy('id').execute(),
      reader.selectFrom('categorias').select('id').where('activo', '=', true).orderBy('id').execute(),
    ]);
    const paths = [
      ...SITEMAP_PAGES,
      ...categories.map((c) => `/shop-grid-filter/${c.id}`),
      ...products.map((p) => `/product/${p.id}`),
    ];
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...paths.map((p) => `  <url><loc>${xmlEscape(base + p)}</loc></url>`),
      '</urlset>',
      '',
    ].join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(body);
  });

  app.get('/robots.txt', async (request, reply) => {
    const base = publicOrigin(request, config.publicUrl);
    const body = [
      'User-agent: *',
      'Allow: /',
      ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`),
      '',
      `Sitemap: ${base}/sitemap.xml`,
      '',
    ].join('\n');
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);
  });
};
