import { apiPath, errorEnvelope, loginResponse } from '@mostrador/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyToken } from '../../lib/token';
import { createTestApp, TEST_SECRET, type TestApp } from '../../test/app';
import { WRONG_CREDENTIALS } from './service';

const url = apiPath('login');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST TerceroApi/LoginTercero', () => {
  it('logs demo1 in at Precio4 with a token valid one day', async () => {
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
    const verified = verifyToken(TEST_SECRET, body.Datos?.Token ?? '');
    expect(verified).toMatchObject({ ok: true, claims: { sub: 1001, lvl: 4 } });
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
      'Cuerpo de la petición inválido: usuario Entrada inválida: se esperaba texto, recibido número',
    );
  });

  it('refuses broken JSON, an empty body and other content types', async () => {
    const broken = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: '{"usuario": "demo1", ',
    });
    expect(broken.statusCode).toBe(400);
    expect(errorEnvelope.parse(broken.json()).Msj).toMatch(/JSON/);
    const empty = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(errorEnvelope.parse(empty.json()).Msj).toBeTruthy();
    const form = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'usuario=demo1&contrasena=demo-2026',
    });
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

  it('never takes a password in a URL: GET is not a route', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${url}?usuario=demo1&contrasena=demo-2026` });
    expect(response.statusCode).toBe(404);
    expect(errorEnvelope.parse(response.json()).Status).toBe(false);
  });

  it('rate-limits login attempts per address', async () => {
    const limited = await createTestApp({ testDatabase: t.testDatabase, config: { loginRateLimit: 3 } });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url,
          payload: { usuario: 'demo1', contrasena: 'wrong' },
          remoteAddress: '10.0.0.9',
        });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(errorEnvelope.parse(blocked.json()).Msj).toMatch(/Demasiados intentos/);
      // Even the right password waits until the window passes.
      const right = await limited.app.inject({
        method: 'POST',
        url,
        payload: { usuario: 'demo1', contrasena: 'demo-2026' },
        remoteAddress: '10.0.0.9',
      });
      expect(right.statusCode).toBe(429);
      // Another address is not affected.
      const other = await limited.app.inject({
        method: 'POST',
        url,
        payload: { usuario: 'demo1', contrasena: 'demo-2026' },
        remoteAddress: '10.0.0.10',
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
