import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { testApp, withAnotherApp } from '../../test/fixtures';

const t = testApp({ config: { publicUrl: 'https://tienda.example.com' } });
let onSale: number;
let hidden: number;
beforeAll(async () => {
  const [first, second] = await t.database.db
    .selectFrom('productos')
    .select('id')
    .orderBy('id')
    .limit(2)
    .execute();
  if (!first || !second) throw new Error('the demo catalogue has fewer than two products');
  onSale = first.id;
  hidden = second.id;
  await t.database.db.updateTable('productos').set({ activo: false }).where('id', '=', hidden).execute();
});

describe('GET /sitemap.xml', () => {
  it('is valid XML listing the public pages and products on sale by absolute URL, not a hidden product', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(XMLValidator.validate(response.body)).toBe(true);
    const doc = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'url' }).parse(
      response.body,
    ) as { urlset?: { '@_xmlns'?: string; url?: { loc: string }[] } };
    expect(doc.urlset?.['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const locs = (doc.urlset?.url ?? []).map((u) => u.loc);
    expect(locs).toContain('https://tienda.example.com/');
    expect(locs).toContain('https://tienda.example.com/shop-grid-standard');
    expect(locs).toContain(`https://tienda.example.com/product/${onSale}`);
    expect(locs).not.toContain(`https://tienda.example.com/product/${hidden}`);
    expect(locs.some((l) => l?.startsWith('https://tienda.example.com/shop-grid-filter/'))).toBe(true);
    expect(locs.some((l) => /checkout|my-account|cart|apiGold/.test(l ?? ''))).toBe(false);
  });

  it("builds its URLs from the request's host when PUBLIC_URL is unset", async () => {
    const bare = await createTestApp({ testDatabase: t.testDatabase });
    try {
      const response = await bare.app.inject({
        method: 'GET',
        url: '/sitemap.xml',
        headers: { host: 'shop.local:8080' },
      });
      expect(response.body).toContain(`<loc>http://shop.local:8080/product/${onSale}</loc>`);
    } finally {
      await bare.app.close();
    }
  });

  it('never from X-Forwarded-Host, which a client may write, even behind a trusted proxy', async () => {
    await withAnotherApp(t, { config: { trustProxy: ['loopback'] } }, async (proxied) => {
      const response = await proxied.app.inject({
        method: 'GET',
        url: '/sitemap.xml',
        headers: {
          host: 'shop.local:8080',
          'x-forwarded-host': 'evil.example',
          'x-forwarded-proto': 'https',
        },
      });
      expect(response.body).toContain(`<loc>https://shop.local:8080/product/${onSale}</loc>`);
      expect(response.body).not.toContain('evil.example');
    });
  });
});

describe('GET /robots.txt', () => {
  it('allows the shop, keeps crawlers out of account, cart, checkout and the API, and names the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/apiGold/', '/my-account', '/checkout', '/cart'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain('Sitemap: https://tienda.example.com/sitemap.xml');
  });
});
