import { z as zod } from 'zod/mini';
import { terceroQuery } from './customer';
import { deferred } from './deferred';
import { documentHead } from './documents';
import { envelope, wireAnswer } from './envelope';
import { lineVariation } from './orders';
import { queryInt, queryWith } from './query';
import { cartProblems, quickOrderProduct } from './quick-order';

/**
 * Reorder (the shop's own endpoint): the lines of one of the customer's past orders (`pedidoid`) or invoices
 * (`facturaid`: the lines of the order it was made from), each with the price paid then and the price now (the
 * customer's level, that quantity, the tier rule), the stock now and whether it can be ordered again.
 */
export const reorderPaths = { lines: 'ReordenApi/Lineas' } as const;

export const reorderQuery = deferred(() =>
  queryWith(terceroQuery, {
    pedidoid: queryInt({ min: 1 }),
    facturaid: queryInt({ min: 1 }),
  }).check(
    zod.refine((q) => (q.pedidoid === undefined) !== (q.facturaid === undefined), {
      error: 'envíe pedidoid o facturaid (uno de los dos)',
    }),
  ),
);
export type ReorderQuery = zod.input<typeof reorderQuery>;

/** Why a line cannot be ordered again as it was. */
export const reorderProblems = [
  /** The product is no longer sold. */
  'no_disponible',
  /** Some stock, less than the line's quantity: only Disponible units. */
  'existencias_parciales',
  ...cartProblems,
] as const;
export const reorderProblem = deferred(() => zod.enum(reorderProblems));
export type ReorderProblem = zod.infer<typeof reorderProblem>;

export const reorderLine = deferred(() =>
  zod.object({
    Productoid: zod.int(),
    Producto_cod: zod.string(),
    /** The product's name. */
    Nombre: zod.string(),
    Cantidad: zod.int(),
    /** The colour and size of the line. */
    ...lineVariation,
    /** Unit price paid in that order. */
    PrecioAntes: zod.number(),
    /** Unit price now for the same quantity; null when the product is no longer sold. */
    PrecioAhora: zod.nullable(zod.number()),
    /** 'sube', 'baja', 'igual', or null when there is no price now. */
    Cambio: zod.nullable(zod.enum(['sube', 'baja', 'igual'])),
    /** Stock now: of the line's colour and size when it names them. */
    Disponible: zod.int(),
    /** null: can be ordered again as it was; existencias_parciales: only Disponible units. */
    Problema: zod.nullable(reorderProblem),
    /** The product for the cart, null when it cannot be sold. */
    Producto: zod.nullable(quickOrderProduct),
  }),
);
export type ReorderLine = zod.infer<typeof reorderLine>;

/**
 * The document asked for: an order, or an invoice (`facturaid`; `pedidoid` is then the order it was made
 * from). `prefijo`, `numero` and `fecha` are that document's own.
 */
export const reorder = deferred(() =>
  zod.object({
    pedidoid: zod.int(),
    facturaid: zod.optional(zod.int()),
    ...documentHead,
    Lineas: zod.array(reorderLine),
  }),
);
export type Reorder = zod.infer<typeof reorder>;
export const reorderResponse = deferred(() => envelope(reorder));
export const reorderAnswer = wireAnswer(reorderResponse, (a) => a.Datos);
