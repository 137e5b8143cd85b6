// Demo customers (demo1 at level 4, demo2 at level 2) with branches and a year of documents:
// orders, the invoices made from them (recent ones still owed), receipts paying the older ones, returns.
import { asMinor, type Minor, multiplyMinor, percentOf, sumMinor, toMajor, toMinor } from '@mostrador/domain';
import { Random } from '../../lib/random';
import { addDays, isoDate, type ProductRow, SEED } from './generate';

export const DEMO_PASSWORD = 'demo-2026';
/** The app_settings key the seed sets to 'true': the login page then shows the demo accounts. */
export const DEMO_ACCOUNTS_SETTING = 'demo_accounts';
const TAX_PERCENT = 19;

export interface CustomerSeed {
  id: number;
  usuario: string;
  nombre: string;
  nit: string;
  dv: string;
  telefono: string;
  precio_nivel: number;
  sucursales: Array<{
    id: number;
    nombre: string;
    direccion: string;
    ciudad_id: string;
    correo: string;
    principal: boolean;
  }>;
  /** Days between invoices, and days since the last one. */
  cadence: number;
  lastInvoiceDaysAgo: number;
}

export const CUSTOMERS: readonly CustomerSeed[] = [
  {
    id: 1001,
    usuario: 'demo1',
    nombre: 'Distribuciones El Progreso S.A.S.',
    nit: '900123456',
    dv: '8',
    telefono: '604 444 1234',
    precio_nivel: 4,
    sucursales: [
      {
        id: 2001,
        nombre: 'Principal',
        direccion: 'Calle 50 # 45-20',
        ciudad_id: '05001',
        correo: 'compras@elprogreso.example.com',
        principal: true,
      },
      {
        id: 2002,
        nombre: 'Bodega Envigado',
        direccion: 'Carrera 43A # 38 Sur-15',
        ciudad_id: '05266',
        correo: 'bodega@elprogreso.example.com',
        principal: false,
      },
    ],
    cadence: 12,
    lastInvoiceDaysAgo: 3,
  },
  {
    id: 1002,
    usuario: 'demo2',
    nombre: 'Supermercados La Colina Ltda.',
    nit: '830987654',
    dv: '3',
    telefono: '601 555 9876',
    precio_nivel: 2,
    sucursales: [
      {
        id: 2003,
        nombre: 'Principal',
        direccion: 'Avenida Calle 134 # 9-51',
        ciudad_id: '11001',
        correo: 'pedidos@lacolina.example.com',
        principal: true,
      },
      {
        id: 2004,
        nombre: 'Sede Chía',
        direccion: 'Carrera 7 # 12-40',
        ciudad_id: '25175',
        correo: 'chia@lacolina.example.com',
        principal: false,
      },
      {
        id: 2005,
        nombre: 'Sede Soacha',
        direccion: 'Autopista Sur # 30-12',
        ciudad_id: '25754',
        correo: 'soacha@lacolina.example.com',
        principal: false,
      },
    ],
    cadence: 17,
    lastInvoiceDaysAgo: 8,
  },
];

export interface OrderLineRow {
  pedido_id: number;
  producto_id: number;
  cantidad: number;
  precio: number;
  subtotal: number;
  impuesto: number;
  impuesto_porcentaje: number;
}
export interface OrderRow {
  id: number;
  tercero_id: number;
  sucursal_id: number;
  origen: 'erp';
  prefijo: string;
  numero: number;
  fecha: string;
  estado: 'pendiente' | 'aprobado' | 'despachado' | 'facturado' | 'anulado';
  observacion: string;
  vlrbruto: number;
  impuesto: number;
  total: number;
}
export interface InvoiceRow {
  id: number;
  /** The order the invoice was made from (its lines are the invoice's lines). */
  pedido_id: number;
  tercero_id: number;
  sucursal_id: number;
  prefijo: string;
  numero: number;
  fecha: string;
  items: number;
  cantidad: number;
  subtotal: number;
  impuesto: number;
  total: number;
  saldo: number;
}
export interface ReceiptRow {
  id: number;
  tercero_id: number;
  documento: string;
  fecha: string;
  registros: number;
  valor: number;
  neto: number;
}
export interface ReturnRow {
  id: number;
  tercero_id: number;
  fecha: string;
  total: number;
}

export interface Documents {
  pedidos: OrderRow[];
  lineas: OrderLineRow[];
  facturas: InvoiceRow[];
  recibos: ReceiptRow[];
  /** Which invoices each receipt paid. */
  recibo_facturas: Array<{ recibo_id: number; factura_id: number; valor: number }>;
  devoluciones: ReturnRow[];
}

function priceAt(product: ProductRow, level: number): Minor {
  const prices = [product.precio1, product.precio2, product.precio3, product.precio4, product.precio5];
  return toMinor(prices[level - 1] ?? product.precio1 ?? 0);
}

// Each customer's orders, oldest first; ids and numbers are given after sorting by date.
type Kind = 'facturado' | 'pendiente' | 'aprobado' | 'anulado';
type Draft = {
  customer: CustomerSeed;
  daysAgo: number;
  lines: OrderLineRow[];
  sucursal: number;
  kind: Kind;
};

/** Each demo customer's orders of the year: invoiced ones at its cadence, two recent, one cancelled. */
function draftOrders(random: Random, sellable: readonly ProductRow[]): Draft[] {
  const drafts: Draft[] = [];
  for (const customer of CUSTOMERS) {
    const dayOffsets: number[] = [];
    for (let d = customer.lastInvoiceDaysAgo; d <= 360; d += customer.cadence + random.int(-3, 3))
      dayOffsets.push(d);
    // Invoiced orders, two recent ones not invoiced yet, and one cancelled.
    const plan: Array<[number, Kind]> = [
      ...dayOffsets.map((d): [number, Kind] => [d, 'facturado']),
      [1, 'pendiente'],
      [random.int(2, 5), 'aprobado'],
      [random.int(20, 60), 'anulado'],
    ];
    for (const [daysAgo, kind] of plan) {
      const count = random.int(1, 6);
      const chosen = new Set<number>();
      while (chosen.size < count) chosen.add(random.int(0, sellable.length - 1));
      const lines = [...chosen].map((i) => {
        const product = sellable[i] as ProductRow;
        const cantidad = random.pick([1, 2, 3, 6, 12, 24]);
        const precio = priceAt(product, customer.precio_nivel);
        const subtotal = multiplyMinor(precio, cantidad);
        return {
          pedido_id: 0,
          producto_id: product.id,
          cantidad,
          precio: toMajor(precio),
          subtotal: toMajor(subtotal),
          impuesto: toMajor(percentOf(subtotal, TAX_PERCENT)),
          impuesto_porcentaje: TAX_PERCENT,
        };
      });
      const sucursal = random.chance(0.7)
        ? (customer.sucursales[0]?.id ?? 0)
        : random.pick(customer.sucursales).id;
      drafts.push({ customer, daysAgo, lines, sucursal, kind });
    }
  }
  return drafts;
}

/** The orders, their lines and (the invoiced ones) their invoices, numbered in date order. */
function writeOrders(out: Documents, drafts: readonly Draft[], now: Date, random: Random) {
  let numeroPedido = 4100;
  let numeroFactura = 18200;
  drafts.forEach((draft, index) => {
    const id = 1 + index;
    const { customer, daysAgo, lines, kind: estado } = draft;
    // An invoiced order was taken a day or two before its invoice.
    const fechaPedido = addDays(now, -daysAgo - (estado === 'facturado' ? random.int(1, 2) : 0));
    fechaPedido.setUTCHours(15, random.int(0, 59), 0, 0);
    const bruto = sumMinor(lines.map((l) => toMinor(l.subtotal)));
    const impuesto = sumMinor(lines.map((l) => toMinor(l.impuesto)));
    const total = asMinor(bruto + impuesto);
    numeroPedido += 1;
    out.pedidos.push({
      id,
      tercero_id: customer.id,
      sucursal_id: draft.sucursal,
      origen: 'erp',
      prefijo: 'PE',
      numero: numeroPedido,
      fecha: fechaPedido.toISOString(),
      estado,
      observacion: estado === 'anulado' ? 'Anulado a solicitud del cliente' : '',
      vlrbruto: toMajor(bruto),
      impuesto: toMajor(impuesto),
      total: toMajor(total),
    });
    for (const line of lines) out.lineas.push({ ...line, pedido_id: id });
    if (estado !== 'facturado') return;
    numeroFactura += random.int(3, 40);
    // Invoices of the last 45 days are still owed (some partly paid); older ones are paid.
    const saldo: Minor =
      daysAgo <= 45 ? (random.chance(0.3) ? asMinor(Math.round(total / 2)) : total) : asMinor(0);
    out.facturas.push({
      id,
      pedido_id: id,
      tercero_id: customer.id,
      sucursal_id: draft.sucursal,
      prefijo: 'FE',
      numero: numeroFactura,
      fecha: isoDate(addDays(now, -daysAgo)),
      items: lines.length,
      cantidad: lines.reduce((s, l) => s + l.cantidad, 0),
      subtotal: toMajor(bruto),
      impuesto: toMajor(impuesto),
      total: toMajor(total),
      saldo: toMajor(saldo),
    });
  });
}

/** Receipts paying the paid invoices, and a return of each customer's. */
function writeReceipts(out: Documents, random: Random) {
  // Receipts: about monthly per customer, each paying the paid invoices since the previous receipt.
  let numeroRecibo = 5200;
  let reciboId = 1;
  for (const customer of CUSTOMERS) {
    const paid = out.facturas
      .filter((f) => f.tercero_id === customer.id && f.saldo === 0)
      .sort((a, b) => a.fecha.localeCompare(b.fecha));
    for (let i = 0; i < paid.length; i += 2) {
      const batch = paid.slice(i, i + 2);
      const last = batch.at(-1);
      if (!last) continue;
      const valor = sumMinor(batch.map((f) => toMinor(f.total)));
      const retencion = percentOf(valor, 2.5);
      numeroRecibo += random.int(1, 30);
      for (const f of batch)
        out.recibo_facturas.push({ recibo_id: reciboId, factura_id: f.id, valor: f.total });
      out.recibos.push({
        id: reciboId++,
        tercero_id: customer.id,
        documento: `RC-${numeroRecibo}`,
        fecha: isoDate(addDays(new Date(`${last.fecha}T12:00:00Z`), random.int(10, 25))),
        registros: batch.length,
        valor: toMajor(valor),
        neto: toMajor(asMinor(valor - retencion)),
      });
    }
    const someInvoice = out.facturas.find((f) => f.tercero_id === customer.id);
    if (someInvoice) {
      out.devoluciones.push({
        id: out.devoluciones.length + 1,
        tercero_id: customer.id,
        fecha: isoDate(addDays(new Date(`${someInvoice.fecha}T12:00:00Z`), 6)),
        total: toMajor(percentOf(toMinor(someInvoice.total), 10)),
      });
    }
  }
}

/** A year of documents for the demo customers, dated relative to `now`. */
export function demoDocuments(now: Date, products: readonly ProductRow[]): Documents {
  const random = new Random(SEED + 7);
  const out: Documents = {
    pedidos: [],
    lineas: [],
    facturas: [],
    recibos: [],
    recibo_facturas: [],
    devoluciones: [],
  };
  const sellable = products.filter((p) => p.precio1 !== null);
  const drafts = draftOrders(random, sellable);
  drafts.sort((a, b) => b.daysAgo - a.daysAgo);
  writeOrders(out, drafts, now, random);
  writeReceipts(out, random);
  // A receipt is never dated in the future.
  const today = isoDate(now);
  for (const r of out.recibos) if (r.fecha > today) r.fecha = today;
  return out;
}
