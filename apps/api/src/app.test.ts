import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { API_BASE, apiPath, errorEnvelope, healthEnvelope, orderPaths, paths } from '@mostrador/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app';
import { testApp } from './test/fixtures';

const t = testApp();

describe('the API as a whole', () => {
  it('answers GET /apiGold/health', async () => {
    const response = await t.app.inject({ method: 'GET', url: apiPath('health') });
    expect(response.statusCode).toBe(200);
    expect(healthEnvelope.parse(response.json())).toEqual({ Status: true });
  });

  it("matches the ERP's paths whatever their case, as the ERP's server does", async () => {
    for (const url of ['/apigold/health', '/APIGOLD/HEALTH', '/apiGold/Health']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
      expect(response.statusCode, url).toBe(200);
      expect(healthEnvelope.parse(response.json())).toEqual({ Status: true });
    }
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/apigold/noexiste',
      headers: { accept: 'text/html' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ Status: false });
  });

  it('answers an unknown /apiGold path with a 404 envelope, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/apiGold/ProductoApi/NoExiste?x=1' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(errorEnvelope.parse(response.json())).toEqual({
        Status: false,
        Msj: `Ruta no encontrada: ${method} /apiGold/ProductoApi/NoExiste`,
      });
    }
  });

  it('answers a known path with the wrong method with 405, the methods it takes in Allow, and an envelope', async () => {
    const response = await t.app.inject({ method: 'POST', url: `${apiPath('getProductos')}?x=1` });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
    expect(errorEnvelope.parse(response.json()).Msj).toBe(
      `Método POST no admitido en ${apiPath('getProductos')}: use GET`,
    );
    const order = await t.app.inject({ method: 'GET', url: `${API_BASE}${orderPaths.create}`.toLowerCase() });
    expect(order.statusCode).toBe(405);
    expect(order.headers.allow).toBe('POST');
  });

  it.each([
    ['GET', '/apiGold/%E0%A4%A', undefined],
    ['GET', `${apiPath('getProductos')}?nombreFull=%00`, undefined],
    ['GET', `${apiPath('getProductos')}?codigo=ab%00c`, undefined],
    ['GET', `${apiPath('getProductos')}?precio_min=1e400`, undefined],
    ['GET', `${apiPath('ciudades')}?Departamentoid=%00`, undefined],
    ['POST', apiPath('login'), '{"usuario":"de\\u0000mo1","contrasena":"x"}'],
    ['POST', apiPath('login'), '[]'],
    ['POST', apiPath('login'), 'null'],
    ['POST', apiPath('login'), '{"usuario":"demo1","contrasena":"demo-2026","__proto__":{"x":1}}'],
  ] as const)('answers %s %s %s with a 400 envelope, never a 500', async (method, url, payload) => {
    const response = await t.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload, headers: { 'content-type': 'application/json' } }),
    });
    expect(response.statusCode).toBe(400);
    const body = errorEnvelope.parse(response.json());
    expect(body.Msj.length).toBeGreaterThan(5);
  });

  it('publishes the OpenAPI document of every route at /docs/json and the UI at /docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json() as {
      paths: Record<string, Record<string, { parameters?: Array<{ name: string }> }>>;
    };
    for (const path of Object.values(paths)) {
      expect(Object.keys(doc.paths)).toContain(`${API_BASE}${path}`);
    }
    const parameters = doc.paths[apiPath('getProductos')]?.get?.parameters?.map((p) => p.name) ?? [];
    for (const name of [
      'codigo',
      'descripcion',
      'categoriaid',
      'precio_min',
      'length',
      'orden',
      'nombreFull',
      'usuarioid',
    ]) {
      expect(parameters).toContain(name);
    }
    const ui = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toMatch(/swagger/i);
  });

  it('says the storefront is not built when there is no build', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/storefront is not built/);
    expect((await t.app.inject({ method: 'GET', url: '/cart' })).statusCode).toBe(404);
  });
});

describe('with a built storefront', () => {
  const script = `export const names = ${JSON.stringify(Array.from({ length: 500 }, (_, i) => `product ${i}`))};`;
  let dist: string;
  let web: TestApp;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'mostrador-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>shop</title><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log("shop")');
    writeFileSync(join(dist, 'assets', 'big-1234.js'), script);
    web = await createTestApp({ testDatabase: t.testDatabase, config: { webDist: dist } });
  });
  afterAll(async () => {
    await web.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html at / and for any page of the router (history fallback)', async () => {
    for (const url of ['/', '/product/95', '/shop-grid-standard?x=1', '/my-account']) {
      const response = await web.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with a year of caching, and a 404 for a missing one', async () => {
    const asset = await web.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await web.app.inject({ method: 'GET', url: '/assets/missing-0000.js' })).statusCode).toBe(404);
  });

  it('compresses what it serves for clients that accept it, and only for them', async () => {
    const br = await web.app.inject({
      method: 'GET',
      url: '/assets/big-1234.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const page = await web.app.inject({
      method: 'GET',
      url: apiPath('getProductos'),
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(page.rawPayload).toString()).Datos.length).toBeGreaterThan(0);

    const plain = await web.app.inject({ method: 'GET', url: '/assets/big-1234.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('keeps the API answering envelopes', async () => {
    const response = await web.app.inject({ method: 'GET', url: '/apiGold/nada' });
    expect(response.statusCode).toBe(404);
    expect(errorEnvelope.parse(response.json()).Msj).toMatch(/Ruta no encontrada/);
    expect((await web.app.inject({ method: 'GET', url: apiPath('health') })).json()).toEqual({
      Status: true,
    });
  });
});
