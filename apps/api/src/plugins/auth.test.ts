import {
  API_BASE,
  errorEnvelope,
  type Session,
  savedListPaths,
  savedListsResponse,
  saveListResponse,
} from '@mostrador/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/seed/customers';
import { demoCustomers } from '../test/fixtures';
import { OTHER_SITE, OTHER_SITE_LOGIN, SESSION_COOKIE } from './auth';

// A write riding the session cookie from a page of another origin (another subdomain of the site, which
// SameSite=Strict lets through) is refused, and changes nothing; the shop's own pages, the origins it trusts
// (CORS_ORIGINS, PUBLIC_URL) and clients with their own bearer are not.
const t = demoCustomers({
  config: {
    corsOrigins: ['https://b2b.example.com'],
    publicUrl: 'https://tienda.example.com',
    legacyGetLogin: true,
    loginRateLimit: 1000,
    // inject's requests come from 127.0.0.1: a proxy's X-Forwarded-Proto is believed.
    trustProxy: ['loopback'],
  },
});
let listaid: number;
const ids = (s: Session, more = '') => `usuarioid=1&empresaid=1&terceroid=${s.Terceroid}${more}`;
const cookieOf = (s: Session) => ({ cookie: `${SESSION_COOKIE}=${s.Token}` });

beforeAll(async () => {
  const product = await t.database.db.selectFrom('productos').select('id').limit(1).executeTakeFirstOrThrow();
  const saved = await t.app.inject({
    method: 'POST',
    url: `${API_BASE}${savedListPaths.save}?${ids(t.demo1)}`,
    headers: t.bearer(t.demo1),
    payload: { Nombre: 'Semanal', Lineas: [{ Productoid: product.id, Cantidad: 2 }] },
  });
  listaid = saveListResponse.parse(saved.json()).Datos?.listaid ?? 0;
  expect(listaid).toBeGreaterThan(0);
});

const remove = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `${API_BASE}${savedListPaths.remove}?${ids(t.demo1, `&listaid=${listaid}`)}`,
    headers: { host: 'tienda.local:3000', ...headers },
  });
const stillThere = async () => {
  const answer = await t.app.inject({
    method: 'GET',
    url: `${API_BASE}${savedListPaths.lists}?${ids(t.demo1)}`,
    headers: t.bearer(t.demo1),
  });
  return (savedListsResponse.parse(answer.json()).Datos ?? []).some((l) => l.listaid === listaid);
};

describe('a write with the session cookie from a page of another origin', () => {
  it.each([
    [
      'another subdomain, as the browser says (Sec-Fetch-Site)',
      { 'sec-fetch-site': 'same-site', origin: 'https://evil.tienda.local' },
    ],
    ['another site, as the browser says', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
    ['an older browser: its Origin is not the host asked', { origin: 'https://evil.tienda.local' }],
    [
      'an older browser: its Origin is the host asked over another scheme',
      { origin: 'https://tienda.local:3000' },
    ],
    [
      'an older browser: its Origin is the host asked on another port',
      { origin: 'http://tienda.local:3001' },
    ],
    [
      'an older browser behind the proxy: its Origin is the host asked over plain http',
      {
        origin: 'http://shop.example.com',
        'x-forwarded-host': 'shop.example.com',
        'x-forwarded-proto': 'https',
      },
    ],
    ['an opaque origin (a sandboxed frame)', { origin: 'null' }],
    [
      'a Basic credential the browser adds by itself (a proxy asking for one)',
      { authorization: 'Basic eDp5', 'sec-fetch-site': 'same-site', origin: 'https://evil.tienda.local' },
    ],
  ])('is refused with 403 and changes nothing: %s', async (_, headers) => {
    const response = await remove({ ...cookieOf(t.demo1), ...headers });
    expect(response.statusCode).toBe(403);
    expect(errorEnvelope.parse(response.json())).toMatchObject({ Status: false, Msj: OTHER_SITE });
    expect(await stillThere()).toBe(true);
  });

  it('reads (GET) stay open to it: nothing changes by them', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${API_BASE}${savedListPaths.lists}?${ids(t.demo1)}`,
      headers: { ...cookieOf(t.demo1), 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('is answered when it comes from the shop itself, a trusted origin, or a client without a browser', async () => {
    for (const headers of [
      { 'sec-fetch-site': 'same-origin', origin: 'http://tienda.local:3000' },
      { origin: 'http://tienda.local:3000' },
      // Behind a proxy that names the host asked and its scheme.
      {
        origin: 'https://shop.example.com',
        'x-forwarded-host': 'shop.example.com',
        'x-forwarded-proto': 'https',
      },
      { 'sec-fetch-site': 'cross-site', origin: 'https://b2b.example.com' },
      { 'sec-fetch-site': 'same-site', origin: 'https://tienda.example.com' },
      // Typed in the address bar, a bookmark.
      { 'sec-fetch-site': 'none' },
      // The host asked, written with the scheme's own port or in capitals by a proxy.
      { origin: 'http://tienda.local:3000', host: 'TIENDA.local:3000' },
      {
        origin: 'https://shop.example.com',
        'x-forwarded-host': 'shop.example.com:443, 10.0.0.5',
        'x-forwarded-proto': 'https',
      },
      {},
    ]) {
      // (A list whose id is not the customer's answers 404, with the session; a refused write, 403.)
      const response = await t.app.inject({
        method: 'POST',
        url: `${API_BASE}${savedListPaths.remove}?${ids(t.demo1, '&listaid=999999')}`,
        headers: { host: 'tienda.local:3000', ...cookieOf(t.demo1), ...headers },
      });
      expect(response.statusCode, JSON.stringify(headers)).toBe(404);
    }
  });

  it('is answered when it is the logout: the storefront must be able to end its session', async () => {
    const session = await t.login('demo2');
    const response = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}TerceroApi/Logout?usuarioid=1&empresaid=1`,
      headers: { ...cookieOf(session), 'sec-fetch-site': 'same-site', origin: 'https://evil.tienda.local' },
      payload: {},
    });
    expect(response.statusCode).toBe(200);
  });

  it('is answered with a bearer of its own: no page of another origin can send one', async () => {
    const response = await remove({
      ...t.bearer(t.demo1),
      ...cookieOf(t.demo1),
      'sec-fetch-site': 'cross-site',
      origin: 'https://evil.example',
    });
    expect(response.statusCode).toBe(200);
    expect(await stillThere()).toBe(false);
  });
});

describe('a login from a page or a link of another origin', () => {
  const demo = { usuario: 'demo1', contrasena: DEMO_PASSWORD };
  const post = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: `${API_BASE}TerceroApi/LoginTercero?usuarioid=1&empresaid=1`,
      headers: { host: 'tienda.local:3000', ...headers },
      payload: demo,
    });
  const get = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'GET',
      url: `${API_BASE}TerceroApi/LoginTercero?usuarioid=1&empresaid=1&usuario=demo1&contrasena=${DEMO_PASSWORD}`,
      headers: { host: 'tienda.local:3000', ...headers },
    });

  it('is refused without a cookie too, and sets none: it would put this browser in the account that site chose', async () => {
    const forged: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      { 'sec-fetch-site': 'same-site', origin: 'https://evil.tienda.local' },
      { origin: 'https://evil.example' },
      // The shop's own host, but over another scheme than the login's (an older browser, no Sec-Fetch-Site).
      { origin: 'https://tienda.local:3000' },
      { origin: 'http://tienda.local:3000', 'x-forwarded-proto': 'https' },
    ];
    for (const headers of forged) {
      const response = await post(headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(errorEnvelope.parse(response.json()).Msj).toBe(OTHER_SITE_LOGIN);
      expect(response.headers['set-cookie'], JSON.stringify(headers)).toBeUndefined();
    }
    // The ERP's GET login (LEGACY_GET_LOGIN) followed from a link on another site.
    const followed = await get({ 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' });
    expect(followed.statusCode).toBe(403);
    expect(followed.headers['set-cookie']).toBeUndefined();
  });

  it("is answered from the shop's own pages, a trusted origin, the address bar, or a client without a browser", async () => {
    const own: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-origin', origin: 'http://tienda.local:3000' },
      { 'sec-fetch-site': 'cross-site', origin: 'https://b2b.example.com' },
      { origin: 'http://tienda.local:3000' },
      { origin: 'https://tienda.local:3000', 'x-forwarded-proto': 'https' },
      {},
    ];
    for (const headers of own) {
      const response = await post(headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
      expect(response.headers['set-cookie'], JSON.stringify(headers)).toBeDefined();
    }
    expect((await get({ 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate' })).statusCode).toBe(200);
    expect((await get({})).statusCode).toBe(200);
  });
});
