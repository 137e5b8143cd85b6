// The purchase order's details at the checkout (issue 51): the purchase-order number (required when the
// customer says so), the requested delivery date (a working day from the next one on) and the delivery method
// (DELIVERY_METHODS) are kept on the order, listed with the customer's orders, printed on its printable page
// and written in both messages (through a real SMTP server). Bad details are refused and change nothing.
import {
  API_BASE,
  apiPath,
  companyPaths,
  errorEnvelope,
  opcionesPedidoResponse,
  orderPaths,
  pedidosResponse,
  type Session,
} from '@mostrador/contract';
import { nextWorkingDay } from '@mostrador/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { todayIn } from '../../lib/dates';
import { GUEST, testConfig } from '../../test/app';
import { demoCustomers, mailConfigOf, productStock } from '../../test/fixtures';
import { stockedProduct } from '../../test/people';
import { printablePathOf, recipientOf, type TestSmtp, testSmtp } from '../../test/smtp-server';

const smtp: TestSmtp = testSmtp(4700);
const ORDERS_EMAIL = 'pedidos@distribuidor.example.com';
// One clock for the file: "today" does not move under the tests (but for the one that sets the evening below).
const NOW = new Date();
let clock = NOW;
const TODAY = todayIn(NOW);
const EARLIEST = nextWorkingDay(TODAY);
const METHODS = [
  { code: 'truck', name: 'Camión del distribuidor' },
  { code: 'pickup', name: 'Recoger en bodega' },
];

beforeAll(() => smtp.start());
afterAll(() => smtp.stop());
const t = demoCustomers({
  now: () => clock,
  config: {
    orders: { ...testConfig().orders, deliveryMethods: METHODS },
    mail: mailConfigOf(smtp, '.test-output/order-details', ORDERS_EMAIL),
  },
});
let productId = 0;
let seq = 0;

/** The first Saturday after the earliest date. */
function saturdayAfter(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  while (day.getUTCDay() !== 6) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

function order(session: Session, details: object) {
  return t.app.inject({
    method: 'POST',
    url: `${API_BASE}${orderPaths.create}`,
    payload: {
      Tercerosucid: session.Tercerosucid,
      Observacion: '',
      ...details,
      Detalles: [{ Productoid: productId, Cantidad: 2 }],
    },
    headers: { ...t.bearer(session), 'idempotency-key': `order-details-${++seq}`, host: 'shop.test' },
  });
}

/** What an order changes: the customer's orders and the product's stock. */
async function snapshot() {
  const orders = await t.database.db
    .selectFrom('pedidos')
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return { orders: orders.n, stock: await productStock(t.database.db, productId) };
}

beforeAll(async () => {
  productId = await stockedProduct(t);
});
beforeEach(() => {
  smtp.received.length = 0;
});

describe('the checkout’s options', () => {
  it('offer the delivery methods and the next working day, and no required purchase order by default', async () => {
    const answer = await t.app.inject({ method: 'GET', url: `${API_BASE}${orderPaths.options}` });
    expect(answer.statusCode).toBe(200);
    expect(opcionesPedidoResponse.parse(answer.json()).Datos).toEqual({
      MetodosEntrega: [
        { Codigo: 'truck', Descripcion: 'Camión del distribuidor' },
        { Codigo: 'pickup', Descripcion: 'Recoger en bodega' },
      ],
      OrdenCompraObligatoria: false,
      FechaEntregaMinima: EARLIEST,
    });
  });
});

describe('the shop’s day', () => {
  it('is the shop’s time zone’s: at 22:00 in Bogotá on a Thursday (03:00 UTC on Friday), Friday is the earliest', async () => {
    clock = new Date('2026-12-11T03:00:00Z');
    try {
      const answer = await t.app.inject({ method: 'GET', url: `${API_BASE}${orderPaths.options}` });
      expect(opcionesPedidoResponse.parse(answer.json()).Datos?.FechaEntregaMinima).toBe('2026-12-11');
      const session = await t.login('demo1', 'demo-2026');
      expect((await order(session, { FechaEntrega: '2026-12-11' })).statusCode).toBe(200);
    } finally {
      clock = NOW;
    }
  });
});

describe('an order with its purchase order’s details', () => {
  it('keeps them, lists them, prints them and writes them in both messages', async () => {
    const placed = await order(t.demo1, {
      OrdenCompra: 'OC-4500-17',
      FechaEntrega: EARLIEST,
      MetodoEntrega: 'pickup',
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const numero = (placed.json() as { Datos: { numero: number } }).Datos.numero;

    const listed = await t.app.inject({
      method: 'GET',
      url: apiPath('pedidos'),
      query: { terceroid: String(t.demo1.Terceroid), numero: String(numero) },
      headers: t.bearer(t.demo1),
    });
    expect(pedidosResponse.parse(listed.json()).Registros[0]).toMatchObject({
      numero,
      orden_compra: 'OC-4500-17',
      fecha_entrega: EARLIEST,
      metodo_entrega: 'Recoger en bodega',
    });

    await t.app.mail.deliver();
    const buyer = smtp.received.find((m) => recipientOf(m) === 'compras@elprogreso.example.com');
    const copy = smtp.received.find((m) => recipientOf(m) === ORDERS_EMAIL);
    for (const mail of [buyer, copy]) {
      expect(mail?.text).toContain('OC-4500-17');
      expect(mail?.text).toContain('Recoger en bodega');
    }
    expect(copy?.text).toMatch(/Orden de compra:?\s*OC-4500-17/);
    expect(copy?.text).toContain('Entrega solicitada');
    const printable = await t.app.inject({ method: 'GET', url: printablePathOf(buyer) });
    expect(printable.statusCode).toBe(200);
    for (const text of ['OC-4500-17', 'Recoger en bodega', `WEB-${numero}`]) {
      expect(printable.body).toContain(text);
    }
  });

  it('takes an order without details, as the ERP’s clients send it', async () => {
    const placed = await order(t.demo1, {});
    expect(placed.statusCode, placed.body).toBe(200);
  });
});

describe('bad details', () => {
  const refused = async (details: object, status: number, message: RegExp) => {
    const before = await snapshot();
    const answer = await order(t.demo1, details);
    expect(answer.statusCode, answer.body).toBe(status);
    const envelope = errorEnvelope.parse(answer.json());
    expect(envelope.Status).toBe(false);
    expect(envelope.Msj).toMatch(message);
    expect(await snapshot()).toEqual(before);
  };

  it('refuse a date before the next working day, on a weekend, or not a date', async () => {
    await refused({ FechaEntrega: TODAY }, 422, new RegExp(`próximo día hábil, ${EARLIEST}`));
    await refused({ FechaEntrega: '2020-01-06' }, 422, /próximo día hábil/);
    await refused({ FechaEntrega: saturdayAfter(EARLIEST) }, 422, /fin de semana/);
    await refused({ FechaEntrega: '2027-02-30' }, 422, /no es una fecha válida/);
    await refused({ FechaEntrega: '14/12/2026' }, 400, /FechaEntrega debe ser una fecha AAAA-MM-DD/);
  });

  it('refuse an unknown method and a purchase-order number over 40 characters', async () => {
    await refused({ MetodoEntrega: 'drone' }, 422, /«drone» no existe: elija uno de truck, pickup/);
    await refused({ OrdenCompra: 'x'.repeat(41) }, 400, /como máximo 40 caracteres/);
  });

  it('refuse a purchase-order number that is invisible, of several lines, reversed or bracketed', async () => {
    const only = /OrdenCompra \(número de orden de compra\) admite solo letras, números, espacios y/;
    for (const po of ['\u200B', 'X\n. Entrega 2026-12-05.', '\u202E4500', '[WEB-12/1]', '-17', 'OC\t1']) {
      await refused({ OrdenCompra: po }, 400, only);
    }
    for (const po of ['4500-17', 'OC #45', 'PO/2026/12', 'Compra_7.1', 'Ñandú 3']) {
      expect((await order(t.demo1, { OrdenCompra: po })).statusCode, po).toBe(200);
    }
  });

  it('refuse an order without a purchase-order number once the company requires one', async () => {
    const set = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}${companyPaths.settings}`,
      payload: { OrdenCompraObligatoria: true },
      headers: t.bearer(t.demo1),
    });
    expect(set.statusCode, set.body).toBe(200);
    try {
      const options = await t.app.inject({
        method: 'GET',
        url: `${API_BASE}${orderPaths.options}`,
        headers: t.bearer(t.demo1),
      });
      expect(opcionesPedidoResponse.parse(options.json()).Datos?.OrdenCompraObligatoria).toBe(true);
      await refused({}, 422, /Falta el número de orden de compra/);
      await refused({ OrdenCompra: '   ' }, 422, /Falta el número de orden de compra/);
      await refused({ OrdenCompra: '\u200B' }, 400, /admite solo letras/);
      expect((await order(t.demo1, { OrdenCompra: 'OC-1' })).statusCode).toBe(200);
      // Another customer's orders are not touched by it, nor a guest's.
      expect((await order(t.demo2, {})).statusCode).toBe(200);
      const guest = await t.app.inject({
        method: 'POST',
        url: `${API_BASE}${orderPaths.createGuest}`,
        payload: { ...GUEST, Detalles: [{ Productoid: productId, Cantidad: 1 }] },
      });
      expect(guest.statusCode, guest.body).toBe(200);
    } finally {
      await t.app.inject({
        method: 'POST',
        url: `${API_BASE}${companyPaths.settings}`,
        payload: { OrdenCompraObligatoria: false },
        headers: t.bearer(t.demo1),
      });
    }
  });

  it('a guest gives the same details, checked the same way', async () => {
    const guest = (details: object) =>
      t.app.inject({
        method: 'POST',
        url: `${API_BASE}${orderPaths.createGuest}`,
        payload: { ...GUEST, ...details, Detalles: [{ Productoid: productId, Cantidad: 1 }] },
      });
    expect((await guest({ FechaEntrega: saturdayAfter(EARLIEST) })).statusCode).toBe(422);
    const placed = await guest({ OrdenCompra: 'G-77', FechaEntrega: EARLIEST, MetodoEntrega: 'truck' });
    expect(placed.statusCode, placed.body).toBe(200);
    const id = (placed.json() as { Datos: { pedidoid: number } }).Datos.pedidoid;
    const row = await t.database.db
      .selectFrom('pedidos')
      .select(['orden_compra', 'fecha_entrega', 'metodo_entrega', 'invitado'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      orden_compra: 'G-77',
      fecha_entrega: EARLIEST,
      metodo_entrega: 'Camión del distribuidor',
    });
    expect(Object.keys(row.invitado ?? {})).not.toContain('OrdenCompra');
  });
});
