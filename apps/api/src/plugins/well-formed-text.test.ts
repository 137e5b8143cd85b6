import { apiPath, errorEnvelope } from '@mostrador/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { LONE_SURROGATE } from './well-formed-text';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const subscribe = (json: string, contentType = 'application/json') =>
  t.app.inject({
    method: 'POST',
    url: apiPath('suscripcion'),
    headers: { 'content-type': contentType },
    payload: json,
  });

/** A subscription of `email` whose body is declared in `charset`. */
const subscribeDeclared = (charset: string, email: string) =>
  subscribe(JSON.stringify({ Email: email, Idioma: 'es' }), `application/json; charset=${charset}`);

/** The subscribed addresses like `pattern` (SQL LIKE). */
const subscribed = (pattern: string) =>
  t.database.db.selectFrom('suscripciones').select('email').where('email', 'like', pattern).execute();

describe('text with lone UTF-16 surrogates', () => {
  it('is refused with a 400 envelope and stores nothing', async () => {
    // JSON's escape of half a surrogate pair: valid JSON, not valid Unicode text.
    const response = await subscribe('{"Email":"pato\\ud83d@example.com","Idioma":"es"}');
    expect(response.statusCode).toBe(400);
    expect(errorEnvelope.parse(response.json())).toEqual({ Status: false, Msj: LONE_SURROGATE });
    expect(await subscribed('pato%')).toEqual([]);
  });

  it('is refused wherever it sits in the body (nested values, keys)', async () => {
    for (const json of [
      '{"Email":"uno@example.com","Idioma":"es","Extra":{"a":["ok","\\udc00"]}}',
      '{"Email":"dos@example.com","Idioma":"es","\\ud800":1}',
    ]) {
      const response = await subscribe(json);
      expect(response.statusCode).toBe(400);
      expect(errorEnvelope.parse(response.json()).Msj).toBe(LONE_SURROGATE);
    }
  });

  it('lets well-formed pairs (an emoji) through', async () => {
    const search = await t.app.inject({ url: apiPath('getProductos'), query: { nombreFull: 'café 🦆' } });
    expect(search.statusCode).toBe(200);
    const ok = await subscribe('{"Email":"pato@example.com","Idioma":"es","Nota":"\\ud83e\\udd86"}');
    expect(ok.statusCode).toBe(200);
  });
});

describe('a body declared in another encoding than UTF-8', () => {
  it('is refused with 415, saying what to send, and stores nothing', async () => {
    for (const charset of ['utf-16le', 'latin1', '"ISO-8859-1"']) {
      const response = await subscribeDeclared(charset, 'latin@example.com');
      expect(response.statusCode).toBe(415);
      expect(errorEnvelope.parse(response.json()).Msj).toBe(
        `Codificación no admitida (charset=${charset.replaceAll('"', '').toLowerCase()}): envíe el cuerpo en UTF-8`,
      );
    }
    expect(await subscribed('latin@example.com')).toEqual([]);
  });

  it('is read when declared UTF-8, in any spelling', async () => {
    for (const charset of ['utf-8', 'UTF8', '"utf-8"']) {
      const response = await subscribeDeclared(charset, 'utf@example.com');
      expect(response.statusCode).toBe(200);
    }
  });
});
