// Reads a document for printing: the document, its customer and its lines (or, for a receipt, the
// invoices it paid). Amounts arrive as numeric text and leave as integer minor units.
import type { Minor } from '@mostrador/domain';
import type { Database } from '../../db/database';
import { branchesWithPlace, namedCustomer } from '../../db/read-models/customer-party';
import { orderLineRows } from '../../db/read-models/order-lines';
import { ORDER_DETAIL_COLUMNS } from '../../db/schema';
import { numericToMinor } from '../../lib/money';
import type { Items, Party, PrintDocument } from './render';

/** A document and the customer it belongs to (null for a guest's order, which no session owns). */
export interface Printable {
  owner: number | null;
  /** An order's person who placed it (null: the company's login, a guest; and for other documents). */
  placedBy: number | null;
  document: PrintDocument;
}

/** An invoice's or an order's lines (those of order `orderId`; none without one) and its totals. */
async function items(
  db: Database,
  orderId: number | null,
  totals: { subtotal: string; impuesto: string; total: string },
): Promise<Items> {
  const rows = orderId === null ? [] : await orderLineRows(db, orderId);
  return {
    lines: rows.map((r) => ({
      code: r.codigo,
      description: r.nombre,
      note: r.observacion || undefined,
      quantity: r.cantidad,
      unitPrice: numericToMinor(r.precio),
      amount: numericToMinor(r.subtotal),
      tax: numericToMinor(r.impuesto),
    })),
    subtotal: numericToMinor(totals.subtotal),
    tax: numericToMinor(totals.impuesto),
    total: numericToMinor(totals.total),
  };
}

async function customerParty(db: Database, terceroId: number, branchId: number | null): Promise<Party> {
  const customer = await namedCustomer(db, terceroId);
  if (branchId === null) return customer;
  const branch = await branchesWithPlace(db).where('s.id', '=', branchId).executeTakeFirst();
  if (!branch) return customer;
  const place = [branch.ciudad, branch.departamento].filter(Boolean).join(', ');
  return {
    ...customer,
    branch: branch.nombre,
    address: place ? `${branch.direccion}, ${place}` : branch.direccion,
    email: branch.correo,
  };
}

async function guestParty(db: Database, invitado: Record<string, string>): Promise<Party> {
  const place = await db
    .selectFrom('ciudades as c')
    .innerJoin('departamentos as d', 'd.id', 'c.departamento_id')
    .select(['c.nombre as ciudad', 'd.nombre as departamento'])
    .where('c.id', '=', invitado.Ciudad ?? '')
    .executeTakeFirst();
  const address = [invitado.Direccion, place?.ciudad, place?.departamento].filter(Boolean).join(', ');
  return {
    name: invitado.Tercero ?? '',
    nit: invitado.Nit ?? '',
    phone: invitado.Telefono1,
    address,
    email: invitado.Email,
  };
}

async function findInvoice(db: Database, id: number): Promise<Printable | undefined> {
  const row = await db.selectFrom('facturas').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  return {
    owner: row.tercero_id,
    placedBy: null,
    document: {
      kind: 'factura',
      number: `${row.prefijo}-${row.numero}`,
      date: row.fecha,
      customer: await customerParty(db, row.tercero_id, row.sucursal_id),
      ...(await items(db, row.pedido_id, row)),
      balance: numericToMinor(row.saldo),
    },
  };
}

async function findOrder(db: Database, id: number): Promise<Printable | undefined> {
  const row = await db
    .selectFrom('pedidos')
    .select([
      'tercero_id',
      'persona_id',
      'sucursal_id',
      'prefijo',
      'numero',
      'fecha',
      'estado',
      'observacion',
      ...ORDER_DETAIL_COLUMNS,
      'vlrbruto as subtotal',
      'impuesto',
      'total',
      'invitado',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const customer =
    row.tercero_id === null
      ? await guestParty(db, row.invitado ?? {})
      : await customerParty(db, row.tercero_id, row.sucursal_id);
  return {
    owner: row.tercero_id,
    placedBy: row.persona_id,
    document: {
      kind: 'pedido',
      number: `${row.prefijo}-${row.numero}`,
      date: row.fecha.toISOString(),
      state: row.estado,
      customer,
      guest: row.tercero_id === null,
      notes: row.observacion || undefined,
      details: {
        purchaseOrder: row.orden_compra || undefined,
        deliveryDate: row.fecha_entrega ?? undefined,
        deliveryMethod: row.metodo_entrega || undefined,
      },
      ...(await items(db, id, row)),
    },
  };
}

async function findReceipt(db: Database, id: number): Promise<Printable | undefined> {
  const row = await db
    .selectFrom('recibos')
    .select(['tercero_id', 'documento', 'fecha', 'valor', 'neto'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const invoices = await db
    .selectFrom('recibo_facturas as rf')
    .innerJoin('facturas as f', 'f.id', 'rf.factura_id')
    .select(['f.prefijo', 'f.numero', 'f.fecha', 'rf.valor'])
    .where('rf.recibo_id', '=', id)
    .orderBy('f.fecha')
    .orderBy('f.id')
    .execute();
  const value: Minor = numericToMinor(row.valor);
  return {
    owner: row.tercero_id,
    placedBy: null,
    document: {
      kind: 'recibo',
      number: row.documento,
      date: row.fecha,
      customer: await customerParty(db, row.tercero_id, null),
      invoices: invoices.map((i) => ({
        number: `${i.prefijo}-${i.numero}`,
        date: i.fecha,
        amount: numericToMinor(i.valor),
      })),
      value,
      net: numericToMinor(row.neto),
    },
  };
}

/** The id of the guest's order of that number (`WEB-12`: prefix WEB, number 12), or undefined. */
async function guestOrderId(db: Database, prefix: string, number: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('pedidos')
    .select('id')
    .where('prefijo', '=', prefix)
    .where('numero', '=', number)
    .where('tercero_id', 'is', null)
    .executeTakeFirst();
  return row?.id;
}

/** The printable documents, by kind (each with the customer who owns it), and a guest's order by its number. */
export function createReportsRepository(db: Database) {
  return {
    factura: (id: number) => findInvoice(db, id),
    pedido: (id: number) => findOrder(db, id),
    recibo: (id: number) => findReceipt(db, id),
    guestOrderId: (prefix: string, number: number) => guestOrderId(db, prefix, number),
  };
}
export type ReportsRepository = ReturnType<typeof createReportsRepository>;
