// "Forgot your password?" against a real SMTP server: the same answer whether or not the account exists, the
// reset message in the asker's language at the account's e-mail, with a link that points at PUBLIC_URL
// (never the request's Host); the link sets a new password (the shop's rules), logs the customer in and ends
// its other sessions; it works once, expires, and a staff link is not taken.
import {
  apiPath,
  enlaceContrasenaResponse,
  errorEnvelope,
  loginResponse,
  recuperarContrasenaResponse,
} from '@mostrador/contract';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_LINK_PAGE, AccountTokens } from '../../mail/account-tokens';
import { SESSION_COOKIE } from '../../plugins/auth';
import { createTestApp, TEST_SECRET, type TestApp } from '../../test/app';
import { mailConfigOf, withAnotherApp } from '../../test/fixtures';
import { type TestSmtp, testSmtp } from '../../test/smtp-server';
import { RESET_REQUESTED } from './routes';
import { LINK_INVALID } from './service';

const smtp: TestSmtp = testSmtp(4140);
const PUBLIC_URL = 'https://tienda.example.com';
let clock = new Date();
let t: TestApp;

const ask = (usuario: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: apiPath('recuperarContrasena'), payload: { usuario }, headers });
const whose = (token: string) =>
  t.app.inject({ method: 'POST', url: apiPath('enlaceContrasena'), payload: { token } });
const setPassword = (token: string, contrasena: string) =>
  t.app.inject({ method: 'POST', url: apiPath('establecerContrasena'), payload: { token, contrasena } });

/** An invitation link made for `subject` (`staff:1`, `customer:1002`), its row and its token. */
async function invitation(subject: string) {
  const tokens = new AccountTokens(TEST_SECRET);
  const link = await t.database.db
    .transaction()
    .execute((trx) => tokens.create(trx, { purpose: 'invitation', subject, now: clock }));
  return { link, token: tokens.tokenOf(link.id) };
}

const to = (mail: ParsedMail) => (mail.to && 'text' in mail.to ? mail.to.text : '');

/** Delivers what is queued and returns the one message that arrived, with its link's token. */
async function mailed(): Promise<{ mail: ParsedMail; link: URL; token: string }> {
  await t.app.mail.deliver();
  const [mail] = await smtp.waitFor(1);
  expect(smtp.received).toHaveLength(1);
  if (!mail) throw new Error('no message');
  const href = /https?:\/\/[^\s"<>]+#[A-Za-z0-9_-]{43}/.exec(String(mail.text))?.[0] ?? '';
  const link = new URL(href);
  return { mail, link, token: link.hash.slice(1) };
}

async function outboxCount(): Promise<number> {
  const rows = await t.database.db.selectFrom('mail_outbox').select('id').execute();
  return rows.length;
}

beforeAll(async () => {
  await smtp.start();
  t = await createTestApp({
    now: () => clock,
    config: {
      publicUrl: PUBLIC_URL,
      mail: mailConfigOf(smtp, '.test-output/password-mail', 'pedidos@mostrador.example.com'),
    },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});
beforeEach(() => {
  clock = new Date();
  smtp.received.length = 0;
});

describe('POST TerceroApi/RecuperarContrasena', () => {
  it('answers the same for an unknown name and queues nothing', async () => {
    const before = await outboxCount();
    const known = await ask('demo2');
    const unknown = await ask('nadie-con-este-nombre');
    const unknownEmail = await ask('nadie@example.com');
    for (const response of [known, unknown, unknownEmail]) {
      expect(response.statusCode).toBe(200);
      expect(recuperarContrasenaResponse.parse(response.json())).toEqual({
        Status: true,
        Msj: RESET_REQUESTED,
      });
    }
    expect(await outboxCount()).toBe(before + 1);
    await t.app.mail.deliver();
    expect(smtp.received.map(to)).toEqual(['pedidos@lacolina.example.com']);
  });

  it('refuses an empty name with a clear error, and nothing is queued', async () => {
    const before = await outboxCount();
    const response = await ask('   ');
    expect(response.statusCode).toBe(400);
    expect(errorEnvelope.parse(response.json()).Msj).toMatch(/usuario o su correo/);
    expect(await outboxCount()).toBe(before);
  });

  it('mails the reset in the asker’s language to the e-mail it was asked with, the link at PUBLIC_URL', async () => {
    const response = await ask('BODEGA@elprogreso.example.com', {
      'accept-language': 'de-DE,de;q=0.9',
      host: 'evil.example.net',
    });
    expect(response.statusCode).toBe(200);
    const { mail, link } = await mailed();
    expect(to(mail)).toBe('bodega@elprogreso.example.com');
    expect(mail.headers.get('content-language')).toBe('de');
    expect(mail.subject).toMatch(/Passwort/i);
    expect(String(mail.text)).toContain('demo1');
    expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_URL}${ACCOUNT_LINK_PAGE}`);
    expect(String(mail.html)).not.toContain('evil.example.net');
  });

  it('limits the requests of one address as the login is limited', async () => {
    await withAnotherApp(t, { now: () => clock, config: { loginRateLimit: 2 } }, async (limited) => {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const response = await limited.app.inject({
          method: 'POST',
          url: apiPath('recuperarContrasena'),
          payload: { usuario: `nadie-${i}` },
          remoteAddress: '10.49.0.1',
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 429]);
    });
  });
});

describe('the link: TerceroApi/EnlaceContrasena and EstablecerContrasena', () => {
  it('sets a new password once, logs the customer in and ends its other sessions', async () => {
    const earlier = await t.login('demo1');
    expect((await ask('demo1')).statusCode).toBe(200);
    const { mail, token } = await mailed();
    expect(to(mail)).toBe('compras@elprogreso.example.com');

    const info = await whose(token);
    expect(enlaceContrasenaResponse.parse(info.json())).toMatchObject({
      Status: true,
      Usuario: 'demo1',
      Tercero: 'Distribuciones El Progreso S.A.S.',
      Proposito: 'password-reset',
    });

    const short = await setPassword(token, 'corta');
    expect(short.statusCode).toBe(400);
    expect(errorEnvelope.parse(short.json()).Msj).toMatch(/al menos 10 caracteres/);

    const done = await setPassword(token, 'una-clave-nueva-2026');
    expect(done.statusCode).toBe(200);
    const session = loginResponse.parse(done.json()).Datos;
    expect(session).toMatchObject({ Terceroid: 1001, Tercerosucid: 2001, PrecioNivel: 'Precio4' });
    expect(String(done.headers['set-cookie'])).toContain(`${SESSION_COOKIE}=${session?.Token}`);
    const info2 = await t.app.inject({
      method: 'GET',
      url: `${apiPath('infoTercero')}?terceroid=1001`,
      headers: t.bearer(session?.Token ?? ''),
    });
    expect(info2.statusCode).toBe(200);
    const old = await t.app.inject({
      method: 'GET',
      url: `${apiPath('infoTercero')}?terceroid=1001`,
      headers: t.bearer(earlier),
    });
    expect(old.statusCode).toBe(401);

    expect((await t.loginAnswer('demo1', 'demo-2026')).statusCode).toBe(401);
    expect((await t.loginAnswer('demo1', 'una-clave-nueva-2026')).statusCode).toBe(200);

    const again = await setPassword(token, 'otra-clave-nueva-2026');
    expect(again.statusCode).toBe(410);
    expect(errorEnvelope.parse(again.json()).Msj).toBe(LINK_INVALID);
    expect((await whose(token)).statusCode).toBe(410);
    expect((await t.loginAnswer('demo1', 'una-clave-nueva-2026')).statusCode).toBe(200);
  });

  it('stops working an hour after it was sent, and when a newer one is asked', async () => {
    await ask('demo2');
    const first = await mailed();
    smtp.received.length = 0;
    await ask('demo2');
    const second = await mailed();
    expect((await setPassword(first.token, 'una-clave-nueva-2026')).statusCode).toBe(410);
    clock = new Date(clock.getTime() + 61 * 60_000);
    expect((await whose(second.token)).statusCode).toBe(410);
    expect((await setPassword(second.token, 'una-clave-nueva-2026')).statusCode).toBe(410);
    expect((await t.loginAnswer('demo2', 'demo-2026')).statusCode).toBe(200);
  });

  it('does not take a staff link, and leaves it working', async () => {
    const { link, token } = await invitation('staff:1');
    expect((await whose(token)).statusCode).toBe(410);
    expect((await setPassword(token, 'una-clave-nueva-2026')).statusCode).toBe(410);
    const row = await t.database.db
      .selectFrom('account_tokens')
      .select('used_at')
      .where('id', '=', link.id)
      .executeTakeFirstOrThrow();
    expect(row.used_at).toBeNull();
  });

  it('takes an invitation to a customer account as it takes a reset', async () => {
    const { token } = await invitation('customer:1002');
    expect(enlaceContrasenaResponse.parse((await whose(token)).json())).toMatchObject({
      Usuario: 'demo2',
      Proposito: 'invitation',
    });
    const done = await setPassword(token, 'clave-de-invitacion');
    expect(loginResponse.parse(done.json()).Datos?.Terceroid).toBe(1002);
  });
});
