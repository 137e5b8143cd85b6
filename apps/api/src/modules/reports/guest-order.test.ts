// A guest's order looked up without a session (PedidoApi/PedidoWebConsultaAnonimo): by its number and the
// e-mail or NIT given at checkout, with its lines, totals, delivery and a signed link to its printable copy;
// anything else is the same "not found", and the look-ups are rate limited like guest orders.
import {
  API_BASE,
  apiPath,
  errorEnvelope,
  getProductosResponse,
  orderPaths,
  pedidoConsultaResponse,
  pedidoCreadoResponse,
} from '@mostrador/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoCustomers, GUEST_COMPANY, withAnotherApp } from '../../test/fixtures';
import { isGuestContact, orderNumberOf } from './guest-order';

const LOOKUP_URL = `${API_BASE}${orderPaths.lookupGuest}`;
const t = demoCustomers();

const guest = GUEST_COMPANY;

let product: { id: number; code: string; name: string };
let guestOrder: { pedidoid: number; numero: number };
let customerOrder: { numero: number };

const lookup = (payload: Record<string, unknown>, app = t.app, remoteAddress = '10.9.0.1') =>
  app.inject({ method: 'POST', url: LOOKUP_URL, payload, remoteAddress });

beforeAll(async () => {
  const list = await t.app.inject({ url: `${apiPath('getProductos')}?pagesize=100` });
  const found = (getProductosResponse.parse(list.json()).Datos ?? []).find(
    (p) => !p.variation && p.Disponible > 10,
  );
  if (!found) throw new Error('no product in stock');
  product = { id: found.Productoid, code: found.Producto_cod, name: found.Producto };
  const made = await t.app.inject({
    method: 'POST',
    url: `${API_BASE}${orderPaths.createGuest}`,
    payload: { ...guest, Observacion: '', Detalles: [{ Productoid: product.id, Cantidad: 3 }] },
  });
  guestOrder = pedidoCreadoResponse.parse(made.json()).Datos as typeof guestOrder;
  const theirs = await t.app.inject({
    method: 'POST',
    url: `${API_BASE}${orderPaths.create}`,
    headers: t.bearer(t.demo1),
    payload: { Tercerosucid: t.demo1.Tercerosucid, Detalles: [{ Productoid: product.id, Cantidad: 1 }] },
  });
  customerOrder = pedidoCreadoResponse.parse(theirs.json()).Datos as typeof customerOrder;
});

describe('a guest looks up an order', () => {
  it('by its number and the e-mail given: the lines, totals, delivery and a printable copy without a session', async () => {
    const answer = await lookup({
      Numero: `WEB-${guestOrder.numero}`,
      Contacto: 'Compras@Esquina.example.com',
    });
    expect(answer.statusCode).toBe(200);
    const order = pedidoConsultaResponse.parse(answer.json()).Datos;
    expect(order).toMatchObject({
      pedidoid: guestOrder.pedidoid,
      numero: `WEB-${guestOrder.numero}`,
      Detalles: [{ codigo: product.code, producto: product.name, cantidad: 3 }],
      Entrega: { Tercero: guest.Tercero, Email: guest.Email, Telefono1: guest.Telefono1 },
    });
    expect(order?.Entrega.Direccion).toMatch(/^Calle 10 # 20-30, Medellín/);
    expect(order?.total).toBeCloseTo((order?.vlrbruto ?? 0) + (order?.impuesto ?? 0), 2);
    // The printable copy opens from its link alone, in the language asked for.
    const print = await t.app.inject({ url: order?.Imprimir.Url ?? '' });
    expect(print.statusCode).toBe(200);
    expect(print.body).toContain(`WEB-${guestOrder.numero}`);
    expect(print.body).toContain(product.code);
    const spanish = pedidoConsultaResponse.parse(
      (await lookup({ Numero: String(guestOrder.numero), Contacto: guest.Email, lang: 'es' })).json(),
    ).Datos;
    expect(spanish?.Imprimir.Url).toMatch(/[?&]lang=es(&|$)/);
    expect((await t.app.inject({ url: spanish?.Imprimir.Url ?? '' })).body).toMatch(/<html lang="es">/);
    // A link changed to another order opens nothing.
    const forged = (order?.Imprimir.Url ?? '').replace(`id=${guestOrder.pedidoid}`, 'id=1');
    expect((await t.app.inject({ url: forged })).statusCode).toBe(403);
  });

  it('by its number and the NIT given, with or without its check digit and dots', async () => {
    for (const nit of ['800197268-4', '800.197.268', '800 197 268-4'])
      expect((await lookup({ Numero: `web-${guestOrder.numero}`, Contacto: nit })).statusCode).toBe(200);
  });

  it('answers the same "not found" for another e-mail or NIT, a number that does not exist, and a customer’s order', async () => {
    const answers = await Promise.all([
      lookup({ Numero: `WEB-${guestOrder.numero}`, Contacto: 'otro@example.com' }),
      lookup({ Numero: `WEB-${guestOrder.numero}`, Contacto: '800197268-5' }),
      lookup({ Numero: 'WEB-999999', Contacto: guest.Email }),
      lookup({ Numero: `WEB-${customerOrder.numero}`, Contacto: 'compras@elprogreso.example.com' }),
      lookup({ Numero: `FE-${guestOrder.numero}`, Contacto: guest.Email }),
    ]);
    const bodies = answers.map((a) => [a.statusCode, errorEnvelope.parse(a.json()).Msj]);
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    expect(bodies[0]).toEqual([404, expect.stringMatching(/Pedido no encontrado/)]);
    const empty = await lookup({ Numero: '', Contacto: guest.Email });
    expect(empty.statusCode).toBe(400);
  });

  it('takes a few look-ups a minute from one address, like guest orders, then 429', async () => {
    await withAnotherApp(t, { config: { ...t.config, guestOrderRateLimit: 2 } }, async (limited) => {
      const ask = (address: string) =>
        lookup({ Numero: 'WEB-999999', Contacto: guest.Email }, limited.app, address);
      expect((await ask('10.9.1.1')).statusCode).toBe(404);
      expect((await ask('10.9.1.1')).statusCode).toBe(404);
      const blocked = await ask('10.9.1.1');
      expect(blocked.statusCode).toBe(429);
      expect(errorEnvelope.parse(blocked.json()).Msj).toMatch(/Demasiados intentos/);
      expect((await ask('10.9.1.2')).statusCode).toBe(404);
    });
  });
});

describe('orderNumberOf and isGuestContact', () => {
  it('read the number as the buyer writes it, and the contact as given at checkout', () => {
    expect([orderNumberOf('WEB-12'), orderNumberOf(' web 12 '), orderNumberOf('12')]).toEqual([12, 12, 12]);
    expect([orderNumberOf('FE-12'), orderNumberOf('WEB-'), orderNumberOf('12a')]).toEqual([null, null, null]);
    const given = { nit: '800197268-4', email: 'a@b.co' };
    expect(isGuestContact(given, ' A@B.co ')).toBe(true);
    expect(isGuestContact(given, '800197268')).toBe(true);
    expect(isGuestContact(given, '800197268-5')).toBe(false);
    expect(isGuestContact(given, '80019')).toBe(false);
    expect(isGuestContact({ nit: '800197268' }, '800197268-4')).toBe(false);
  });
});
