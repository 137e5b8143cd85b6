// An order placed tells its buyer and the distributor, by e-mail, against a real SMTP server: the buyer in the
// language it reads the shop in (the storefront's cookie, else Accept-Language), with the lines, prices, tax,
// total, delivery and number, and a link that opens the order's printable page; the distributor's copy at
// ORDERS_EMAIL, with the customer. Each arrives once; a replayed order sends nothing more.
import { API_BASE, orderPaths } from '@mostrador/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { queueOrderStateMail } from '../../mail/order-state';
import { GUEST } from '../../test/app';
import { mailingApp, plainProduct } from '../../test/fixtures';
import { printablePathOf, recipientOf, type TestSmtp, testSmtp } from '../../test/smtp-server';

const smtp: TestSmtp = testSmtp(4502);
const ORDERS_EMAIL = 'pedidos@distribuidor.example.com';
const t = mailingApp(smtp, { dir: '.test-output/order-mail', ordersEmail: ORDERS_EMAIL });
let product = { id: 0, name: '' };

const byRecipient = (address: string) => smtp.received.filter((m) => recipientOf(m) === address);

beforeAll(async () => {
  product = await plainProduct(t.database.db);
});

describe('the messages of an order', () => {
  it('tell a customer in its chosen language, and the distributor, once each', async () => {
    const session = await t.login('demo1');
    const body = {
      Tercerosucid: session.Tercerosucid,
      Observacion: 'Entregar antes de las 10',
      Detalles: [{ Productoid: product.id, Cantidad: 3 }],
    };
    const headers = {
      ...t.bearer(session),
      cookie: 'mostrador_idioma=de',
      'idempotency-key': 'order-mail-1',
      host: 'shop.test',
    };
    const placed = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}${orderPaths.create}`,
      payload: body,
      headers,
    });
    expect(placed.statusCode).toBe(200);
    const numero = (placed.json() as { Datos: { numero: number } }).Datos.numero;
    // The same order again (a retry with its key) is not a new order, nor a new message.
    await t.app.inject({ method: 'POST', url: `${API_BASE}${orderPaths.create}`, payload: body, headers });
    await t.app.mail.deliver();
    await t.app.mail.deliver();

    const [buyer, ...moreBuyer] = byRecipient('compras@elprogreso.example.com');
    expect(moreBuyer).toHaveLength(0);
    expect(buyer?.subject).toBe(`Bestellung WEB-${numero} eingegangen`);
    expect(buyer?.headers.get('content-language')).toBe('de');
    for (const part of [buyer?.html, buyer?.text]) {
      expect(part).toContain(product.name);
      expect(part).toContain(`WEB-${numero}`);
      expect(part).toContain('Entregar antes de las 10');
      expect(part).toContain('Calle 50 # 45-20');
    }
    expect(buyer?.text).toMatch(/Gesamt|Summe|Total/);
    // The link opens the order's printable page, without a session.
    const printable = await t.app.inject({ method: 'GET', url: printablePathOf(buyer) });
    expect(printable.statusCode).toBe(200);
    expect(printable.body).toContain(`WEB-${numero}`);

    const [copy, ...moreCopies] = byRecipient(ORDERS_EMAIL);
    expect(moreCopies).toHaveLength(0);
    expect(copy?.subject).toBe(`Nuevo pedido web WEB-${numero} de Distribuciones El Progreso S.A.S.`);
    expect(copy?.text).toContain('900123456-8');
    expect(copy?.text).toContain('compras@elprogreso.example.com');
  });

  it("tell a guest at the e-mail it gave, in its browser's language, with the way back to the order", async () => {
    const placed = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}${orderPaths.createGuest}`,
      payload: {
        ...GUEST,
        Email: 'invitado-mail@example.com',
        Observacion: '',
        Detalles: [{ Productoid: product.id, Cantidad: 1 }],
      },
      headers: { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5', host: 'shop.test' },
    });
    expect(placed.statusCode).toBe(200);
    const numero = (placed.json() as { Datos: { numero: number } }).Datos.numero;
    await t.app.mail.deliver();
    const [buyer] = byRecipient('invitado-mail@example.com');
    expect(buyer?.subject).toBe(`Commande WEB-${numero} reçue`);
    expect(buyer?.text).toContain('http://shop.test/order-lookup');
    const printable = await t.app.inject({ method: 'GET', url: printablePathOf(buyer) });
    expect(printable.statusCode).toBe(200);
    expect(printable.body).toContain(`WEB-${numero}`);
    expect(byRecipient(ORDERS_EMAIL)).toHaveLength(1);
  });

  it("tell the buyer of a state change in the order's language, with the reason", async () => {
    const session = await t.login('demo1');
    const placed = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}${orderPaths.create}`,
      payload: { Tercerosucid: session.Tercerosucid, Detalles: [{ Productoid: product.id, Cantidad: 1 }] },
      headers: { ...t.bearer(session), cookie: 'mostrador_idioma=es', host: 'shop.test' },
    });
    const pedidoid = (placed.json() as { Datos: { pedidoid: number; numero: number } }).Datos.pedidoid;
    await t.database.db
      .transaction()
      .execute((trx) =>
        queueOrderStateMail(
          trx,
          { orderId: pedidoid, change: 'cancelled', reason: 'Cliente lo pidió' },
          new Date(),
        ),
      );
    await t.app.mail.deliver();
    const state = smtp.received.find((m) => /Anulado/.test(m.subject ?? ''));
    expect(recipientOf(state)).toBe('compras@elprogreso.example.com');
    expect(state?.text).toContain('Cliente lo pidió');
    expect(printablePathOf(state)).toContain(`id=${pedidoid}`);
  });
});
