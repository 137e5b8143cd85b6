import { z } from 'zod/mini';
import { terceroQuery } from './customer';
import { statusWith, wireAnswer } from './envelope';
import { faltanteDisponible } from './orders';
import { queryDate, queryInt, queryText, queryWith } from './query';

/** What names a document (an invoice, an order) on paper: prefix, number and date. */
export const documentHead = {
  prefijo: z.string(),
  numero: z.int(),
  /** YYYY-MM-DD */
  fecha: z.string(),
};

/** The offset of a page of documents (`rows`, as the ERP names it): newest first. */
const pageOffset = { rows: queryInt({ min: 0 }) };

/** An invoice (factura). Amounts are decimals in major units. */
export const factura = z.object({
  facturaid: z.int(),
  ...documentHead,
  /** Number of lines. */
  items: z.int(),
  /** Sum of quantities. */
  cantidad: z.number(),
  subtotal: z.number(),
  impuesto: z.number(),
  total: z.number(),
  /** What is still owed. */
  saldo: z.number(),
});
export type Factura = z.infer<typeof factura>;

/** GET TerceroApi/TerceroSucGetFactura */
export const facturasQuery = queryWith(terceroQuery, { tercerosucid: queryInt({ min: 0 }), ...pageOffset });
export type FacturasQuery = z.input<typeof facturasQuery>;
export const facturasResponse = statusWith({ Facturas: z.array(factura) });
export const facturasAnswer = wireAnswer(facturasResponse, (a) => a.Facturas);

/** Order states (`estado`): the code and what the ERP shows (`estado_descripcion`). */
export const pedidoEstados = ['pendiente', 'aprobado', 'despachado', 'facturado', 'anulado'] as const;
export const pedidoEstado = z.enum(pedidoEstados);
export type PedidoEstado = z.infer<typeof pedidoEstado>;
export const pedidoEstadoDescripcion: Record<PedidoEstado, string> = {
  pendiente: 'Pendiente',
  aprobado: 'Aprobado',
  despachado: 'Despachado',
  facturado: 'Facturado',
  anulado: 'Anulado',
};

/** An order (pedido) of the customer, from the ERP or from this shop (`web`). */
export const pedido = z.object({
  pedidoid: z.int(),
  ...documentHead,
  /** Number of lines. */
  conteo: z.int(),
  vlrbruto: z.number(),
  impuesto: z.number(),
  total: z.number(),
  estado_descripcion: z.string(),
  /** Not an ERP field: the state code. */
  estado: z.optional(pedidoEstado),
  /** Not an ERP field: true when the order was sent from the web shop. */
  web: z.optional(z.boolean()),
  /**
   * Not ERP fields: a web order taken with an ERP connected — whether the ERP has it ('pendiente': waiting to
   * be written into it; 'enviado': it has it, with its own number; 'rechazado': it refused it), the ERP's
   * number, and the lines it was short of when it refused for stock.
   */
  estado_erp: z.optional(z.enum(['pendiente', 'enviado', 'rechazado'])),
  numero_erp: z.optional(z.nullable(z.int())),
  faltantes_erp: z.optional(z.array(faltanteDisponible)),
});
export type Pedido = z.infer<typeof pedido>;

/** GET TerceroApi/TerceroGetPedido: dates inclusive. */
export const pedidosQuery = queryWith(terceroQuery, {
  fechaini: queryDate(),
  fechafin: queryDate(),
  numero: queryInt({ min: 0 }),
  estado: z.pipe(queryText(20), z.optional(pedidoEstado)),
  ...pageOffset,
});
export type PedidosQuery = z.input<typeof pedidosQuery>;
export const pedidosResponse = statusWith({ Registros: z.array(pedido) });
export const pedidosAnswer = wireAnswer(pedidosResponse, (a) => a.Registros);

/** A receipt (recibo de caja). */
export const recibo = z.object({
  id: z.int(),
  /** e.g. "RC-1024" */
  Documento: z.string(),
  /** YYYY-MM-DD */
  Fecha: z.string(),
  /** Number of invoices it pays. */
  Registros: z.int(),
  Valor: z.number(),
  /** Valor less discounts and withholdings. */
  Neto: z.number(),
});
export type Recibo = z.infer<typeof recibo>;

/** GET TerceroApi/TerceroGetRecibos */
export const recibosQuery = queryWith(terceroQuery, pageOffset);
export type RecibosQuery = z.input<typeof recibosQuery>;
export const recibosResponse = statusWith({ Recibos: z.array(recibo) });
export const recibosAnswer = wireAnswer(recibosResponse, (a) => a.Recibos);
