// In ERP mode, an order the ERP refuses for lack of stock (the fake ERP over real HTTP answers 409 with its
// short lines) is cancelled here, and its buyer is told by one e-mail, in the language the order was placed
// in, that names the refusal and each line the ERP was short of (code, name, ordered, available), with a link
// to the order's printable page; against a real SMTP server. An order the ERP refuses for another reason (a
// product it no longer has: 400 with its message) tells the buyer the ERP's reason in its own words, without
// saying anything of stock or of HTTP.
import { orderPaths } from '@mostrador/contract';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { erpConfigOf, type FakeErp, fakeCustomer, startFakeErp } from '../test/fake-erp';
import { mailConfigOf } from '../test/fixtures';
import { type TestSmtp, testSmtp } from '../test/smtp-server';

const smtp: TestSmtp = testSmtp(4303);
const BUYER = 'ferreteria@example.com';
let erp: FakeErp;
let t: TestApp;
const to = (mail: ParsedMail) => (mail.to && 'text' in mail.to ? mail.to.text : '');

/** The ERP's try of the order (its outcome), then the mail worker twice: the order's own and its state's. */
async function deliverBoth(orderId: number) {
  await t.app.erp?.settled();
  const outcome = (await t.app.erp?.deliver())?.get(orderId);
  await t.app.mail.deliver();
  await t.app.mail.deliver();
  return outcome;
}

/** A guest's order of `quantity` of `productId` by `email`, in `language`; its id and number. */
async function guestOrder(email: string, language: string, productId: number, quantity: number) {
  const placed = await t.app.inject({
    method: 'POST',
    url: `/apiGold/${orderPaths.createGuest}`,
    headers: { cookie: `mostrador_idioma=${language}`, 'idempotency-key': `refusal-mail-${email}` },
    payload: {
      Nit: '900555111',
      Tercero: 'Ferretería Central',
      Telefono1: '3001234567',
      Direccion: 'Calle 1 # 2-3',
      Email: email,
      Ciudad: '05001',
      Departamento: '05',
      Detalles: [{ Productoid: productId, Cantidad: quantity }],
    },
  });
  expect(placed.statusCode).toBe(200);
  return placed.json().Datos as { pedidoid: number; numero: number };
}

beforeAll(async () => {
  await smtp.start();
  erp = await startFakeErp({ products: 6, customers: [fakeCustomer()] });
  t = await createTestApp({
    config: {
      erp: erpConfigOf(erp),
      mail: mailConfigOf(smtp, '.test-output/refusal-mail'),
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
    const { pedidoid, numero } = await guestOrder(BUYER, 'de', product.Productoid, 4);
    expect((await deliverBoth(pedidoid)) ?? 'short').toBe('short');

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

describe('an order the ERP refuses for another reason', () => {
  it('tells its buyer the ERP’s reason in its words, and nothing of stock', async () => {
    const buyer = 'otra-ferreteria@example.com';
    const product = [...erp.products.values()][1];
    if (!product) throw new Error('no second product at the fake ERP');
    // The ERP no longer has a product the shop still sells (its last sync was before).
    erp.products.delete(product.Productoid);
    const { pedidoid, numero } = await guestOrder(buyer, 'es', product.Productoid, 1);
    expect((await deliverBoth(pedidoid)) ?? 'refused').toBe('refused');

    const refusal = smtp.received.find(
      (m) => to(m) === buyer && m.headers.get('x-mostrador-kind') === 'order-state',
    );
    expect(refusal?.subject).toBe(`Pedido WEB-${numero}: Anulado`);
    // Each part as a reader sees it (the HTML's words without its tags).
    for (const part of [refusal?.text ?? '', String(refusal?.html).replace(/<[^>]*>/g, '')]) {
      expect(part).toContain(
        `Su pedido WEB-${numero} no se pudo registrar: el sistema del distribuidor lo rechazó.`,
      );
      expect(part).toContain(`Motivo: Producto ${product.Productoid} no existe`);
      expect(part).not.toMatch(/existencias|HTTP \d{3}/);
    }
  });
});
