import { API_BASE, apiPath, erpReportPaths } from '@mostrador/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { BEHIND_A_PROXY, withAnotherApp } from '../test/fixtures';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function expectShopHeaders(headers: Record<string, unknown>) {
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  // Kept at its cost to the first paint's blocking time (docs/decisions/0029-opener-policy-kept.md).
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
}

describe('security headers', () => {
  it('are on API answers, errors included, and on pages', async () => {
    const health = await t.app.inject({ url: apiPath('health') });
    expect(health.statusCode).toBe(200);
    expectShopHeaders(health.headers);
    const missing = await t.app.inject({ url: `${API_BASE}NoSuchApi/Nothing` });
    expect(missing.statusCode).toBe(404);
    expectShopHeaders(missing.headers);
    const page = await t.app.inject({ url: '/' });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expectShopHeaders(page.headers);
  });

  it("keep a customer's answers out of every cache: its data, its prices and its login; a visitor's catalogue as it was", async () => {
    const login = await t.loginAnswer('demo1');
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('private, no-store');
    const session = await t.login('demo1');
    const auth = t.bearer(session);
    for (const url of [
      `${apiPath('infoTercero')}?terceroid=${session.Terceroid}`,
      `${apiPath('facturas')}?terceroid=${session.Terceroid}`,
      `${apiPath('getProductos')}?terceroid=${session.Terceroid}`,
      `${apiPath('getProductoData')}?productoid=95&terceroid=${session.Terceroid}`,
    ]) {
      const answer = await t.app.inject({ url, headers: auth });
      expect({ url, status: answer.statusCode, cache: answer.headers['cache-control'] }).toEqual({
        url,
        status: 200,
        cache: 'private, no-store',
      });
    }
    // A visitor's catalogue, the same for everybody, is still revalidated by its ETag.
    const visitor = await t.app.inject({ url: apiPath('getProductos') });
    expect(visitor.headers['cache-control']).toBe('no-cache');
    expect(visitor.headers.etag).toBeDefined();
  });

  it('send no HSTS on plain HTTP, and HSTS behind a trusted HTTPS proxy', async () => {
    const plain = await t.app.inject({ url: apiPath('health') });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    await withAnotherApp(t, { config: BEHIND_A_PROXY }, async (proxied) => {
      const response = await proxied.app.inject({ url: apiPath('health') });
      expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    });
  });

  it('let the printable documents be framed by the shop itself only', async () => {
    const session = await t.login('demo1');
    const invoice = await t.database.db
      .selectFrom('facturas')
      .select('id')
      .where('tercero_id', '=', 1001)
      .executeTakeFirstOrThrow();
    const response = await t.app.inject({
      url: `${erpReportPaths.invoice}?id=${invoice.id}`,
      headers: t.bearer(session),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('give the API docs a policy of their own that still forbids framing', async () => {
    const response = await t.app.inject({ url: '/docs/' });
    expect(response.statusCode).toBe(200);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });
});
