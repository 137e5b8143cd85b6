import { Writable } from 'node:stream';
import {
  apiPath,
  cuentasDemoResponse,
  errorEnvelope,
  infoTerceroResponse,
  loginResponse,
  logoutResponse,
} from '@mostrador/contract';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../plugins/auth';
import { createTestApp, createTestDatabase } from '../../test/app';
import { BEHIND_A_PROXY, testApp, withAnotherApp } from '../../test/fixtures';
import { DEVICE_COOKIE, GET_LOGIN_DISABLED, LOGGED_OUT } from './routes';
import { tooManyFailures, WRONG_CREDENTIALS } from './service';

const url = apiPath('login');
const t = testApp();

describe('POST TerceroApi/LoginTercero', () => {
  it('logs demo1 in at Precio4 with a session valid one day, named by the token and an HttpOnly cookie', async () => {
    const before = Date.now();
    const response = await t.app.inject({
      method: 'POST',
      url,
      payload: { usuario: 'demo1', contrasena: 'demo-2026' },
    });
    expect(response.statusCode).toBe(200);
    const body = loginResponse.parse(response.json());
    expect(body.Status).toBe(true);
    expect(body.Datos).toMatchObject({
      Terceroid: 1001,
      Tercerosucid: 2001,
      Tercero: 'Distribuciones El Progreso S.A.S.',
      PrecioNivel: 'Precio4',
    });
    const expires = Date.parse(body.Datos?.Expira ?? '');
    expect(expires - before).toBeGreaterThanOrEqual(86_400_000 - 1000);
    expect(expires - before).toBeLessThanOrEqual(86_400_000 + 60_000);
    const token = body.Datos?.Token ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toContain(`${SESSION_COOKIE}=${token}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/i);
    // The session is on the server: the row holds no usable token, only its hash.
    const rows = await t.database.db
      .selectFrom('sesiones')
      .selectAll()
      .where('tercero_id', '=', 1001)
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.id === token)).toBe(false);
  });

  it('marks the cookie Secure behind HTTPS (a trusted proxy says so)', async () => {
    await withAnotherApp(t, { config: BEHIND_A_PROXY }, async (proxied) => {
      const response = await proxied.app.inject({
        method: 'POST',
        url,
        headers: { 'x-forwarded-proto': 'https' },
        payload: { usuario: 'demo1', contrasena: 'demo-2026' },
      });
      expect(response.statusCode).toBe(200);
      const cookies = [response.headers['set-cookie'] ?? []].flat();
      expect(cookies).toHaveLength(2);
      for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure/i);
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    });
  });

  it('logs demo2 in at Precio2, user name case-insensitive', async () => {
    const session = await t.login('DEMO2');
    expect(session).toMatchObject({ Terceroid: 1002, Tercerosucid: 2003, PrecioNivel: 'Precio2' });
  });

  it('gives the same message for a wrong password and an unknown user', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url,
      payload: { usuario: 'demo1', contrasena: 'demo-2025' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url,
      payload: { usuario: 'nadie', contrasena: 'demo-2026' },
    });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(errorEnvelope.parse(response.json())).toEqual({ Status: false, Msj: WRONG_CREDENTIALS });
    }
  });

  it.each([
    [{ usuario: 'demo1' }, 'contrasena'],
    [{ contrasena: 'x' }, 'usuario'],
    [{ usuario: '', contrasena: 'x' }, 'usuario'],
    [{ usuario: 5, contrasena: 'x' }, 'usuario'],
    [{ usuario: 'demo1', contrasena: 'x'.repeat(201) }, 'contrasena'],
  ])('refuses the body %o with a 400 naming %s', async (payload, field) => {
    const response = await t.app.inject({ method: 'POST', url, payload });
    expect(response.statusCode).toBe(400);
    const body = errorEnvelope.parse(response.json());
    expect(body.Msj).toContain(field);
  });

  it('words a wrong type in Spanish, naming the field', async () => {
    const response = await t.app.inject({ method: 'POST', url, payload: { usuario: 5, contrasena: 'x' } });
    expect(errorEnvelope.parse(response.json()).Msj).toBe(
      'Cuerpo de la petición inválido: usuario debe ser texto',
    );
  });

  it('refuses a password with a control character, which would hash as the password without it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      payload: { usuario: 'demo1', contrasena: 'demo-2026\u0000' },
    });
    expect(response.statusCode).toBe(400);
    expect(errorEnvelope.parse(response.json()).Msj).toBe(
      'Cuerpo de la petición inválido: contrasena contiene caracteres de control',
    );
  });

  it('refuses broken JSON, an empty body and other content types', async () => {
    const post = (contentType: string, payload: string) =>
      t.app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });
    const broken = await post('application/json', '{"usuario": "demo1", ');
    expect(broken.statusCode).toBe(400);
    expect(errorEnvelope.parse(broken.json()).Msj).toMatch(/JSON/);
    const empty = await post('application/json', '');
    expect(empty.statusCode).toBe(400);
    expect(errorEnvelope.parse(empty.json()).Msj).toBeTruthy();
    const form = await post('application/x-www-form-urlencoded', 'usuario=demo1&contrasena=demo-2026');
    expect(form.statusCode).toBe(415);
    expect(errorEnvelope.parse(form.json()).Msj).toMatch(/application\/json/);
  });

  it('refuses an oversized body with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      payload: { usuario: 'demo1', contrasena: 'x'.repeat(300 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(errorEnvelope.parse(response.json()).Msj).toMatch(/grande/);
  });

  it('refuses the GET login by default with a 405 envelope, and sets no session', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${url}?usuario=demo1&contrasena=demo-2026` });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('POST');
    expect(errorEnvelope.parse(response.json())).toEqual({ Status: false, Msj: GET_LOGIN_DISABLED });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('rate-limits login attempts per address', async () => {
    const limited = await createTestApp({ testDatabase: t.testDatabase, config: { loginRateLimit: 3 } });
    try {
      const attempt = (contrasena = 'wrong', remoteAddress = '10.0.0.9') =>
        limited.app.inject({ method: 'POST', url, payload: { usuario: 'demo1', contrasena }, remoteAddress });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(errorEnvelope.parse(blocked.json()).Msj).toMatch(/Demasiados intentos/);
      // Even the right password waits until the window passes.
      const right = await attempt('demo-2026');
      expect(right.statusCode).toBe(429);
      // Another address is not affected.
      const other = await attempt('demo-2026', '10.0.0.10');
      expect(other.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('behind a proxy, counts the address the proxy saw, whatever the client wrote in X-Forwarded-For', async () => {
    await withAnotherApp(t, { config: { ...BEHIND_A_PROXY, loginRateLimit: 3 } }, async (proxied) => {
      // The proxy (10.0.0.1) appends the address it saw; the client prepends a new one at every try.
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const response = await proxied.app.inject({
          method: 'POST',
          url,
          payload: { usuario: 'demo1', contrasena: 'wrong' },
          remoteAddress: '10.0.0.1',
          headers: { 'x-forwarded-for': `10.9.${i}.1, 203.0.113.7` },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
    });
  });
});

describe('per-account login throttle', () => {
  it('after five failures on a name, from any addresses, each further attempt waits a growing delay, the right password too; a success or an hour forgets them', async () => {
    await t.database.db.deleteFrom('intentos_login').execute();
    let clock = new Date('2026-12-06T12:00:00Z');
    const later = (seconds: number) => {
      clock = new Date(clock.getTime() + seconds * 1000);
    };
    const throttled = await createTestApp({
      testDatabase: t.testDatabase,
      config: { legacyGetLogin: true, loginRateLimit: 10 },
      now: () => clock,
    });
    // Every attempt from another address of 40, as a botnet would: the per-address limit never applies.
    let sent = 0;
    const address = () => `10.46.${sent % 40}.${1 + Math.floor(sent++ / 40)}`;
    const post = (usuario: string, contrasena: string) =>
      throttled.app.inject({
        method: 'POST',
        url,
        payload: { usuario, contrasena },
        remoteAddress: address(),
      });
    const get = (usuario: string, contrasena: string) =>
      throttled.app.inject({
        method: 'GET',
        url: `${url}?usuario=${usuario}&contrasena=${contrasena}`,
        remoteAddress: address(),
      });
    const expectWait = (response: Awaited<ReturnType<typeof post>>, seconds: number) => {
      expect(response.statusCode).toBe(429);
      expect(response.headers['retry-after']).toBe(String(seconds));
      expect(errorEnvelope.parse(response.json())).toEqual({ Status: false, Msj: tooManyFailures(seconds) });
      expect(response.headers['set-cookie']).toBeUndefined();
    };
    try {
      // Five failures, by POST and by the ERP clients' GET, count on the one name whatever its spelling.
      for (const attempt of [post, get, post, get, post]) {
        expect((await attempt(attempt === get ? 'DEMO2' : ' demo2', 'adivinada')).statusCode).toBe(401);
      }
      // Then the right password is refused too, by both methods, and so are 200 guesses from 40 addresses.
      expectWait(await post('demo2', 'demo-2026'), 30);
      expectWait(await get('demo2', 'demo-2026'), 30);
      for (let i = 0; i < 200; i++) expect((await post('demo2', `adivinada-${i}`)).statusCode).toBe(429);
      expect(errorEnvelope.parse((await post('demo2', 'x')).json()).Msj).toMatch(/espere 30 segundos/);
      // Another account is not affected.
      expect((await post('demo1', 'demo-2026')).statusCode).toBe(200);

      // The refused attempts did not lengthen the wait; each failure after it doubles the next one.
      later(29);
      expectWait(await post('demo2', 'demo-2026'), 1);
      later(1);
      expect((await post('demo2', 'adivinada')).statusCode).toBe(401);
      expectWait(await get('demo2', 'demo-2026'), 60);
      later(60);
      expect((await post('demo2', 'adivinada')).statusCode).toBe(401);
      expectWait(await post('demo2', 'demo-2026'), 120);
      expect(errorEnvelope.parse((await post('demo2', 'x')).json()).Msj).toMatch(/espere 2 minutos/);
      // After the delay the right password works, and the failures are forgotten.
      later(120);
      expect((await post('demo2', 'demo-2026')).statusCode).toBe(200);
      for (let i = 0; i < 5; i++) expect((await post('demo2', 'adivinada')).statusCode).toBe(401);
      expectWait(await post('demo2', 'demo-2026'), 30);
      // An hour after the last failure they are forgotten too: five free attempts again.
      later(3600);
      for (let i = 0; i < 5; i++) expect((await get('demo2', 'adivinada')).statusCode).toBe(401);
      expectWait(await post('demo2', 'demo-2026'), 30);
      later(30);
      expect((await get('demo2', 'demo-2026')).statusCode).toBe(200);
    } finally {
      await throttled.close();
    }
  });

  it('lets the browser that logged in as a name before in at once while a stranger keeps the name waiting; a browser without that proof, or with one for another name or forged, waits', async () => {
    await t.database.db.deleteFrom('intentos_login').execute();
    const attempt = (contrasena: string, remoteAddress: string, cookie?: string, usuario = 'demo1') =>
      t.app.inject({
        method: 'POST',
        url,
        payload: { usuario, contrasena },
        remoteAddress,
        headers: cookie ? { cookie } : {},
      });
    const proofOf = (response: Awaited<ReturnType<typeof attempt>>) => {
      const cookie = [response.headers['set-cookie'] ?? []]
        .flat()
        .find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Strict/i);
      expect(cookie).toMatch(new RegExp(`Path=${url}(;|$)`));
      return cookie?.split(';', 1)[0] ?? '';
    };
    try {
      const owner = await attempt('demo-2026', '10.48.0.1');
      expect(owner.statusCode).toBe(200);
      const proof = proofOf(owner);
      const otherName = proofOf(await attempt('demo-2026', '10.48.0.2', undefined, 'demo2'));
      // A stranger's five failures, from five addresses, put demo1 in a wait.
      for (let i = 0; i < 5; i++) {
        expect((await attempt(`adivinada-${i}`, `10.48.1.${i + 1}`)).statusCode).toBe(401);
      }
      expect((await attempt('demo-2026', '10.48.2.1')).statusCode).toBe(429);
      expect((await attempt('demo-2026', '10.48.2.2', otherName)).statusCode).toBe(429);
      const [value = ''] = proof.split('=', 2).slice(1);
      const [exp = '', signature = ''] = value.split('.');
      const forged = [
        `${DEVICE_COOKIE}=${exp}.${'A'.repeat(signature.length)}`,
        `${DEVICE_COOKIE}=${Number(exp) + 1}.${signature}`,
      ];
      for (const cookie of forged)
        expect((await attempt('demo-2026', '10.48.2.3', cookie)).statusCode).toBe(429);
      // The owner's browser, from the same or another address, is not held: a typo is just a 401.
      expect((await attempt('demo-2026', '10.48.0.1', proof)).statusCode).toBe(200);
      expect((await attempt('typo', '10.48.3.1', proof)).statusCode).toBe(401);
      expect((await attempt('demo-2026', '10.48.3.1', proof)).statusCode).toBe(200);
      // Its attempts neither end nor lengthen the wait the stranger caused for other browsers.
      const other = await attempt('demo-2026', '10.48.2.4');
      expect(other.statusCode).toBe(429);
      // Still the stranger's 30 s wait, less what this test took (a loaded machine takes seconds).
      expect(Number(other.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(other.headers['retry-after'])).toBeLessThanOrEqual(30);
    } finally {
      await t.database.db.deleteFrom('intentos_login').execute();
    }
  });

  it('throttles a name no account has alike: the delay does not tell which accounts exist', async () => {
    for (let i = 0; i < 5; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        payload: { usuario: 'nadie-aqui', contrasena: `adivinada-${i}` },
        remoteAddress: `10.47.0.${i + 1}`,
      });
      expect(errorEnvelope.parse(response.json()).Msj).toBe(WRONG_CREDENTIALS);
    }
    const sixth = await t.app.inject({
      method: 'POST',
      url,
      payload: { usuario: 'nadie-aqui', contrasena: 'otra' },
      remoteAddress: '10.47.0.9',
    });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toMatch(/^(29|30)$/);
    expect(errorEnvelope.parse(sixth.json()).Msj).toMatch(/^Demasiados intentos fallidos con este usuario/);
  });
});

/** Log lines an app writes, as text. */
function logSink() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: { level: 'info', stream } };
}

describe("GET TerceroApi/LoginTercero with LEGACY_GET_LOGIN=true (the ERP clients' login)", () => {
  it('answers like the POST, sets the cookie, and never writes the password to the log', async () => {
    const sink = logSink();
    await withAnotherApp(t, { config: { legacyGetLogin: true }, logger: sink.logger }, async (legacy) => {
      const response = await legacy.app.inject({
        method: 'GET',
        url: `${url}?usuarioid=1&empresaid=1&usuario=demo2&contrasena=demo-2026`,
      });
      expect(response.statusCode).toBe(200);
      const body = loginResponse.parse(response.json());
      expect(body.Datos).toMatchObject({ Terceroid: 1002, PrecioNivel: 'Precio2' });
      // The ERP's clients then send only the cookie (and their shared credential): it is the session.
      const cookie = `${SESSION_COOKIE}=${body.Datos?.Token}`;
      const info = await legacy.app.inject({
        method: 'GET',
        url: `${apiPath('infoTercero')}?terceroid=1002`,
        headers: { cookie, authorization: 'Bearer erp-shared-credential-of-the-distributor' },
      });
      expect(info.statusCode).toBe(200);
      expect(infoTerceroResponse.parse(info.json()).Status).toBe(true);
      const wrong = await legacy.app.inject({
        method: 'GET',
        url: `${url}?usuario=demo2&contrasena=secreto-equivocado`,
      });
      expect(wrong.statusCode).toBe(401);
      // The path spelt with percent escapes reaches the login as well: its query is not logged either.
      const escaped = await legacy.app.inject({
        method: 'GET',
        url: `${url.replace('LoginTercero', 'LoginTercer%6F')}?usuario=demo2&contrasena=escapado-secreto`,
      });
      expect(escaped.statusCode).toBe(401);
      // A signed document link's signature opens the document without a session: it is not logged.
      await legacy.app.inject({
        method: 'GET',
        url: '/ReporteApp/Factura/ImprimirFactura?id=1&exp=9&firma=firma-secreta',
      });
      // Nor is a password sent to a path that is not the login.
      await legacy.app.inject({
        method: 'GET',
        url: `${apiPath('infoTercero')}?usuario=x&Contrasena=otro-secreto`,
      });

      const requestLines = sink.lines.filter((l) => l.includes('"request"'));
      expect(requestLines.length).toBeGreaterThanOrEqual(3);
      const all = sink.lines.join('\n');
      expect(all).toContain('/apiGold/TerceroApi/LoginTercero');
      expect(all).not.toContain('demo-2026');
      expect(all).not.toContain('secreto-equivocado');
      expect(all).not.toContain('escapado-secreto');
      expect(all).not.toContain('otro-secreto');
      expect(all).not.toContain('firma-secreta');
      expect(all).toContain('ImprimirFactura?id=1&exp=9&firma=[omitido]');
      expect(all).not.toContain('contrasena=');
    });
  });
});

describe('server-side sessions', () => {
  const info = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `${apiPath('infoTercero')}?terceroid=1001`, headers });
  const logout = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: apiPath('logout'), headers, payload: {} });

  it('refuses the token and the cookie right after logout (with the bearer)', async () => {
    const session = await t.login('demo1');
    const cookie = { cookie: `${SESSION_COOKIE}=${session.Token}` };
    expect((await info(t.bearer(session))).statusCode).toBe(200);
    expect((await info(cookie)).statusCode).toBe(200);

    const out = await logout(t.bearer(session));
    expect(out.statusCode).toBe(200);
    expect(logoutResponse.parse(out.json())).toEqual({ Status: true, Msj: LOGGED_OUT });
    // The answer removes the cookie from the browser too.
    expect(String(out.headers['set-cookie'])).toMatch(
      new RegExp(`${SESSION_COOKIE}=;.*Expires=Thu, 01 Jan 1970`),
    );

    for (const headers of [t.bearer(session), cookie, { ...t.bearer(session), ...cookie }]) {
      const response = await info(headers);
      expect(response.statusCode).toBe(401);
      expect(errorEnvelope.parse(response.json()).Status).toBe(false);
    }
  });

  it('ends the session named by the cookie alone (the ERP clients and the storefront send it)', async () => {
    const session = await t.login('demo1');
    await logout({ cookie: `${SESSION_COOKIE}=${session.Token}` });
    expect((await info(t.bearer(session))).statusCode).toBe(401);
  });

  it('leaves the other sessions of the customer alone', async () => {
    const first = await t.login('demo1');
    const second = await t.login('demo1');
    await logout(t.bearer(first));
    expect((await info(t.bearer(first))).statusCode).toBe(401);
    expect((await info(t.bearer(second))).statusCode).toBe(200);
  });

  it('counts a bearer that is not ours as a visitor; then the cookie decides', async () => {
    const session = await t.login('demo1');
    const foreign = { authorization: 'Bearer erp-shared-credential' };
    const visitor = await info(foreign);
    expect(visitor.statusCode).toBe(401);
    expect(errorEnvelope.parse(visitor.json()).Msj).toMatch(/Inicie sesión/);
    const catalogue = await t.app.inject({
      method: 'GET',
      url: `${apiPath('getProductos')}?length=0`,
      headers: foreign,
    });
    expect(catalogue.statusCode).toBe(200);
    const withCookie = await info({ ...foreign, cookie: `${SESSION_COOKIE}=${session.Token}` });
    expect(withCookie.statusCode).toBe(200);
  });

  it('answers a logout without a session with 200 (nothing to end)', async () => {
    const response = await logout({});
    expect(response.statusCode).toBe(200);
  });
});

describe('GET TerceroApi/CuentasDemo', () => {
  it('lists the demo accounts when the demo data is seeded', async () => {
    const response = await t.app.inject({ method: 'GET', url: apiPath('cuentasDemo') });
    expect(response.statusCode).toBe(200);
    const body = cuentasDemoResponse.parse(response.json());
    expect(body.Demo).toBe(true);
    expect(body.Cuentas).toEqual([
      { Usuario: 'demo1', Contrasena: 'demo-2026', PrecioNivel: 'Precio4' },
      { Usuario: 'demo2', Contrasena: 'demo-2026', PrecioNivel: 'Precio2' },
    ]);
  });

  it('lists none on a database without the demo data', async () => {
    const empty = await createTestApp({ testDatabase: await createTestDatabase({ seed: false }) });
    try {
      const response = await empty.app.inject({ method: 'GET', url: apiPath('cuentasDemo') });
      expect(cuentasDemoResponse.parse(response.json())).toEqual({ Status: true, Demo: false, Cuentas: [] });
    } finally {
      await empty.close();
      await empty.testDatabase.database.close();
      await empty.testDatabase.drop();
    }
  });
});
