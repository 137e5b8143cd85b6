// In ERP mode, an order the ERP refuses for lack of stock (the fake ERP over real HTTP answers 409 with its
// short lines) is cancelled here, and its buyer is told by one e-mail, in the language the order was placed
// in, that names the refusal and each line the ERP was short of (code, name, ordered, available), with a link
// to the order's printable page; against a real SMTP server.
import { orderPaths } from '@mostrador/contract';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { type FakeErp, fakeCustomer, startFakeErp } from '../test/fake-erp';
import { type TestSmtp, testSmtp } from '../test/smtp-server';

const smtp: TestSmtp = testSmtp(4303);
const BUYER = 'ferreteria@example.com';
let erp: FakeErp;
let t: TestApp;
const to = (mail: ParsedMail) => (mail.to && 'text' in mail.to ? mail.to.text : '');

beforeAll(async () => {
  await smtp.start();
  erp = await startFakeErp({ products: 6, customers: [fakeCustomer()] });
  t = await createTestApp({
    config: {
      erp: { url: erp.url, token: erp.token, syncMinutes: 0, timeoutMs: 2000 },
      mail: {
        smtpUrl: smtp.url,
        dir: '.test-output/refusal-mail',
        from: 'Tienda <tienda@mostrador.example.com>',
        ordersEmail: 'pedidos@distribuidor.example.com',
      },
    },
  });
  await t.app.erp?.sync();
});
afterAll(async () => {
  await t?.close();
  await erp?.close();
  await smtp.stop();
});

describe('an order the ERP refuses for lack of stock', () => {
  it('tells its buyer once, in the order’s language, with the refusal and the short lines', async () => {
    const [product] = [...erp.products.values()];
    if (!product) throw new Error('no product at the fake ERP');
    // The ERP sold most of it elsewhere since the shop's sync: the shop still sells 4.
    product.Disponible = 1;
    const placed = await t.app.inject({
      method: 'POST',
      url: `/apiGold/${orderPaths.createGuest}`,
      headers: { cookie: 'mostrador_idioma=de', 'idempotency-key': 'refusal-mail-1' },
      payload: {
        Nit: '900555111',
        Tercero: 'Ferretería Central',
        Telefono1: '3001234567',
        Direccion: 'Calle 1 # 2-3',
        Email: BUYER,
        Ciudad: '05001',
        Departamento: '05',
        Detalles: [{ Productoid: product.Productoid, Cantidad: 4 }],
      },
    });
    expect(placed.statusCode).toBe(200);
    const { pedidoid, numero } = placed.json().Datos as { pedidoid: number; numero: number };
    await t.app.erp?.settled();
    const outcomes = await t.app.erp?.deliver();
    expect(outcomes?.get(pedidoid) ?? 'short').toBe('short');
    await t.app.mail.deliver();
    await t.app.mail.deliver();

    const toBuyer = smtp.received.filter((m) => to(m) === BUYER);
    expect(toBuyer.map((m) => m.headers.get('x-mostrador-kind'))).toEqual(['order-received', 'order-state']);
    const refusal = toBuyer[1] as ParsedMail;
    expect(refusal.subject).toBe(`Bestellung WEB-${numero}: Storniert`);
    expect(refusal.headers.get('content-language')).toBe('de');
    const refused = `Ihre Bestellung WEB-${numero} konnte nicht erfasst werden: Dem Händler fehlen einige Produkte.`;
    for (const part of [refusal.text ?? '', String(refusal.html)]) {
      expect(part).toContain(refused);
      expect(part).toContain('Nicht genug Bestand');
      expect(part).toContain(product.Producto_cod);
      expect(part).toContain(product.Producto);
    }
    // The short line: ordered 4, the ERP has 1.
    expect(refusal.text).toMatch(new RegExp(`${product.Producto_cod}[^\\n]*\\b4\\b[^\\n]*\\b1\\b`));
    expect(String(refusal.html)).toMatch(/ImprimirPedido\?id=\d+&amp;lang=de&amp;exp=\d+&amp;firma=/);
    // Once: later runs of both workers send nothing more.
    await t.app.erp?.deliver();
    await t.app.mail.deliver();
    expect(smtp.received.filter((m) => to(m) === BUYER)).toHaveLength(2);
  });
});
