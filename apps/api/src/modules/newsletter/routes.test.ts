import { apiPath, errorEnvelope, suscripcionResponse } from '@mostrador/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.deleteFrom('suscripciones').execute();
});

const subscribe = (payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `${apiPath('suscripcion')}?usuarioid=1&empresaid=1`,
    payload: payload as object,
  });
const stored = () =>
  t.database.db.selectFrom('suscripciones').select(['email', 'idioma']).orderBy('email').execute();

describe('SuscripcionCreate', () => {
  it('stores a visitor’s address with the language of the shop, without a session', async () => {
    const response = await subscribe({ Email: '  Compras@Ferreteria.example ', Idioma: 'es' });
    expect(response.statusCode).toBe(200);
    const body = suscripcionResponse.parse(response.json());
    expect(body).toEqual({
      Status: true,
      Msj: 'Suscripción registrada',
      Datos: { Email: 'Compras@Ferreteria.example' },
    });
    expect(await stored()).toEqual([{ email: 'compras@ferreteria.example', idioma: 'es' }]);
  });

  it('answers the same for an address already subscribed, and keeps one row with its first language', async () => {
    await subscribe({ Email: 'ana@example.com', Idioma: 'de' });
    const again = await subscribe({ Email: 'ANA@example.com', Idioma: 'fn' });
    expect(again.statusCode).toBe(200);
    expect(suscripcionResponse.parse(again.json()).Status).toBe(true);
    expect(await stored()).toEqual([{ email: 'ana@example.com', idioma: 'de' }]);
  });

  it('takes English when no language is given', async () => {
    await subscribe({ Email: 'sin-idioma@example.com' });
    expect(await stored()).toEqual([{ email: 'sin-idioma@example.com', idioma: 'en' }]);
  });

  it.each([
    [{ Email: 'no-es-un-correo' }, /Email no es un correo electrónico válido/],
    [{}, /Email es obligatorio/],
    [{ Email: `${'a'.repeat(120)}@example.com` }, /Email admite como máximo 120 caracteres/],
    [{ Email: 'ana@example.com', Idioma: 'pt' }, /Idioma debe ser en, fn, de o es/],
  ])('refuses %j with a 400 and a message, storing nothing', async (payload, message) => {
    const response = await subscribe(payload);
    expect(response.statusCode).toBe(400);
    expect(errorEnvelope.parse(response.json()).Msj).toMatch(message);
    expect(await stored()).toEqual([]);
  });

  it('refuses a body that is not JSON with a 400 envelope', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: apiPath('suscripcion'),
      headers: { 'content-type': 'application/json' },
      payload: '{"Email":',
    });
    expect(response.statusCode).toBe(400);
    expect(errorEnvelope.parse(response.json()).Msj).toBe('El cuerpo de la petición no es JSON válido');
  });

  it('limits one client to 20 subscriptions a minute, counted across app instances', async () => {
    // A second app on the same data: the count is kept in the database, so both see the same one. An
    // address of its own, so the requests above do not count.
    const fresh = await createTestApp({ testDatabase: t.testDatabase });
    const answers: number[] = [];
    for (let i = 0; i < 21; i++) {
      const response = await (i % 2 === 0 ? fresh : t).app.inject({
        method: 'POST',
        url: apiPath('suscripcion'),
        payload: { Email: `n${i}@example.com` },
        remoteAddress: '10.2.0.1',
      });
      answers.push(response.statusCode);
    }
    const blocked = await fresh.app.inject({
      method: 'POST',
      url: apiPath('suscripcion'),
      payload: { Email: 'otra@example.com' },
      remoteAddress: '10.2.0.1',
    });
    await fresh.close();
    expect(answers.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(answers[20]).toBe(429);
    expect(errorEnvelope.parse(blocked.json()).Msj).toMatch(/Demasiados intentos/);
    expect(await stored()).toHaveLength(20);
  });
});
