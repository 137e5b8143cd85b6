// A guest who lost an order's number has the orders placed with its e-mail mailed to it, against a real SMTP
// server: the same answer whether or not there are any (nothing is sent then), the message in the asker's
// language, each order with a link (at PUBLIC_URL, never the request's Host) that opens its printable page.
import { API_BASE, errorEnvelope, orderPaths, pedidoConsultaCorreoResponse } from '@mostrador/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { GUEST } from '../../test/app';
import { mailingApp, plainProduct } from '../../test/fixtures';
import { type TestSmtp, testSmtp } from '../../test/smtp-server';
import { ORDERS_MAILED } from './routes';

const smtp: TestSmtp = testSmtp(4141);
const PUBLIC_URL = 'https://tienda.example.com';
const EMAIL = 'perdido@example.com';
const t = mailingApp(
  smtp,
  { dir: '.test-output/guest-lookup-mail', ordersEmail: 'pedidos@mostrador.example.com' },
  { config: { publicUrl: PUBLIC_URL } },
);

const ask = (Email: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `${API_BASE}${orderPaths.mailGuestOrders}`,
    payload: { Email },
    headers,
  });

async function placeGuestOrder(email: string): Promise<number> {
  const product = await plainProduct(t.database.db);
  const placed = await t.app.inject({
    method: 'POST',
    url: `${API_BASE}${orderPaths.createGuest}`,
    payload: { ...GUEST, Email: email, Observacion: '', Detalles: [{ Productoid: product.id, Cantidad: 1 }] },
  });
  expect(placed.statusCode).toBe(200);
  return (placed.json() as { Datos: { numero: number } }).Datos.numero;
}

beforeEach(async () => {
  // The order messages of the orders placed here are not this test's subject.
  await t.app.mail.deliver();
  smtp.received.length = 0;
});

describe('POST PedidoApi/PedidoWebConsultaAnonimoCorreo', () => {
  it("mails a guest's orders to its e-mail in its language, each with a link that opens its printable page", async () => {
    const first = await placeGuestOrder(EMAIL);
    const second = await placeGuestOrder('Perdido@Example.com');
    await placeGuestOrder('otro-invitado@example.com');
    await t.app.mail.deliver();
    smtp.received.length = 0;

    const response = await ask('PERDIDO@example.com', {
      'accept-language': 'es-CO',
      host: 'evil.example.net',
    });
    expect(response.statusCode).toBe(200);
    expect(pedidoConsultaCorreoResponse.parse(response.json())).toEqual({ Status: true, Msj: ORDERS_MAILED });
    await t.app.mail.deliver();
    const [mail] = await smtp.waitFor(1);
    expect(smtp.received).toHaveLength(1);
    expect(mail?.subject).toBe('Sus pedidos en Mostrador Distribuciones S.A.S.');
    // To the address as typed on the newest order (the mail server takes the domain in any case).
    expect(mail?.to && 'text' in mail.to ? mail.to.text : '').toMatch(/^Perdido@[Ee]xample\.com$/);
    const text = String(mail?.text);
    expect(text).toContain(`Pedido WEB-${second} del`);
    expect(text).toContain(`Pedido WEB-${first} del`);
    expect(text.indexOf(`WEB-${second}`)).toBeLessThan(text.indexOf(`WEB-${first}`));
    expect(String(mail?.html)).not.toContain('evil.example.net');
    const links = [...String(mail?.html).matchAll(/href="([^"]+ImprimirPedido[^"]+)"/g)].map(
      (m) => new URL((m[1] ?? '').replaceAll('&amp;', '&')),
    );
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link.origin).toBe(PUBLIC_URL);
      const page = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
      expect(page.statusCode).toBe(200);
    }
    const printed = await t.app.inject({ method: 'GET', url: `${links[0]?.pathname}${links[0]?.search}` });
    expect(printed.body).toContain(`WEB-${second}`);
  });

  it('answers the same for an e-mail without guest orders, and sends nothing', async () => {
    const before = await t.database.db.selectFrom('mail_outbox').select('id').execute();
    const response = await ask('compras@elprogreso.example.com');
    expect(response.statusCode).toBe(200);
    expect(pedidoConsultaCorreoResponse.parse(response.json())).toEqual({ Status: true, Msj: ORDERS_MAILED });
    const after = await t.database.db.selectFrom('mail_outbox').select('id').execute();
    expect(after).toHaveLength(before.length);
  });

  it('refuses what is not an e-mail with a clear error', async () => {
    const response = await ask('no-es-un-correo');
    expect(response.statusCode).toBe(400);
    expect(errorEnvelope.parse(response.json()).Msj).toMatch(/correo electrónico válido/);
  });
});
