// Staff moving an order in the console tells its buyer, by e-mail against a real SMTP server, in the language
// the buyer read the shop in when ordering: once per change, a cancellation with its reason; a change the
// desk refuses tells nobody.
import { API_BASE, orderPaths } from '@mostrador/contract';
import { describe, expect, it } from 'vitest';
import { GUEST } from '../../test/app';
import { mailingApp } from '../../test/fixtures';
import { recipientOf, type TestSmtp, testSmtp } from '../../test/smtp-server';
import { moveOrder, staffOfRole } from '../../test/staff';

const smtp: TestSmtp = testSmtp(3810);
const GUEST_EMAIL = 'invitado-estado@example.com';
const PRODUCT = 101;
const t = mailingApp(smtp, { dir: '.test-output/order-state-mail' });
let seq = 0;

/** French puts a no-break space before the colon. */
const subject = (number: string, state: string) => `Commande ${number}\u00a0: ${state}`;
const toBuyer = () => smtp.received.filter((m) => recipientOf(m) === GUEST_EMAIL);

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

const staff = staffOfRole(t, 'state-mail');
const move = (headers: { cookie: string }, id: number, state: string, reason?: string) =>
  moveOrder(t.app, headers, id, state, reason);

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
