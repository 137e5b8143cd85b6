// Staff moving an order in the console tells its buyer, by e-mail against a real SMTP server, in the language
// the buyer read the shop in when ordering: once per change, a cancellation with its reason; a change the
// desk refuses tells nobody.
import { API_BASE, orderPaths } from '@mostrador/contract';
import { staffApiPath } from '@mostrador/contract/console';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, GUEST, type TestApp } from '../../test/app';
import { type TestSmtp, testSmtp } from '../../test/smtp-server';
import { addStaff, staffCookie } from '../../test/staff';

const smtp: TestSmtp = testSmtp(3810);
const GUEST_EMAIL = 'invitado-estado@example.com';
const PRODUCT = 101;
let t: TestApp;
let seq = 0;

const to = (mail: ParsedMail | undefined) => (mail?.to && 'text' in mail.to ? mail.to.text : '');
/** French puts a no-break space before the colon. */
const subject = (number: string, state: string) => `Commande ${number}\u00a0: ${state}`;
const toBuyer = () => smtp.received.filter((m) => to(m) === GUEST_EMAIL);

beforeAll(async () => {
  await smtp.start();
  t = await createTestApp({
    config: {
      mail: {
        smtpUrl: smtp.url,
        dir: '.test-output/order-state-mail',
        from: 'Tienda <tienda@mostrador.example.com>',
        ordersEmail: 'pedidos@distribuidor.example.com',
      },
    },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});
beforeEach(() => {
  smtp.received.length = 0;
});

/** A guest's order placed in French; its "order received" delivered and forgotten. */
async function frenchGuestOrder() {
  const placed = await t.app.inject({
    method: 'POST',
    url: `${API_BASE}${orderPaths.createGuest}`,
    payload: {
      ...GUEST,
      Email: GUEST_EMAIL,
      Observacion: '',
      Detalles: [{ Productoid: PRODUCT, Cantidad: 1 }],
    },
    headers: { 'accept-language': 'fr-CA,fr;q=0.9', 'idempotency-key': `state-mail-${++seq}` },
  });
  expect(placed.statusCode).toBe(200);
  const { pedidoid, numero } = (placed.json() as { Datos: { pedidoid: number; numero: number } }).Datos;
  await t.app.mail.deliver();
  smtp.received.length = 0;
  return { id: pedidoid, number: `WEB-${numero}` };
}

async function staff(role: 'owner' | 'sales' | 'warehouse') {
  return staffCookie(t.database.db, await addStaff(t.database.db, `state-mail-${role}-${++seq}`, role));
}
async function move(headers: { cookie: string }, id: number, state: string, reason?: string) {
  return t.app.inject({
    method: 'POST',
    url: staffApiPath('orderState', id),
    headers,
    payload: { state, ...(reason ? { reason } : {}) },
  });
}

describe("the console's state changes", () => {
  it('tell the buyer once, in their language, of a dispatch; nothing of a refused change', async () => {
    const order = await frenchGuestOrder();
    const [sales, warehouse] = [await staff('sales'), await staff('warehouse')];
    expect((await move(sales, order.id, 'aprobado')).statusCode).toBe(200);
    await t.app.mail.deliver();
    expect(toBuyer().map((m) => m.subject)).toEqual([subject(order.number, 'Approuvée')]);
    smtp.received.length = 0;

    expect((await move(warehouse, order.id, 'despachado')).statusCode).toBe(200);
    await t.app.mail.deliver();
    await t.app.mail.deliver();
    const [dispatched, ...more] = toBuyer();
    expect(more).toHaveLength(0);
    expect(dispatched?.subject).toBe(subject(order.number, 'Expédiée'));
    expect(dispatched?.text).toContain(`Votre commande ${order.number} a été expédiée.`);
    expect(dispatched?.headers.get('content-language')).toBe('fr');
    smtp.received.length = 0;

    // A dispatched order cannot go back to approved: refused, and nobody is told.
    expect((await move(sales, order.id, 'aprobado')).statusCode).toBe(409);
    await t.app.mail.deliver();
    expect(smtp.received).toHaveLength(0);
  });

  it("tell the buyer of a cancellation with the staff's reason", async () => {
    const order = await frenchGuestOrder();
    const sales = await staff('sales');
    expect((await move(sales, order.id, 'anulado', 'Le client a changé d’avis')).statusCode).toBe(200);
    await t.app.mail.deliver();
    const [cancelled, ...more] = toBuyer();
    expect(more).toHaveLength(0);
    expect(cancelled?.subject).toBe(subject(order.number, 'Annulée'));
    for (const part of [cancelled?.html, cancelled?.text])
      expect(part).toContain('Le client a changé d’avis');
  });
});
