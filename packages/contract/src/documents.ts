import { z as zod } from 'zod/mini';
import { terceroQuery } from './customer';
import { deferred } from './deferred';
import { statusWith, wireAnswer } from './envelope';
import { faltanteDisponible } from './orders';
import { queryDate, queryInt, queryText, queryWith } from './query';

/** What names a document (an invoice, an order) on paper: prefix, number and date. */
export const documentHead = deferred(() => ({
  prefijo: zod.string(),
  numero: zod.int(),
  /** YYYY-MM-DD */
  fecha: zod.string(),
}));

/** A document's head in the app's words: its number as the customer knows it (prefix-number) and its date. */
export function readDocumentHead(head: { prefijo: string; numero: number; fecha: string }) {
  return { number: `${head.prefijo}-${head.numero}`, date: head.fecha };
}

/** The offset of a page of documents (`rows`, as the ERP names it): newest first. */
const pageOffset = deferred(() => ({ rows: queryInt({ min: 0 }) }));

/** An invoice (factura). Amounts are decimals in major units. */
export const factura = deferred(() =>
  zod.object({
    facturaid: zod.int(),
    ...documentHead,
    /** Number of lines. */
    items: zod.int(),
    /** Sum of quantities. */
    cantidad: zod.number(),
    subtotal: zod.number(),
    impuesto: zod.number(),
    total: zod.number(),
    /** What is still owed. */
    saldo: zod.number(),
    /**
     * Not an ERP field: true when this shop has the invoice's lines, so that they can be ordered again
     * (ReordenApi/Lineas with its facturaid); absent on the ERP's own invoices.
     */
    reordenable: zod.optional(zod.boolean()),
  }),
);
export type Factura = zod.infer<typeof factura>;

/** GET TerceroApi/TerceroSucGetFactura */
export const facturasQuery = deferred(() =>
  queryWith(terceroQuery, { tercerosucid: queryInt({ min: 0 }), ...pageOffset }),
);
export type FacturasQuery = zod.input<typeof facturasQuery>;
export const facturasResponse = deferred(() => statusWith({ Facturas: zod.array(factura) }));
export const facturasAnswer = wireAnswer(facturasResponse, (a) => a.Facturas);

/** Order states (`estado`): the code and what the ERP shows (`estado_descripcion`). */
export const pedidoEstados = [
  'pendiente',
  'aprobado',
  'despachado',
  'entregado',
  'facturado',
  'anulado',
] as const;
export const pedidoEstado = deferred(() => zod.enum(pedidoEstados));
export type PedidoEstado = zod.infer<typeof pedidoEstado>;
export const pedidoEstadoDescripcion: Record<PedidoEstado, string> = {
  pendiente: 'Pendiente',
  aprobado: 'Aprobado',
  despachado: 'Despachado',
  entregado: 'Entregado',
  facturado: 'Facturado',
  anulado: 'Anulado',
};

/** The code of a state as the ERP writes it (`Despachado`, `ANULADO`); undefined for a state not one of these. */
export function pedidoEstadoOf(descripcion: string): PedidoEstado | undefined {
  const text = descripcion.trim().toLowerCase();
  return pedidoEstados.find((estado) => estado === text);
}

/** An order (pedido) of the customer, from the ERP or from this shop (`web`). */
export const pedido = deferred(() =>
  zod.object({
    pedidoid: zod.int(),
    ...documentHead,
    /** Number of lines. */
    conteo: zod.int(),
    vlrbruto: zod.number(),
    impuesto: zod.number(),
    total: zod.number(),
    estado_descripcion: zod.string(),
    /** Not an ERP field: the state code. */
    estado: zod.optional(pedidoEstado),
    /** Not an ERP field: true when the order was sent from the web shop. */
    web: zod.optional(zod.boolean()),
    /**
     * Not ERP fields: a web order taken with an ERP connected — whether the ERP has it ('pendiente': waiting to
     * be written into it; 'enviado': it has it, with its own number; 'rechazado': it refused it), the ERP's
     * number, and the lines it was short of when it refused for stock.
     */
    estado_erp: zod.optional(zod.enum(['pendiente', 'enviado', 'rechazado'])),
    numero_erp: zod.optional(zod.nullable(zod.int())),
    faltantes_erp: zod.optional(zod.array(faltanteDisponible)),
    /**
     * Not an ERP field: an order the ERP has and this shop does not (taken by phone, by a sales rep): its
     * printable page is the ERP's (ReporteApp/Enlace with `solo_erp`), its lines are not here to order again.
     */
    solo_erp: zod.optional(zod.boolean()),
    /** Not ERP fields: the purchase order's details given at the checkout ('' for none). */
    orden_compra: zod.optional(zod.string()),
    fecha_entrega: zod.optional(zod.string()),
    metodo_entrega: zod.optional(zod.string()),
    /**
     * Not ERP fields, on the shop's own orders (docs/decisions/0040-people-of-a-customer.md): who placed it (the
     * person's id and name; null: the company's own login) and the branch it was placed for (id and name).
     */
    personaid: zod.optional(zod.nullable(zod.int())),
    persona: zod.optional(zod.nullable(zod.string())),
    tercerosucid: zod.optional(zod.nullable(zod.int())),
    sucursal: zod.optional(zod.nullable(zod.string())),
  }),
);
export type Pedido = zod.infer<typeof pedido>;

/** Not ERP records: whom and which branch a company's orders can be filtered by. */
export const filtrosPedidos = deferred(() =>
  zod.object({
    Personas: zod.array(zod.object({ personaid: zod.int(), nombre: zod.string() })),
    Sucursales: zod.array(zod.object({ tercerosucid: zod.int(), nombre: zod.string() })),
  }),
);
export type FiltrosPedidos = zod.infer<typeof filtrosPedidos>;

/** GET TerceroApi/TerceroGetPedido: dates inclusive. */
export const pedidosQuery = deferred(() =>
  queryWith(terceroQuery, {
    fechaini: queryDate(),
    fechafin: queryDate(),
    numero: queryInt({ min: 0 }),
    // In any case: a client may send the state as the ERP shows it (`Pendiente`).
    estado: zod.pipe(
      queryText(20),
      zod.optional(zod.pipe(zod.string().check(zod.toLowerCase()), pedidoEstado)),
    ),
    /** Not ERP parameters: the orders of one person (0: the company's own login), of one branch. */
    personaid: queryInt({ min: 0 }),
    tercerosucid: queryInt({ min: 0 }),
    ...pageOffset,
  }),
);
export type PedidosQuery = zod.input<typeof pedidosQuery>;
export const pedidosResponse = deferred(() =>
  statusWith({
    Registros: zod.array(pedido),
    /**
     * Not an ERP key: true when the shop is in front of an ERP that could not be asked, so the list has only the
     * orders sent from this shop (the ERP's own are missing until it answers again).
     */
    ErpNoDisponible: zod.optional(zod.boolean()),
    /**
     * Not an ERP key: the people and branches the list can be filtered by; present when the session sees the
     * company's orders (its own login, an administrator, an approver, a viewer), absent for a buyer, who sees
     * only their own.
     */
    Filtros: zod.optional(filtrosPedidos),
  }),
);

/** A receipt (recibo de caja). */
export const recibo = deferred(() =>
  zod.object({
    id: zod.int(),
    /** e.g. "RC-1024" */
    Documento: zod.string(),
    /** YYYY-MM-DD */
    Fecha: zod.string(),
    /** Number of invoices it pays. */
    Registros: zod.int(),
    Valor: zod.number(),
    /** Valor less discounts and withholdings. */
    Neto: zod.number(),
  }),
);
export type Recibo = zod.infer<typeof recibo>;

/** GET TerceroApi/TerceroGetRecibos */
export const recibosQuery = deferred(() => queryWith(terceroQuery, pageOffset));
export type RecibosQuery = zod.input<typeof recibosQuery>;
export const recibosResponse = deferred(() => statusWith({ Recibos: zod.array(recibo) }));
export const recibosAnswer = wireAnswer(recibosResponse, (a) => a.Recibos);
