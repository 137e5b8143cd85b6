import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_COOKIE } from '../plugins/auth';
import { createTestApp, type TestApp } from '../test/app';
import { ASSET_CACHE, CUSTOMER_PAGE_CACHE, GUEST_PAGE_CACHE, GUEST_PAGE_KEEP_MS } from './html-answer';

// The real storefront, built (client and server bundle) into a folder of its own for this file.
const ROOT = resolve(import.meta.dirname, '../../../..');
const WEB_DIST = '.test-output/storefront-ssr-web';

let t: TestApp;
let customerCookie: string;
/** The app's clock, moved by hand. */
let clock = Date.now();

beforeAll(async () => {
  execFileSync('npm', ['run', 'build', '-w', '@mostrador/web'], {
    cwd: ROOT,
    // biome-ignore lint/style/noProcessEnv: the build runs with this process's environment (PATH) and its own WEB_DIST
    env: { ...process.env, WEB_DIST },
    stdio: 'ignore',
  });
  t = await createTestApp({ config: { webDist: resolve(ROOT, WEB_DIST) }, now: () => new Date(clock) });
  const session = await t.login('demo2');
  customerCookie = `${SESSION_COOKIE}=${session.Token}`;
}, 180_000);

afterAll(async () => {
  await t?.close();
});

function page(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
}

describe('server-rendered pages', () => {
  it("answers a visitor's page rendered, with an ETag, shareable by a CDN for a minute", async () => {
    const response = await page('/shop-grid-standard');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe(GUEST_PAGE_CACHE);
    expect(response.headers.vary).toMatch(/Cookie/i);
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    // The products are in the HTML, with the state the browser hydrates from.
    expect(response.body).toMatch(/<article [^>]*class="product-card[ "]/);
    expect(response.body).toContain('<script id="ssr-state" type="application/json">');
    expect(response.body).toContain('"customerId":null');
    // The critical path: the page's CSS rules inline in <head>, the stylesheet fetched after the first paint.
    const head = response.body
      .slice(0, response.body.indexOf('</head>'))
      .replace(/<template id="after-paint">.*?<\/template>/s, '');
    expect(head).toMatch(/<style>[\s\S]*?\.product-card[\s\S]*?<\/style>/);
    expect(head).not.toMatch(/<link rel="stylesheet"[^>]*index-/);
    // The first paint waits for the whole page to be parsed: its state, the element the head names, follows
    // the rendered app (and nothing of the app after it).
    expect(head).toContain('<link rel="expect" href="#ssr-state" blocking="render">');
    const end = response.body.indexOf('<script id="ssr-state"');
    expect(response.body.lastIndexOf('product-card', end)).toBeGreaterThan(response.body.indexOf('</head>'));
    expect(response.body.indexOf('product-card', end)).toBe(-1);
    // The first card's picture (the page's largest paint) is asked for before the scripts.
    const picture =
      /<img\b[^>]*\bfetchpriority="high"[^>]*\ssrc="([^"]+)"|<img\b[^>]*\ssrc="([^"]+)"[^>]*\bfetchpriority="high"/.exec(
        response.body,
      );
    const src = picture?.[1] ?? picture?.[2];
    expect(src).toMatch(/^\/Files\/Images\//);
    const preload = head.indexOf(`<link rel="preload" as="image" href="${src}" fetchpriority="high">`);
    expect(preload).toBeGreaterThan(-1);
    expect(preload).toBeLessThan(head.indexOf('<style>'));
    // Before the paint nothing else is fetched: the entry and its preloads wait in a template, for the one
    // inline script, which the Content-Security-Policy allows by its hash.
    const outside = response.body.replace(/<template\b.*?<\/template>/gs, '');
    expect(outside).not.toMatch(/<script\b[^>]*\ssrc=|<link rel="modulepreload"/);
    expect(response.body).toMatch(
      /<template id="entry" data-src="\/assets\/index-[\w-]+\.js"><link rel="modulepreload" crossorigin href="\/assets\/preload-helper-[\w-]+\.js"><\/template><script>/,
    );
    const inline = [...outside.matchAll(/<script>(.*?)<\/script>/gs)].map((m) => m[1] ?? '');
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256')
      .update(inline[0] ?? '')
      .digest('base64');
    expect(response.headers['content-security-policy']).toMatch(
      new RegExp(`script-src 'self' 'sha256-${hash.replace(/[+/]/g, '\\$&')}';`),
    );
    // The keyboard's focus ring is inline too: a Tab before the stylesheet arrives shows where focus is.
    expect(head).toMatch(
      /<style>[\s\S]*?:focus-visible\{[^}]*outline:3px solid var\(--shop-focus-ring\)!important/,
    );
  });

  it('sends the page compressed as the browser accepts (brotli, else gzip), the same page once decoded', async () => {
    const plain = await page('/shop-grid-standard');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await page('/shop-grid-standard', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    // Decoded, it is the page the server rendered for that request (its ETag is the HTML's own hash; the
    // pages of two requests may differ when another test file's order changes a stock meanwhile).
    const html = (raw: Buffer) => {
      const text = raw.toString();
      expect(text).toMatch(/^<!doctype html>[\s\S]*<article [^>]*class="product-card[\s\S]*<\/html>\s*$/);
      return `"${createHash('sha256').update(text).digest('base64url').slice(0, 32)}"`;
    };
    expect(html(brotliDecompressSync(br.rawPayload))).toBe(br.headers.etag);
    const gzip = await page('/shop-grid-standard', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(html(gunzipSync(gzip.rawPayload))).toBe(gzip.headers.etag);
  });

  it('answers 304 without a body when the browser already has that page', async () => {
    const first = await page('/about');
    const again = await page('/about', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await page('/about', { 'if-none-match': '"something-else"' });
    expect(other.statusCode).toBe(200);
  });

  it("keeps a customer's page private: rendered for that customer, never stored by a cache", async () => {
    const response = await page('/shop-grid-standard', { cookie: customerCookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(CUSTOMER_PAGE_CACHE);
    expect(response.body).toMatch(/"customerId":\d+/);
    expect(response.body).not.toContain('"customerId":null');
  });

  it('serves hashed assets as immutable for a year', async () => {
    const html = (await page('/about')).body;
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const asset = await t.app.inject({ method: 'GET', url: String(script) });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe(ASSET_CACHE);
  });

  it('sends a script as the build compressed it (brotli or gzip, as the browser accepts), not compressed per request', async () => {
    const html = (await page('/about')).body;
    const framework = String(/href="(\/assets\/framework-[^"]+\.js)"/.exec(html)?.[1]);
    const file = (url: string, suffix = '') => readFileSync(resolve(ROOT, WEB_DIST, `.${url}${suffix}`));
    const get = (url: string, encoding: string) =>
      t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
    const br = await get(framework, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.equals(file(framework, '.br'))).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).equals(file(framework))).toBe(true);
    const gz = await get(framework, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.equals(file(framework, '.gz'))).toBe(true);
    expect(gunzipSync(gz.rawPayload).equals(file(framework))).toBe(true);
    const plain = await get(framework, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(file(framework))).toBe(true);
  });

  it('redirects a customer page to the login page without a session, and serves it privately with one', async () => {
    const guest = await page('/facturas');
    expect(guest.statusCode).toBe(302);
    expect(guest.headers.location).toBe('/login-page?from=%2Ffacturas');
    const customer = await page('/facturas', { cookie: customerCookie });
    expect(customer.statusCode).toBe(200);
    expect(customer.headers['cache-control']).toBe(CUSTOMER_PAGE_CACHE);
  });

  it('preloads the table of catalogue files with the shell (rendered in the browser), not with a rendered page', async () => {
    const table = /<link rel="modulepreload" crossorigin href="\/assets\/catalogue-files-[\w-]+\.js">/;
    const shell = await page('/cart');
    expect(shell.statusCode).toBe(200);
    expect(shell.body).not.toContain('id="ssr-state"');
    expect(shell.body).toMatch(table);
    // A rendered page brings its catalogues in its state: the table is not on its first load.
    expect((await page('/')).body).not.toMatch(table);
  });

  it("sends the shell in the chosen language's <html lang>, as a rendered page", async () => {
    expect((await page('/cart')).body).toContain('<html lang="en">');
    expect((await page('/cart', { cookie: 'mostrador_idioma=es' })).body).toContain('<html lang="es">');
    expect((await page('/quick-order', { cookie: 'mostrador_idioma=fn' })).body).toContain(
      '<html lang="fr">',
    );
    expect((await page('/cart', { cookie: 'mostrador_idioma=xx' })).body).toContain('<html lang="en">');
  });

  it('gives a rendered page its code and stylesheets to fetch after the first paint, and the shell its code at once', async () => {
    const modulepreload = (chunk: string) =>
      new RegExp(`<link rel="modulepreload" crossorigin href="/assets/${chunk}-[\\w-]+\\.js">`);
    const afterPaint = /<template id="after-paint">(.*?)<\/template>/s;
    for (const [url, pageChunk] of [
      ['/', 'home-page'],
      ['/product/95', 'product-page'],
    ] as const) {
      const body = (await page(url)).body;
      const later = afterPaint.exec(body)?.[1] ?? '';
      const now = body.replace(afterPaint, '');
      for (const chunk of ['start', 'app', 'framework', pageChunk]) {
        expect(later, `${url}: ${chunk}`).toMatch(modulepreload(chunk));
        // Nothing outside the template starts its download before the paint.
        expect(now, `${url}: ${chunk}`).not.toContain(`/assets/${chunk}-`);
      }
      expect(later.match(/href="\/assets\/app-/g)).toHaveLength(1);
      // The full stylesheet too, held (it applies to nothing) until the app has started: the page's own
      // rules are inline.
      expect(later).toMatch(
        /<link rel="stylesheet" media="print" data-after-start crossorigin href="\/assets\/index-[\w-]+\.css">/,
      );
      expect(later).not.toMatch(/<link rel="stylesheet" crossorigin/);
      expect(now).not.toMatch(/<link rel="stylesheet"/);
      expect(now).toMatch(/<style>[^<]*\.product-card/);
    }
    // The shell shows nothing before the app has run: its code is fetched at once.
    const shell = (await page('/cart')).body;
    expect(shell).not.toMatch(afterPaint);
    const head = shell.slice(0, shell.indexOf('</head>'));
    for (const chunk of ['start', 'app', 'framework']) expect(head).toMatch(modulepreload(chunk));
    expect(head).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/index-[\w-]+\.css">/);
  });

  it('has a rendered page fetch the catalogues it was rendered with after its first paint: JSON files, kept a year, none of their words in its state', async () => {
    const statePart = (body: string) =>
      JSON.parse(
        /<script id="ssr-state" type="application\/json">(.*?)<\/script>/s.exec(body)?.[1] ?? '{}',
      ) as {
        catalogues?: Record<string, Record<string, string>>;
      };
    const body = (await page('/')).body;
    const catalogues = statePart(body).catalogues ?? {};
    expect(Object.keys(catalogues)).toEqual(['en']);
    expect(Object.keys(catalogues.en ?? {})).toEqual(expect.arrayContaining(['common', 'notices', 'home']));
    const later = /<template id="after-paint">(.*?)<\/template>/s.exec(body)?.[1] ?? '';
    for (const [namespace, url] of Object.entries(catalogues.en ?? {})) {
      expect(url).toMatch(new RegExp(`^/assets/${namespace}-[\\w-]+\\.json$`));
      expect(later).toContain(`<link rel="preload" as="fetch" crossorigin href="${url}">`);
      // Nothing else in <head> fetches it before the paint.
      expect(body.slice(0, body.indexOf('</head>')).replace(later, '')).not.toContain(url);
      const file = await t.app.inject({ method: 'GET', url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toMatch(/^application\/json/);
      expect(file.headers['cache-control']).toBe(ASSET_CACHE);
    }
    const common = await t.app.inject({ method: 'GET', url: catalogues.en?.common ?? '' });
    expect((common.json() as { menu: { shop: string } }).menu.shop).toBe('Shop');
    // The words are in the files, not in the page.
    expect(body).not.toContain('"menu":{');
    // Another language: its files and English's (the fallback).
    const spanish = statePart((await page('/', { cookie: 'mostrador_idioma=es' })).body).catalogues ?? {};
    expect(Object.keys(spanish).sort()).toEqual(['en', 'es']);
    const words = await t.app.inject({ method: 'GET', url: spanish.es?.common ?? '' });
    expect((words.json() as { menu: { shop: string } }).menu.shop).not.toBe('Shop');
  });

  it("asks for a product's main picture first: preloaded at high priority, the thumbnails and the pictures below it after", async () => {
    const thumbs = await page('/product/95');
    const main = thumbs.body.indexOf(
      '<link rel="preload" as="image" href="/Files/Images/p95-1.webp" fetchpriority="high">',
    );
    expect(main).toBeGreaterThan(-1);
    expect(main).toBeLessThan(thumbs.body.indexOf('</head>'));
    const buttons = /<fieldset[^>]*gallery-thumbs[\s\S]*?<\/fieldset>/.exec(thumbs.body)?.[0] ?? '';
    const thumbnails = buttons.match(/<img\b[^>]*>/g) ?? [];
    expect(thumbnails).toHaveLength(2);
    for (const img of thumbnails) expect(img).toContain('fetchpriority="low"');
    // The stacked layout: the first picture is the largest paint, the next ones load as they come near.
    const stacked = await page('/product-sticky/95');
    const pictures = stacked.body.match(/<div class="gallery-main"><img\b[^>]*>/g) ?? [];
    expect(pictures).toHaveLength(2);
    expect(pictures[0]).toContain('fetchpriority="high"');
    expect(pictures[1]).toContain('loading="lazy"');
    expect(stacked.body).toContain(
      '<link rel="preload" as="image" href="/Files/Images/p95-1.webp" fetchpriority="high">',
    );
  });

  it('answers an unknown address with the rendered not-found page and status 404', async () => {
    const response = await page('/no-such-page');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<title>404');
  });

  it('answers a file gone since the server started (a new build in its place) with 404, not 405', async () => {
    const assets = resolve(ROOT, WEB_DIST, 'assets');
    const name = readdirSync(assets).find((f) => f.endsWith('.js') && !f.startsWith('index-'));
    if (!name) throw new Error('no script in the build');
    const gone = [name, `${name}.br`, `${name}.gz`].flatMap((f) => {
      const path = join(assets, f);
      return existsSync(path) ? [{ path, data: readFileSync(path) }] : [];
    });
    for (const { path } of gone) unlinkSync(path);
    try {
      const script = await t.app.inject({ method: 'GET', url: `/assets/${name}` });
      expect(script.statusCode).toBe(404);
      expect(script.json()).toEqual({ Status: false, Msj: `Ruta no encontrada: GET /assets/${name}` });
      expect((await page(`/assets/${name}`)).statusCode).toBe(404);
    } finally {
      for (const { path, data } of gone) writeFileSync(path, data);
    }
  });

  it('answers an unknown product with its rendered page and status 404', async () => {
    for (const id of ['999999', 'abc']) {
      const response = await page(`/product/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('This product does not exist.');
    }
  });

  it('keeps a product name that looks like markup inert: escaped in the page, its state and its JSON-LD', async () => {
    const name = 'Camisa </script><script>alert(1)</script><!--';
    await t.database.db.updateTable('productos').set({ nombre: name }).where('id', '=', 94).execute();
    const response = await page('/product/94');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script>alert(1)');
    const state = /<script id="ssr-state" type="application\/json">(.*?)<\/script>/.exec(response.body)?.[1];
    expect(JSON.stringify(JSON.parse(state ?? 'null'))).toContain(name.replace(/"/g, '\\"'));
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(response.body)?.[1];
    expect((JSON.parse(ld ?? '{}') as { name?: string }).name).toBe(name);
  });

  it("keeps a product's text with dollar signs as written ($&, $' and $$ are not read as patterns)", async () => {
    const name = "Camisa $& de $' a $$5";
    await t.database.db.updateTable('productos').set({ nombre: name }).where('id', '=', 91).execute();
    const response = await page('/product/91');
    expect(response.statusCode).toBe(200);
    const state = /<script id="ssr-state" type="application\/json">(.*?)<\/script>/.exec(response.body)?.[1];
    expect(JSON.stringify(JSON.parse(state ?? 'null'))).toContain(name);
    expect(response.body).toContain(`<title>${name.replace('&', '&amp;')} | mostrador</title>`);
    expect(response.body.match(/<\/html>/g)).toHaveLength(1);
  });

  it('renders in the language of the preference cookie', async () => {
    const response = await page('/about', { cookie: 'mostrador_idioma=de' });
    expect(response.body).toContain('<html lang="de">');
    expect(response.body).toContain('"language":"de"');
  });
});

describe("a visitor's page, kept once rendered", () => {
  it('answers the next visit with the same page at once (its Age says how old), and renders it again once the catalogue changes', async () => {
    const first = await page('/product/93');
    expect(first.statusCode).toBe(200);
    expect(first.headers.age).toBeUndefined();
    const again = await page('/product/93');
    expect(again.headers.age).toBe('0');
    expect(again.headers['cache-control']).toBe(GUEST_PAGE_CACHE);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.body).toBe(first.body);

    await t.database.db
      .updateTable('productos')
      .set({ nombre: 'Vestido renombrado' })
      .where('id', '=', 93)
      .execute();
    const changed = await page('/product/93');
    expect(changed.headers.age).toBeUndefined();
    expect(changed.body).toContain('Vestido renombrado');
  });

  it('keeps a page per language and currency, and never a customer page', async () => {
    await page('/about?kept=1');
    const german = await page('/about?kept=1', { cookie: 'mostrador_idioma=de' });
    expect(german.headers.age).toBeUndefined();
    expect(german.body).toContain('<html lang="de">');
    expect((await page('/about?kept=1', { cookie: 'mostrador_idioma=de' })).headers.age).toBe('0');
    const euros = await page('/about?kept=1', { cookie: 'mostrador_moneda=EUR' });
    expect(euros.headers.age).toBeUndefined();

    for (let visit = 0; visit < 2; visit++) {
      const customer = await page('/about?kept=1', { cookie: customerCookie });
      expect(customer.headers.age).toBeUndefined();
      expect(customer.headers['cache-control']).toBe(CUSTOMER_PAGE_CACHE);
    }
  });

  it("compresses a kept page once more, at brotli's best, off the event loop: later visitors get fewer bytes of the same page", async () => {
    const br = { 'accept-encoding': 'gzip, deflate, br' };
    const first = await page('/shop-grid-standard?kept=br', br);
    expect(first.headers['content-encoding']).toBe('br');
    await vi.waitFor(
      async () => {
        const later = await page('/shop-grid-standard?kept=br', br);
        expect(later.headers.age).toBeDefined();
        expect(later.rawPayload.length).toBeLessThan(first.rawPayload.length * 0.95);
        expect(brotliDecompressSync(later.rawPayload).toString()).toBe(
          brotliDecompressSync(first.rawPayload).toString(),
        );
      },
      { timeout: 5_000, interval: 50 },
    );
  });

  it('renders a kept page again after a minute (the exchange rates may have moved)', async () => {
    await page('/blog-standard?kept=1');
    clock += GUEST_PAGE_KEEP_MS - 2_000;
    expect((await page('/blog-standard?kept=1')).headers.age).toBe('58');
    clock += 2_000;
    expect((await page('/blog-standard?kept=1')).headers.age).toBeUndefined();
  });
});
